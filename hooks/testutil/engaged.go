package testutil

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Fixed ids of the engagement fixture (EngagedApp): acme's opportunity and
// vera's application to it, globex's opportunity and victor's application
// to it, and the two engagements a test makes of them.
const (
	OppAcme   = "oppacme00000001"
	OppGlobex = "oppglobex000001"
	AppVera   = "appvera00000001"
	AppGlobex = "appglobex000001"
	EngVera   = "engvera00000001"
	EngGlobex = "engglobex000001"
)

// EngagedApp is the team app (NewAppWithTeam) with vera named Vera Lopez,
// acme's opportunity OppAcme ("Frontend helper", with acmeFields over it),
// globex's OppGlobex ("Design reviewer"), and vera's application AppVera to
// acme's and victor's AppGlobex to globex's, both accepted. The engagements
// EngVera and EngGlobex are left to the test (Engage), which fixes their
// dates and status.
func EngagedApp(t testing.TB, acmeFields map[string]any) *tests.TestApp {
	t.Helper()
	app := NewAppWithTeam(t)
	SetFields(t, app, "users", VolunteerID, map[string]any{"first_name": "Vera", "last_name": "Lopez"})
	CreateOpportunity(t, app, OppAcme, CompanyID, Merged(map[string]any{"title": "Frontend helper"}, acmeFields))
	CreateOpportunity(t, app, OppGlobex, OtherCompanyID, map[string]any{"title": "Design reviewer"})
	CreateApplication(t, app, AppVera, OppAcme, VolunteerID, "accepted")
	CreateApplication(t, app, AppGlobex, OppGlobex, OtherVolunteerID, "accepted")
	return app
}

// EngageBoth makes the fixture's two engagements active: vera's accepted
// 10 days ago, globex's 5.
func EngageBoth(t testing.TB, app core.App) (vera, globex *core.Record) {
	t.Helper()
	vera = Engage(t, app, EngVera, AppVera, dbx.Params{"accepted_at": InDays(-10).String()})
	globex = Engage(t, app, EngGlobex, AppGlobex, dbx.Params{"accepted_at": InDays(-5).String()})
	return vera, globex
}

// Day is the date offset days from today (negative: in the past) as
// YYYY-MM-DD.
func Day(offset int) string {
	return time.Now().UTC().AddDate(0, 0, offset).Format(time.DateOnly)
}

// AddHours saves an hour entry of the engagement (with a fixed id unless
// id is empty) and recomputes the engagement's approved and pending hours
// as logging and reviewing do.
func AddHours(t testing.TB, app core.App, id string, eng *core.Record, date string, hours float64, status string) {
	t.Helper()
	fields := map[string]any{"engagement": eng.Id, "volunteer": eng.GetString("volunteer"),
		"company": eng.GetString("company"), "date": date, "hours": hours, "description": "Built the signup form.", "status": status}
	if id != "" {
		fields["id"] = id
	}
	SaveRecord(t, app, "hour_entries", fields)
	if _, err := app.DB().NewQuery(`UPDATE engagements SET
		approved_hours = (SELECT COALESCE(SUM(hours),0) FROM hour_entries WHERE engagement = {:id} AND status = 'approved'),
		pending_hours = (SELECT COALESCE(SUM(hours),0) FROM hour_entries WHERE engagement = {:id} AND status = 'pending')
		WHERE id = {:id}`).Bind(dbx.Params{"id": eng.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
}
