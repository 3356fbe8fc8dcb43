package billing_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/billing"
	"voluntech/hooks/testutil"
)

// createdPriceID is the id stripe-mock gave the price created for key.
func createdPriceID(t testing.TB, p *stripeProxy, key string) string {
	t.Helper()
	for _, c := range p.find(http.MethodPost, "/v1/prices") {
		if c.Form.Get("lookup_key") == key {
			id, _ := c.Response["id"].(string)
			return id
		}
	}
	t.Fatalf("no price created for %s", key)
	return ""
}

// expectForm checks the form values of a recorded Stripe call.
func expectForm(t testing.TB, c call, want map[string]string) {
	t.Helper()
	for k, v := range want {
		if got := c.Form.Get(k); got != v {
			t.Errorf("%s %s: %s = %q, want %q", c.Method, c.Path, k, got, v)
		}
	}
}

func TestSubscribeWithStripe(t *testing.T) {
	tok := testutil.UserTokens(t)
	p := newProxy(t)
	cfg := stripeConfig(p.URL)

	// The catalog: one price per plan and interval, by lookup key, with a
	// product per plan (stripe-mock never finds a price by lookup key).
	t.Run("prices are prepared at start", func(t *testing.T) {
		app := testutil.NewAppWithConfig(t, cfg)
		defer app.Cleanup()
		s := tests.ApiScenario{Method: http.MethodGet, URL: "/api/billing/plans", ExpectedStatus: 200,
			ExpectedContent: []string{`"configured":true`}, TestAppFactory: func(testing.TB) *tests.TestApp { return app }}
		s.Test(t)
		lists := p.find(http.MethodGet, "/v1/prices")
		if len(lists) != 1 || len(lists[0].Form["lookup_keys[]"])+len(lists[0].Form["lookup_keys[0]"]) == 0 {
			t.Fatalf("price lists = %+v", lists)
		}
		created := p.find(http.MethodPost, "/v1/prices")
		if len(created) != 6 {
			t.Fatalf("prices created = %d, want 6", len(created))
		}
		expectForm(t, created[0], map[string]string{"currency": "gbp", "unit_amount": "4900", "recurring[interval]": "month",
			"lookup_key": "voluntech_starter_month", "transfer_lookup_key": "true", "product": "voluntech_starter"})
		expectForm(t, created[5], map[string]string{"unit_amount": "250000", "recurring[interval]": "year", "lookup_key": "voluntech_advanced_year"})
	})

	t.Run("first subscription", func(t *testing.T) {
		p.calls = nil
		s := tests.ApiScenario{Name: "company subscribes", Method: http.MethodPost, URL: subscribeURL,
			Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{"plan":"starter","interval":"month"}`),
			TestAppFactory: companyApp(cfg, nil), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"incomplete"`, `"plan":"starter"`, `"interval":"month"`, `"clientSecret":""`,
				`"publishableKey":"` + testPublishableKey + `"`, `"subscriptionId":"sub_`},
			NotExpectedContent: []string{testSecretKey},
			// The record is created with the customer, then updated with the
			// subscription; the wizard waits for the payment.
			ExpectedEvents: saved(1, 1),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				customers := p.find(http.MethodPost, "/v1/customers")
				if len(customers) != 1 {
					t.Fatalf("customers created = %d, want 1", len(customers))
				}
				expectForm(t, customers[0], map[string]string{"email": "acme@example.com", "name": "Acme Ltd",
					"metadata[company_id]": testutil.CompanyID, "metadata[username]": "acme"})
				sub := p.only(t, http.MethodPost, "/v1/subscriptions")
				r := subscriptionOf(t, app, testutil.CompanyID)
				price := createdPriceID(t, p, "voluntech_starter_month")
				expectForm(t, sub, map[string]string{
					"customer":         r.GetString("stripe_customer_id"),
					"items[0][price]":  price,
					"payment_behavior": "default_incomplete",
					"payment_settings[save_default_payment_method]": "on_subscription",
					"expand[0]":            "latest_invoice.confirmation_secret",
					"metadata[company_id]": testutil.CompanyID,
				})
				if r.GetString("status") != "incomplete" || r.GetString("plan") != "starter" || r.GetString("stripe_price_id") != price ||
					!strings.HasPrefix(r.GetString("stripe_subscription_id"), "sub_") || !strings.HasPrefix(r.GetString("stripe_customer_id"), "cus_") ||
					r.GetBool("cancel_at_period_end") {
					t.Errorf("record = %v", r.FieldsData())
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 3)
			}}
		s.Test(t)
	})

	t.Run("stored customer is reused", func(t *testing.T) {
		p.calls = nil
		s := tests.ApiScenario{Method: http.MethodPost, URL: subscribeURL,
			Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{"plan":"advanced","interval":"year"}`),
			TestAppFactory: companyApp(cfg, map[string]any{"stripe_customer_id": "cus_stored"}), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"incomplete"`, `"plan":"advanced"`}, ExpectedEvents: saved(1, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := len(p.find(http.MethodPost, "/v1/customers")); n != 0 {
					t.Errorf("customers created = %d, want 0", n)
				}
				sub := p.only(t, http.MethodPost, "/v1/subscriptions")
				expectForm(t, sub, map[string]string{"customer": "cus_stored", "items[0][price]": createdPriceID(t, p, "voluntech_advanced_year")})
				if got := subscriptionOf(t, app, testutil.CompanyID).GetString("stripe_customer_id"); got != "cus_stored" {
					t.Errorf("customer = %q", got)
				}
			}}
		s.Test(t)
	})

	t.Run("a paying company changes its price, prorated", func(t *testing.T) {
		p.calls = nil
		s := tests.ApiScenario{Method: http.MethodPost, URL: subscribeURL,
			Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{"plan":"essential","interval":"year"}`),
			TestAppFactory: companyApp(cfg, map[string]any{"stripe_customer_id": "cus_paying", "stripe_subscription_id": "sub_paying",
				"stripe_price_id": "price_old", "plan": "starter", "interval": "month", "status": "active"}),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"active"`, `"plan":"essential"`, `"interval":"year"`, `"subscriptionId":"sub_paying"`},
			NotExpectedContent: []string{"clientSecret"},
			// The record, then the wizard moves past the plan step (the user).
			ExpectedEvents: saved(2, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := len(p.find(http.MethodPost, "/v1/subscriptions")); n != 0 {
					t.Errorf("subscriptions created or updated = %d, want 0", n)
				}
				if n := len(p.find(http.MethodGet, "/v1/subscriptions/sub_paying")); n != 1 {
					t.Errorf("subscription reads = %d, want 1", n)
				}
				items := p.find(http.MethodPost, "/v1/subscription_items/")
				if len(items) != 1 {
					t.Fatalf("item updates = %d, want 1", len(items))
				}
				expectForm(t, items[0], map[string]string{"price": createdPriceID(t, p, "voluntech_essential_year"), "proration_behavior": "create_prorations"})
				r := subscriptionOf(t, app, testutil.CompanyID)
				if r.GetString("plan") != "essential" || r.GetString("interval") != "year" || r.GetString("stripe_subscription_id") != "sub_paying" {
					t.Errorf("record = %v", r.FieldsData())
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 4)
			}}
		s.Test(t)
	})

	// A second start finds every price by its lookup key and creates none;
	// a company paying for the chosen price already is left alone.
	t.Run("existing prices are found; the same plan again changes nothing", func(t *testing.T) {
		p.calls = nil
		p.edit = listExistingPrices
		defer func() { p.edit = nil }()
		s := tests.ApiScenario{Method: http.MethodPost, URL: subscribeURL,
			Headers: testutil.Auth(tok.Company), Body: strings.NewReader(`{"plan":"starter","interval":"month"}`),
			TestAppFactory: companyApp(cfg, map[string]any{"stripe_customer_id": "cus_paying", "stripe_subscription_id": "sub_paying",
				"stripe_price_id": "price_voluntech_starter_month", "plan": "starter", "interval": "month", "status": "active"}),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"active"`, `"plan":"starter"`}, ExpectedEvents: noEvents,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				for _, c := range p.calls {
					if c.Method != http.MethodGet {
						t.Errorf("unexpected Stripe write %s %s", c.Method, c.Path)
					}
				}
			}}
		s.Test(t)
	})
}

// listExistingPrices makes stripe-mock's price list answer as Stripe does
// once the catalog exists: one active price per lookup key asked for.
func listExistingPrices(method, path string, body map[string]any) {
	if method != http.MethodGet || path != "/v1/prices" {
		return
	}
	var data []any
	for _, plan := range billing.Plans {
		for _, interval := range []string{"month", "year"} {
			key := billing.LookupKey(plan.ID, interval)
			data = append(data, map[string]any{"id": "price_" + key, "object": "price", "active": true, "currency": "gbp",
				"lookup_key": key, "unit_amount": plan.Amount(interval), "type": "recurring",
				"recurring": map[string]any{"interval": interval, "interval_count": 1}})
		}
	}
	body["data"] = data
	body["has_more"] = false
}
