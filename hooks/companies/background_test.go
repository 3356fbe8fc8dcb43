package companies_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const backgroundURL = "/api/company/onboarding/background"

func TestBackground(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	valid := map[string]any{
		"company_stage": id.Seed, "team_size": id.SixToTen, "team_structure": "  Two founders and a designer  ",
		"fund_type": id.Revenue, "source": id.SearchEngine,
	}
	// Saving updates the profile and the user's mirrored step.
	savedStep := testutil.SavedEvents(2, 0, 0)

	acme := testutil.Auth(tok.Company)
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "company"), valid, unchanged(1))
	bad := func(name string, body any, want ...string) tests.ApiScenario {
		return testutil.BadInput(name, acme, body, unchanged(1), want...)
	}
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "company saves step 1", Headers: acme, Body: testutil.JSONBody(testutil.With(valid, map[string]any{"partner": id.Incubator})),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"step":2`, `"company_stage":"` + id.Seed + `"`, `"team_structure":"Two founders and a designer"`,
				`"partner":""`, `"company_name":"Acme Ltd"`, `"social_links":[]`, `"subscription":null`, `"suggested_country_code":"44"`},
			ExpectedEvents: savedStep,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				p := profileOf(t, app, testutil.CompanyID)
				if p.GetString("team_size") != id.SixToTen || p.GetString("partner") != "" {
					t.Errorf("team_size %q partner %q", p.GetString("team_size"), p.GetString("partner"))
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 2)
				// The other company is untouched.
				if profileOf(t, app, testutil.OtherCompanyID).GetString("company_stage") != "" {
					t.Error("another company's profile changed")
				}
			}},
		tests.ApiScenario{Name: "partner source with its partner", Headers: acme,
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"source": id.FromPartner, "partner": id.Incubator})),
			ExpectedStatus: 200, ExpectedContent: []string{`"partner":"` + id.Incubator + `"`, `"step":2`}, ExpectedEvents: savedStep},
		testutil.Omitting(bad("partner source without a partner", testutil.With(valid, map[string]any{"source": id.FromPartner}),
			`"partner":{"code":"validation_required","message":"Please select the partner you came from."}`), `"company_stage":{`),
		bad("partner of the wrong kind", testutil.With(valid, map[string]any{"source": id.FromPartner, "partner": id.SaaS}),
			`"partner":{"code":"validation_required"`),
		testutil.Omitting(bad("everything missing", `{}`, `"company_stage":{`, `"team_size":{`, `"team_structure":{`, `"fund_type":{`, `"source":{`,
			"Please select your company stage."), `"partner":{`),
		bad("empty body", nil, `"company_stage":{`),
		bad("blank team structure", testutil.With(valid, map[string]any{"team_structure": "   "}), `"team_structure":{"code":"validation_required"`),
		bad("team structure too long", testutil.With(valid, map[string]any{"team_structure": strings.Repeat("é", 301)}),
			`"team_structure":{"code":"validation_length_too_long"`),
		bad("a stage of another kind", testutil.With(valid, map[string]any{"company_stage": id.Revenue}), `"company_stage":{`),
		bad("wrong types", testutil.With(valid, map[string]any{"company_stage": 7, "team_structure": []string{"a"}, "source": map[string]any{}}),
			`"company_stage":{"code":"validation_invalid_type"`, `"team_structure":{"code":"validation_invalid_type"`, `"source":{`),
		bad("not JSON", `company_stage=x`, `"status":400`),
		bad("a JSON list", `[1,2]`, `"status":400`),
	)
	testutil.RunRoute(t, http.MethodPost, backgroundURL, atStep(1), scenarios)

	// Editing step 1 from the profile editor keeps a finished wizard finished.
	edit := tests.ApiScenario{Name: "edit after finishing", Method: http.MethodPost, URL: backgroundURL,
		Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(valid), TestAppFactory: atStep(5),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":5`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			testutil.ExpectStep(t, app, testutil.CompanyID, 5)
		}}
	edit.Test(t)
}
