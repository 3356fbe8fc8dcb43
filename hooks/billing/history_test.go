package billing_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/billing"
	"voluntech/hooks/testutil"
)

// StampHistory: a plan starts the first time it is usable, ends when it is
// canceled, and starts anew when usable again after that.
func TestStampHistory(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	c, err := app.FindCollectionByNameOrId("subscriptions")
	if err != nil {
		t.Fatal(err)
	}
	day := func(d int) time.Time { return time.Date(2026, 1, d, 12, 0, 0, 0, time.UTC) }
	r := core.NewRecord(c)
	steps := []struct {
		status            string
		at                time.Time
		started, canceled time.Time // zero: empty
	}{
		{"", day(1), time.Time{}, time.Time{}},
		{"incomplete", day(2), time.Time{}, time.Time{}},
		{"active", day(3), day(3), time.Time{}},
		{"past_due", day(4), day(3), time.Time{}},
		{"active", day(5), day(3), time.Time{}},
		{"unpaid", day(6), day(3), time.Time{}},
		{"canceled", day(7), day(3), day(7)},
		{"canceled", day(8), day(3), day(7)},
		{"free", day(9), day(9), time.Time{}},
		{"trialing", day(10), day(9), time.Time{}},
	}
	for _, s := range steps {
		r.Set("status", s.status)
		billing.StampHistory(r, s.at)
		if got := r.GetDateTime("started_at").Time(); !got.Equal(s.started) {
			t.Errorf("%s on day %d: started_at %v, want %v", s.status, s.at.Day(), got, s.started)
		}
		if got := r.GetDateTime("canceled_at").Time(); !got.Equal(s.canceled) {
			t.Errorf("%s on day %d: canceled_at %v, want %v", s.status, s.at.Day(), got, s.canceled)
		}
	}
}

// history checks acme's started_at and canceled_at are set or empty.
func history(started, canceled bool) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		r := subscriptionOf(t, app, testutil.CompanyID)
		if r == nil {
			t.Fatal("no subscription")
		}
		s, c := r.GetDateTime("started_at"), r.GetDateTime("canceled_at")
		if s.IsZero() == started || c.IsZero() == canceled {
			t.Errorf("status %s: started_at %q canceled_at %q, want set: %v %v", r.GetString("status"), s, c, started, canceled)
		}
		if started && time.Since(s.Time()) > time.Minute {
			t.Errorf("started_at %v is not now", s)
		}
	}
}

// The webhook and the free-plan routes write the history with the status.
func TestSubscriptionHistory(t *testing.T) {
	t.Run("Stripe webhook", func(t *testing.T) {
		f := newFlow(t)
		activated := stripeEvent("evt_h1", "customer.subscription.updated", t0,
			subscriptionObject("sub_acme", "cus_acme", "active", "voluntech_starter_month", periodEnd, false))
		deleted := stripeEvent("evt_h2", "customer.subscription.deleted", t0+60,
			subscriptionObject("sub_acme", "cus_acme", "canceled", "voluntech_starter_month", periodEnd, false))
		var started string
		f.deliver("activated", activated, `"received":true`, testutil.All(history(true, false),
			func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				started = subscriptionOf(t, app, testutil.CompanyID).GetString("started_at")
			}))
		f.deliver("deleted", deleted, `"received":true`, testutil.All(history(true, true),
			func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if got := subscriptionOf(t, app, testutil.CompanyID).GetString("started_at"); got != started {
					t.Errorf("started_at moved from %q to %q", started, got)
				}
			}))
	})

	t.Run("free plan", func(t *testing.T) {
		tok := testutil.UserTokens(t)
		f := testutil.NewFlow(t, companyApp(testutil.Config(), nil)(t), testutil.Config())
		post := func(name, url, body, want string, after func(testing.TB, *tests.TestApp, *http.Response)) {
			f.Run(tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url, Headers: testutil.Auth(tok.Company),
				Body: strings.NewReader(body), ExpectedStatus: 200, ExpectedContent: []string{want}, AfterTestFunc: after})
		}
		post("subscribe", subscribeURL, `{"plan":"starter","interval":"month"}`, `"status":"free"`, history(true, false))
		post("cancel", "/api/billing/cancel", ``, `"status":"canceled"`, history(true, true))
		post("resume", "/api/billing/resume", ``, `"status":"free"`, history(true, false))
	})
}
