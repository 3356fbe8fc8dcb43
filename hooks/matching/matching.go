// Package matching ranks opportunities for a volunteer ("Recommended for
// you") and volunteers for an opportunity ("Suggested volunteers") with one
// transparent score (score.go): every item carries the reasons in words
// (decision 18). Candidates come from a Source: the routes ask
// IndexSource (indexsource.go: the search engine's indexes); SQLSource
// (candidates.go: SQL on the key tables and indexed columns) is the
// simple way it is compared with (TestSourcesAgree).
package matching

import (
	"cmp"
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/opportunities"
)

// Paging of both lists, and the dismissal's reason.
const (
	PerPageDefault   = 12
	PerPageMax       = 50
	PageMax          = 1000
	DismissReasonMax = 300 // the schema's (pb_migrations.DismissReasonMax)

	MsgPage            = "Choose a page from 1 to 1000."
	MsgPerPage         = "Choose from 1 to 50 per page."
	MsgFailed          = "Recommendations could not be loaded. Please try again."
	MsgSuggestFailed   = "Suggestions could not be loaded. Please try again."
	MsgDismissFailed   = "That could not be saved. Please try again."
	MsgOppNotFound     = "This opportunity does not exist or is no longer open."
	MsgReasonTooLong   = "Keep the reason to 300 characters."
	MsgReasonInvisible = "The reason holds characters that cannot be shown."
)

// service holds the candidate source and the synonyms' cache.
type service struct {
	source Source
	syn    synonymCache
}

// Register binds the three routes, served from the search engine's
// indexes (IndexSource); an app without them keeps the key tables
// SQLSource reads (KeepKeys).
func Register(app core.App) {
	s := &service{source: IndexSource{}}
	bindSynonymChecks(app)
	forget := func(e *core.RecordEvent) error {
		s.syn.forget()
		return e.Next()
	}
	formx.AfterEveryWrite(app, forget, "skill_synonyms")
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// The candidates come from the search engine's indexes; only an app
		// without them falls back to SQLSource and keeps its key tables.
		switch {
		case keysKept(se.App): // a test or benchmark that compares the sources
		case indexed(se.App):
			if err := forgetKeys(se.App); err != nil {
				return err
			}
		default:
			if err := KeepKeys(se.App); err != nil {
				return err
			}
		}
		se.Router.GET("/api/volunteer/recommendations", s.recommendations).
			Bind(auth.RequireRole(auth.RoleVolunteer), auth.RequireVerified())
		se.Router.POST("/api/volunteer/recommendations/{opportunityId}/dismiss", s.dismiss).
			Bind(auth.RequireRole(auth.RoleVolunteer), auth.RequireVerified())
		se.Router.GET("/api/company/opportunities/{id}/suggestions", s.suggestions).
			Bind(auth.RequireRole(auth.RoleCompany), auth.RequireVerified())
		return se.Next()
	})
}

