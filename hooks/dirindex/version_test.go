package dirindex_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
)

// setStoredVersion writes v as the stored index version; with v < 0 there
// is none, as in a database from before versions were stored.
func setStoredVersion(t testing.TB, app core.App, v int) {
	t.Helper()
	q := `DELETE FROM ` + dirindex.VersionTable
	if v >= 0 {
		q = `UPDATE ` + dirindex.VersionTable + ` SET version = {:v}`
	}
	if _, err := app.DB().NewQuery(q).Bind(dbx.Params{"v": v}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// countRows counts the rows of table.
func countRows(t testing.TB, app core.App, table string) int {
	t.Helper()
	var n int
	if err := app.DB().NewQuery(`SELECT COUNT(*) FROM ` + table).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// listedButUnindexed lists a volunteer and a company with an open
// opportunity, then empties the derived tables behind the hooks' back, as
// rows an older binary did not write would be.
func listedButUnindexed(t testing.TB, app core.App) {
	t.Helper()
	testutil.SeedUsers(t, app)
	testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
	testutil.GivePlan(t, app, testutil.CompanyID, "starter")
	testutil.CreateOpportunity(t, app, "oppversion00001", testutil.CompanyID, map[string]any{"title": "Frontend helper"})
	for _, table := range []string{"volunteer_directory", "volunteer_search", "company_directory", "company_search",
		dirindex.OpportunityIndex, dirindex.OpportunitySearch} {
		if _, err := app.DB().NewQuery(`DELETE FROM ` + table).Execute(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestEnsureCurrentRebuildsOnceWhenTheStoredVersionIsOlder(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	if v, err := dirindex.StoredVersion(app.DB()); err != nil || v != dirindex.IndexVersion {
		t.Fatalf("a migrated test app's stored version = %d (%v), want %d", v, err, dirindex.IndexVersion)
	}
	listedButUnindexed(t, app)

	// Equal: nothing is rebuilt, so the emptied tables stay empty.
	if rebuilt, err := dirindex.EnsureCurrent(app); err != nil || rebuilt {
		t.Fatalf("EnsureCurrent at the current version = %v, %v; want no rebuild", rebuilt, err)
	}
	if n := countRows(t, app, "volunteer_directory"); n != 0 {
		t.Fatalf("volunteer entries after a check at the current version = %d, want 0 (no rebuild)", n)
	}

	// An older version, then none at all (the rebuild stores it again).
	for _, older := range []int{dirindex.IndexVersion - 1, -1} {
		setStoredVersion(t, app, older)
		rebuilt, err := dirindex.EnsureCurrent(app)
		if err != nil || !rebuilt {
			t.Fatalf("EnsureCurrent after version %d = %v, %v; want a rebuild", older, rebuilt, err)
		}
		for table, want := range map[string]int{"volunteer_directory": 1, "company_directory": 1, dirindex.OpportunityIndex: 1} {
			if n := countRows(t, app, table); n != want {
				t.Errorf("%s after the rebuild from version %d = %d rows, want %d", table, older, n, want)
			}
		}
		if v, err := dirindex.StoredVersion(app.DB()); err != nil || v != dirindex.IndexVersion {
			t.Errorf("stored version after the rebuild = %d (%v), want %d", v, err, dirindex.IndexVersion)
		}
		// Once: the next start finds its own version and leaves the rows.
		if _, err := app.DB().NewQuery(`DELETE FROM volunteer_directory`).Execute(); err != nil {
			t.Fatal(err)
		}
		if rebuilt, err := dirindex.EnsureCurrent(app); err != nil || rebuilt {
			t.Fatalf("second EnsureCurrent = %v, %v; want no rebuild", rebuilt, err)
		}
		if n := countRows(t, app, "volunteer_directory"); n != 0 {
			t.Errorf("volunteer entries after the second check = %d, want 0 (no second rebuild)", n)
		}
	}
}

func TestEnsureCurrentRebuildsWhenTheStoredVersionIsNewer(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	listedButUnindexed(t, app)
	setStoredVersion(t, app, dirindex.IndexVersion+1) // a rolled-back binary
	if rebuilt, err := dirindex.EnsureCurrent(app); err != nil || !rebuilt {
		t.Fatalf("EnsureCurrent after a newer version = %v, %v; want a rebuild", rebuilt, err)
	}
	if n := countRows(t, app, "volunteer_directory"); n != 1 {
		t.Errorf("volunteer entries = %d, want 1", n)
	}
}

// The server runs the check before it serves: a database whose derived
// rows are missing and whose version is older answers the lists and the
// search correctly on the first requests.
func TestServeRebuildsBeforeTheFirstAnswer(t *testing.T) {
	factory := func(t testing.TB) *tests.TestApp {
		app := testutil.NewApp(t)
		listedButUnindexed(t, app)
		setStoredVersion(t, app, -1)
		return app
	}
	scenarios := []tests.ApiScenario{
		{
			Name: "volunteers", Method: http.MethodGet, URL: "/api/directory/volunteers",
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"totalItems":1`, `"username":"vera"`},
			TestAppFactory: factory,
		},
		{
			Name: "companies", Method: http.MethodGet, URL: "/api/directory/companies",
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"totalItems":1`},
			TestAppFactory: factory,
		},
		{
			Name: "opportunity search", Method: http.MethodGet, URL: "/api/opportunities/search?q=frontend",
			ExpectedStatus: http.StatusOK, ExpectedContent: []string{`"totalItems":1`, `"oppversion00001"`},
			TestAppFactory: factory,
		},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}
