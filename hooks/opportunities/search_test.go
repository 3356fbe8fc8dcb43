package opportunities_test

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const searchURL = "/api/opportunities/search"

// listed checks the ids of the page, in order, and the total.
func listed(total int, want ...string) testutil.AfterFunc {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		t.Helper()
		var body struct {
			TotalItems int `json:"totalItems"`
			Items      []struct {
				ID          string `json:"id"`
				CompanyName string `json:"company_name"`
			} `json:"items"`
		}
		testutil.DecodeResponse(t, res, &body)
		got := []string{}
		for _, it := range body.Items {
			got = append(got, it.ID)
			if it.CompanyName == "" {
				t.Errorf("%s is not enriched", it.ID)
			}
		}
		if want == nil {
			want = []string{}
		}
		if body.TotalItems != total || !reflect.DeepEqual(got, want) {
			t.Errorf("got %d %v, want %d %v", body.TotalItems, got, total, want)
		}
	}
}

// forSearch adds a remote Go job of 2 hours a day for 2 months at globex
// (newest of all) to base.
func forSearch(t testing.TB, app *tests.TestApp) {
	testutil.CreateOpportunity(t, app, "oppsearch000001", testutil.OtherCompanyID, map[string]any{
		"title": "Backend developer", "skills": []string{"Go", "PostgreSQL"}, "hours_per_day": 2, "duration_months": 2,
		"description": "Keep our API (and its tests) in shape.", "remote": true})
}

func TestSearchOpportunities(t *testing.T) {
	tok := testutil.UserTokens(t)
	get := func(name, query, token string, check testutil.AfterFunc, enriched int) tests.ApiScenario {
		events := map[string]int{"*": 0}
		if enriched > 0 {
			events["OnRecordEnrich"] = enriched
		}
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: searchURL + query, Headers: testutil.Auth(token),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":`}, ExpectedEvents: events, AfterTestFunc: check}
	}
	q := func(s string) string { return "?q=" + url.QueryEscape(s) }
	const newest = "oppsearch000001"
	scenarios := []tests.ApiScenario{
		get("a guest sees every open, unexpired one, newest first", "", "", listed(3, newest, oppGlobex, oppOpen), 3),
		get("a volunteer too, with their application", "", tok.Volunteer, listed(3, newest, oppGlobex, oppOpen), 3),
		get("a company sees the public list, not its drafts", "", tok.Company, listed(3, newest, oppGlobex, oppOpen), 3),
		get("a word start finds the word", q("fronten"), "", listed(1, oppOpen), 1),
		get("two letters are a word start too", q("de"), "", listed(2, newest, oppGlobex), 2),
		get("every word must appear", q("backend api"), "", listed(1, newest), 1),
		get("skills are searched", q("postgres"), "", listed(1, newest), 1),
		get("a draft, a held, a closed and an expired one are never found", q("secret hold done late"), "", listed(0), 0),
		get("the skills filter takes whole names without case", "?skills=GO", "", listed(2, newest, oppOpen), 2),
		get("every chosen skill must be asked for", "?skills=go&skills=react", "", listed(1, oppOpen), 1),
		get("a part of a skill is no skill", "?skills=g", "", listed(0), 0),
		get("hours a day at most", "?hours=3", "", listed(1, newest), 1),
		get("months at most", "?months=2", "", listed(1, newest), 1),
		get("category", "?category=nosuchcategory", "", listed(0), 0),
		get("a country that no opportunity has", "?country=nosuchcountry", "", listed(0), 0),
		get("remote ignores the country", "?remote=1&country=nosuchcountry", "", listed(3, newest, oppGlobex, oppOpen), 3),
		get("pages", "?perPage=1&page=2", "", listed(3, oppGlobex), 1),
		get("a page past the end is empty", "?page=9", "", listed(3), 0),
		get("odd numbers are ignored", "?page=-1&perPage=x&hours=99&months=0", "", listed(3, newest, oppGlobex, oppOpen), 3),
	}
	// Nothing a client types is FTS5 syntax: never an error, the words
	// in it still search.
	for _, s := range []string{`"`, `*`, `-`, `NEAR`, `OR`, `(`, `)`, `"api`, `api*`, `-api`, `api OR zzz`,
		`NEAR(api tests)`, `(api`, `title:api`, `^api`, `api AND`, `a"b*c`, `'`, `\`, `%`, `_`} {
		scenarios = append(scenarios, get("FTS syntax "+s, q(s), "", nil, -1))
	}
	for i := range scenarios {
		if scenarios[i].AfterTestFunc == nil {
			scenarios[i].ExpectedEvents = nil // any number of enriched cards
		}
	}
	testutil.Run(t, with(forSearch), scenarios)
}
