package billing_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/billing"
	"voluntech/hooks/testutil"
)

// teamApp is companyApp with mia on acme's team.
func teamApp(fields map[string]any) func(testing.TB) *tests.TestApp {
	return testutil.Then(companyApp(testutil.Config(), fields), func(t testing.TB, app *tests.TestApp) {
		testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
	})
}

// Only the owner changes the subscription; a member reads it.
func TestBillingIsTheOwners(t *testing.T) {
	mia := testutil.Auth(testutil.MemberToken(t))
	free := map[string]any{"plan": "starter", "interval": "month", "status": "free"}
	var s []tests.ApiScenario
	for _, route := range []string{"/subscribe", "/confirm", "/cancel", "/resume", "/portal"} {
		s = append(s, tests.ApiScenario{Name: "member posts " + route, Method: http.MethodPost, URL: "/api/billing" + route,
			Headers: mia, Body: strings.NewReader(`{"plan":"advanced","interval":"year"}`), TestAppFactory: teamApp(free),
			ExpectedStatus: 403, ExpectedContent: []string{`"message":"` + billing.MsgOwnerOnly + `"`}, ExpectedEvents: noEvents,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if r := subscriptionOf(t, app, testutil.CompanyID); r.GetString("plan") != "starter" || r.GetString("status") != "free" {
					t.Errorf("subscription changed: %v", r.PublicExport())
				}
			}})
	}
	s = append(s,
		tests.ApiScenario{Name: "member reads the company's subscription", Method: http.MethodGet, URL: "/api/billing/subscription",
			Headers: mia, TestAppFactory: teamApp(free), ExpectedStatus: 200, ExpectedEvents: noEvents,
			// Starter has one seat and the team has two: everyone stays, nobody new.
			ExpectedContent: []string{`"subscription":{"plan":"starter"`, `"invoices":[]`,
				`"team":{"seats":1,"used":2,"over_seats":true,"notice":"Your Starter plan includes 1 team member account and your team has 2. Everyone keeps access, but you cannot invite anyone until you upgrade your plan."}`}},
		tests.ApiScenario{Name: "owner reads the seats", Method: http.MethodGet, URL: "/api/billing/subscription",
			Headers: testutil.Auth(testutil.UserTokens(t).Company), TestAppFactory: teamApp(map[string]any{"plan": "advanced", "interval": "month", "status": "free"}),
			ExpectedStatus: 200, ExpectedEvents: noEvents,
			ExpectedContent: []string{`"team":{"seats":3,"used":2,"over_seats":false,"notice":""}`}},
	)
	for _, sc := range s {
		sc.Test(t)
	}
}
