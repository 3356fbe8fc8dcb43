package billing_test

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/stripe/stripe-go/v85/webhook"

	"voluntech/hooks/config"
	"voluntech/hooks/testutil"
)

const webhookURL = "/api/billing/webhook"

// stripeEvent is the JSON of a Stripe event about object.
func stripeEvent(id, typ string, created int64, object map[string]any) []byte {
	raw, _ := json.Marshal(map[string]any{
		"id": id, "object": "event", "api_version": "2020-08-27", "created": created, "type": typ,
		"livemode": false, "pending_webhooks": 1, "data": map[string]any{"object": object},
	})
	return raw
}

func subscriptionObject(id, customer, status, lookupKey string, periodEnd int64, cancel bool) map[string]any {
	return map[string]any{
		"id": id, "object": "subscription", "customer": customer, "status": status, "cancel_at_period_end": cancel,
		"items": map[string]any{"object": "list", "data": []any{map[string]any{
			"id": "si_1", "object": "subscription_item", "current_period_end": periodEnd,
			"price": map[string]any{"id": "price_" + lookupKey, "object": "price", "lookup_key": lookupKey},
		}}},
	}
}

func invoiceObject(subID, customer string, periodEnd int64) map[string]any {
	return map[string]any{
		"id": "in_1", "object": "invoice", "customer": customer, "status": "paid",
		"parent": map[string]any{"type": "subscription_details", "subscription_details": map[string]any{"subscription": subID}},
		"lines": map[string]any{"object": "list", "data": []any{map[string]any{
			"id": "il_1", "object": "line_item", "period": map[string]any{"start": periodEnd - 2592000, "end": periodEnd},
		}}},
	}
}

// signedBy returns the Stripe-Signature header of payload.
func signedBy(secret string, payload []byte, at time.Time) map[string]string {
	s := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: at})
	return map[string]string{"Stripe-Signature": s.Header}
}

const (
	periodEnd = int64(1893456000) // 2030-01-01
	t0        = int64(1763700000)
)

var acmeIncomplete = map[string]any{"plan": "starter", "interval": "month", "status": "incomplete",
	"stripe_customer_id": "cus_acme", "stripe_subscription_id": "sub_acme"}

// expectRecord checks acme's record and the number of stored events.
func expectRecord(status string, events int64, extra func(testing.TB, *tests.TestApp)) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if got := subscriptionOf(t, app, testutil.CompanyID).GetString("status"); got != status {
			t.Errorf("status = %q, want %q", got, status)
		}
		if n, _ := app.CountRecords("stripe_events"); n != events {
			t.Errorf("stripe_events = %d, want %d", n, events)
		}
		if extra != nil {
			extra(t, app)
		}
	}
}

// paymentFailedNotified checks the owner's notification and its email,
// sent whatever the owner's email preferences say.
func paymentFailedNotified(t testing.TB, app *tests.TestApp) {
	n, err := app.FindAllRecords("notifications", dbx.HashExp{"user": testutil.CompanyID, "kind": "payment_failed"})
	if err != nil || len(n) != 1 || n[0].GetString("link") != "/company/payments" {
		t.Errorf("payment notifications %v %v", n, err)
	}
	testutil.FlushMail(t, app)
	if len(app.TestMailer.Messages()) != 1 || app.TestMailer.LastMessage().Subject != "Your Voluntech payment failed" {
		t.Errorf("mails %d", len(app.TestMailer.Messages()))
	}
}

func TestWebhookSignature(t *testing.T) {
	paid := stripeEvent("evt_paid", "invoice.paid", t0, invoiceObject("sub_acme", "cus_acme", periodEnd))
	tampered := bytes.Replace(paid, []byte(`"paid"`), []byte(`"void"`), 1)
	unchanged := expectRecord("incomplete", 0, func(t testing.TB, app *tests.TestApp) { testutil.ExpectStep(t, app, testutil.CompanyID, 3) })
	scenarios := []struct {
		name    string
		cfg     config.Config
		body    []byte
		headers map[string]string
	}{
		{"missing signature", webhookConfig(), paid, nil},
		{"signed with another secret", webhookConfig(), paid, signedBy("whsec_other", paid, time.Now())},
		{"payload changed after signing", webhookConfig(), tampered, signedBy(testWebhookSecret, paid, time.Now())},
		{"signature too old", webhookConfig(), paid, signedBy(testWebhookSecret, paid, time.Now().Add(-time.Hour))},
		{"garbage signature", webhookConfig(), paid, map[string]string{"Stripe-Signature": "t=1,v1=zz"}},
		{"webhooks not configured", testutil.Config(), paid, signedBy(testWebhookSecret, paid, time.Now())},
	}
	for _, c := range scenarios {
		s := tests.ApiScenario{Name: c.name, Method: http.MethodPost, URL: webhookURL, Body: bytes.NewReader(c.body), Headers: c.headers,
			TestAppFactory: companyApp(c.cfg, acmeIncomplete), ExpectedStatus: 400, ExpectedContent: []string{`"status":400`},
			NotExpectedContent: []string{"received"}, ExpectedEvents: noEvents, AfterTestFunc: unchanged}
		s.Test(t)
	}
}

