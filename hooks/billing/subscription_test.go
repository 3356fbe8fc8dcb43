package billing_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

var freeStarter = map[string]any{"plan": "starter", "interval": "month", "status": "free"}

func TestGetSubscription(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/billing/subscription"
	withOther := func(fields map[string]any) func(testing.TB) *tests.TestApp {
		return func(t testing.TB) *tests.TestApp {
			app := companyApp(testutil.Config(), fields)(t)
			saveSubscription(t, app, testutil.OtherCompanyID, map[string]any{"plan": "advanced", "interval": "year", "status": "free"})
			return app
		}
	}
	scenarios := []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, TestAppFactory: withOther(freeStarter)},
		{Name: "volunteer", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}, TestAppFactory: withOther(freeStarter)},
		{Name: "unverified company", Headers: testutil.Auth(testutil.UnverifiedCompanyToken(t)), ExpectedStatus: 403,
			ExpectedContent: []string{"Please verify your email address first."}, TestAppFactory: withOther(freeStarter)},
		{Name: "company without a plan", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200, TestAppFactory: withOther(nil),
			ExpectedContent:    []string{`{"configured":false,"subscription":null,"plan":null,"invoices":[],"team":{"seats":1,"used":1,"over_seats":false,"notice":"Choose a plan to add team members."}}`},
			NotExpectedContent: []string{"advanced"}},
		{Name: "company with a free plan", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200, TestAppFactory: withOther(freeStarter),
			ExpectedContent: []string{`"subscription":{"plan":"starter","interval":"month","status":"free","current_period_end":"","cancel_at_period_end":false}`,
				`"plan":{"id":"starter","name":"Starter","monthly":4900`, `"invoices":[]`},
			NotExpectedContent: []string{"advanced", "stripe_"}},
		{Name: "a customer id alone is no plan", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			TestAppFactory:  withOther(map[string]any{"stripe_customer_id": "cus_x"}),
			ExpectedContent: []string{`"subscription":null`}, NotExpectedContent: []string{"cus_x"}},
	}
	if mockURL != "" {
		scenarios = append(scenarios, tests.ApiScenario{Name: "invoices from Stripe", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			TestAppFactory: companyApp(stripeConfig(mockURL), map[string]any{"plan": "starter", "interval": "month", "status": "active",
				"stripe_customer_id": "cus_acme", "stripe_subscription_id": "sub_acme"}),
			ExpectedContent: []string{`"configured":true`, `"status":"active"`, `"invoices":[{"id":"in_`, `"amount_paid":`, `"currency":`,
				`"hosted_invoice_url":`, `"created":"`},
			NotExpectedContent: []string{"sub_acme", "cus_acme"}})
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.URL = url
		s.ExpectedEvents = noEvents
		s.Test(t)
	}
}

