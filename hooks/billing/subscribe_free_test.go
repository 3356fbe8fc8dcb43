package billing_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const subscribeURL = "/api/billing/subscribe"

// Without a Stripe key the chosen plan is active at once, labelled free.
func TestSubscribeNotConfigured(t *testing.T) {
	tok := testutil.UserTokens(t)
	noSub := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if r := subscriptionOf(t, app, testutil.CompanyID); r != nil {
			t.Errorf("subscription saved: %v", r.PublicExport())
		}
		testutil.ExpectStep(t, app, testutil.CompanyID, 3)
	}
	starter := `{"plan":"starter","interval":"month"}`
	acme := testutil.Auth(tok.Company)
	scenarios := append(testutil.Refusals(testutil.RefusedCallers(t, "company"), starter, noSub),
		testutil.BadInput("unknown plan and interval", acme, `{"plan":"gold","interval":"week"}`, noSub,
			`"plan":{"code":"validation_invalid_value","message":"Please choose a plan."}`, `"interval":{`),
		testutil.BadInput("wrong types", acme, `{"plan":1,"interval":["month"]}`, noSub, `"plan":{`, `"interval":{`),
		testutil.BadInput("not JSON", acme, `plan=starter`, noSub, `"status":400`),
		testutil.BadInput("empty body", acme, nil, noSub, `"plan":{`),
		tests.ApiScenario{Name: "company activates a free plan", Headers: acme, Body: strings.NewReader(`{"plan":"essential","interval":"year"}`),
			ExpectedStatus: 200, ExpectedContent: []string{`{"status":"free","plan":"essential","interval":"year"}`},
			// The subscription, then the user's step.
			ExpectedEvents: saved(1, 1),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				r := subscriptionOf(t, app, testutil.CompanyID)
				if r == nil || r.GetString("status") != "free" || r.GetString("plan") != "essential" || r.GetString("interval") != "year" {
					t.Fatalf("subscription = %v", r)
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 4)
				if subscriptionOf(t, app, testutil.OtherCompanyID) != nil {
					t.Error("another company got a subscription")
				}
			}},
	)
	for _, s := range scenarios {
		s.Method = http.MethodPost
		s.URL = subscribeURL
		s.TestAppFactory = companyApp(testutil.Config(), nil)
		if s.ExpectedEvents == nil {
			s.ExpectedEvents = noEvents
		}
		s.Test(t)
	}

	for _, s := range []tests.ApiScenario{
		{Name: "plan before the details step", TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := companyApp(testutil.Config(), nil)(t)
			testutil.SetOnboardingStep(t, app, testutil.CompanyID, 2)
			return app
		}, ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."}, ExpectedEvents: noEvents},
		{Name: "changing a free plan after the wizard", TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := companyApp(testutil.Config(), map[string]any{"plan": "advanced", "interval": "month", "status": "free"})(t)
			testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
			return app
		}, ExpectedStatus: 200, ExpectedContent: []string{`"status":"free","plan":"starter"`}, ExpectedEvents: saved(1, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if r := subscriptionOf(t, app, testutil.CompanyID); r.GetString("plan") != "starter" {
					t.Errorf("plan = %q", r.GetString("plan"))
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 5)
			}},
	} {
		s.Method = http.MethodPost
		s.URL = subscribeURL
		s.Headers = testutil.Auth(tok.Company)
		s.Body = strings.NewReader(starter)
		s.Test(t)
	}
}
