package system

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/billing"
	"voluntech/hooks/teams"
)

// MsgNoCompany answers an id that is not a company's owner.
const MsgNoCompany = "Company not found."

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
	TeamMembers        int    `db:"team_members" json:"team_members"`
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
	// A company is its owner; members are listed in its team.
	cond := where(dbx.HashExp{"u.role": "company", "u.team": ""},
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
		"(1 + (SELECT COUNT(*) FROM users m WHERE " + auth.MembersSQL("m.team", "u.id") + ")) AS team_members",
	}, "u.created DESC", "u.id DESC")
	if err != nil {
		return routeFailed(e, "list companies", err)
	}
	return e.JSON(http.StatusOK, res)
}

// companyTeam is the answer of GET /api/system/companies/{id}/team.
type companyTeam struct {
	Seats   int            `json:"seats"`
	Used    int            `json:"used"`
	Members []teams.Person `json:"members"`
}

// getCompanyTeam: GET /api/system/companies/{id}/team, the company's owner,
// members and pending invitations, with emails.
func getCompanyTeam(e *core.RequestEvent) error {
	id := e.Request.PathValue("id")
	u, err := e.App.FindRecordById("users", id)
	if err != nil || u.GetString("role") != auth.RoleCompany || u.GetString("team") != "" {
		return e.NotFoundError(MsgNoCompany, nil)
	}
	usage, err := billing.Usage(e.App, id)
	if err != nil {
		return routeFailed(e, "count a company's seats", err)
	}
	people, err := teams.Roster(e.App, id, true)
	if err != nil {
		return routeFailed(e, "read a company's team", err)
	}
	return e.JSON(http.StatusOK, companyTeam{Seats: usage.Seats, Used: usage.Used, Members: people})
}
