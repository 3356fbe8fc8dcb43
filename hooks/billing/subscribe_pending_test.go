package billing_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// pendingPayment makes stripe-mock answer a read of sub_pending as Stripe
// does while the first invoice waits: incomplete, with a client secret.
func pendingPayment(method, path string, body map[string]any) {
	listExistingPrices(method, path, body)
	if method == http.MethodGet && path == "/v1/subscriptions/sub_pending" {
		body["status"] = "incomplete"
		body["latest_invoice"] = map[string]any{"id": "in_pending", "object": "invoice", "status": "open", "amount_due": 4900,
			"confirmation_secret": map[string]any{"client_secret": "pi_pending_secret_abc", "type": "payment_intent"}}
	}
}

func TestSubscribeWhilePaymentPending(t *testing.T) {
	tok := testutil.UserTokens(t)
	p, cfg := newStripe(t, pendingPayment)
	pending := map[string]any{"stripe_customer_id": "cus_pending", "stripe_subscription_id": "sub_pending",
		"stripe_price_id": "price_voluntech_starter_month", "plan": "starter", "interval": "month", "status": "incomplete"}

	t.Run("same plan: the pending payment is resumed", func(t *testing.T) {
		p.calls = nil
		s := tests.ApiScenario{Method: http.MethodPost, URL: subscribeURL, Headers: testutil.Auth(tok.Company),
			Body: strings.NewReader(`{"plan":"starter","interval":"month"}`), TestAppFactory: companyApp(cfg, pending),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"incomplete"`, `"clientSecret":"pi_pending_secret_abc"`, `"subscriptionId":"sub_pending"`},
			ExpectedEvents: saved(1, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				reads := p.find(http.MethodGet, "/v1/subscriptions/sub_pending")
				if len(reads) != 1 {
					t.Fatalf("reads = %d", len(reads))
				}
				expectForm(t, reads[0], map[string]string{"expand[0]": "latest_invoice.confirmation_secret"})
				if n := len(p.find(http.MethodPost, "/v1/subscriptions")) + len(p.find(http.MethodDelete, "/v1/subscriptions")); n != 0 {
					t.Errorf("subscriptions created or canceled = %d, want 0", n)
				}
			}}
		s.Test(t)
	})

	t.Run("another plan: the pending subscription is canceled", func(t *testing.T) {
		p.calls = nil
		s := tests.ApiScenario{Method: http.MethodPost, URL: subscribeURL, Headers: testutil.Auth(tok.Company),
			Body: strings.NewReader(`{"plan":"advanced","interval":"month"}`), TestAppFactory: companyApp(cfg, pending),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"incomplete"`, `"plan":"advanced"`}, ExpectedEvents: saved(1, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := len(p.find(http.MethodDelete, "/v1/subscriptions/sub_pending")); n != 1 {
					t.Errorf("cancels of the pending subscription = %d, want 1", n)
				}
				sub := p.only(t, http.MethodPost, "/v1/subscriptions")
				expectForm(t, sub, map[string]string{"customer": "cus_pending", "items[0][price]": "price_voluntech_advanced_month"})
				r := subscriptionOf(t, app, testutil.CompanyID)
				if r.GetString("stripe_subscription_id") == "sub_pending" || r.GetString("plan") != "advanced" {
					t.Errorf("record = %v", r.FieldsData())
				}
			}}
		s.Test(t)
	})
}

// Stripe unreachable: a clear 503, nothing saved, no internals shown.
func TestSubscribeStripeDown(t *testing.T) {
	tok := testutil.UserTokens(t)
	cfg := stripeConfig("http://" + freeAddr())
	s := tests.ApiScenario{Method: http.MethodPost, URL: subscribeURL, Headers: testutil.Auth(tok.Company),
		Body: strings.NewReader(`{"plan":"starter","interval":"month"}`), TestAppFactory: companyApp(cfg, nil),
		ExpectedStatus: 503, ExpectedContent: []string{"Payments are unavailable right now"},
		NotExpectedContent: []string{"connection refused", "127.0.0.1"}, ExpectedEvents: noEvents,
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if r := subscriptionOf(t, app, testutil.CompanyID); r != nil {
				t.Errorf("record saved: %v", r.FieldsData())
			}
			testutil.ExpectStep(t, app, testutil.CompanyID, 3)
		}}
	s.Test(t)
}
