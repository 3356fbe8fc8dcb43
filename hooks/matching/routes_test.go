package matching_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// The fixture: vera lists React.js and Node.js (available, 4 hours a day
// for 6 months); victor lists ReactJS and Go. Opportunities are in a
// category neither volunteer has, unless said.
const (
	oppReact     = "oppreact0000001" // acme, asks for react + SQL, remote
	oppNode      = "oppnode00000001" // globex, asks for NodeJS, in the UK, 3 h/day
	oppApplied   = "oppapplied00001" // acme, react; vera applied
	oppDismissed = "oppdismissed001" // globex, react; vera dismissed it
	oppClosed    = "oppclosed000001" // acme, react, closed
	oppCobol     = "oppcobol0000001" // acme, asks for Cobol only
	oppGlobexGo  = "oppglobexgo0001" // globex, asks for Go
	appVera      = "appvera00000001"
	appVictor    = "appvictor000001" // victor applied to oppReact
)

func otherCategory(t testing.TB, app core.App) string {
	t.Helper()
	var ids []string
	if err := app.DB().Select("id").From("lookups").Where(dbx.HashExp{"kind": "volunteer_category"}).
		OrderBy("sort", "id").Limit(5).Column(&ids); err != nil || len(ids) < 2 {
		t.Fatal("need two volunteer categories", err)
	}
	var first string
	_ = app.DB().Select("category").From("users").Where(dbx.HashExp{"id": testutil.VolunteerID}).Row(&first)
	for _, id := range ids {
		if id != first {
			return id
		}
	}
	t.Fatal("no other category")
	return ""
}

func fixture(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.CreateUnverifiedVolunteer(t, app)
	testutil.CreateUnverifiedCompany(t, app)
	vera := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, wizard.VolunteerDone)
	victor := testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, wizard.VolunteerDone)
	testutil.SetFields(t, app, "volunteer_profiles", vera.Id, map[string]any{"available": true, "hours_per_day": 4, "months": 6})
	testutil.SetFields(t, app, "volunteer_profiles", victor.Id, map[string]any{"available": true})
	for i, s := range []string{"React.js", "Node.js"} {
		testutil.AddEntry(t, app, "skills", vera.Id, map[string]any{"name": s, "level": "Advanced", "sort": i})
	}
	for i, s := range []string{"ReactJS", "Go"} {
		testutil.AddEntry(t, app, "skills", victor.Id, map[string]any{"name": s, "level": "Advanced", "sort": i})
	}
	cat := otherCategory(t, app)
	opp := func(id, company string, fields map[string]any) {
		testutil.CreateOpportunity(t, app, id, company, testutil.Merged(map[string]any{"category": cat, "title": "Title " + id}, fields))
	}
	opp(oppReact, testutil.CompanyID, map[string]any{"skills": []string{"react", "SQL"}})
	opp(oppNode, testutil.OtherCompanyID, map[string]any{"skills": []string{"NodeJS"}, "remote": false,
		"country": testutil.Lookup(t, app, "country", "GB"), "hours_per_day": 3})
	opp(oppApplied, testutil.CompanyID, map[string]any{"skills": []string{"react"}})
	opp(oppDismissed, testutil.OtherCompanyID, map[string]any{"skills": []string{"react"}})
	opp(oppClosed, testutil.CompanyID, map[string]any{"skills": []string{"react"}, "status": "closed"})
	opp(oppCobol, testutil.CompanyID, map[string]any{"skills": []string{"Cobol"}})
	opp(oppGlobexGo, testutil.OtherCompanyID, map[string]any{"skills": []string{"Go"}})
	testutil.GivePlan(t, app, testutil.CompanyID, "starter")
	testutil.CreateApplication(t, app, appVera, oppApplied, testutil.VolunteerID, "applied")
	testutil.CreateApplication(t, app, appVictor, oppReact, testutil.OtherVolunteerID, "applied")
	testutil.SaveRecord(t, app, "opportunity_dismissals", map[string]any{"volunteer": testutil.VolunteerID, "opportunity": oppDismissed})
	return app
}

