package billing_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/billing"
	"voluntech/hooks/testutil"
)

// Deleting a company account cancels its Stripe subscription first; when
// Stripe cannot be reached the account stays.
func TestDeleteAccountCancelsSubscription(t *testing.T) {
	tok := testutil.UserTokens(t)
	p, cfg := newStripe(t, listExistingPrices)
	active, canceled := acmeStarter("active", nil), acmeStarter("canceled", nil)
	down := cfg
	down.StripeAPIBase = "http://127.0.0.1:1"
	url := "/api/collections/users/records/" + testutil.CompanyID

	gone := func(cancels int) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := len(p.find(http.MethodDelete, "/v1/subscriptions/sub_acme")); n != cancels {
				t.Errorf("Stripe cancellations = %d, want %d", n, cancels)
			}
			if _, err := app.FindRecordById("users", testutil.CompanyID); err == nil {
				t.Error("the account still exists")
			}
			if subscriptionOf(t, app, testutil.CompanyID) != nil {
				t.Error("the subscriptions record still exists")
			}
		}
	}
	scenarios := []tests.ApiScenario{
		{Name: "a paying company deletes its account", TestAppFactory: companyApp(cfg, active),
			ExpectedStatus: 204, ExpectedEvents: map[string]int{"OnRecordDeleteRequest": 1, "OnRecordDelete": 3},
			AfterTestFunc: gone(1)},
		{Name: "a canceled subscription is not cancelled again", TestAppFactory: companyApp(cfg, canceled),
			ExpectedStatus: 204, ExpectedEvents: map[string]int{"OnRecordDeleteRequest": 1},
			AfterTestFunc: gone(0)},
		{Name: "Stripe unreachable: the account stays", TestAppFactory: companyApp(down, active),
			ExpectedStatus: 503, ExpectedContent: []string{billing.MsgDeleteBlocked},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordDeleteRequest": 1},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if _, err := app.FindRecordById("users", testutil.CompanyID); err != nil {
					t.Error("the account was deleted although its subscription still runs")
				}
				if r := subscriptionOf(t, app, testutil.CompanyID); r == nil || r.GetString("status") != "active" {
					t.Error("the subscription record changed")
				}
			}},
	}
	for _, s := range scenarios {
		p.calls = nil
		s.Method = http.MethodDelete
		s.URL = url
		s.Headers = testutil.Auth(tok.Company)
		s.Test(t)
	}

	// A superadmin deleting the company from the system area goes through
	// the same cancellation, and the deletion is recorded only when it
	// happens.
	deletions := func(want int64) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n, _ := app.CountRecords("account_deletions", dbx.HashExp{"role": "company", "by": "superadmin"}); n != want {
				t.Errorf("account deletions = %d, want %d", n, want)
			}
		}
	}
	for _, s := range []tests.ApiScenario{
		// The deletion record and the superadmin's activity entry.
		{Name: "a superadmin deletes a paying company", TestAppFactory: companyApp(cfg, active),
			ExpectedStatus: 204, ExpectedEvents: map[string]int{"OnRecordDeleteRequest": 1, "OnRecordAfterCreateSuccess": 2},
			AfterTestFunc: testutil.All(gone(1), deletions(1))},
		{Name: "a superadmin deletes a paying company, Stripe unreachable", TestAppFactory: companyApp(down, active),
			ExpectedStatus: 503, ExpectedContent: []string{billing.MsgDeleteBlocked},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordDeleteRequest": 1},
			AfterTestFunc: testutil.All(deletions(0), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if _, err := app.FindRecordById("users", testutil.CompanyID); err != nil {
					t.Error("the account was deleted although its subscription still runs")
				}
			})},
	} {
		p.calls = nil
		s.Method = http.MethodDelete
		s.URL = "/api/system/users/" + testutil.CompanyID
		s.Headers = testutil.Auth(tok.Superadmin)
		s.Test(t)
	}
}
