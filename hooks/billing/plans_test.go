package billing_test

import (
	"net/http"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/billing"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

func TestPlans(t *testing.T) {
	want := map[string]struct {
		monthly, yearly int64
		live, seats     int
	}{
		"starter": {4900, 49000, 5, 1}, "essential": {9900, 99000, 10, 2}, "advanced": {25000, 250000, 20, 3},
	}
	if len(billing.Plans) != 3 {
		t.Fatalf("plans = %d", len(billing.Plans))
	}
	for _, p := range billing.Plans {
		w := want[p.ID]
		if p.Monthly != w.monthly || p.Yearly != w.yearly || p.LiveOpportunities != w.live || p.Seats != w.seats {
			t.Errorf("%s = %+v, want %+v", p.ID, p, w)
		}
		if p.Features[0] != "Unlimited volunteers" {
			t.Errorf("%s features %v", p.ID, p.Features)
		}
		if p.Amount("year") != w.yearly || p.Amount("month") != w.monthly {
			t.Errorf("%s amounts", p.ID)
		}
	}
	if _, ok := billing.PlanByID("gold"); ok {
		t.Error("PlanByID(gold) found a plan")
	}
	if got := billing.LookupKey("starter", "month"); got != "voluntech_starter_month" {
		t.Errorf("LookupKey = %q", got)
	}
}

func TestGetPlans(t *testing.T) {
	tok := testutil.UserTokens(t)
	plans := `"plans":[{"id":"starter","name":"Starter","monthly":4900,"yearly":49000,"liveOpportunities":5,"seats":1,` +
		`"features":["Unlimited volunteers","5 live opportunities","1 team member account"]},` +
		`{"id":"essential","name":"Essential","monthly":9900,"yearly":99000,"liveOpportunities":10,"seats":2,`
	scenarios := []tests.ApiScenario{
		{Name: "guest, billing not configured", TestAppFactory: testutil.NewApp, ExpectedStatus: 200,
			ExpectedContent: []string{`"currency":"gbp"`, `"configured":false`, `"publishableKey":""`, plans, `"advanced"`, `"monthly":25000`}},
		{Name: "company, billing not configured", Headers: testutil.Auth(tok.Company), TestAppFactory: testutil.NewAppWithUsers, ExpectedStatus: 200,
			ExpectedContent: []string{`"configured":false`, plans}},
	}
	if mockURL != "" {
		scenarios = append(scenarios, tests.ApiScenario{Name: "guest, billing configured",
			TestAppFactory: func(t testing.TB) *tests.TestApp { return testutil.NewAppWithConfig(t, stripeConfig(mockURL)) },
			ExpectedStatus: 200, ExpectedContent: []string{`"configured":true`, `"publishableKey":"` + testPublishableKey + `"`, plans},
			NotExpectedContent: []string{testSecretKey, testWebhookSecret}})
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.URL = "/api/billing/plans"
		s.ExpectedEvents = noEvents
		s.Test(t)
	}
}

func TestLiveOpportunityLimit(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	check := func(companyID string, wantLimit int, wantPlan string) {
		t.Helper()
		limit, plan, err := billing.LiveOpportunityLimit(app, companyID)
		if err != nil || limit != wantLimit || plan != wantPlan {
			t.Errorf("LiveOpportunityLimit(%s) = %d %q %v, want %d %q", companyID, limit, plan, err, wantLimit, wantPlan)
		}
	}
	check(testutil.CompanyID, 0, "")
	r := saveSubscription(t, app, testutil.CompanyID, map[string]any{"plan": "essential", "interval": "month", "status": "free"})
	check(testutil.CompanyID, 10, "Essential")
	check(testutil.OtherCompanyID, 0, "")
	for status, want := range map[string]int{"active": 10, "trialing": 10, "past_due": 10, "incomplete": 0, "canceled": 0, "unpaid": 0, "incomplete_expired": 0} {
		r.Set("status", status)
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
		limit, _, _ := billing.LiveOpportunityLimit(app, testutil.CompanyID)
		if limit != want {
			t.Errorf("status %s: limit %d, want %d", status, limit, want)
		}
	}
}

func TestStatusesMatchTheSchema(t *testing.T) {
	if !slices.Equal(billing.Statuses, pb_migrations.SubscriptionStatuses) {
		t.Errorf("billing.Statuses %v != schema %v", billing.Statuses, pb_migrations.SubscriptionStatuses)
	}
}