func with(setup func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return testutil.Then(fixture, setup)
}

func blocked(by string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		testutil.SaveRecord(t, app, "conversations", map[string]any{"company": testutil.OtherCompanyID,
			"volunteer": testutil.VolunteerID, "blocked_by": by})
	}
}

func suspend(id string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		if _, err := app.DB().Update("users", dbx.Params{"suspended": true}, dbx.HashExp{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
}

var listedOnly = map[string]int{"*": 0}

// enriched are the events of a list of n opportunity records.
func enriched(n int) map[string]int { return map[string]int{"*": 0, "OnRecordEnrich": n} }

func TestRecommendations(t *testing.T) {
	as := testutil.SignedIn(t)
	const url = "/api/volunteer/recommendations"
	var rows []tests.ApiScenario
	for _, c := range testutil.RefusedCallers(t, "volunteer") {
		rows = append(rows, tests.ApiScenario{Name: c.Name, Method: http.MethodGet, URL: url, Headers: testutil.Auth(c.Token),
			ExpectedStatus: c.Status, ExpectedContent: []string{c.Want}, ExpectedEvents: testutil.NoEvents})
	}
	field := func(key string) []string {
		return []string{`"status":400`, `"` + key + `":{"code":"validation_out_of_range"`}
	}
	rows = append(rows,
		tests.ApiScenario{Name: "page 0", Method: http.MethodGet, URL: url + "?page=0", Headers: as.Vera,
			ExpectedStatus: 400, ExpectedContent: field("page"), ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "perPage 51", Method: http.MethodGet, URL: url + "?perPage=51", Headers: as.Vera,
			ExpectedStatus: 400, ExpectedContent: field("perPage"), ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "perPage not a number", Method: http.MethodGet, URL: url + "?perPage=x", Headers: as.Vera,
			ExpectedStatus: 400, ExpectedContent: field("perPage"), ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "vera: skills in any spelling, best first, with reasons; applied, dismissed, closed and unrelated left out",
			Method: http.MethodGet, URL: url, Headers: as.Vera, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`, `"missing":[]`,
				`"id":"` + oppNode + `"`, `"id":"` + oppReact + `"`,
				`"reasons":["Asks for Node.js, which you list","In United Kingdom, where you live","3 hours a day, within your 4","3 months, within your 6"]`,
				`"reasons":["Asks for React.js, which you list","Remote","4 hours a day, within your 4","3 months, within your 6"]`},
			NotExpectedContent: []string{oppApplied, oppDismissed, oppClosed, oppCobol, oppGlobexGo},
			ExpectedEvents:     enriched(2)},
		tests.ApiScenario{Name: "vera, second page of one", Method: http.MethodGet, URL: url + "?page=2&perPage=1", Headers: as.Vera,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":2`, `"page":2`, `"perPage":1`, `"id":"` + oppReact + `"`},
			NotExpectedContent: []string{`"id":"` + oppNode + `"`}, ExpectedEvents: enriched(1)},
		tests.ApiScenario{Name: "victor: Go and React through the synonyms, not the one he applied to", Method: http.MethodGet, URL: url,
			Headers: as.Victor, ExpectedStatus: 200,
			ExpectedContent:    []string{`"totalItems":3`, `"Asks for Go, which you list"`, `"id":"` + oppApplied + `"`, `"id":"` + oppDismissed + `"`},
			NotExpectedContent: []string{`"id":"` + oppReact + `"`, oppCobol, oppClosed}, ExpectedEvents: enriched(3)},
		tests.ApiScenario{Name: "vera blocked globex: its opportunity goes", Method: http.MethodGet, URL: url, Headers: as.Vera,
			TestAppFactory: with(blocked("volunteer")), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, oppReact}, NotExpectedContent: []string{oppNode}, ExpectedEvents: enriched(1)},
		tests.ApiScenario{Name: "globex suspended: its opportunity goes", Method: http.MethodGet, URL: url, Headers: as.Vera,
			TestAppFactory: with(suspend(testutil.OtherCompanyID)), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, oppReact}, NotExpectedContent: []string{oppNode}, ExpectedEvents: enriched(1)},
		tests.ApiScenario{Name: "the same category counts", Method: http.MethodGet, URL: url, Headers: as.Vera,
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				var cat string
				_ = app.DB().Select("category").From("users").Where(dbx.HashExp{"id": testutil.VolunteerID}).Row(&cat)
				testutil.SetFields(t, app, "opportunities", oppCobol, map[string]any{"category": cat})
			}),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":3`, `"In your field: `}, ExpectedEvents: enriched(3)},
		tests.ApiScenario{Name: "a thin profile is told what to add", Method: http.MethodGet, URL: url, Headers: as.Vera,
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				for _, q := range []string{"DELETE FROM skills", "UPDATE users SET category = ''"} {
					if _, err := app.DB().NewQuery(q).Execute(); err != nil {
						t.Fatal(err)
					}
				}
			}),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`, `"items":[]`, `"missing":["skills","tags","category"]`},
			ExpectedEvents: enriched(0)},
	)
	testutil.Run(t, fixture, rows)
}

