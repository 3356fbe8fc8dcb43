package directory_test

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const companiesURL = "/api/directory/companies"

type listedCompany struct {
	id, username, name, category, country, city, description string
	tags                                                     []string
	step                                                     int
}

// companyFixture, oldest first: globex has not finished onboarding.
var companyFixture = []listedCompany{
	{id: testutil.CompanyID, username: "acme", name: "Acme Ltd", category: "SaaS", country: "GB", city: "London",
		description: "Climate dashboards for councils.", tags: []string{"AI", "Climate"}, step: 5},
	{id: testutil.OtherCompanyID, username: "globex", name: "Globex Ltd", category: "SaaS", country: "GB", step: 2},
	{id: "company00000010", username: "medi", name: "MediSync", category: "HealthTech", country: "JO", city: "Amman",
		description: "Clinic calendars and climate-friendly reminders.", tags: []string{"Health"}, step: 5},
	{id: "company00000011", username: "solar", name: "Solar Climate Co", category: "CleanTech", country: "GB",
		description: "Panels.", tags: []string{"Climate", "Energy"}, step: 5},
}

func companyApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	for i, c := range companyFixture {
		addListedCompany(t, app, c, fixtureStart.Add(time.Duration(i)*time.Hour))
	}
	return app
}

func addListedCompany(t testing.TB, app core.App, c listedCompany, created time.Time) {
	t.Helper()
	u, err := app.FindRecordById("users", c.id)
	if err != nil {
		u = testutil.CreateUser(t, app, testutil.UserOpts{Id: c.id, Username: c.username, Role: "company"})
		testutil.CreateCompanyProfile(t, app, "cprofile"+c.id[len(c.id)-7:], c.id, c.name)
	}
	save(t, app, u, map[string]any{"category": testutil.Lookup(t, app, "company_category", c.category),
		"country": testutil.Lookup(t, app, "country", c.country)})
	if _, err := app.DB().NewQuery("UPDATE users SET created = {:c} WHERE id = {:id}").
		Bind(map[string]any{"c": created.Format("2006-01-02 15:04:05.000Z"), "id": c.id}).Execute(); err != nil {
		t.Fatal(err)
	}
	p, err := app.FindFirstRecordByData("company_profiles", "user", c.id)
	if err != nil {
		t.Fatal(err)
	}
	save(t, app, p, map[string]any{"company_name": c.name, "city": c.city, "description": c.description, "tags": c.tags,
		"phone": "07911123456", "country_code": "44", "role_title": "Founder"})
	testutil.SetOnboardingStep(t, app, c.id, c.step)
}

func TestCompanyList(t *testing.T) {
	saas, gb := testutil.LookupOf(t, "company_category", "SaaS"), testutil.LookupOf(t, "country", "GB")
	companyPrivate := []string{"Founder", `"role_title"`}
	scenarios := []tests.ApiScenario{
		{Name: "guest, no parameters: companies that finished onboarding, newest first", URL: companiesURL,
			ExpectedContent: []string{`"totalItems":3`, `"perPage":10`,
				`{"username":"acme","company_name":"Acme Ltd","logo":"","city":"London","country":{"id":"` + gb +
					`","name":"United Kingdom"},"tags":["AI","Climate"],"category":{"id":"` + saas + `","name":"SaaS"},"opportunities":0}`},
			AfterTestFunc: testutil.All(expectList(3, "solar", "medi", "acme"),
				expectFacet("category", "CleanTech:1", "HealthTech:1", "SaaS:1"),
				expectFacet("country", "United Kingdom:2", "Jordan:1"),
				expectFacet("tags", "Climate:2", "AI:1", "Energy:1", "Health:1"))},
		{Name: "sort oldest", URL: companiesURL + "?sort=oldest", AfterTestFunc: expectList(3, "acme", "medi", "solar")},
		{Name: "sort newest", URL: companiesURL + "?sort=newest", AfterTestFunc: expectList(3, "solar", "medi", "acme")},
		{Name: "sort by open opportunities (none yet: newest)", URL: companiesURL + "?sort=opportunities",
			AfterTestFunc: expectList(3, "solar", "medi", "acme")},
		{Name: "relevance ranks the better match first", URL: companiesURL + "?q=climate",
			AfterTestFunc: expectList(3, "solar", "acme", "medi")},
		{Name: "a search sorted oldest", URL: companiesURL + "?q=climate&sort=oldest", AfterTestFunc: expectList(3, "acme", "medi", "solar")},
		{Name: "search by name prefix", URL: companiesURL + "?q=medi", AfterTestFunc: expectList(1, "medi")},
		{Name: "search by city", URL: companiesURL + "?q=amman", AfterTestFunc: expectList(1, "medi")},
		{Name: "category", URL: companiesURL + "?category=" + saas, AfterTestFunc: expectList(1, "acme")},
		{Name: "country and tag", URL: companiesURL + "?country=" + gb + "&tags=energy", AfterTestFunc: expectList(1, "solar")},
		{Name: "tags overlap", URL: companiesURL + "?tags=AI,Health", AfterTestFunc: testutil.All(expectList(2, "medi", "acme"),
			expectFacet("tags", "Climate:2", "AI:1", "Energy:1", "Health:1"), expectFacet("country", "Jordan:1", "United Kingdom:1"))},
		{Name: "a search with FTS syntax", URL: companiesURL + `?q=%22climate%22+OR+NEAR(*)+-x`, AfterTestFunc: expectList(0)},
		{Name: "page past the last", URL: companiesURL + "?page=5", ExpectedContent: []string{`"page":5`, `"totalItems":3`, `"items":[]`}},
	}
	for i := range scenarios {
		scenarios[i].TestAppFactory = companyApp
		scenarios[i].NotExpectedContent = companyPrivate
	}
	runList(t, scenarios)
}