func TestCancelAndResumeFree(t *testing.T) {
	tok := testutil.UserTokens(t)
	canceledFree := map[string]any{"plan": "starter", "interval": "month", "status": "canceled"}
	expectStatus := func(want string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if got := subscriptionOf(t, app, testutil.CompanyID).GetString("status"); got != want {
				t.Errorf("status = %q, want %q", got, want)
			}
		}
	}
	scenarios := []tests.ApiScenario{
		{Name: "guest cancels", URL: "/api/billing/cancel", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`},
			TestAppFactory: companyApp(testutil.Config(), freeStarter), AfterTestFunc: expectStatus("free")},
		{Name: "volunteer cancels", URL: "/api/billing/cancel", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, TestAppFactory: companyApp(testutil.Config(), freeStarter), AfterTestFunc: expectStatus("free")},
		{Name: "another company cancels", URL: "/api/billing/cancel", Headers: testutil.Auth(tok.OtherCompany), ExpectedStatus: 400,
			ExpectedContent: []string{"There is no active subscription to cancel."}, TestAppFactory: companyApp(testutil.Config(), freeStarter),
			AfterTestFunc: expectStatus("free")},
		{Name: "company cancels its free plan", URL: "/api/billing/cancel", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"canceled"`}, ExpectedEvents: saved(1, 0),
			TestAppFactory: companyApp(testutil.Config(), freeStarter), AfterTestFunc: expectStatus("canceled")},
		{Name: "cancel twice", URL: "/api/billing/cancel", Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
			ExpectedContent: []string{"There is no active subscription to cancel."}, TestAppFactory: companyApp(testutil.Config(), canceledFree)},
		{Name: "company resumes its free plan", URL: "/api/billing/resume", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			// Free again: the wizard (at the plan step here) moves on too.
			ExpectedContent: []string{`"status":"free"`}, ExpectedEvents: saved(2, 0),
			TestAppFactory: companyApp(testutil.Config(), canceledFree), AfterTestFunc: expectStatus("free")},
		{Name: "resume without a cancellation", URL: "/api/billing/resume", Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
			ExpectedContent: []string{"There is no cancellation to undo."}, TestAppFactory: companyApp(testutil.Config(), freeStarter)},
		{Name: "confirm without Stripe", URL: "/api/billing/confirm", Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
			ExpectedContent: []string{"There is no payment to confirm."}, TestAppFactory: companyApp(testutil.Config(), freeStarter)},
		{Name: "guest confirms", URL: "/api/billing/confirm", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`},
			TestAppFactory: companyApp(testutil.Config(), freeStarter)},
		{Name: "unverified company resumes", URL: "/api/billing/resume", Headers: testutil.Auth(testutil.UnverifiedCompanyToken(t)), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, TestAppFactory: companyApp(testutil.Config(), canceledFree)},
	}
	for _, s := range scenarios {
		s.Method = http.MethodPost
		if s.ExpectedEvents == nil {
			s.ExpectedEvents = noEvents
		}
		s.Test(t)
	}
}

func TestStripeConfirmCancelResume(t *testing.T) {
	tok := testutil.UserTokens(t)
	p, cfg := newStripe(t, listExistingPrices)
	active, incomplete := acmeStarter("active", nil), acmeStarter("incomplete", nil)
	canceling := acmeStarter("active", map[string]any{"cancel_at_period_end": true})
	expectUpdate := func(cancel string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			updates := p.find(http.MethodPost, "/v1/subscriptions/sub_acme")
			if len(updates) != 1 {
				t.Fatalf("subscription updates = %d, want 1", len(updates))
			}
			expectForm(t, updates[0], map[string]string{"cancel_at_period_end": cancel})
			if got := subscriptionOf(t, app, testutil.CompanyID).GetBool("cancel_at_period_end"); (cancel == "true") != got {
				t.Errorf("cancel_at_period_end = %v", got)
			}
		}
	}
	scenarios := []tests.ApiScenario{
		{Name: "confirm after the payment", URL: "/api/billing/confirm", TestAppFactory: companyApp(cfg, incomplete), ExpectedStatus: 200,
			// stripe-mock answers the read as active.
			ExpectedContent: []string{`"status":"active"`, `"plan":{"id":"starter"`, `"invoices":[`}, ExpectedEvents: saved(2, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := len(p.find(http.MethodGet, "/v1/subscriptions/sub_acme")); n != 1 {
					t.Errorf("subscription reads = %d", n)
				}
				r := subscriptionOf(t, app, testutil.CompanyID)
				if r.GetString("status") != "active" || !r.GetDateTime("last_event_at").IsZero() {
					t.Errorf("record = %v", r.FieldsData())
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 4)
			}},
		{Name: "another company confirms", URL: "/api/billing/confirm", Headers: testutil.Auth(tok.OtherCompany), TestAppFactory: companyApp(cfg, incomplete),
			ExpectedStatus: 400, ExpectedContent: []string{"There is no payment to confirm."}, ExpectedEvents: noEvents,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if got := subscriptionOf(t, app, testutil.CompanyID).GetString("status"); got != "incomplete" {
					t.Errorf("acme's status = %q", got)
				}
			}},
		{Name: "cancel at period end", URL: "/api/billing/cancel", TestAppFactory: companyApp(cfg, active), ExpectedStatus: 200,
			ExpectedContent: []string{`"cancel_at_period_end":true`}, ExpectedEvents: saved(2, 0), AfterTestFunc: expectUpdate("true")},
		{Name: "resume", URL: "/api/billing/resume", TestAppFactory: companyApp(cfg, canceling), ExpectedStatus: 200,
			ExpectedContent: []string{`"cancel_at_period_end":false`}, ExpectedEvents: saved(2, 0), AfterTestFunc: expectUpdate("false")},
		{Name: "cancel an unpaid subscription", URL: "/api/billing/cancel", TestAppFactory: companyApp(cfg, incomplete), ExpectedStatus: 400,
			ExpectedContent: []string{"There is no active subscription to cancel."}, ExpectedEvents: noEvents},
	}
	for _, s := range scenarios {
		p.calls = nil
		s.Method = http.MethodPost
		if s.Headers == nil {
			s.Headers = testutil.Auth(tok.Company)
		}
		s.Test(t)
	}
}

func TestPortal(t *testing.T) {
	tok := testutil.UserTokens(t)
	scenarios := []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, TestAppFactory: companyApp(testutil.Config(), freeStarter)},
		{Name: "volunteer", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403, ExpectedContent: []string{`"status":403`},
			TestAppFactory: companyApp(testutil.Config(), freeStarter)},
		{Name: "billing not configured", Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
			ExpectedContent: []string{"There are no payment details to manage."}, TestAppFactory: companyApp(testutil.Config(), freeStarter)},
	}
	if mockURL != "" {
		p, cfg := newStripe(t, listExistingPrices)
		scenarios = append(scenarios,
			tests.ApiScenario{Name: "company without a Stripe customer", Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
				ExpectedContent: []string{"There are no payment details to manage."}, TestAppFactory: companyApp(cfg, nil)},
			tests.ApiScenario{Name: "company opens the portal", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
				ExpectedContent: []string{`{"url":"`}, NotExpectedContent: []string{"cus_acme"},
				TestAppFactory: companyApp(cfg, map[string]any{"plan": "starter", "interval": "month", "status": "past_due", "stripe_customer_id": "cus_acme"}),
				AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					sessions := p.find(http.MethodPost, "/v1/billing_portal/sessions")
					if len(sessions) != 1 {
						t.Fatalf("portal sessions = %d", len(sessions))
					}
					expectForm(t, sessions[0], map[string]string{"customer": "cus_acme", "return_url": testutil.TestAppURL + "/company/payments"})
				}})
	}
	for _, s := range scenarios {
		s.Method = http.MethodPost
		s.URL = "/api/billing/portal"
		s.ExpectedEvents = noEvents
		s.Test(t)
	}
}
