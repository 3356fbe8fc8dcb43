package engagements_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Ids of the fixture: acme's opportunity, vera's accepted application and
// its engagement (accepted 10 days ago) with a pending and an approved
// entry; victor's application still at interview; globex's own
// engagement with victor.
const (
	oppAcme    = "oppacme00000001"
	oppGlobex  = "oppglobex000001"
	appVera    = "appvera00000001"
	appVictor  = "appvictor000001"
	appGlobex  = "appglobex000001"
	engVera    = "engvera00000001"
	engGlobex  = "engglobex000001"
	hourPend   = "hourpending0001"
	hourOK     = "hourapproved001"
	hourGlobex = "hourglobex00001"
)

func day(offset int) string {
	return time.Now().UTC().AddDate(0, 0, offset).Format(time.DateOnly)
}

func addEntry(t testing.TB, app core.App, id string, eng *core.Record, date string, hours float64, status string) {
	t.Helper()
	testutil.SaveRecord(t, app, "hour_entries", map[string]any{"id": id, "engagement": eng.Id, "volunteer": eng.GetString("volunteer"),
		"company": eng.GetString("company"), "date": date, "hours": hours, "description": "Built the signup form.", "status": status})
	if _, err := app.DB().NewQuery(`UPDATE engagements SET
		approved_hours = (SELECT COALESCE(SUM(hours),0) FROM hour_entries WHERE engagement = {:id} AND status = 'approved'),
		pending_hours = (SELECT COALESCE(SUM(hours),0) FROM hour_entries WHERE engagement = {:id} AND status = 'pending')
		WHERE id = {:id}`).Bind(dbx.Params{"id": eng.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// base is the fixture described above (with acme's member mia).
func base(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{"first_name": "Vera", "last_name": "Lopez"})
	testutil.CreateOpportunity(t, app, oppAcme, testutil.CompanyID, map[string]any{
		"title": "Frontend helper", "skills": []string{"React", "Accessibility"}})
	testutil.CreateOpportunity(t, app, oppGlobex, testutil.OtherCompanyID, map[string]any{"title": "Design reviewer"})
	testutil.CreateApplication(t, app, appVera, oppAcme, testutil.VolunteerID, "accepted")
	testutil.CreateApplication(t, app, appVictor, oppAcme, testutil.OtherVolunteerID, "interview")
	testutil.CreateApplication(t, app, appGlobex, oppGlobex, testutil.OtherVolunteerID, "accepted")
	vera := testutil.Engage(t, app, engVera, appVera, dbx.Params{"accepted_at": testutil.InDays(-10).String()})
	glob := testutil.Engage(t, app, engGlobex, appGlobex, dbx.Params{"accepted_at": testutil.InDays(-5).String()})
	addEntry(t, app, hourPend, vera, day(-2), 3, "pending")
	addEntry(t, app, hourOK, vera, day(-5), 4.5, "approved")
	addEntry(t, app, hourGlobex, glob, day(-1), 2, "pending")
	return app
}

func with(setup func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return testutil.Then(base, setup)
}

func expectEngagement(field, want string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		r, err := app.FindRecordById("engagements", engVera)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.GetString(field); got != want {
			t.Errorf("engagement %s = %q, want %q", field, got, want)
		}
	}
}

// expectMails flushes the outbox and expects n mails whose subjects
// contain subject.
func expectMails(subject string, n int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		testutil.FlushMail(t, app)
		got := 0
		for _, m := range app.TestMailer.Messages() {
			if containsFold(m.Subject, subject) {
				got++
			}
		}
		if got != n {
			t.Errorf("%d mails about %q, want %d", got, subject, n)
		}
	}
}
