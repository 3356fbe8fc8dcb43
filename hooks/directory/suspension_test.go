package directory_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strconv"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// listed asks the running app's list and answers the usernames, the total
// and the facet options as "label:count".
func listed(t *testing.T, h http.Handler, url, facet string) (usernames []string, total int64, facets []string) {
	t.Helper()
	rec := testutil.Do(h, http.MethodGet, url, nil, nil)
	if rec.Code != http.StatusOK {
		t.Fatalf("GET %s: %d %s", url, rec.Code, rec.Body)
	}
	var b listBody
	if err := json.Unmarshal(rec.Body.Bytes(), &b); err != nil {
		t.Fatal(err)
	}
	usernames = []string{}
	for _, it := range b.Items {
		usernames = append(usernames, it.Username)
	}
	for _, o := range b.Facets[facet] {
		facets = append(facets, o.Label+":"+strconv.FormatInt(o.Count, 10))
	}
	return usernames, b.TotalItems, facets
}

// setSuspended saves the user as the superadmin's suspend and restore
// routes do (through the record hooks).
func setSuspended(t testing.TB, app core.App, userID string, suspended bool) {
	t.Helper()
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		t.Fatal(err)
	}
	u.Set("suspended", suspended)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
}

type listCheck struct {
	url, facet  string
	wantNames   []string
	wantTotal   int64
	wantFacets  []string
	description string
}

func checkLists(t *testing.T, h http.Handler, checks []listCheck) {
	t.Helper()
	for _, c := range checks {
		names, total, facets := listed(t, h, c.url, c.facet)
		if !slices.Equal(names, c.wantNames) || total != c.wantTotal || !slices.Equal(facets, c.wantFacets) {
			t.Errorf("%s: items %v total %d facet %v\nwant %v total %d facet %v",
				c.description, names, total, facets, c.wantNames, c.wantTotal, c.wantFacets)
		}
	}
}

// suspensionApp is factory's app, removed when the test ends, and its
// router; its in-memory lists must first agree with a rebuild from its rows.
func suspensionApp(t *testing.T, factory func(testing.TB) *tests.TestApp) (*tests.TestApp, http.Handler) {
	t.Helper()
	app := factory(t)
	t.Cleanup(app.Cleanup)
	h := testutil.Handler(t, app)
	restartedEqualsFresh(t, app, "rows")
	return app, h
}

// A suspended volunteer leaves the list, the search and the facet counts at
// once (the in-memory columns follow the commit); the restore brings them
// back; a restart from the snapshot after each agrees with the tables.
func TestSuspendedVolunteerLeavesTheDirectory(t *testing.T) {
	app, h := suspensionApp(t, listApp)

	all := []listCheck{
		{url: volunteersURL, facet: "country", description: "the list",
			wantNames: []string{"nora", "devon", "dana", "vera"}, wantTotal: 4,
			wantFacets: []string{"Jordan:2", "United Kingdom:2"}},
		{url: volunteersURL + "?q=python", facet: "country", description: "a search for dana's skill",
			wantNames: []string{"dana"}, wantTotal: 1, wantFacets: []string{"Jordan:1"}},
	}
	checkLists(t, h, all)

	setSuspended(t, app, "volunteer000010", true)
	checkLists(t, h, []listCheck{
		{url: volunteersURL, facet: "country", description: "the list without the suspended volunteer",
			wantNames: []string{"nora", "devon", "vera"}, wantTotal: 3,
			wantFacets: []string{"United Kingdom:2", "Jordan:1"}},
		{url: volunteersURL + "?q=python", facet: "country", description: "the search without the suspended volunteer",
			wantNames: []string{}, wantTotal: 0},
	})
	restartedEqualsFresh(t, app, "snapshot")
	checkLists(t, h, []listCheck{{url: volunteersURL + "?q=python", facet: "country",
		description: "the search after a restart from the snapshot", wantNames: []string{}, wantTotal: 0}})

	setSuspended(t, app, "volunteer000010", false)
	checkLists(t, h, all)
	restartedEqualsFresh(t, app, "snapshot")
}

// A suspended company (its owner's account) leaves the company list and
// search, and comes back when restored.
func TestSuspendedCompanyLeavesTheDirectory(t *testing.T) {
	app, h := suspensionApp(t, companyApp)

	all := []listCheck{
		{url: companiesURL + "?sort=oldest", facet: "country", description: "the list",
			wantNames: []string{"acme", "medi", "solar"}, wantTotal: 3,
			wantFacets: []string{"United Kingdom:2", "Jordan:1"}},
		{url: companiesURL + "?q=climate&sort=oldest", facet: "country", description: "a search",
			wantNames: []string{"acme", "medi", "solar"}, wantTotal: 3,
			wantFacets: []string{"United Kingdom:2", "Jordan:1"}},
	}
	checkLists(t, h, all)

	setSuspended(t, app, testutil.CompanyID, true)
	checkLists(t, h, []listCheck{
		{url: companiesURL + "?sort=oldest", facet: "country", description: "the list without the suspended company",
			wantNames: []string{"medi", "solar"}, wantTotal: 2,
			wantFacets: []string{"Jordan:1", "United Kingdom:1"}},
		{url: companiesURL + "?q=climate&sort=oldest", facet: "country", description: "the search without it",
			wantNames: []string{"medi", "solar"}, wantTotal: 2,
			wantFacets: []string{"Jordan:1", "United Kingdom:1"}},
	})
	restartedEqualsFresh(t, app, "snapshot")

	setSuspended(t, app, testutil.CompanyID, false)
	checkLists(t, h, all)
	restartedEqualsFresh(t, app, "snapshot")
}

// The public profile of a suspended account answers 404 until restored
// (its lists above; its page here).
func TestSuspendedProfilePages(t *testing.T) {
	suspended := func(id string) func(testing.TB) *tests.TestApp {
		return testutil.Then(listApp, func(t testing.TB, app *tests.TestApp) { setSuspended(t, app, id, true) })
	}
	for _, s := range []tests.ApiScenario{
		{Name: "a suspended volunteer's page is not found", Method: http.MethodGet, URL: volunteersURL + "/dana",
			TestAppFactory: suspended("volunteer000010"), ExpectedStatus: 404, ExpectedContent: []string{`"data":{}`},
			ExpectedEvents: testutil.NoEvents},
		{Name: "a listed volunteer's page is found", Method: http.MethodGet, URL: volunteersURL + "/dana",
			TestAppFactory: listApp, ExpectedStatus: 200, ExpectedContent: []string{`"username":"dana"`},
			ExpectedEvents: testutil.NoEvents},
	} {
		s.Test(t)
	}
}
