package dirindex_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
)

// openCount is the company's "opportunities" column in the directory.
func openCount(t testing.TB, app *tests.TestApp, userID string) int {
	t.Helper()
	var n int
	if err := app.DB().NewQuery("SELECT opportunities FROM company_directory WHERE user_id = {:id}").
		Bind(map[string]any{"id": userID}).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A company's directory entry counts its open, unexpired opportunities
// after every change of their status, and a rebuild agrees.
func TestOpenOpportunitiesRankCompanies(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
	testutil.SetOnboardingStep(t, app, testutil.OtherCompanyID, 5)
	expect := func(want int) {
		t.Helper()
		if got := openCount(t, app, testutil.CompanyID); got != want {
			t.Errorf("open opportunities = %d, want %d", got, want)
		}
	}
	expect(0)
	a := testutil.CreateOpportunity(t, app, "dirindexopp0001", testutil.CompanyID, nil)
	testutil.CreateOpportunity(t, app, "dirindexopp0002", testutil.CompanyID, nil)
	d := testutil.CreateOpportunity(t, app, "dirindexopp0003", testutil.CompanyID, map[string]any{"status": "draft"})
	testutil.CreateOpportunity(t, app, "dirindexopp0004", testutil.CompanyID, map[string]any{"expires_at": testutil.InDays(-1)})
	expect(2)
	d.Set("status", "open")
	if err := app.Save(d); err != nil {
		t.Fatal(err)
	}
	expect(3)
	a.Set("status", "closed")
	if err := app.Save(a); err != nil {
		t.Fatal(err)
	}
	expect(2)
	if err := app.Delete(d); err != nil {
		t.Fatal(err)
	}
	expect(1)
	if err := dirindex.RebuildAll(app); err != nil {
		t.Fatal(err)
	}
	expect(1)
}

func TestMostOpportunitiesSort(t *testing.T) {
	(&tests.ApiScenario{
		Name: "the company with the most open opportunities comes first", Method: http.MethodGet,
		URL: "/api/directory/companies?sort=opportunities", ExpectedStatus: 200,
		ExpectedContent: []string{`"items":[{"username":"globex"`, `"opportunities":2`, `"username":"acme"`, `"opportunities":1`},
		ExpectedEvents:  testutil.NoEvents,
		TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := testutil.NewAppWithUsers(t)
			testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
			testutil.SetOnboardingStep(t, app, testutil.OtherCompanyID, 5)
			testutil.CreateOpportunity(t, app, "dirindexopp0001", testutil.CompanyID, nil)
			testutil.CreateOpportunity(t, app, "dirindexopp0002", testutil.OtherCompanyID, nil)
			testutil.CreateOpportunity(t, app, "dirindexopp0003", testutil.OtherCompanyID, nil)
			return app
		},
	}).Test(t)
}