func TestDismiss(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/volunteer/recommendations/" + oppReact + "/dismiss"
	count := func(want int64) testutil.AfterFunc {
		return testutil.ExpectCount("opportunity_dismissals", dbx.HashExp{"opportunity": oppReact}, want)
	}
	var rows []tests.ApiScenario
	for _, c := range testutil.RefusedCallers(t, "volunteer") {
		rows = append(rows, tests.ApiScenario{Name: c.Name, Method: http.MethodPost, URL: url, Headers: testutil.Auth(c.Token),
			Body: strings.NewReader(`{}`), ExpectedStatus: c.Status, ExpectedContent: []string{c.Want},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: count(0)})
	}
	saved := map[string]int{"OnRecordCreate": 1, "OnRecordCreateExecute": 1, "OnRecordAfterCreateSuccess": 1}
	rows = append(rows,
		tests.ApiScenario{Name: "unknown opportunity", Method: http.MethodPost, URL: "/api/volunteer/recommendations/nope/dismiss",
			Headers: as.Vera, Body: strings.NewReader(`{}`), ExpectedStatus: 404, ExpectedContent: testutil.Status(404),
			ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a closed opportunity", Method: http.MethodPost, URL: "/api/volunteer/recommendations/" + oppClosed + "/dismiss",
			Headers: as.Vera, Body: strings.NewReader(`{}`), ExpectedStatus: 404, ExpectedContent: testutil.Status(404),
			ExpectedEvents: testutil.NoEvents},
		testutil.BadInput("reason too long", as.Vera, map[string]any{"reason": strings.Repeat("a", 301)}, count(0),
			`"reason":{"code":"validation_length_too_long"`),
		testutil.BadInput("reason not text", as.Vera, map[string]any{"reason": 5}, count(0), `"reason":{"code":"validation_invalid_type"`),
		testutil.BadInput("reason with a control character", as.Vera, map[string]any{"reason": "a\u202eb"}, count(0),
			`"reason":{"code":"validation_invisible_chars"`),
		tests.ApiScenario{Name: "vera: not for me, with a reason", Method: http.MethodPost, URL: url, Headers: as.Vera,
			Body: strings.NewReader(`{"reason":"  Too many hours  "}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"reason":"Too many hours"`, `"volunteer":"` + testutil.VolunteerID + `"`},
			ExpectedEvents:  saved, AfterTestFunc: count(1)},
		tests.ApiScenario{Name: "vera without a body", Method: http.MethodPost, URL: url, Headers: as.Vera,
			ExpectedStatus: 200, ExpectedContent: []string{`"reason":""`}, ExpectedEvents: saved, AfterTestFunc: count(1)},
		tests.ApiScenario{Name: "twice is once (idempotent)", Method: http.MethodPost, URL: url, Headers: as.Vera,
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				testutil.SaveRecord(t, app, "opportunity_dismissals", map[string]any{"volunteer": testutil.VolunteerID,
					"opportunity": oppReact, "reason": "First"})
			}),
			Body: strings.NewReader(`{"reason":"Second"}`), ExpectedStatus: 200, ExpectedContent: []string{`"reason":"First"`},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: count(1)},
	)
	for i := range rows {
		if rows[i].Method == "" {
			rows[i].Method, rows[i].URL = http.MethodPost, url
		}
	}
	testutil.Run(t, fixture, rows)
}