// deliver is one webhook scenario that expects 200.
func deliver(name string, fields map[string]any, payload []byte, want []string, after func(testing.TB, *tests.TestApp, *http.Response), ev map[string]int) tests.ApiScenario {
	return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: webhookURL, Body: bytes.NewReader(payload),
		Headers: signedBy(testWebhookSecret, payload, time.Now()), TestAppFactory: companyApp(webhookConfig(), fields),
		ExpectedStatus: 200, ExpectedContent: want, ExpectedEvents: ev, AfterTestFunc: after}
}

func TestWebhookEvents(t *testing.T) {
	active := map[string]any{"plan": "starter", "interval": "month", "status": "active",
		"stripe_customer_id": "cus_acme", "stripe_subscription_id": "sub_acme"}
	received := []string{`{"received":true}`}
	// The stored event, the record, and (when the plan becomes usable at
	// the plan step) the profile and the user.
	recordedOnly, applied, appliedAndAdvanced := saved(0, 1), saved(1, 1), saved(2, 1)

	scenarios := []tests.ApiScenario{
		deliver("invoice.paid activates", acmeIncomplete,
			stripeEvent("evt_1", "invoice.paid", t0, invoiceObject("sub_acme", "cus_acme", periodEnd)), received,
			expectRecord("active", 1, func(t testing.TB, app *tests.TestApp) {
				r := subscriptionOf(t, app, testutil.CompanyID)
				if !strings.HasPrefix(r.GetString("current_period_end"), "2030-01-01") || r.GetDateTime("last_event_at").Time().Unix() != t0 {
					t.Errorf("period end %q last event %q", r.GetString("current_period_end"), r.GetString("last_event_at"))
				}
				testutil.ExpectStep(t, app, testutil.CompanyID, 4)
				ev, err := app.FindFirstRecordByData("stripe_events", "event_id", "evt_1")
				if err != nil || ev.GetString("type") != "invoice.paid" || ev.GetDateTime("created").Time().Unix() != t0 {
					t.Errorf("stored event %v %v", ev, err)
				}
			}), appliedAndAdvanced),
		deliver("invoice.payment_failed makes a paying company past due", active,
			stripeEvent("evt_2", "invoice.payment_failed", t0, invoiceObject("sub_acme", "cus_acme", periodEnd)), received,
			expectRecord("past_due", 1, paymentFailedNotified), saved(2, 2)),
		deliver("a failed first payment stays incomplete", acmeIncomplete,
			stripeEvent("evt_3", "invoice.payment_failed", t0, invoiceObject("sub_acme", "cus_acme", periodEnd)), received,
			expectRecord("incomplete", 1, func(t testing.TB, app *tests.TestApp) {
				testutil.ExpectStep(t, app, testutil.CompanyID, 3)
				paymentFailedNotified(t, app)
			}), saved(1, 2)),
		deliver("customer.subscription.updated changes plan, period and cancellation", active,
			stripeEvent("evt_4", "customer.subscription.updated", t0, subscriptionObject("sub_acme", "cus_acme", "active", "voluntech_essential_year", periodEnd, true)),
			received, expectRecord("active", 1, func(t testing.TB, app *tests.TestApp) {
				r := subscriptionOf(t, app, testutil.CompanyID)
				if r.GetString("plan") != "essential" || r.GetString("interval") != "year" || !r.GetBool("cancel_at_period_end") ||
					r.GetString("stripe_price_id") != "price_voluntech_essential_year" || !strings.HasPrefix(r.GetString("current_period_end"), "2030-01-01") {
					t.Errorf("record = %v", r.FieldsData())
				}
			}), appliedAndAdvanced),
		deliver("customer.subscription.deleted cancels", active,
			stripeEvent("evt_5", "customer.subscription.deleted", t0, subscriptionObject("sub_acme", "cus_acme", "canceled", "voluntech_starter_month", periodEnd, false)),
			received, expectRecord("canceled", 1, func(t testing.TB, app *tests.TestApp) { testutil.ExpectStep(t, app, testutil.CompanyID, 3) }), applied),
		deliver("customer.subscription.created before subscribe stored its id", map[string]any{"stripe_customer_id": "cus_acme"},
			stripeEvent("evt_6", "customer.subscription.created", t0, subscriptionObject("sub_new", "cus_acme", "incomplete", "voluntech_advanced_month", periodEnd, false)),
			received, expectRecord("incomplete", 1, func(t testing.TB, app *tests.TestApp) {
				if r := subscriptionOf(t, app, testutil.CompanyID); r.GetString("stripe_subscription_id") != "sub_new" || r.GetString("plan") != "advanced" {
					t.Errorf("record = %v", r.FieldsData())
				}
			}), applied),
		deliver("an event about a replaced subscription changes nothing", active,
			stripeEvent("evt_7", "customer.subscription.deleted", t0, subscriptionObject("sub_old", "cus_acme", "canceled", "voluntech_starter_month", periodEnd, false)),
			received, expectRecord("active", 1, nil), recordedOnly),
		deliver("an unknown event type is recorded only", active,
			stripeEvent("evt_8", "charge.succeeded", t0, map[string]any{"id": "ch_1", "object": "charge"}),
			received, expectRecord("active", 1, nil), recordedOnly),
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// flow delivers events one after another on the same data.
type flow struct{ *testutil.Flow }

func (f flow) deliver(name string, payload []byte, want string, after func(testing.TB, *tests.TestApp, *http.Response)) {
	f.Run(tests.ApiScenario{Name: name, Method: http.MethodPost, URL: webhookURL, Body: bytes.NewReader(payload),
		Headers: signedBy(testWebhookSecret, payload, time.Now()), ExpectedStatus: 200, ExpectedContent: []string{want},
		AfterTestFunc: after})
}

func newFlow(t *testing.T) flow {
	return flow{testutil.NewFlow(t, companyApp(webhookConfig(), acmeIncomplete)(t), webhookConfig())}
}

func TestWebhookReplay(t *testing.T) {
	f := newFlow(t)
	failed := stripeEvent("evt_failed", "invoice.payment_failed", t0, invoiceObject("sub_acme", "cus_acme", periodEnd))
	paid := stripeEvent("evt_paid", "invoice.paid", t0, invoiceObject("sub_acme", "cus_acme", periodEnd))
	activated := stripeEvent("evt_active", "customer.subscription.updated", t0, subscriptionObject("sub_acme", "cus_acme", "active", "voluntech_starter_month", periodEnd, false))
	f.deliver("activated", activated, `"received":true`, expectRecord("active", 1, nil))
	f.deliver("payment failed", failed, `"received":true`, expectRecord("past_due", 2, nil))
	f.deliver("paid", paid, `"received":true`, expectRecord("active", 3, nil))
	// Same created time as the newest applied: only the stored id stops it.
	f.deliver("payment failed, replayed", failed, `"duplicate":true`, expectRecord("active", 3, nil))
}

func TestWebhookOutOfOrder(t *testing.T) {
	f := newFlow(t)
	newer := stripeEvent("evt_newer", "customer.subscription.updated", t0+60,
		subscriptionObject("sub_acme", "cus_acme", "active", "voluntech_advanced_month", periodEnd, false))
	older := stripeEvent("evt_older", "customer.subscription.updated", t0,
		subscriptionObject("sub_acme", "cus_acme", "past_due", "voluntech_starter_month", periodEnd-86400, false))
	olderPaid := stripeEvent("evt_older_failed", "invoice.payment_failed", t0+30, invoiceObject("sub_acme", "cus_acme", periodEnd))
	keepsNewer := func(events int64) func(testing.TB, *tests.TestApp, *http.Response) {
		return expectRecord("active", events, func(t testing.TB, app *tests.TestApp) {
			r := subscriptionOf(t, app, testutil.CompanyID)
			if r.GetString("plan") != "advanced" || r.GetDateTime("last_event_at").Time().Unix() != t0+60 {
				t.Errorf("record = %v", r.FieldsData())
			}
		})
	}
	f.deliver("newer first", newer, `"received":true`, keepsNewer(1))
	f.deliver("older arrives late", older, `"received":true`, keepsNewer(2))
	f.deliver("older failure arrives late", olderPaid, `"received":true`, keepsNewer(3))
}
