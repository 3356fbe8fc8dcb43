package directory

import (
	"net/http"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/formx"
)

// Sorts and filters of the volunteer list (docs/architecture.md); the first sort is
// the default.
var (
	volunteerSorts  = []string{"newest", "oldest", "available"}
	volunteerFacets = []string{"category", "skills", "tags", "language", "country"}
)

// VolunteerCardFields are a volunteer card's public fields (the
// directory's list and a company's suggested volunteers show them).
type VolunteerCardFields struct {
	// ID is the volunteer's user id, which a favourite refers to.
	ID        string   `json:"id"`
	Username  string   `json:"username"`
	FirstName string   `json:"first_name"`
	LastName  string   `json:"last_name"`
	Photo     string   `json:"photo"`
	Tags      []string `json:"tags"`
	Category  *Named   `json:"category"`
	City      string   `json:"city"`
	Country   *Named   `json:"country"`
	Available bool     `json:"available"`
}

// VolunteerCard is a volunteer in the public list.
type VolunteerCard struct {
	VolunteerCardFields
	// Favorited is whether the signed-in user saved this volunteer.
	Favorited bool `json:"favorited"`
}

type volunteerRow struct {
	Rid       int64  `db:"rid"`
	UserID    string `db:"user_id"`
	Username  string `db:"username"`
	FirstName string `db:"first_name"`
	LastName  string `db:"last_name"`
	Photo     string `db:"photo"`
	Tags      string `db:"tags"`
	Category  string `db:"category"`
	City      string `db:"city"`
	Country   string `db:"country"`
	Available bool   `db:"available"`
}

// volunteerOrder maps a sort to the store's order.
var volunteerOrder = map[string]string{"newest": "newest", "oldest": "oldest", "available": "rank"}

const volunteerColumns = "rid, user_id, username, first_name, last_name, photo, tags, category, city, country, available"

// listVolunteers answers GET /api/directory/volunteers: volunteers who
// finished the wizard matching q (every word, as a word or its start) and
// the filters (any of the values within a filter, every filter), sorted
// newest, oldest or available first.
func (d *dir) listVolunteers(e *core.RequestEvent) error {
	p := parseList(e.Request.URL.Query(), volunteerSorts, volunteerFacets)
	s, rids, err := d.run(e.App, d.volunteers, p, volunteerOrder[p.Sort])
	if err != nil {
		return formx.Failed(e, "", "reading the volunteer list failed", err)
	}
	rows, err := volunteerRows(e.App, rids)
	if err != nil {
		return formx.Failed(e, "", "reading volunteer cards failed", err)
	}
	saved, err := favorited(e, "volunteer", rows, func(r volunteerRow) string { return r.UserID })
	if err != nil {
		return formx.Failed(e, "", "reading favourites failed", err)
	}
	return e.JSON(http.StatusOK, newPage(p, s, volunteerCards(s, rows, func(id string) bool { return saved[id] })))
}

// volunteerRows reads the card columns of the volunteers rids, in that order.
func volunteerRows(app core.App, rids []int64) ([]volunteerRow, error) {
	return cards(app, dirindex.Volunteers, volunteerColumns, rids, func(r volunteerRow) int64 { return r.Rid })
}

// volunteerCards are the cards of rows; saved tells which user ids the
// signed-in user saved.
func volunteerCards(s *summary, rows []volunteerRow, saved func(userID string) bool) []VolunteerCard {
	items := make([]VolunteerCard, 0, len(rows))
	for _, r := range rows {
		items = append(items, VolunteerCard{VolunteerCardFields: VolunteerCardFields{
			ID: r.UserID, Username: r.Username, FirstName: r.FirstName, LastName: r.LastName, Photo: r.Photo,
			Tags: storedTags(r.Tags), Category: s.named(r.Category), City: r.City, Country: s.named(r.Country),
			Available: r.Available}, Favorited: saved(r.UserID),
		})
	}
	return items
}

// favorited is the set of user ids among rows the signed-in user saved as
// field (volunteer or company).
func favorited[T any](e *core.RequestEvent, field string, rows []T, id func(T) string) (map[string]bool, error) {
	saved := map[string]bool{}
	if e.Auth == nil || len(rows) == 0 {
		return saved, nil
	}
	ids := make([]any, len(rows))
	for i, r := range rows {
		ids[i] = id(r)
	}
	var found []string
	err := e.App.DB().Select(field).From("favorites").
		Where(dbx.HashExp{"user": favoritesOwner(e.Auth)}).AndWhere(dbx.In(field, ids...)).Column(&found)
	for _, f := range found {
		saved[f] = true
	}
	return saved, err
}

// VolunteerEntry is what a listed volunteer's directory entry holds for a
// card: the card's columns (lookup ids, not names) and the volunteer's
// skills, in their own spelling and order.
type VolunteerEntry struct {
	UserID    string   `db:"user_id"`
	Username  string   `db:"username"`
	FirstName string   `db:"first_name"`
	LastName  string   `db:"last_name"`
	Photo     string   `db:"photo"` // the file's URL
	City      string   `db:"city"`
	Category  string   `db:"category"`
	Country   string   `db:"country"`
	Available bool     `db:"available"`
	TagsJSON  string   `db:"tags"`
	Facets    string   `db:"facets"`
	Tags      []string `db:"-"`
	Skills    []string `db:"-"`
}

// VolunteerEntries reads the directory entries of the users (those that
// are listed), by user id: one narrow row each instead of the user's,
// the profile's and the skills' rows (the suggested volunteers of
// hooks/matching). The hooks write an entry in the transaction of every
// change of those records, so it holds what they hold.
func VolunteerEntries(app core.App, userIDs []string) (map[string]*VolunteerEntry, error) {
	out := make(map[string]*VolunteerEntry, len(userIDs))
	if len(userIDs) == 0 {
		return out, nil
	}
	ids := make([]any, len(userIDs))
	for i, id := range userIDs {
		ids[i] = id
	}
	var rows []*VolunteerEntry
	err := app.DB().Select("user_id", "username", "first_name", "last_name", "photo", "city", "category", "country",
		"available", "tags", "facets").From(dirindex.Volunteers.Dir).Where(dbx.In("user_id", ids...)).All(&rows)
	if err != nil {
		return nil, err
	}
	skills := slices.Index(dirindex.Volunteers.Multi, "skills")
	for _, r := range rows {
		r.Tags = storedTags(r.TagsJSON)
		r.Skills = dirindex.Volunteers.DecodeFacets(r.Facets)[skills]
		out[r.UserID] = r
	}
	return out, nil
}
