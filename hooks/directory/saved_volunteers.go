package directory

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/formx"
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
		return formx.Failed(e, "", "counting saved volunteers failed", err)
	}
	var rids []int64
	if p.offset() < total {
		err := e.App.DB().NewQuery(`SELECT v.rid ` + from + ` ORDER BY f.created DESC, f.id LIMIT {:limit} OFFSET {:offset}`).
			Bind(dbx.Params{"owner": owner, "limit": p.PerPage, "offset": p.offset()}).Column(&rids)
		if err != nil {
			return formx.Failed(e, "", "reading saved volunteers failed", err)
		}
	}
	rows, err := volunteerRows(e.App, rids)
	if err != nil {
		return formx.Failed(e, "", "reading volunteer cards failed", err)
	}
	names, err := d.lookupNames(e.App)
	if err != nil {
		return formx.Failed(e, "", "reading lookup names failed", err)
	}
	s := &summary{total: total, names: names, facets: map[string][]FacetOption{}}
	every := func(string) bool { return true }
	return e.JSON(http.StatusOK, newPage(p, s, volunteerCards(s, rows, every)))
}
