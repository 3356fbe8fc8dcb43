package directory

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// listSavedVolunteers answers GET /api/directory/saved-volunteers?page=&perPage=
// (signed in): the listed volunteers the viewer saved (a company's team
// shares one list), most recently saved first, as the cards of the public
// list. A saved volunteer who is no longer listed is left out, as in the
// public list. Answers a page without facets.
func (d *dir) listSavedVolunteers(e *core.RequestEvent) error {
	p := parseList(e.Request.URL.Query(), volunteerSorts, nil)
	owner := favoritesOwner(e.Auth)
	from := `FROM favorites f JOIN ` + dirindex.Volunteers.Dir + ` v ON v.user_id = f.volunteer WHERE f.user = {:owner}`
	var total int64
	if err := e.App.DB().NewQuery(`SELECT COUNT(*) ` + from).Bind(dbx.Params{"owner": owner}).Row(&total); err != nil {
		e.App.Logger().Error("counting saved volunteers failed", "error", err)
		return e.InternalServerError("", nil)
	}
	var rids []int64
	if p.offset() < total {
		err := e.App.DB().NewQuery(`SELECT v.rid ` + from + ` ORDER BY f.created DESC, f.id LIMIT {:limit} OFFSET {:offset}`).
			Bind(dbx.Params{"owner": owner, "limit": p.PerPage, "offset": p.offset()}).Column(&rids)
		if err != nil {
			e.App.Logger().Error("reading saved volunteers failed", "error", err)
			return e.InternalServerError("", nil)
		}
	}
	rows, err := cards(e.App, dirindex.Volunteers, volunteerColumns, rids, func(r volunteerRow) int64 { return r.Rid })
	if err != nil {
		e.App.Logger().Error("reading volunteer cards failed", "error", err)
		return e.InternalServerError("", nil)
	}
	names, err := d.lookupNames(e.App)
	if err != nil {
		e.App.Logger().Error("reading lookup names failed", "error", err)
		return e.InternalServerError("", nil)
	}
	s := &summary{total: total, names: names, facets: map[string][]FacetOption{}}
	items := make([]VolunteerCard, 0, len(rows))
	for _, r := range rows {
		items = append(items, VolunteerCard{
			ID: r.UserID, Username: r.Username, FirstName: r.FirstName, LastName: r.LastName, Photo: r.Photo,
			Tags: storedTags(r.Tags), Category: s.named(r.Category), City: r.City, Country: s.named(r.Country),
			Available: r.Available, Favorited: true,
		})
	}
	return e.JSON(http.StatusOK, newPage(p, s, items))
}
