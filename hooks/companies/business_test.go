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
	acme := testutil.Auth(tok.Company)
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "company"), valid, unchanged(4))
	bad := func(name string, changes map[string]any, want ...string) tests.ApiScenario {
		return testutil.BadInput(name, acme, testutil.With(valid, changes), unchanged(4), want...)
	}
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "company finishes the wizard", Headers: acme, Body: testutil.JSONBody(valid), ExpectedStatus: 200,
			ExpectedContent: []string{`"step":5`, `"progress_description":"40 paying customers"`, `"future_plan":"Expand to Europe."`},
			ExpectedEvents:  testutil.SavedEvents(2, 0, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				testutil.ExpectStep(t, app, testutil.CompanyID, 5)
				if got := profileOf(t, app, testutil.OtherCompanyID).GetString("description"); got != "" {
					t.Errorf("another company's description = %q", got)
				}
			}},
		testutil.Omitting(bad("blank texts", map[string]any{"description": "  ", "future_plan": nil},
			`"description":{"code":"validation_required","message":"Please describe your business."}`, `"future_plan":{`), `"progress_description":{`),
		bad("a text of 301 characters", map[string]any{"progress_description": strings.Repeat("p", 301)},
			`"progress_description":{"code":"validation_length_too_long","message":"Must be at most 300 characters."}`),
		bad("wrong type", map[string]any{"description": true}, `"description":{"code":"validation_invalid_type"`),
	)
	testutil.RunRoute(t, http.MethodPost, businessURL, atStep(4), scenarios)

	// The plan step comes first: without an active plan the texts wait.
	early := tests.ApiScenario{Name: "business before the plan", Method: http.MethodPost, URL: businessURL,
		Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(valid), TestAppFactory: atStep(3),
		ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."}, ExpectedEvents: testutil.NoEvents,
		AfterTestFunc: unchanged(3)}
	early.Test(t)
}
