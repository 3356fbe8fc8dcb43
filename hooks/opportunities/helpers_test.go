package opportunities_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// Ids of the opportunities and applications of base.
const (
	oppOpen    = "oppopen00000001" // acme, open, asks for Go and React
	oppDraft   = "oppdraft0000001" // acme, draft
	oppHold    = "opphold00000001" // acme, hold
	oppClosed  = "oppclosed000001" // acme, closed
	oppExpired = "oppexpired00001" // acme, open but expired
	oppGlobex  = "oppglobex000001" // globex (no plan), open, asks for Figma
	appVera    = "appvera00000001" // vera applied to oppOpen
)

const (
	oppURL = "/api/collections/opportunities/records"
	appURL = "/api/collections/applications/records"
)

// base: the standard cast plus the unverified users; vera and victor
// finished the wizard; acme is on Starter with one open opportunity (and a
// draft, a held, a closed and an expired one); globex has no plan and one
// open opportunity; vera applied to acme's open one.
func base(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	testutil.CreateUnverifiedVolunteer(t, app)
	testutil.CreateUnverifiedCompany(t, app)
	testutil.SetVolunteerStep(t, app, testutil.VolunteerID, wizard.VolunteerDone)
	testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, wizard.VolunteerDone)
	testutil.GivePlan(t, app, testutil.CompanyID, "starter")
	testutil.CreateOpportunity(t, app, oppOpen, testutil.CompanyID, map[string]any{
		"title": "Frontend helper", "skills": []string{"Go", "React"}})
	testutil.CreateOpportunity(t, app, oppDraft, testutil.CompanyID, map[string]any{"title": "Secret draft", "status": "draft"})
	testutil.CreateOpportunity(t, app, oppHold, testutil.CompanyID, map[string]any{"title": "On hold", "status": "hold"})
	testutil.CreateOpportunity(t, app, oppClosed, testutil.CompanyID, map[string]any{"title": "All done", "status": "closed"})
	testutil.CreateOpportunity(t, app, oppExpired, testutil.CompanyID, map[string]any{"title": "Too late", "expires_at": testutil.InDays(-1)})
	testutil.CreateOpportunity(t, app, oppGlobex, testutil.OtherCompanyID, map[string]any{
		"title": "Design reviewer", "skills": []string{"Figma"}})
	testutil.CreateApplication(t, app, appVera, oppOpen, testutil.VolunteerID, "applied")
	return app
}

// with chains setups after base.
func with(setup func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return testutil.Then(base, setup)
}

// atLimit: acme holds five live opportunities, the Starter limit.
func atLimit(t testing.TB, app *tests.TestApp) {
	for _, id := range []string{"opplimit0000002", "opplimit0000003", "opplimit0000004", "opplimit0000005"} {
		testutil.CreateOpportunity(t, app, id, testutil.CompanyID, nil)
	}
}

// ids are lookup ids of the migrated template (the same in every app).
type ids struct{ Category, OtherCategory, Country, Language string }

func readIDs(t *testing.T) ids {
	t.Helper()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	first := func(kind string, n int) string {
		var id []string
		if err := app.DB().Select("id").From("lookups").Where(dbx.HashExp{"kind": kind}).
			OrderBy("sort", "name").Limit(int64(n + 1)).Column(&id); err != nil || len(id) <= n {
			t.Fatalf("lookups of kind %s: %v", kind, err)
		}
		return id[n]
	}
	return ids{Category: first("volunteer_category", 0), OtherCategory: first("volunteer_category", 1),
		Country: testutil.Lookup(t, app, "country", "GB"), Language: testutil.Lookup(t, app, "language", "en")}
}

// validOpportunity is a body a company may post.
func validOpportunity(id ids) map[string]any {
	return map[string]any{
		"title": "  Data volunteer  ", "category": id.Category, "status": "open", "hours_per_day": 3, "duration_months": 2,
		"remote": false, "city": "London", "country": id.Country, "experience": "Some SQL", "qualification": "None",
		"description": "Help a charity understand its donors.", "skills": []any{" SQL ", "sql", "Python"},
		"expires_at": testutil.InDays(20).String(),
	}
}

// events of a request that fires requestEvent and saves, per collection
// write, the given numbers of updates, creates and deletes, enriching
// enriched records. Mails are queued in the outbox without events; mails()
// checks them.
func events(requestEvent string, enriched, updates, creates, deletes, _ int) map[string]int {
	ev := testutil.SavedEvents(updates, creates, deletes)
	ev[requestEvent] = 1
	if enriched > 0 {
		ev["OnRecordEnrich"] = enriched
	}
	return ev
}

// only is the events of a request refused by its request hook.
func only(requestEvent string) map[string]int {
	return map[string]int{"*": 0, requestEvent: 1}
}

// mails delivers what the request queued and checks the messages sent:
// each recipient with its subject.
func mails(want ...[2]string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		testutil.FlushMail(t, app)
		msgs := app.TestMailer.Messages()
		if len(msgs) != len(want) {
			t.Fatalf("mails sent = %d, want %d", len(msgs), len(want))
		}
		for i, w := range want {
			if msgs[i].To[0].Address != w[0] || msgs[i].Subject != w[1] {
				t.Errorf("mail %d = %s %q, want %s %q", i, msgs[i].To[0].Address, msgs[i].Subject, w[0], w[1])
			}
		}
	}
}

// noMail checks that nothing was sent.
var noMail = mails()

// counters checks an opportunity's applicants and interviews.
func counters(id string, applicants, interviews int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		o := testutil.Opportunity(t, app, id)
		if o.GetInt("applicants") != applicants || o.GetInt("interviews") != interviews {
			t.Errorf("%s counters = %d/%d, want %d/%d", id, o.GetInt("applicants"), o.GetInt("interviews"), applicants, interviews)
		}
	}
}

// stageIs checks an application's stage and the stages of its history.
func stageIs(id, stage string, history ...string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		a, err := app.FindRecordById("applications", id)
		if err != nil {
			t.Fatal(err)
		}
		if a.GetString("stage") != stage {
			t.Errorf("%s stage = %s, want %s", id, a.GetString("stage"), stage)
		}
		h := opportunities.History(a)
		if len(h) != len(history) {
			t.Fatalf("%s history = %v, want stages %v", id, h, history)
		}
		for i, s := range history {
			if h[i].Stage != s || len(h[i].At) != len("2006-01-02T15:04:05.000Z") {
				t.Errorf("%s history[%d] = %+v, want stage %s", id, i, h[i], s)
			}
		}
	}
}

// count checks the number of records of a collection.
func count(collection string, want int64) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		if n := testutil.Count(t, app, collection, nil); n != want {
			t.Errorf("%s = %d, want %d", collection, n, want)
		}
	}
}

// decode reads a JSON response body.
