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

	scenarios := []tests.ApiScenario{
		{Name: "guest", Body: testutil.JSONBody(valid), ExpectedStatus: 401,
			ExpectedContent: []string{`"status":401`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "volunteer", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "superadmin", Headers: testutil.Auth(tok.Superadmin), Body: testutil.JSONBody(valid), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, ExpectedEvents: testutil.NoEvents},
		{Name: "unverified company", Headers: testutil.Auth(testutil.UnverifiedCompanyToken(t)), Body: testutil.JSONBody(valid), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`, "Please verify your email address first."}, ExpectedEvents: testutil.NoEvents},
		{Name: "company saves step 1", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"partner": id.Incubator})),
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
		{Name: "partner source with its partner", Headers: testutil.Auth(tok.Company),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"source": id.FromPartner, "partner": id.Incubator})),
			ExpectedStatus: 200, ExpectedContent: []string{`"partner":"` + id.Incubator + `"`, `"step":2`}, ExpectedEvents: savedStep},
		{Name: "partner source without a partner", Headers: testutil.Auth(tok.Company),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"source": id.FromPartner})),
			ExpectedStatus: 400, ExpectedContent: []string{`"partner":{"code":"validation_required","message":"Please select the partner you came from."}`},
			NotExpectedContent: []string{`"company_stage":{`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "partner of the wrong kind", Headers: testutil.Auth(tok.Company),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"source": id.FromPartner, "partner": id.SaaS})),
			ExpectedStatus: 400, ExpectedContent: []string{`"partner":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "everything missing", Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"company_stage":{`, `"team_size":{`, `"team_structure":{`, `"fund_type":{`, `"source":{`,
				"Please select your company stage."},
			NotExpectedContent: []string{`"partner":{`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "empty body", Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
			ExpectedContent: []string{`"company_stage":{`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "blank team structure", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"team_structure": "   "})),
			ExpectedStatus: 400, ExpectedContent: []string{`"team_structure":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "team structure too long", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"team_structure": strings.Repeat("é", 301)})),
			ExpectedStatus: 400, ExpectedContent: []string{`"team_structure":{"code":"validation_length_too_long"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "a stage of another kind", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"company_stage": id.Revenue})),
			ExpectedStatus: 400, ExpectedContent: []string{`"company_stage":{`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "wrong types", Headers: testutil.Auth(tok.Company),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"company_stage": 7, "team_structure": []string{"a"}, "source": map[string]any{}})),
			ExpectedStatus: 400, ExpectedContent: []string{`"company_stage":{"code":"validation_invalid_type"`, `"team_structure":{"code":"validation_invalid_type"`, `"source":{`},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "not JSON", Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`company_stage=x`), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
		{Name: "a JSON list", Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`[1,2]`), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(1)},
	}
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
