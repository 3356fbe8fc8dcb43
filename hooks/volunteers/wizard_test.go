package volunteers_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// A volunteer walks the whole wizard: each step raises profile_step by one,
// the public profile appears only at the end, and re-saving an earlier step
// from the editor never lowers it.
func TestWizardWalk(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	// Each scenario's app continues from the data of the one before, as a
	// volunteer clicks through the wizard.
	f := testutil.NewFlow(t, atStep(0)(t), testutil.Config())
	h := testutil.Auth(tok.Volunteer)
	public := "/api/directory/volunteers/vera"

	motivation := map[string]any{"education_level": id.Bachelor, "experience_years": id.ThreeToFive,
		"motivation": id.OtherMotivation, "other_motivation": "To mentor others", "source": id.FromPartner, "partner": id.Bootcamp}
	f.Run(tests.ApiScenario{Name: "1 motivation", Method: http.MethodPost, URL: motivationURL, Headers: h, Body: testutil.JSONBody(motivation),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":2`}, AfterTestFunc: stepIs(2)})
	f.Run(tests.ApiScenario{Name: "not public before the end", Method: http.MethodGet, URL: public, ExpectedStatus: 404, ExpectedContent: []string{"Volunteer not found."}})

	body, mh := testutil.MultipartBody(validBasic(id), testutil.Upload{Field: "photo", Name: "portrait.png", Data: testutil.PNGBytes(16, false)})
	f.Run(tests.ApiScenario{Name: "2 basic profile", Method: http.MethodPost, URL: basicURL, Headers: testutil.Headers(mh, h), Body: body,
		ExpectedStatus: 200, ExpectedContent: []string{`"step":3`}, AfterTestFunc: stepIs(3)})
	f.Run(tests.ApiScenario{Name: "3 education", Method: http.MethodPost, URL: educationURL, Headers: h,
		Body: testutil.JSONBody(educations(map[string]any{"institution": "Open University", "area_name": "Quantum Basket Weaving",
			"start_year": 2015, "end_year": 2019})),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":4`}, AfterTestFunc: stepIs(4)})
	f.Run(tests.ApiScenario{Name: "4 experience", Method: http.MethodPost, URL: experienceURL, Headers: h,
		Body: testutil.JSONBody(experiences(
			map[string]any{"company": "Acme", "role": "Intern", "start_year": 2018, "end_year": 2019},
			map[string]any{"company": "Globex", "role": "Frontend developer", "start_year": 2020, "current": true})),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":5`}, AfterTestFunc: stepIs(5)})
	f.Run(tests.ApiScenario{Name: "5 achievements", Method: http.MethodPost, URL: achievementURL, Headers: h,
		Body: testutil.JSONBody(map[string]any{"skills": []any{map[string]any{"name": "Go", "level": "Advanced"}},
			"awards": []any{map[string]any{"title": "Hackathon winner", "year": 2023}}, "website": "https://vera.example.com"}),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":6`}, AfterTestFunc: stepIs(6)})
	f.Run(tests.ApiScenario{Name: "still not public before the last step", Method: http.MethodGet, URL: public, ExpectedStatus: 404, ExpectedContent: []string{"Volunteer not found."}})
	f.Run(tests.ApiScenario{Name: "6 aspirations", Method: http.MethodPost, URL: aspirationURL, Headers: h,
		Body:           testutil.JSONBody(map[string]any{"about": "Hi, I am Vera.", "aspirations": "Senior frontend.", "opportunity": "Climate tech."}),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":7`, `"available":true`}, AfterTestFunc: stepIs(7)})
	f.Run(tests.ApiScenario{Name: "the public profile shows what was saved", Method: http.MethodGet, URL: public, ExpectedStatus: 200,
		ExpectedContent: []string{`"username":"vera"`, `"city":"London"`, `"latest_role":{"role":"Frontend developer","company":"Globex"}`,
			`"about":"Hi, I am Vera."`, `"motivation":"To mentor others"`, `"partner":"Coding bootcamp"`,
			`"education_level":"Bachelor's degree"`, `"title":"Hackathon winner","year":2023`, `"photo":"/api/files/volunteer_profiles/`,
			// The proposed area waits for approval: not shown to visitors.
			`"institution":"Open University","course":"","area":""`},
		NotExpectedContent: []string{"07911123456", "vera@example.com", "Quantum"}})
	f.Run(tests.ApiScenario{Name: "the owner sees their pending area", Method: http.MethodGet, URL: public, Headers: h, ExpectedStatus: 200,
		ExpectedContent: []string{`"area":"Quantum Basket Weaving"`}})
	f.Run(tests.ApiScenario{Name: "the editor re-saves step 1", Method: http.MethodPost, URL: motivationURL, Headers: h,
		Body:           testutil.JSONBody(testutil.With(motivation, map[string]any{"motivation": id.FirstJob})),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":7`, `"other_motivation":""`}, AfterTestFunc: stepIs(7)})
	f.Run(tests.ApiScenario{Name: "the profile resumes at the dashboard", Method: http.MethodGet, URL: profileURL, Headers: h,
		ExpectedStatus: 200, ExpectedContent: []string{`"step":7`, `"institution":"Open University"`, `"name":"Go"`}})
}
