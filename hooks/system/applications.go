package system

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/opportunities"
)

// ApplicationItem is an application as the system area lists it.
type ApplicationItem struct {
	ID                string `db:"id" json:"id"`
	Stage             string `db:"stage" json:"stage"`
	OpportunityID     string `db:"opportunity_id" json:"opportunity_id"`
	OpportunityTitle  string `db:"opportunity_title" json:"opportunity_title"`
	CompanyName       string `db:"company_name" json:"company_name"`
	VolunteerUsername string `db:"volunteer_username" json:"volunteer_username"`
	VolunteerName     string `db:"volunteer_name" json:"volunteer_name"`
	Created           string `db:"created" json:"created"`
	Updated           string `db:"updated" json:"updated"`
}

// listApplications: GET /api/system/applications?q=&stage=&page=&perPage=
func listApplications(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	text := q.text("q")
	stage := q.oneOf("stage", opportunities.ApplicationStages...)
	if err := q.fail(e); err != nil {
		return err
	}
	volunteerName := "TRIM(COALESCE(u.first_name, '') || ' ' || COALESCE(u.last_name, ''))"
	cond := where(equalsExp("a.stage", stage), containsExp(text, "a.opportunity_title", "a.company_name",
		"COALESCE(u.username, '')", volunteerName))
	base := func() *dbx.SelectQuery {
		return e.App.DB().Select().From("applications a").
			LeftJoin("users u", dbx.NewExp("u.id = a.volunteer")).
			Where(cond)
	}
	res, err := list[ApplicationItem](p, base, []string{
		"a.id AS id", "a.stage AS stage", "COALESCE(a.opportunity, '') AS opportunity_id",
		"a.opportunity_title AS opportunity_title", "a.company_name AS company_name",
		"COALESCE(u.username, '') AS volunteer_username", volunteerName + " AS volunteer_name",
		"a.created AS created", "a.updated AS updated",
	}, "a.created DESC", "a.id DESC")
	if err != nil {
		return routeFailed(e, "list applications", err)
	}
	return e.JSON(http.StatusOK, res)
}
