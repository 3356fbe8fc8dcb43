package system

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// CompanyItem is a company as the system area's company list shows it.
type CompanyItem struct {
	ID                 string `db:"id" json:"id"`
	Username           string `db:"username" json:"username"`
	CompanyName        string `db:"company_name" json:"company_name"`
	Email              string `db:"email" json:"email"`
	Plan               string `db:"plan" json:"plan"`
	Interval           string `db:"interval" json:"interval"`
	SubscriptionStatus string `db:"subscription_status" json:"subscription_status"`
	LiveOpportunities  int    `db:"live_opportunities" json:"live_opportunities"`
	Created            string `db:"created" json:"created"`
}

// liveOpportunities counts a company's open, unexpired opportunities (the
// ones its plan limits).
const liveOpportunities = `(SELECT COUNT(*) FROM opportunities o WHERE o.company = u.id AND o.status = 'open' ` +
	`AND (o.expires_at = '' OR o.expires_at > {:now}))`

// listCompanies: GET /api/system/companies?q=&page=&perPage=
func listCompanies(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	text := q.text("q")
	if err := q.fail(e); err != nil {
		return err
	}
	cond := where(dbx.HashExp{"u.role": "company"},
		containsExp(text, "u.username", "u.email", "COALESCE(cp.company_name, '')"))
	base := func() *dbx.SelectQuery {
		return e.App.DB().Select().From("users u").
			LeftJoin("company_profiles cp", dbx.NewExp("cp.user = u.id")).
			LeftJoin("subscriptions s", dbx.NewExp("s.company = u.id")).
			Where(cond).Bind(dbx.Params{"now": dbNow()})
	}
	res, err := list[CompanyItem](p, base, []string{
		"u.id AS id", "u.username AS username", "u.email AS email", "u.created AS created",
		"COALESCE(cp.company_name, '') AS company_name", "COALESCE(s.plan, '') AS plan",
		`COALESCE(s."interval", '') AS interval`, "COALESCE(s.status, '') AS subscription_status",
		liveOpportunities + " AS live_opportunities",
	}, "u.created DESC", "u.id DESC")
	if err != nil {
		return internal(e, "list companies", err)
	}
	return e.JSON(http.StatusOK, res)
}
