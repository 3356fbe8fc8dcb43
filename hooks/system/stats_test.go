package system_test

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/system"
	"voluntech/hooks/testutil"
)

func readStats(t testing.TB, res *http.Response) system.Stats {
	t.Helper()
	var s system.Stats
	if err := json.NewDecoder(res.Body).Decode(&s); err != nil {
		t.Fatal(err)
	}
	return s
}

func TestStats(t *testing.T) {
	thisMonth := time.Now().UTC().Format("2006-01")
	// globex's plan was a free one (no Stripe subscription), cancelled now.
	freeCancelled := testutil.Then(world, func(t testing.TB, app *tests.TestApp) {
		testutil.SetFields(t, app, "subscriptions", GlobexSubID, map[string]any{
			"status": "canceled", "stripe_subscription_id": "", "canceled_at": time.Now()})
	})
	// globex's plan is a free one that is still running.
	freeActive := testutil.Then(world, func(t testing.TB, app *tests.TestApp) {
		testutil.SetFields(t, app, "subscriptions", GlobexSubID, map[string]any{"status": "free", "stripe_subscription_id": ""})
	})
	// Twelve more sign-ups than the dashboard lists.
	busy := testutil.Then(world, func(t testing.TB, app *tests.TestApp) {
		for i := range 12 {
			testutil.CreateUser(t, app, testutil.UserOpts{Username: "late" + strconv.Itoa(i), Role: "volunteer"})
		}
	})
	run(t, []tests.ApiScenario{
		{Name: "cards, revenue, events and team from the data", Method: http.MethodGet, URL: "/api/system/stats", Headers: admin(t),
			ExpectedStatus: 200, ExpectedContent: []string{`"currency":"GBP"`, `"subscriptions":{"active":1,"failed":1,"cancelled":0}`,
				`"mrr_change_percent":0`, `"team":[{"id":"superadmin00001","username":"sally","name":"First sally Last"}]`,
				`{"month":"` + thisMonth + `","amount":131.5}`,
				`"kind":"payment_failed","text":"The payment of Globex Ltd for the Essential plan failed."`, `"link":"/system/payments"`,
				`"kind":"application","text":"First vera Last applied to Build a website at Acme Ltd."`, `"link":"/system/recruitment"`,
				`"kind":"signup","text":"First vera Last joined as a volunteer."`, `"link":"/volunteer/vera"`, `"link":"/company/acme"`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				s := readStats(t, res)
				if len(s.MRR) != 12 || s.MRR[11].Month != thisMonth || s.MRR[0].Amount != 0 {
					t.Errorf("mrr = %v", s.MRR)
				}
				for i := 1; i < len(s.Events); i++ {
					if s.Events[i].At > s.Events[i-1].At {
						t.Errorf("events not newest first: %v", s.Events)
					}
				}
				if len(s.Events) != 7 {
					t.Errorf("events = %d, want 5 sign-ups, 1 application, 1 failed payment", len(s.Events))
				}
			}},
		{Name: "a cancelled free plan is cancelled but never revenue", Method: http.MethodGet, URL: "/api/system/stats", Headers: admin(t),
			TestAppFactory: freeCancelled, ExpectedStatus: 200,
			ExpectedContent:    []string{`"subscriptions":{"active":1,"failed":0,"cancelled":1}`, `{"month":"` + thisMonth + `","amount":49}`},
			NotExpectedContent: []string{`payment_failed`}},
		{Name: "a running free plan is an active subscription but never revenue", Method: http.MethodGet, URL: "/api/system/stats", Headers: admin(t),
			TestAppFactory: freeActive, ExpectedStatus: 200,
			ExpectedContent:    []string{`"subscriptions":{"active":2,"failed":0,"cancelled":0}`, `{"month":"` + thisMonth + `","amount":49}`},
			NotExpectedContent: []string{`payment_failed`}},
		{Name: "at most ten events", Method: http.MethodGet, URL: "/api/system/stats", Headers: admin(t),
			TestAppFactory: busy, ExpectedStatus: 200, ExpectedContent: []string{`Last joined as a volunteer.`},
			NotExpectedContent: []string{`"kind":"application"`, `"kind":"payment_failed"`},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if s := readStats(t, res); len(s.Events) != system.MaxEvents {
					t.Errorf("events = %d", len(s.Events))
				}
			}},
	})
}