// paging reads ?page=&perPage=; a value out of bounds is a field error.
func paging(e *core.RequestEvent) (page, perPage int, err error) {
	q := e.Request.URL.Query()
	errs := formx.Errors{}
	read := func(key string, def, max int, msg string) int {
		v := q.Get(key)
		if v == "" {
			return def
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > max {
			errs.Add(key, "validation_out_of_range", msg)
		}
		return n
	}
	page = read("page", 1, PageMax, MsgPage)
	perPage = read("perPage", PerPageDefault, PerPageMax, MsgPerPage)
	if err := errs.Err(); err != nil {
		return 0, 0, e.BadRequestError(formx.MsgFixFields, err)
	}
	return page, perPage, nil
}

// window is the part of n items page shows.
func window(n, page, perPage int) (from, to int) {
	from = min(n, (page-1)*perPage)
	return from, min(n, from+perPage)
}

// LoadVolunteer reads what the score needs of the volunteer userID.
func LoadVolunteer(app core.App, userID string) (Volunteer, error) {
	v := Volunteer{ID: userID}
	var row struct {
		Category string `db:"category"`
		Country  string `db:"country"`
		Tags     string `db:"tags"`
		Hours    int    `db:"hours_per_day"`
		Months   int    `db:"months"`
	}
	err := app.DB().NewQuery(`SELECT u.category, u.country, COALESCE(p.tags, '[]') AS tags,
		COALESCE(p.hours_per_day, 0) AS hours_per_day, COALESCE(p.months, 0) AS months
		FROM users u LEFT JOIN volunteer_profiles p ON p.user = u.id WHERE u.id = {:u}`).
		Bind(dbx.Params{"u": userID}).One(&row)
	if err != nil {
		return v, err
	}
	v.Category, v.Country, v.HoursPerDay, v.Months = row.Category, row.Country, row.Hours, row.Months
	_ = json.Unmarshal([]byte(row.Tags), &v.Tags)
	err = app.DB().NewQuery(`SELECT s.name FROM skills s JOIN volunteer_profiles p ON p.id = s.profile
		WHERE p.user = {:u} ORDER BY s.sort, s.created`).Bind(dbx.Params{"u": userID}).Column(&v.Skills)
	if err != nil {
		return v, err
	}
	v.CategoryName, v.CountryName = lookupName(app, v.Category), lookupName(app, v.Country)
	return v, nil
}

// lookupName is the name of a lookup ("" when there is none).
func lookupName(app core.App, id string) string {
	if id == "" {
		return ""
	}
	var name string
	if err := app.DB().Select("name").From("lookups").Where(dbx.HashExp{"id": id}).Row(&name); err != nil {
		return ""
	}
	return name
}

// rank keeps the relevant candidates (matches[i] is cands[i]'s), best
// first, newest first among equals, then by id: it sorts their
// positions, not the candidates (a few hundred structs a request).
func rank[T any](cands []T, matches []Match, created, id func(*T) string) ([]T, []Match) {
	order := make([]int32, 0, len(cands))
	for i := range cands {
		if matches[i].Relevant() {
			order = append(order, int32(i))
		}
	}
	slices.SortFunc(order, func(a, b int32) int {
		if c := cmp.Compare(matches[b].Score, matches[a].Score); c != 0 {
			return c
		}
		if c := strings.Compare(created(&cands[b]), created(&cands[a])); c != 0 {
			return c
		}
		return strings.Compare(id(&cands[a]), id(&cands[b]))
	})
	items, ms := make([]T, len(order)), make([]Match, len(order))
	for i, k := range order {
		items[i], ms[i] = cands[k], matches[k]
	}
	return items, ms
}

// Recommend ranks the volunteer's candidates: the relevant ones, best
// first, each with its match.
func Recommend(app core.App, src Source, v Volunteer, syn Synonyms) ([]Opportunity, []Match, error) {
	cands, err := src.OpportunitiesFor(app, v, syn)
	if err != nil {
		return nil, nil, err
	}
	matches := make([]Match, len(cands))
	for i, o := range cands {
		matches[i] = Score(v, o, syn)
	}
	opps, ms := rank(cands, matches, func(o *Opportunity) string { return o.Created }, func(o *Opportunity) string { return o.ID })
	return opps, ms, nil
}

// recommendations answers GET /api/volunteer/recommendations?page=&perPage=
// (a verified volunteer): {page, perPage, totalItems, items: [opportunity
// card (as the search shows it) + reasons: [string]], missing: [field]}.
// missing names what the profile must gain before anything can be
// recommended (skills, tags, category); it is empty otherwise.
func (s *service) recommendations(e *core.RequestEvent) error {
	page, perPage, err := paging(e)
	if err != nil {
		return err
	}
	v, err := LoadVolunteer(e.App, e.Auth.Id)
	if err != nil {
		return formx.Failed(e, MsgFailed, "reading the volunteer for recommendations failed", err)
	}
	out := map[string]any{"page": page, "perPage": perPage, "totalItems": 0, "items": []any{}, "missing": v.Thin()}
	if len(v.Thin()) > 0 {
		return e.JSON(http.StatusOK, out)
	}
	syn, err := s.syn.get(e.App)
	if err != nil {
		return formx.Failed(e, MsgFailed, "reading the skill synonyms failed", err)
	}
	opps, matches, err := Recommend(e.App, s.src(), v, syn)
	if err != nil {
		return formx.Failed(e, MsgFailed, "finding recommendations failed", err)
	}
	from, to := window(len(opps), page, perPage)
	records, err := inOrder(e.App, "opportunities", idsOf(opps[from:to], func(o Opportunity) string { return o.ID }))
	if err != nil {
		return formx.Failed(e, MsgFailed, "loading recommendations failed", err)
	}
	for i, r := range records {
		o := opps[from+i]
		o.CategoryName, o.CountryName = v.CategoryName, v.CountryName // shown only when they are the volunteer's
		r.WithCustomData(true)
		r.Set("reasons", matches[from+i].ForVolunteer(v, o))
	}
	if err := opportunities.EnrichList(e, records); err != nil {
		return formx.Failed(e, MsgFailed, "enriching recommendations failed", err)
	}
	out["totalItems"], out["items"] = len(opps), records
	return e.JSON(http.StatusOK, out)
}

func idsOf[T any](items []T, id func(T) string) []string {
	out := make([]string, len(items))
	for i, it := range items {
		out[i] = id(it)
	}
	return out
}

// inOrder loads the records of ids in that order (missing ones left out).
func inOrder(app core.App, collection string, ids []string) ([]*core.Record, error) {
	if len(ids) == 0 {
		return []*core.Record{}, nil
	}
	found, err := app.FindRecordsByIds(collection, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[string]*core.Record, len(found))
	for _, r := range found {
		byID[r.Id] = r
	}
	out := make([]*core.Record, 0, len(ids))
	for _, id := range ids {
		if r := byID[id]; r != nil {
			out = append(out, r)
		}
	}
	return out, nil
}

// dismiss answers POST /api/volunteer/recommendations/{opportunityId}/dismiss
// {reason?: ≤ 300 characters} (a verified volunteer): "Not for me". The
// opportunity leaves the volunteer's recommendations for good. 404 for an
// opportunity the volunteer cannot see (unknown, or not open); a second
// dismissal changes nothing and answers the first one (idempotent).
// Answers 200 with the dismissal.
func (s *service) dismiss(e *core.RequestEvent) error {
	oppID := e.Request.PathValue("opportunityId")
	opp, err := e.App.FindRecordById("opportunities", oppID)
	if err != nil || opp.GetString("status") != opportunities.StatusOpen {
		return e.NotFoundError(MsgOppNotFound, nil)
	}
	reason, err := formx.ReadField(e, "reason", func(errs formx.Errors, reason string) {
		if len([]rune(reason)) > DismissReasonMax {
			errs.Add("reason", "validation_length_too_long", MsgReasonTooLong)
		}
		if strings.IndexFunc(reason, func(r rune) bool { return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) }) >= 0 {
			errs.Add("reason", "validation_invisible_chars", MsgReasonInvisible)
		}
	})
	if err != nil {
		return err
	}
	var id string
	err = e.App.RunInTransaction(func(tx core.App) error {
		// Checked inside the transaction: two clicks at once make one row
		// (the unique index is the last word).
		if id = dismissalOf(tx, e.Auth.Id, opp.Id); id != "" {
			return nil
		}
		c, err := tx.FindCollectionByNameOrId("opportunity_dismissals")
		if err != nil {
			return err
		}
		r := core.NewRecord(c)
		r.Set("volunteer", e.Auth.Id)
		r.Set("opportunity", opp.Id)
		r.Set("reason", reason)
		if err := tx.Save(r); err != nil {
			if id = dismissalOf(tx, e.Auth.Id, opp.Id); id != "" {
				return nil
			}
			return err
		}
		id = r.Id
		return nil
	})
	if err != nil {
		return formx.SaveFailed(e, err, "saving a dismissal failed")
	}
	return formx.Saved(e, "opportunity_dismissals", id)
}

// dismissalOf is the id of the volunteer's dismissal of the opportunity.
func dismissalOf(app core.App, volunteer, opportunity string) string {
	var id string
	err := app.DB().Select("id").From("opportunity_dismissals").
		Where(dbx.HashExp{"volunteer": volunteer, "opportunity": opportunity}).Row(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return ""
	}
	return id
}
