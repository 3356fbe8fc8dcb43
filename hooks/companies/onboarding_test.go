package companies_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/companies"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

const onboardingURL = "/api/company/onboarding"

// withDraft gives acme a saved draft: step 3, a link and a free plan; globex
// has its own answers that must never show in acme's draft.
func withDraft(t testing.TB) *tests.TestApp {
	app := atStep(3)(t)
	p := profileOf(t, app, testutil.CompanyID)
	p.Set("city", "London")
	p.Set("tags", []string{"AI"})
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	other := profileOf(t, app, testutil.OtherCompanyID)
	other.Set("city", "Springfield")
	if err := app.Save(other); err != nil {
		t.Fatal(err)
	}
	for owner, url := range map[string]string{testutil.CompanyID: "https://github.com/acme", testutil.OtherCompanyID: "https://github.com/globex"} {
		testutil.SaveRecord(t, app, "social_links", map[string]any{"owner": owner, "network": "github", "url": url})
	}
	testutil.SaveRecord(t, app, "subscriptions", map[string]any{"company": testutil.CompanyID, "plan": "starter", "interval": "month", "status": "free"})
	return app
}

func TestGetOnboarding(t *testing.T) {
	tok := testutil.UserTokens(t)
	scenarios := []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
		{Name: "volunteer", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}},
		{Name: "unverified company", Headers: testutil.Auth(testutil.UnverifiedCompanyToken(t)), ExpectedStatus: 403,
			ExpectedContent: []string{"Please verify your email address first."}},
		{Name: "company resumes its draft", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"step":3`, `"city":"London"`, `"tags":["AI"]`, `"logo":""`, `"languages":[]`,
				`"social_links":[{"network":"github","url":"https://github.com/acme"}]`,
				`"subscription":{"plan":"starter","interval":"month","status":"free","current_period_end":"","cancel_at_period_end":false}`},
			NotExpectedContent: []string{"Springfield", "globex", "stripe"}},
		{Name: "the other company sees only its own", Headers: testutil.Auth(tok.OtherCompany), ExpectedStatus: 200,
			ExpectedContent:    []string{`"step":1`, `"city":"Springfield"`, `"company_name":"Globex Ltd"`, `"subscription":null`},
			NotExpectedContent: []string{"London", "github.com/acme"}},
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.URL = onboardingURL
		s.TestAppFactory = withDraft
		s.ExpectedEvents = testutil.NoEvents
		s.Test(t)
	}
}

func TestAdvanceCompany(t *testing.T) {
	app := atStep(3)(t)
	defer app.Cleanup()
	if err := companies.AdvanceCompany(app, testutil.CompanyID, companies.StepBusiness); err != nil {
		t.Fatal(err)
	}
	testutil.ExpectStep(t, app, testutil.CompanyID, 4)
	// Never lower.
	if err := companies.AdvanceCompany(app, testutil.CompanyID, companies.StepDetails); err != nil {
		t.Fatal(err)
	}
	testutil.ExpectStep(t, app, testutil.CompanyID, 4)
	// A user without a profile has nothing to advance.
	if err := companies.AdvanceCompany(app, testutil.VolunteerID, companies.StepBusiness); err != nil {
		t.Fatal(err)
	}
}

func TestNetworksMatchTheSchema(t *testing.T) {
	if len(companies.NetworkBaseURLs) != len(pb_migrations.SocialNetworks) {
		t.Fatalf("%d base URLs for %d networks", len(companies.NetworkBaseURLs), len(pb_migrations.SocialNetworks))
	}
	for _, n := range pb_migrations.SocialNetworks {
		if len(companies.NetworkBaseURLs[n]) == 0 {
			t.Errorf("no base URL for %s", n)
		}
	}
}