func TestSuggestions(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/company/opportunities/" + oppReact + "/suggestions"
	var rows []tests.ApiScenario
	for _, c := range testutil.RefusedCallers(t, "company") {
		rows = append(rows, tests.ApiScenario{Name: c.Name, Method: http.MethodGet, URL: url, Headers: testutil.Auth(c.Token),
			ExpectedStatus: c.Status, ExpectedContent: []string{c.Want}, ExpectedEvents: testutil.NoEvents})
	}
	rows = append(rows,
		tests.ApiScenario{Name: "another company's opportunity", Method: http.MethodGet, URL: url, Headers: as.Globex,
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404), NotExpectedContent: []string{"vera"}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "unknown opportunity", Method: http.MethodGet, URL: "/api/company/opportunities/nope/suggestions",
			Headers: as.Acme, ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "bad page", Method: http.MethodGet, URL: url + "?page=-1", Headers: as.Acme,
			ExpectedStatus: 400, ExpectedContent: []string{`"page":{"code":"validation_out_of_range"`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "acme: vera with her reasons; victor applied already", Method: http.MethodGet, URL: url, Headers: as.Acme,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, `"username":"vera"`,
				`"reasons":["Lists React.js, which you ask for","Can give 4 hours a day","Available for 6 months"]`},
			NotExpectedContent: []string{`"username":"victor"`, "email"}, ExpectedEvents: listedOnly},
		tests.ApiScenario{Name: "mia of acme's team sees the same", Method: http.MethodGet, URL: url, Headers: as.Mia,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, `"username":"vera"`}, ExpectedEvents: listedOnly},
		tests.ApiScenario{Name: "globex: Go finds victor only", Method: http.MethodGet,
			URL: "/api/company/opportunities/" + oppGlobexGo + "/suggestions", Headers: as.Globex, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, `"username":"victor"`, `"Lists Go, which you ask for"`}, ExpectedEvents: listedOnly},
		tests.ApiScenario{Name: "an unavailable volunteer is not suggested", Method: http.MethodGet, URL: url, Headers: as.Acme,
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				testutil.SetFields(t, app, "volunteer_profiles", testutil.VolunteerProfileID, map[string]any{"available": false})
			}),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listedOnly},
		tests.ApiScenario{Name: "a suspended volunteer is not suggested", Method: http.MethodGet, URL: url, Headers: as.Acme,
			TestAppFactory: with(suspend(testutil.VolunteerID)),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listedOnly},
		tests.ApiScenario{Name: "a volunteer who blocked the company is not suggested", Method: http.MethodGet,
			URL: "/api/company/opportunities/" + oppNode + "/suggestions", Headers: as.Globex,
			TestAppFactory: with(blocked("volunteer")),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listedOnly},
		tests.ApiScenario{Name: "a closed opportunity has none", Method: http.MethodGet,
			URL: "/api/company/opportunities/" + oppClosed + "/suggestions", Headers: as.Acme,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`, `"items":[]`}, ExpectedEvents: listedOnly},
	)
	testutil.Run(t, fixture, rows)
}
