package directory_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const volunteersURL = "/api/directory/volunteers"

// private are values that must never appear in a list answer. (A card's
// id is the volunteer's user id: a favourite needs it.)
var private = []string{"@example.com", "07911123456", `"email"`, `"phone"`, `"country_code"`, `"user"`,
	`"password"`, `"tokenKey"`, testutil.VolunteerProfileID}

func TestVolunteerListFiltersAndSorts(t *testing.T) {
	tok := testutil.UserTokens(t)
	l := lookupIDs(t)
	scenarios := []tests.ApiScenario{
		{Name: "guest, no parameters: listed volunteers, newest first", URL: volunteersURL,
			ExpectedContent: []string{`"page":1`, `"perPage":10`, `"totalItems":4`, `"totalPages":1`,
				`{"id":"volunteer000012","username":"nora","first_name":"Nora","last_name":"Last","photo":"","tags":["Frontend"],"category":{"id":"` + l.web +
					`","name":"Web Development"},"city":"Leeds","country":{"id":"` + l.gb + `","name":"United Kingdom"},"available":false,"favorited":false}`},
			AfterTestFunc: expectList(4, "nora", "devon", "dana", "vera")},
		{Name: "sort oldest", URL: volunteersURL + "?sort=oldest", AfterTestFunc: expectList(4, "vera", "dana", "devon", "nora")},
		{Name: "sort available first, then newest", URL: volunteersURL + "?sort=available",
			AfterTestFunc: expectList(4, "devon", "vera", "nora", "dana")},
		{Name: "an unknown sort is newest", URL: volunteersURL + "?sort=shuffle", AfterTestFunc: expectList(4, "nora", "devon", "dana", "vera")},
		{Name: "category", URL: volunteersURL + "?category=" + l.software, AfterTestFunc: expectList(2, "devon", "vera")},
		{Name: "country", URL: volunteersURL + "?country=" + l.jo, AfterTestFunc: expectList(2, "devon", "dana")},
		{Name: "language", URL: volunteersURL + "?language=" + l.ar, AfterTestFunc: expectList(1, "dana")},
		{Name: "one skill, without case", URL: volunteersURL + "?skills=go", AfterTestFunc: expectList(2, "devon", "vera")},
		{Name: "skills overlap: any of them", URL: volunteersURL + "?skills=Python&skills=React",
			AfterTestFunc: expectList(3, "nora", "dana", "vera")},
		{Name: "skills comma-separated", URL: volunteersURL + "?skills=Python,React", AfterTestFunc: expectList(3, "nora", "dana", "vera")},
		{Name: "tags overlap", URL: volunteersURL + "?tags=Climate&tags=Data", AfterTestFunc: expectList(3, "devon", "dana", "vera")},
		{Name: "every filter at once", URL: volunteersURL + "?category=" + l.software + "&country=" + l.gb + "&language=" + l.fr +
			"&skills=Go&tags=Frontend", AfterTestFunc: expectList(1, "vera")},
		{Name: "filters combine with AND", URL: volunteersURL + "?country=" + l.gb + "&skills=Python", AfterTestFunc: expectList(0)},
		{Name: "an unknown category matches nothing", URL: volunteersURL + "?category=nosuchlookup00", AfterTestFunc: expectList(0)},
		{Name: "search: a word's start finds the word", URL: volunteersURL + "?q=dev", AfterTestFunc: expectList(2, "devon", "vera")},
		{Name: "search: every word must match", URL: volunteersURL + "?q=backend+dev", AfterTestFunc: expectList(1, "devon")},
		{Name: "search by name", URL: volunteersURL + "?q=Nora", AfterTestFunc: expectList(1, "nora")},
		{Name: "search by skill", URL: volunteersURL + "?q=python", AfterTestFunc: expectList(1, "dana")},
		{Name: "search by city", URL: volunteersURL + "?q=amman", AfterTestFunc: expectList(1, "dana")},
		{Name: "search by tag", URL: volunteersURL + "?q=climate", AfterTestFunc: expectList(2, "devon", "vera")},
		{Name: "search by experience company", URL: volunteersURL + "?q=petra", AfterTestFunc: expectList(1, "dana")},
		{Name: "search with a filter and a sort", URL: volunteersURL + "?q=dev&country=" + l.jo + "&sort=oldest", AfterTestFunc: expectList(1, "devon")},
		{Name: "search without case or accents", URL: volunteersURL + "?q=D%C3%89V", AfterTestFunc: expectList(2, "devon", "vera")},
		{Name: "the signed-in company sees its favourite", URL: volunteersURL + "?sort=oldest", Headers: testutil.Auth(tok.Company),
			ExpectedContent: []string{`"username":"vera"`, `"favorited":true`}, AfterTestFunc: expectFavorited("vera")},
		{Name: "another user sees no favourite", URL: volunteersURL, Headers: testutil.Auth(tok.OtherCompany),
			NotExpectedContent: []string{`"favorited":true`}},
	}
	runList(t, scenarios)
}

