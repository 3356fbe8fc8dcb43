package savedsearch_test

import (
	"net/http"
	"strconv"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const (
	searchVera = "searchvera00001"
	searchAcme = "searchacme00001"
)

// base is the team cast with one saved search of vera and one of acme.
func base(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.CreateUnverifiedVolunteer(t, app)
	testutil.SaveRecord(t, app, "saved_searches", map[string]any{"id": searchVera, "user": testutil.VolunteerID,
		"kind": "opportunities", "name": "React jobs", "query": map[string]any{"q": "react"}, "frequency": "daily"})
	testutil.SaveRecord(t, app, "saved_searches", map[string]any{"id": searchAcme, "user": testutil.CompanyID,
		"kind": "volunteers", "name": "Designers", "query": map[string]any{"skills": []string{"Figma"}}, "frequency": "weekly"})
	return app
}

func count(user string, want int64) testutil.AfterFunc {
	return testutil.ExpectCount("saved_searches", dbx.HashExp{"user": user}, want)
}

func field(key, code string) []string {
	return []string{`"status":400`, `"` + key + `":{"code":"` + code + `"`}
}

var (
	created = map[string]int{"OnRecordCreate": 1, "OnRecordCreateExecute": 1, "OnRecordAfterCreateSuccess": 1}
	updated = map[string]int{"OnRecordUpdate": 1, "OnRecordUpdateExecute": 1, "OnRecordAfterUpdateSuccess": 1}
	deleted = map[string]int{"OnRecordDelete": 1, "OnRecordDeleteExecute": 1, "OnRecordAfterDeleteSuccess": 1}
)

func TestCreateSavedSearch(t *testing.T) {
	as := testutil.SignedIn(t)
	good := map[string]any{"name": "Remote React", "kind": "opportunities", "frequency": "instant",
		"query": map[string]any{"q": "react", "remote": true, "hours": 4, "skills": []string{"React", "react"}}}
	with := func(changes map[string]any) map[string]any { return testutil.With(good, changes) }
	withQuery := func(q map[string]any) map[string]any { return with(map[string]any{"query": q}) }
	unchanged := count(testutil.VolunteerID, 1)
	rows := []tests.ApiScenario{
		{Name: "guest", Body: testutil.JSONBody(good), ExpectedStatus: 401, ExpectedContent: testutil.Status(401),
			ExpectedEvents: testutil.NoEvents},
		{Name: "superadmin", Headers: as.Sally, Body: testutil.JSONBody(good), ExpectedStatus: 403,
			ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "unverified volunteer", Headers: testutil.Auth(testutil.UnverifiedVolunteerToken(t)), Body: testutil.JSONBody(good),
			ExpectedStatus: 403, ExpectedContent: []string{"Please verify your email address first."}, ExpectedEvents: testutil.NoEvents},
		{Name: "a company saving an opportunity search", Headers: as.Acme, Body: testutil.JSONBody(good), ExpectedStatus: 403,
			ExpectedContent: []string{`"kind":{"code":"validation_wrong_kind"`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: count(testutil.CompanyID, 1)},
		{Name: "a volunteer saving a volunteer search", Headers: as.Vera,
			Body:           testutil.JSONBody(with(map[string]any{"kind": "volunteers", "query": map[string]any{}})),
			ExpectedStatus: 403, ExpectedContent: []string{`"kind":{"code":"validation_wrong_kind"`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: unchanged},
		testutil.BadInput("an unknown filter", as.Vera, withQuery(map[string]any{"salary": 5}), unchanged,
			append(field("query", "validation_unknown_filter"), `Unknown filter: \"salary\".`)...),
		testutil.BadInput("a directory filter on an opportunity search", as.Vera, withQuery(map[string]any{"tags": []string{"x"}}),
			unchanged, field("query", "validation_unknown_filter")...),
		testutil.BadInput("a 2,000-character query", as.Vera, withQuery(map[string]any{"q": strings.Repeat("a", 2000)}), unchanged,
			field("query.q", "validation_length_too_long")...),
		testutil.BadInput("an unknown category", as.Vera, withQuery(map[string]any{"category": "nope"}), unchanged,
			field("query.category", "validation_invalid_value")...),
		testutil.BadInput("hours out of range", as.Vera, withQuery(map[string]any{"hours": 25}), unchanged,
			field("query.hours", "validation_out_of_range")...),
		testutil.BadInput("eleven skills", as.Vera, withQuery(map[string]any{"skills": strings.Split("a,b,c,d,e,f,g,h,i,j,k", ",")}),
			unchanged, field("query.skills", "validation_invalid_value")...),
		testutil.BadInput("filters not an object", as.Vera, with(map[string]any{"query": "react"}), unchanged,
			field("query", "validation_invalid_type")...),
		testutil.BadInput("no name", as.Vera, with(map[string]any{"name": "  "}), unchanged, field("name", "validation_invalid_value")...),
		testutil.BadInput("a name too long", as.Vera, with(map[string]any{"name": strings.Repeat("n", 81)}), unchanged,
			field("name", "validation_invalid_value")...),
		testutil.BadInput("an unknown frequency", as.Vera, with(map[string]any{"frequency": "hourly"}), unchanged,
			field("frequency", "validation_invalid_value")...),
		testutil.BadInput("an unknown kind", as.Vera, with(map[string]any{"kind": "companies"}), unchanged,
			field("kind", "validation_invalid_value")...),
		{Name: "the 21st search", Headers: as.Vera, Body: testutil.JSONBody(good),
			TestAppFactory: testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
				for i := 0; i < 19; i++ {
					testutil.SaveRecord(t, app, "saved_searches", map[string]any{"user": testutil.VolunteerID,
						"kind": "opportunities", "name": "S" + strconv.Itoa(i), "frequency": "daily"})
				}
			}),
			ExpectedStatus: 400, ExpectedContent: append(field("name", "validation_limit_reached"), "up to 20 saved searches"),
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: count(testutil.VolunteerID, 20)},
		{Name: "vera saves an opportunity search", Headers: as.Vera, Body: testutil.JSONBody(good), ExpectedStatus: 201,
			ExpectedContent: []string{`"name":"Remote React"`, `"frequency":"instant"`, `"paused":false`,
				`"query":{"q":"react","remote":true,"hours":4,"skills":["React"]}`, `"dropped":[]`,
				`"link":"/opportunities?hours=4\u0026q=react\u0026remote=1\u0026skills=React"`},
			NotExpectedContent: []string{"checked_until"}, ExpectedEvents: created, AfterTestFunc: count(testutil.VolunteerID, 2)},
		{Name: "mia saves a volunteer search for herself", Headers: as.Mia, Body: testutil.JSONBody(map[string]any{
			"name": "Go people", "kind": "volunteers", "frequency": "weekly",
			"query": map[string]any{"q": "backend", "skills": []string{"Go"}, "tags": []string{"climate"}}}),
			ExpectedStatus: 201, ExpectedContent: []string{`"kind":"volunteers"`, `"user":"` + testutil.MemberID + `"`,
				`"link":"/company/volunteers?q=backend\u0026skills=Go\u0026tags=climate"`},
			ExpectedEvents: created, AfterTestFunc: count(testutil.MemberID, 1)},
	}
	for i := range rows {
		rows[i].Method, rows[i].URL = http.MethodPost, "/api/saved-searches"
		if rows[i].Name == "guest" {
			rows[i].Headers = nil
		}
	}
	testutil.Run(t, base, rows)
}

func TestListUpdateDeleteSavedSearches(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/saved-searches/" + searchVera
	body := testutil.JSONBody
	testutil.Run(t, base, []tests.ApiScenario{
		{Name: "guest lists", Method: http.MethodGet, URL: "/api/saved-searches", ExpectedStatus: 401,
			ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "vera lists her own only", Method: http.MethodGet, URL: "/api/saved-searches", Headers: as.Vera,
			ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + searchVera + `"`, `"link":"/opportunities?q=react"`},
			NotExpectedContent: []string{searchAcme}, ExpectedEvents: map[string]int{"*": 0}},
		{Name: "victor lists none", Method: http.MethodGet, URL: "/api/saved-searches", Headers: as.Victor,
			ExpectedStatus: 200, ExpectedContent: []string{`"items":[]`}, ExpectedEvents: map[string]int{"*": 0}},
		{Name: "victor renames vera's", Method: http.MethodPatch, URL: url, Headers: as.Victor, Body: body(map[string]any{"name": "Mine"}),
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.ExpectCount("saved_searches", dbx.HashExp{"name": "React jobs"}, 1)},
		{Name: "acme deletes vera's", Method: http.MethodDelete, URL: url, Headers: as.Acme,
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: count(testutil.VolunteerID, 1)},
		{Name: "guest deletes", Method: http.MethodDelete, URL: url, ExpectedStatus: 401, ExpectedContent: testutil.Status(401),
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: count(testutil.VolunteerID, 1)},
		{Name: "paused as text", Method: http.MethodPatch, URL: url, Headers: as.Vera, Body: body(map[string]any{"paused": "yes"}),
			ExpectedStatus: 400, ExpectedContent: field("paused", "validation_invalid_type"), ExpectedEvents: testutil.NoEvents},
		{Name: "an unknown frequency", Method: http.MethodPatch, URL: url, Headers: as.Vera, Body: body(map[string]any{"frequency": "x"}),
			ExpectedStatus: 400, ExpectedContent: field("frequency", "validation_invalid_value"), ExpectedEvents: testutil.NoEvents},
		{Name: "vera renames, pauses and changes frequency", Method: http.MethodPatch, URL: url, Headers: as.Vera,
			Body:           body(map[string]any{"name": " React, remote ", "paused": true, "frequency": "weekly"}),
			ExpectedStatus: 200, ExpectedContent: []string{`"name":"React, remote"`, `"paused":true`, `"frequency":"weekly"`},
			ExpectedEvents: updated},
		{Name: "vera deletes hers", Method: http.MethodDelete, URL: url, Headers: as.Vera, ExpectedStatus: 204,
			ExpectedEvents: deleted, AfterTestFunc: count(testutil.VolunteerID, 0)},
	})
}
