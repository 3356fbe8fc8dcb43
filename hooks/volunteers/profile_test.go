package volunteers_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const profileURL = "/api/volunteer/profile"

// withSavedProfile gives vera a profile at step 4 with an entry of each list
// and a link, and victor answers that must never show in vera's profile.
func withSavedProfile(t testing.TB) *tests.TestApp {
	app := atStep(4)(t)
	p := profileOf(t, app, testutil.VolunteerID)
	p.Set("city", "London")
	p.Set("phone", "07911123456")
	p.Set("tags", []string{"Go"})
	p.Set("about", "Vera's own words.")
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	testutil.AddEntry(t, app, "educations", testutil.VolunteerProfileID, map[string]any{"institution": "Open University", "start_year": 2015, "end_year": 2019, "end_month": 6, "sort": 0})
	testutil.AddEntry(t, app, "experiences", testutil.VolunteerProfileID, map[string]any{"company": "Acme", "current": true, "start_year": 2020})
	testutil.AddEntry(t, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": "Go", "level": "Advanced"})
	testutil.AddEntry(t, app, "awards", testutil.VolunteerProfileID, map[string]any{"title": "Prize"})
	other := testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 7)
	other.Set("city", "Springfield")
	if err := app.Save(other); err != nil {
		t.Fatal(err)
	}
	testutil.AddEntry(t, app, "educations", testutil.OtherVolunteerProfileID, map[string]any{"institution": "Victor's College"})
	return app
}

func TestGetProfile(t *testing.T) {
	tok := testutil.UserTokens(t)
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), nil, nil)
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "volunteer reads their whole profile", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"step":4`, `"username":"vera"`, `"first_name":"First vera"`, `"last_name":"Last"`, `"role":"volunteer"`,
				`"email":"vera@example.com"`, `"city":"London"`, `"phone":"07911123456"`, `"tags":["Go"]`, `"about":"Vera's own words."`,
				`"photo":""`, `"languages":[]`,
				`"institution":"Open University","course":"","area":"","area_name":"","area_pending":false,"start_year":2015,"start_month":null,"end_year":2019,"end_month":6,"current":false}`,
				`"company":"Acme","company_url":"","start_year":2020,"start_month":null,"end_year":null,"end_month":null,"current":true}`,
				`"skills":[{"id":"`, `"name":"Go","level":"Advanced"}]`, `"title":"Prize","year":null}]`, `"social_links":[]`,
				`"suggested_country_code":"44"`},
			NotExpectedContent: []string{"Springfield", "Victor"}},
		tests.ApiScenario{Name: "another volunteer reads only their own", Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 200,
			ExpectedContent:    []string{`"step":7`, `"username":"victor"`, `"city":"Springfield"`, `"institution":"Victor's College"`},
			NotExpectedContent: []string{"London", "Open University", "vera"}},
		// The editor names the profile it edits: only its owner may open it.
		tests.ApiScenario{Name: "the editor of one's own profile", URL: profileURL + "?username=VERA", Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"username":"vera"`}},
		tests.ApiScenario{Name: "the editor of another volunteer's profile", URL: profileURL + "?username=vera", Headers: testutil.Auth(tok.OtherVolunteer),
			ExpectedStatus: 403, ExpectedContent: []string{"You can only edit your own profile."}, NotExpectedContent: []string{"London", "victor"}},
		tests.ApiScenario{Name: "a guest opens an editor", URL: profileURL + "?username=vera", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
	)
	for _, s := range scenarios {
		s.Method = http.MethodGet
		if s.URL == "" {
			s.URL = profileURL
		}
		s.TestAppFactory = withSavedProfile
		s.ExpectedEvents = testutil.NoEvents
		s.Test(t)
	}

	// A volunteer who has saved nothing yet gets an empty profile at step 1.
	fresh := tests.ApiScenario{Name: "a new volunteer", Method: http.MethodGet, URL: profileURL, Headers: testutil.Auth(tok.Volunteer),
		TestAppFactory: atStep(0), ExpectedStatus: 200, ExpectedEvents: testutil.NoEvents,
		ExpectedContent: []string{`"step":1`, `"education_level":""`, `"languages":[]`, `"tags":[]`, `"educations":[]`, `"experiences":[]`,
			`"skills":[]`, `"awards":[]`, `"social_links":[]`, `"available":false`},
		AfterTestFunc: noProfile}
	fresh.Test(t)
}