func TestVolunteerListPaging(t *testing.T) {
	scenarios := []tests.ApiScenario{
		{Name: "page 2 of 2", URL: volunteersURL + "?perPage=3&page=2",
			ExpectedContent: []string{`"page":2`, `"perPage":3`, `"totalItems":4`, `"totalPages":2`}, AfterTestFunc: expectList(4, "vera")},
		{Name: "page 0 is page 1", URL: volunteersURL + "?perPage=2&page=0",
			ExpectedContent: []string{`"page":1`, `"totalPages":2`}, AfterTestFunc: expectList(4, "nora", "devon")},
		{Name: "a negative page is page 1", URL: volunteersURL + "?page=-3", ExpectedContent: []string{`"page":1`}},
		{Name: "a page past the last is empty with the totals", URL: volunteersURL + "?page=99",
			ExpectedContent: []string{`"page":99`, `"totalItems":4`, `"totalPages":1`, `"items":[]`}},
		{Name: "a huge page number is empty", URL: volunteersURL + "?page=99999999999999999999999",
			ExpectedContent: []string{`"totalItems":4`, `"items":[]`}},
		{Name: "perPage over 50 is 50", URL: volunteersURL + "?perPage=500", ExpectedContent: []string{`"perPage":50`}},
		{Name: "perPage 0 is 10", URL: volunteersURL + "?perPage=0", ExpectedContent: []string{`"perPage":10`}},
		{Name: "perPage not a number is 10", URL: volunteersURL + "?perPage=ten&page=two", ExpectedContent: []string{`"perPage":10`, `"page":1`}},
		{Name: "perPage 25", URL: volunteersURL + "?perPage=25", ExpectedContent: []string{`"perPage":25`, `"totalPages":1`}},
		{Name: "no match: no pages", URL: volunteersURL + "?q=zzzz", ExpectedContent: []string{`"totalItems":0`, `"totalPages":0`, `"items":[]`}},
	}
	runList(t, scenarios)
}

// Any text is a search: FTS5 syntax characters and operators are plain
// separators or words, never an error.
func TestVolunteerListSearchSyntax(t *testing.T) {
	var scenarios []tests.ApiScenario
	for q, want := range map[string][]string{
		`"`: {"nora", "devon", "dana", "vera"}, `*`: {"nora", "devon", "dana", "vera"}, `"dev`: {"devon", "vera"},
		`dev*`: {"devon", "vera"}, `-dev`: {"devon", "vera"}, `NEAR(dev backend)`: {}, `dev OR python`: {},
		`(python`: {"dana"}, `python)`: {"dana"}, `name:nora`: {}, `^nora`: {"nora"}, `dev AND NOT backend`: {},
		`{python}`: {"dana"}, `python + sql`: {"dana"}, `'; DROP TABLE users; --`: {}, `%_\`: {"nora", "devon", "dana", "vera"},
		"\x00\xff": {"nora", "devon", "dana", "vera"}, `a b c d e f g h i j`: {},
	} {
		scenarios = append(scenarios, tests.ApiScenario{Name: "q=" + q, URL: volunteersURL + "?q=" + url.QueryEscape(q),
			ExpectedContent: []string{`"items":[`}, AfterTestFunc: expectList(int64(len(want)), want...)})
	}
	runList(t, scenarios)
}

// runList runs GET scenarios on the list fixture: 200, nothing saved, no
// private field.
func runList(t *testing.T, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		s.Method = http.MethodGet
		if s.ExpectedStatus == 0 {
			s.ExpectedStatus = 200
		}
		if s.TestAppFactory == nil {
			s.TestAppFactory = listApp
		}
		s.ExpectedEvents = testutil.NoEvents
		s.NotExpectedContent = append(s.NotExpectedContent, private...)
		s.Test(t)
	}
}

func expectFavorited(usernames ...string) testutil.AfterFunc {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		for _, it := range readList(t, res).Items {
			want := false
			for _, u := range usernames {
				want = want || u == it.Username
			}
			if it.Favorited != want {
				t.Errorf("%s favorited = %v, want %v", it.Username, it.Favorited, want)
			}
		}
	}
}

// fixtureLookups are lookup ids the fixture uses (the same in every test
// app: each is a copy of one migrated template).
type fixtureLookups struct{ software, web, data, gb, jo, en, fr, ar string }

func lookupIDs(t *testing.T) fixtureLookups {
	return testutil.ReadLookups(t, func(l func(kind, name string) string) fixtureLookups {
		return fixtureLookups{
			software: l("volunteer_category", "Software Development"), web: l("volunteer_category", "Web Development"),
			data: l("volunteer_category", "Data and Analytics"), gb: l("country", "GB"), jo: l("country", "JO"),
			en: l("language", "en"), fr: l("language", "fr"), ar: l("language", "ar"),
		}
	})
}
