package volunteers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const experienceURL = "/api/volunteer/experience"

// oldExperience is the saved experience a step must replace.
var oldExperience = savedEntry{collection: "experiences", key: "company", fields: map[string]any{
	"company": "Old Corp", "role": "Intern", "start_year": 2012, "end_year": 2013,
}}

func withOldExperience(step int) func(testing.TB) *tests.TestApp { return oldExperience.at(step) }

func experienceUnchanged(step int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) { oldExperience.kept(t, app, step) }
}

// experiences is the body of a list of experiences.
func experiences(entries ...map[string]any) map[string]any {
	return listBody("experiences", entries...)
}

func TestExperience(t *testing.T) {
	tok := testutil.UserTokens(t)
	ok := map[string]any{"role": "Frontend developer", "company": "Acme", "company_url": "https://acme.example.com",
		"start_year": 2019, "start_month": 2, "end_year": 2021, "end_month": 11}
	entry := func(changes map[string]any) map[string]any { return testutil.With(ok, changes) }
	valid := experiences(ok, map[string]any{"company": "Globex", "start_year": 2022, "current": true, "end_year": 2023})

	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), valid, experienceUnchanged(4))
	bad := func(name string, body any, want ...string) {
		scenarios = append(scenarios, testutil.BadInput(name, testutil.Auth(tok.Volunteer), body, experienceUnchanged(4), want...))
	}
	bad("missing company", experiences(ok, entry(map[string]any{"company": nil})),
		`"experiences.1.company":{"code":"validation_required","message":"Please enter the company."}`)
	bad("start year without end year", experiences(entry(map[string]any{"end_year": nil})),
		`"experiences.0.end_year":{"code":"validation_end_year_required","message":"End year is required when start year is filled."}`)
	bad("end year without start year", experiences(entry(map[string]any{"start_year": nil})),
		`"experiences.0.start_year":{"code":"validation_start_year_required","message":"Start year is required when end year is filled."}`)
	bad("start year after end year", experiences(entry(map[string]any{"start_year": 2022})),
		`"experiences.0.start_year":{"code":"validation_start_after_end","message":"Start year cannot be greater than end year."}`)
	bad("same year, start month after end month", experiences(entry(map[string]any{"start_year": 2021, "start_month": 12})),
		`"experiences.0.start_month":{"code":"validation_start_month_after_end_month","message":"Start month cannot be greater than end month when years are equal."}`)
	bad("month 13", experiences(entry(map[string]any{"start_month": 13})), `"experiences.0.start_month":{"code":"validation_month_range"`)
	bad("year 1969", experiences(entry(map[string]any{"start_year": 1969})), `"experiences.0.start_year":{"code":"validation_year_range"`)
	bad("company URL that is no URL", experiences(entry(map[string]any{"company_url": "acme"})),
		`"experiences.0.company_url":{"code":"validation_invalid_url","message":"Please enter a valid URL."}`)
	bad("role of 101 characters", experiences(entry(map[string]any{"role": strings.Repeat("r", 101)})), `"experiences.0.role":{"code":"validation_length_too_long"`)
	bad("no list", map[string]any{"educations": []any{}}, `"experiences":{"code":"validation_required"`)
	bad("current as text", experiences(ok, entry(map[string]any{"current": "true"})),
		`"experiences.1.current":{"code":"validation_invalid_type","message":"Must be true or false."}`)
	bad("wrong types", experiences(entry(map[string]any{"company": 1, "current": []any{}, "end_month": false})),
		`"experiences.0.company":{"code":"validation_invalid_type"`, `"experiences.0.current":{"code":"validation_invalid_type"`,
		`"experiences.0.end_month":{"code":"validation_invalid_type"`)

	scenarios = append(scenarios,
		tests.ApiScenario{Name: "volunteer saves the experience list", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"step":5`,
				`"role":"Frontend developer","company":"Acme","company_url":"https://acme.example.com","start_year":2019,"start_month":2,"end_year":2021,"end_month":11,"current":false}`,
				`"role":"","company":"Globex","company_url":"","start_year":2022,"start_month":null,"end_year":null,"end_month":null,"current":true}`},
			NotExpectedContent: []string{"Old Corp"},
			// The profile, the user's step and the old entry, rewritten in
			// place as the first; the second created.
			ExpectedEvents: testutil.SavedEvents(3, 1, 0),
			AfterTestFunc:  testutil.All(stepIs(5), expectCounts(map[string]int64{"experiences": 2}))},
		tests.ApiScenario{Name: "experience before education", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: withOldExperience(3), ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: experienceUnchanged(3)},
		tests.ApiScenario{Name: "the editor changes an experience", Headers: testutil.Auth(tok.Volunteer),
			Body: testutil.JSONBody(experiences(entry(map[string]any{"role": "Lead developer"}))), TestAppFactory: withOldExperience(7),
			ExpectedStatus: 200, ExpectedContent: []string{`"step":7`, `"role":"Lead developer"`}, ExpectedEvents: testutil.SavedEvents(2, 0, 0),
			AfterTestFunc: stepIs(7)},
	)
	testutil.RunRoute(t, http.MethodPost, experienceURL, withOldExperience(4), scenarios)
}
