package directory_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/directory"
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
