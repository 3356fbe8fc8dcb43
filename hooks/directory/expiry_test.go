package directory_test

import (
	"net/http"
	"slices"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/directory"
	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
)

// expire moves an opportunity's expiry into the past the way time does:
// without a write through PocketBase, so no hook sees it.
func expire(t testing.TB, app *tests.TestApp, id string) {
	t.Helper()
	if _, err := app.DB().NewQuery("UPDATE opportunities SET expires_at = {:past} WHERE id = {:id}").
		Bind(map[string]any{"past": testutil.InDays(-1).String(), "id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// An opportunity that expires leaves its company's count in the directory
// (and the "most opportunities" order) on the next tick of the expiry job.
func TestExpiredOpportunityLeavesTheCount(t *testing.T) {
	const soon = "expiringopp0001"
	withOpportunities := func(t testing.TB) *tests.TestApp {
		app := companyApp(t)
		testutil.CreateOpportunity(t, app, soon, testutil.CompanyID, nil)
		testutil.CreateOpportunity(t, app, "mediopportunity", "company00000010", nil)
		testutil.CreateOpportunity(t, app, "mediopportunit2", "company00000010", nil)
		return app
	}
	acme := `"username":"acme","company_name":"Acme Ltd"`
	scenarios := []tests.ApiScenario{
		{
			Name: "before the expiry: acme counts its open opportunity", Method: http.MethodGet,
			URL: companiesURL + "?sort=opportunities", TestAppFactory: withOpportunities, ExpectedStatus: 200,
			ExpectedContent: []string{`"username":"medi"`, `"opportunities":2`, `"city":"London","country":{`, `"opportunities":1}`},
			ExpectedEvents:  testutil.NoEvents,
		},
		{
			Name: "after the expiry and the next tick: the count is 0", Method: http.MethodGet,
			URL: companiesURL + "?sort=opportunities", TestAppFactory: withOpportunities, ExpectedStatus: 200,
			// The list was served (and kept in memory) before the expiry.
			BeforeTestFunc: warmThen(func(t testing.TB, app *tests.TestApp) {
				expire(t, app, soon)
				directory.RefreshExpired(app)
			}),
			ExpectedContent:    []string{acme, `"opportunities":2`},
			NotExpectedContent: []string{`"opportunities":1`},
			ExpectedEvents:     testutil.NoEvents,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				var n int
				if err := app.DB().NewQuery("SELECT opportunities FROM company_directory WHERE user_id = {:id}").
					Bind(map[string]any{"id": testutil.CompanyID}).Row(&n); err != nil || n != 0 {
					t.Errorf("stored count = %d (%v), want 0", n, err)
				}
			},
		},
		{
			Name: "the job is on the app's cron", Method: http.MethodGet,
			URL: companiesURL, TestAppFactory: testutil.NewApp, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				for _, j := range app.Cron().Jobs() {
					if j.Id() == directory.ExpiryJob && j.Expression() == "* * * * *" {
						return
					}
				}
				t.Errorf("no %s job every minute", directory.ExpiryJob)
			},
		},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// After its first run (every company) the job checks only the companies
// of the opportunities that expired since its previous run, and catches
// each of those. (A rewrite counts at the real time, so the runs are
// placed around it.)
func TestExpiryChecksWhatExpiredSinceTheLastRun(t *testing.T) {
	app := companyApp(t)
	defer app.Cleanup()
	now := time.Now().UTC()
	at := func(d time.Duration) types.DateTime {
		dt, _ := types.ParseDateTime(now.Add(d))
		return dt
	}
	testutil.CreateOpportunity(t, app, "expiringopp0001", testutil.CompanyID, nil)
	testutil.CreateOpportunity(t, app, "mediopportunity", "company00000010", nil)
	stored := func(company string, want int) {
		t.Helper()
		var n int
		if err := app.DB().NewQuery("SELECT opportunities FROM company_directory WHERE user_id = {:id}").
			Bind(map[string]any{"id": company}).Row(&n); err != nil || n != want {
			t.Errorf("stored count of %s = %d (%v), want %d", company, n, err, want)
		}
	}
	setExpiry := func(id string, d types.DateTime) {
		t.Helper()
		if _, err := app.DB().NewQuery("UPDATE opportunities SET expires_at = {:at} WHERE id = {:id}").
			Bind(map[string]any{"at": d.String(), "id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	ix := dirindex.IndexOf(app)
	run := func(d time.Duration, want ...string) {
		t.Helper()
		stale, err := ix.RefreshExpiredAt(app, at(d))
		if err != nil || !slices.Equal(stale, want) {
			t.Fatalf("at %v: rewrote %v (%v), want %v", d, stale, err, want)
		}
	}
	run(-10 * time.Minute) // the first run: every company
	stored(testutil.CompanyID, 1)
	setExpiry("expiringopp0001", at(-time.Minute))
	run(-5 * time.Minute)
	stored(testutil.CompanyID, 1)
	run(0, testutil.CompanyID) // expired at -1m, within (-5m, 0]
	stored(testutil.CompanyID, 0)
	run(time.Minute)

	// Only time expires an opportunity, forwards: one moved into the past
	// by hand, before the last run, is outside what later runs look at,
	// which shows they are narrowed (the first run would have caught it).
	expire(t, app, "mediopportunity")
	run(2 * time.Minute)
	stored("company00000010", 1)
}
