package security_test

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// The JSON steps of both wizards.
var wizardRoutes = []struct{ url, role string }{
	{"/api/volunteer/motivation", "volunteer"},
	{"/api/volunteer/education", "volunteer"},
	{"/api/volunteer/experience", "volunteer"},
	{"/api/volunteer/achievement", "volunteer"},
	{"/api/volunteer/aspiration", "volunteer"},
	{"/api/company/onboarding/background", "company"},
	{"/api/company/onboarding/business", "company"},
}

// fuzzApp is one app for a whole fuzz run, with the rate limiter off: the
// fuzzer is one client sending thousands of requests, and every answer
// would otherwise be a 429 that exercises nothing.
func fuzzApp(f *testing.F) http.Handler {
	app := testutil.NewAppWithUsers(f)
	f.Cleanup(app.Cleanup)
	app.Settings().RateLimits.Enabled = false
	testutil.SetVolunteerStep(f, app, testutil.VolunteerID, wizard.VolunteerDone)
	return testutil.Handler(f, app)
}

// FuzzWizardJSON: no body makes a wizard step answer 5xx or panic (a panic
// is recovered into a 500).
func FuzzWizardJSON(f *testing.F) {
	for i, body := range []string{
		`{"education_level":"x","experience_years":"y","motivation":"z","source":"s"}`,
		`{"educations":[{"institution":"UCL","course":"CS","area":"AI","start_year":2019,"start_month":9,"end_year":2022,"end_month":6,"current":false}]}`,
		`{"experiences":[{"role":"Dev","company":"Acme","company_url":"https://acme.example","start_year":2020,"start_month":1,"current":true}]}`,
		`{"skills":[{"name":"Go","level":"Advanced"}],"awards":[{"title":"Prize","year":2021}],"website":"https://x.example"}`,
		`{"about":"Hi","aspirations":"Grow","opportunity":"Help"}`,
		`{"company_stage":"a","team_size":3,"team_structure":"b","fund_type":"c","source":"d","partner":"e"}`,
		`{"description":"We build","progress_description":"Beta","future_plan":"Scale"}`,
		`{"educations":[{"start_year":1e308,"start_month":-1}]}`, `{"skills":"not a list"}`, `[]`, `null`, `{"a":`, "\x00",
		`{"experiences":[null,{},{"start_year":"2020"}]}`, `{"about":"` + strings.Repeat("é", 600) + `"}`,
	} {
		f.Add(uint8(i), []byte(body))
	}
	h := fuzzApp(f)
	tok := testutil.UserTokens(f)
	f.Fuzz(func(t *testing.T, route uint8, body []byte) {
		r := wizardRoutes[int(route)%len(wizardRoutes)]
		token := tok.Volunteer
		if r.role == "company" {
			token = tok.Company
		}
		res := testutil.Do(h, http.MethodPost, r.url, body, testutil.Auth(token))
		if res.Code >= 500 {
			t.Fatalf("POST %s %q: %d %s", r.url, body, res.Code, res.Body.String())
		}
	})
}

// FuzzDirectoryQuery: no query string makes the public directory answer
// 5xx or panic.
func FuzzDirectoryQuery(f *testing.F) {
	for _, q := range []string{
		"", "q=react&sort=newest&page=2&perPage=12", "category=abc&skills=Go&skills=React&tags=x&language=en&country=GB",
		"page=-1&perPage=100000", "page=99999999999999999999", "q=%00%ff", "q=" + strings.Repeat("a", 3000), `q="OR*"NEAR(`,
		"sort=;DROP TABLE users", "skills=" + strings.Repeat("&skills=x", 200), "%zz", "q=a%20b*&q=c",
	} {
		f.Add(uint8(0), q)
		f.Add(uint8(1), q)
	}
	h := fuzzApp(f)
	f.Fuzz(func(t *testing.T, which uint8, query string) {
		url := []string{"/api/directory/volunteers", "/api/directory/companies"}[which%2]
		req := httptest.NewRequest(http.MethodGet, url, nil)
		req.URL.RawQuery = query
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("GET %s?%s: %d %s", url, query, rec.Code, rec.Body.String())
		}
	})
}
