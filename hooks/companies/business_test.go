package companies_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const businessURL = "/api/company/onboarding/business"

func TestBusiness(t *testing.T) {
	tok := testutil.UserTokens(t)
	valid := map[string]any{
		"description":          "We build climate dashboards.",
		"progress_description": " 40 paying customers ",
		"future_plan":          "Expand to Europe.",
	}
	scenarios := []tests.ApiScenario{
		{Name: "guest", Body: testutil.JSONBody(valid), ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(4)},
		{Name: "volunteer", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(4)},
		{Name: "unverified company", Headers: testutil.Auth(testutil.UnverifiedCompanyToken(t)), Body: testutil.JSONBody(valid), ExpectedStatus: 403,
			ExpectedContent: []string{"Please verify your email address first."}, ExpectedEvents: testutil.NoEvents},
		{Name: "company finishes the wizard", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(valid), ExpectedStatus: 200,
			ExpectedContent: []string{`"step":5`, `"progress_description":"40 paying customers"`, `"future_plan":"Expand to Europe."`},
			ExpectedEvents:  testutil.SavedEvents(2, 0, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				testutil.ExpectStep(t, app, testutil.CompanyID, 5)
				if got := profileOf(t, app, testutil.OtherCompanyID).GetString("description"); got != "" {
					t.Errorf("another company's description = %q", got)
				}
			}},
		{Name: "blank texts", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"description": "  ", "future_plan": nil})),
			ExpectedStatus: 400, ExpectedContent: []string{`"description":{"code":"validation_required","message":"Please describe your business."}`, `"future_plan":{`},
			NotExpectedContent: []string{`"progress_description":{`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(4)},
		{Name: "a text of 1001 characters", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"progress_description": strings.Repeat("p", 1001)})),
			ExpectedStatus: 400, ExpectedContent: []string{`"progress_description":{"code":"validation_length_too_long","message":"Must be at most 1000 characters."}`},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(4)},
		{Name: "wrong type", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(testutil.With(valid, map[string]any{"description": true})),
			ExpectedStatus: 400, ExpectedContent: []string{`"description":{"code":"validation_invalid_type"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged(4)},
	}
	testutil.RunRoute(t, http.MethodPost, businessURL, atStep(4), scenarios)

	// The plan step comes first: without an active plan the texts wait.
	early := tests.ApiScenario{Name: "business before the plan", Method: http.MethodPost, URL: businessURL,
		Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(valid), TestAppFactory: atStep(3),
		ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."}, ExpectedEvents: testutil.NoEvents,
		AfterTestFunc: unchanged(3)}
	early.Test(t)
}
