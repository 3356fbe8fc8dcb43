package directory_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// publicApp gives acme a finished profile with private data beside it
// (phone, a Stripe customer) and leaves globex before the details step.
func publicApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	p := testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
	testutil.SetFields(t, app, "company_profiles", p.Id, map[string]any{
		"company_stage": testutil.Lookup(t, app, "company_stage", "Seed"),
		"team_size":     testutil.Lookup(t, app, "member_range", "6-10"),
		"city":          "London", "phone": "07911123456", "country_code": "44", "role_title": "Founder",
		"tags": []string{"AI", "Climate"}, "description": "Climate dashboards.",
		"progress_description": "40 customers.", "future_plan": "Europe.",
		"website": "https://acme.example.com", "video_url": "https://www.youtube.com/watch?v=abc",
	})
	testutil.SaveRecord(t, app, "social_links", map[string]any{
		"owner": testutil.CompanyID, "network": "github", "url": "https://github.com/acme"})
	testutil.SaveRecord(t, app, "subscriptions", map[string]any{
		"company": testutil.CompanyID, "plan": "starter", "status": "active", "stripe_customer_id": "cus_secret123"})
	testutil.SetOnboardingStep(t, app, testutil.OtherCompanyID, 2)
	return app
}

func TestPublicCompany(t *testing.T) {
	tok := testutil.UserTokens(t)
	// The team shows first names, last initials and role titles: no
	// emails, ids or last names.
	private := []string{"acme@example.com", "mia@example.com", "07911123456", "cus_secret123", `"email"`, `"phone"`, "Last", "stripe",
		testutil.CompanyID, testutil.MemberID}
	notFound := []string{`"status":404`, "Company not found."}
	scenarios := []tests.ApiScenario{
		{Name: "guest sees the public profile", URL: "/api/directory/companies/acme", ExpectedStatus: 200,
			ExpectedContent: []string{`"username":"acme"`, `"company_name":"Acme Ltd"`, `"first_name":"First acme"`,
				`"city":"London"`, `"country":"United Kingdom"`, `"category":"SaaS"`, `"company_stage":"Seed"`, `"team_size":"6-10"`,
				`"tags":["AI","Climate"]`, `"description":"Climate dashboards."`, `"progress_description":"40 customers."`,
				`"future_plan":"Europe."`, `"video_url":"https://www.youtube.com/watch?v=abc"`, `"website":"https://acme.example.com"`,
				`"logo":""`, `"member_since":"20`, `"social_links":[{"network":"github","url":"https://github.com/acme"}]`,
				`"team":[{"first_name":"First acme","last_initial":"L","role_title":"Founder","avatar":""},` +
					`{"first_name":"First mia","last_initial":"L","role_title":"Recruiter","avatar":""}]`},
			NotExpectedContent: private},
		{Name: "a member's username is no company", URL: "/api/directory/companies/mia", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "username without case", URL: "/api/directory/companies/ACME", ExpectedStatus: 200,
			ExpectedContent: []string{`"username":"acme"`}, NotExpectedContent: private},
		{Name: "a signed-in volunteer sees the same", URL: "/api/directory/companies/acme", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"company_name":"Acme Ltd"`}, NotExpectedContent: private},
		{Name: "a company before the details step", URL: "/api/directory/companies/globex", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "a volunteer's username", URL: "/api/directory/companies/vera", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "an unknown username", URL: "/api/directory/companies/nobody", ExpectedStatus: 404, ExpectedContent: notFound},
	}
	// mia is on acme's team.
	withMember := testutil.Then(publicApp, func(t testing.TB, app *tests.TestApp) {
		m := testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
		m.Set("role_title", "Recruiter")
		if err := app.Save(m); err != nil {
			t.Fatal(err)
		}
	})
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.TestAppFactory = withMember
		s.ExpectedEvents = map[string]int{"*": 0}
		s.Test(t)
	}
}
