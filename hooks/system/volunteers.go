package system

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/wizard"
)

// VolunteerItem is a volunteer as the system area's volunteer list shows it.
type VolunteerItem struct {
	ID           string `db:"id" json:"id"`
	Username     string `db:"username" json:"username"`
	Name         string `db:"-" json:"name"`
	Email        string `db:"email" json:"email"`
	CategoryName string `db:"category_name" json:"category_name"`
	Area         string `db:"-" json:"area"`
	City         string `db:"city" json:"city"`
	Status       string `db:"-" json:"status"` // Active, Unverified, Incomplete
	Created      string `db:"created" json:"created"`

	FirstName string `db:"first_name" json:"-"`
	LastName  string `db:"last_name" json:"-"`
	Verified  bool   `db:"verified" json:"-"`
	Step      int    `db:"step" json:"-"`
	ProfileID string `db:"profile_id" json:"-"`
}

// VolunteerSummary are the cards above the volunteer list.
type VolunteerSummary struct {
	Total                  int      `json:"total"`
	Partners               int      `json:"partners"`
	Unverified             int      `json:"unverified"`
	CancelledThisMonth     int      `json:"cancelled_this_month"`
	CancelledLastMonth     int      `json:"cancelled_last_month"`
	CancelledChangePercent *float64 `json:"cancelled_change_percent"`
}

// listVolunteers: GET /api/system/volunteers?q=&category=&page=&perPage=
// answers {summary, page, perPage, totalItems, totalPages, items}.
func listVolunteers(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	text := q.text("q")
	category := q.text("category")
	if err := q.fail(e); err != nil {
		return err
	}
	cond := where(dbx.HashExp{"u.role": "volunteer"}, equalsExp("u.category", category), containsExp(text,
		"(u.first_name || ' ' || u.last_name)", "u.username", "u.email", "COALESCE(p.city, '')", "COALESCE(c.name, '')"))
	base := func() *dbx.SelectQuery {
		return e.App.DB().Select().From("users u").
			LeftJoin("lookups c", dbx.NewExp("c.id = u.category")).
			LeftJoin("volunteer_profiles p", dbx.NewExp("p.user = u.id")).
			Where(cond)
	}
	res, err := list[VolunteerItem](p, base, []string{
		"u.id AS id", "u.username AS username", "u.email AS email", "u.created AS created",
		"u.first_name AS first_name", "u.last_name AS last_name", "u.verified AS verified",
		"COALESCE(c.name, '') AS category_name", "COALESCE(p.city, '') AS city", "COALESCE(p.id, '') AS profile_id",
		"u.profile_step AS step",
	}, "u.created DESC", "u.id DESC")
	if err != nil {
		return routeFailed(e, "list volunteers", err)
	}
	areas, err := latestAreas(e.App, res.Items)
	if err != nil {
		return routeFailed(e, "volunteer areas", err)
	}
	for i := range res.Items {
		v := &res.Items[i]
		v.Name = fullName(v.FirstName, v.LastName)
		v.Area = areas[v.ProfileID]
		switch {
		case !v.Verified:
			v.Status = "Unverified"
		case v.Step < wizard.VolunteerDone:
			v.Status = "Incomplete"
		default:
			v.Status = "Active"
		}
	}
	summary, err := volunteerSummary(e.App, time.Now())
	if err != nil {
		return routeFailed(e, "volunteer summary", err)
	}
	return e.JSON(http.StatusOK, struct {
		Summary VolunteerSummary `json:"summary"`
		page[VolunteerItem]
	}{summary, res})
}

// latestAreas is, by profile id, the study area of each volunteer's latest
// education that names one: a current one first, then the one that ended
// last, then the one that started last.
func latestAreas(app core.App, items []VolunteerItem) (map[string]string, error) {
	ids := make([]any, 0, len(items))
	for _, v := range items {
		if v.ProfileID != "" {
			ids = append(ids, v.ProfileID)
		}
	}
	out := map[string]string{}
	if len(ids) == 0 {
		return out, nil
	}
	var rows []struct {
		Profile string `db:"profile"`
		Name    string `db:"name"`
	}
	err := app.DB().Select("e.profile AS profile", "l.name AS name").From("educations e").
		InnerJoin("lookups l", dbx.NewExp("l.id = e.area")).
		Where(dbx.In("e.profile", ids...)).
		OrderBy("e.current DESC", "e.end_year DESC", "e.end_month DESC", "e.start_year DESC", "e.start_month DESC", "e.sort ASC").
		All(&rows)
	if err != nil {
		return nil, err
	}
	for _, r := range rows {
		if _, seen := out[r.Profile]; !seen {
			out[r.Profile] = r.Name
		}
	}
	return out, nil
}

// volunteerSummary counts the volunteers, those who came through a partner,
// the unverified ones and the accounts closed this and last month (UTC).
func volunteerSummary(app core.App, now time.Time) (VolunteerSummary, error) {
	var s VolunteerSummary
	var firstErr error
	count := func(q *dbx.SelectQuery) int {
		var n int
		if err := q.Row(&n); err != nil && firstErr == nil {
			firstErr = err
		}
		return n
	}
	volunteers := dbx.HashExp{"role": "volunteer"}
	s.Total = count(app.DB().Select("COUNT(*)").From("users").Where(volunteers))
	s.Unverified = count(app.DB().Select("COUNT(*)").From("users").Where(volunteers).AndWhere(dbx.HashExp{"verified": false}))
	s.Partners = count(app.DB().Select("COUNT(*)").From("volunteer_profiles p").
		InnerJoin("users u", dbx.NewExp("u.id = p.user AND u.role = 'volunteer'")).
		Where(dbx.NewExp("p.partner != ''")))

	now = now.UTC()
	thisMonth := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC)
	closed := func(from, to time.Time) int {
		return count(app.DB().Select("COUNT(*)").From("account_deletions").Where(dbx.And(
			dbx.HashExp{"role": "volunteer"},
			dbx.NewExp("created >= {:from} AND created < {:to}", dbx.Params{"from": dbTime(from), "to": dbTime(to)}),
		)))
	}
	s.CancelledThisMonth = closed(thisMonth, thisMonth.AddDate(0, 1, 0))
	s.CancelledLastMonth = closed(thisMonth.AddDate(0, -1, 0), thisMonth)
	s.CancelledChangePercent = percentChange(float64(s.CancelledLastMonth), float64(s.CancelledThisMonth))
	return s, firstErr
}
