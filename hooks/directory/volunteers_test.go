package directory_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
	"voluntech/hooks/volunteers"
)

// volunteerApp gives vera a finished profile with private data beside it
// (phone, dial code, email) and leaves victor one step before the end.
func volunteerApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	l := func(kind, name string) string { return testutil.Lookup(t, app, kind, name) }
	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	p.Set("education_level", l("education_level", "Master's degree"))
	p.Set("experience_years", l("experience_years", "3-5 years"))
	p.Set("motivation", l("motivation", "Transition career"))
	p.Set("source", l("source", "From partner"))
	p.Set("partner", l("volunteer_partner", "Coding bootcamp"))
	p.Set("country_code", "44")
	p.Set("phone", "07911123456")
	p.Set("city", "London")
	p.Set("languages", []string{l("language", "en"), l("language", "fr")})
	p.Set("tags", []string{"Frontend", "Climate"})
	p.Set("video_url", "https://www.youtube.com/watch?v=vera")
	p.Set("website", "https://vera.example.com")
	p.Set("about", "I build accessible web apps.")
	p.Set("aspirations", "Senior frontend.")
	p.Set("opportunity", "Climate tech.")
	p.Set("available", true)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	pending, err := volunteers.ProposeArea(app, testutil.VolunteerID, "Quantum Basket Weaving")
	if err != nil {
		t.Fatal(err)
	}
	add := func(collection string, fields map[string]any) {
		testutil.AddEntry(t, app, collection, testutil.VolunteerProfileID, fields)
	}
	add("educations", map[string]any{"institution": "Open University", "course": "BSc Computing", "area": l("study_area", "Computer Science"),
		"start_year": 2015, "start_month": 9, "end_year": 2019, "end_month": 6, "sort": 0})
	add("educations", map[string]any{"institution": "Coursera", "area": pending, "start_year": 2024, "current": true, "sort": 1})
	add("experiences", map[string]any{"company": "Acme", "role": "Intern", "start_year": 2018, "end_year": 2019, "sort": 0})
	add("experiences", map[string]any{"company": "Globex", "role": "Frontend developer", "company_url": "https://globex.example.com",
		"start_year": 2020, "start_month": 3, "current": true, "sort": 1})
	add("skills", map[string]any{"name": "Go", "level": "Advanced", "sort": 0})
	add("skills", map[string]any{"name": "React", "level": "Intermediate", "sort": 1})
	add("skills", map[string]any{"name": "TypeScript", "level": "Advanced", "sort": 2})
	add("awards", map[string]any{"title": "Hackathon winner", "year": 2023})
	links, _ := app.FindCollectionByNameOrId("social_links")
	link := core.NewRecord(links)
	link.Set("owner", testutil.VolunteerID)
	link.Set("network", "github")
	link.Set("url", "https://github.com/vera")
	if err := app.Save(link); err != nil {
		t.Fatal(err)
	}
	testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 6)
	// A volunteer marked finished on the user alone has no public profile.
	u := testutil.CreateUser(t, app, testutil.UserOpts{Username: "noprofile", Role: "volunteer"})
	u.Set("profile_step", 7)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return app
}

func TestPublicVolunteer(t *testing.T) {
	tok := testutil.UserTokens(t)
	private := []string{"vera@example.com", "07911123456", `"email"`, `"phone"`, `"country_code"`, testutil.VolunteerID,
		testutil.VolunteerProfileID, "Quantum", "source", `"id"`}
	fields := []string{`"username":"vera"`, `"first_name":"First vera"`, `"last_name":"Last"`, `"photo":""`,
		`"city":"London"`, `"country":"United Kingdom"`, `"category":"Software Development"`,
		`"latest_role":{"role":"Frontend developer","company":"Globex"}`,
		`"about":"I build accessible web apps."`, `"tags":["Frontend","Climate"]`,
		`"skills":[{"level":"Intermediate","skills":["React"]},{"level":"Advanced","skills":["Go","TypeScript"]},{"level":"Beginner","skills":[]}]`,
		`"video_url":"https://www.youtube.com/watch?v=vera"`, `"aspirations":"Senior frontend."`, `"opportunity":"Climate tech."`,
		`"educations":[{"institution":"Open University","course":"BSc Computing","area":"Computer Science","start_year":2015,"start_month":9,"end_year":2019,"end_month":6,"current":false},` +
			`{"institution":"Coursera","course":"","area":"","start_year":2024,"start_month":null,"end_year":null,"end_month":null,"current":true}]`,
		`"experiences":[{"role":"Intern","company":"Acme","company_url":"","start_year":2018,"start_month":null,"end_year":2019,"end_month":null,"current":false},` +
			`{"role":"Frontend developer","company":"Globex","company_url":"https://globex.example.com","start_year":2020,"start_month":3,"end_year":null,"end_month":null,"current":true}]`,
		`"awards":[{"title":"Hackathon winner","year":2023}]`, `"website":"https://vera.example.com"`,
		`"overview":{"education_level":"Master's degree","experience_years":"3-5 years","motivation":"Transition career","partner":"Coding bootcamp"}`,
		`"member_since":"20`, `"languages":["English","French"]`,
		`"social_links":[{"network":"github","url":"https://github.com/vera"}]`, `"available":true`}
	notFound := []string{`"status":404`, "Volunteer not found."}
	scenarios := []tests.ApiScenario{
		{Name: "guest sees the public profile", URL: "/api/directory/volunteers/vera", ExpectedStatus: 200,
			ExpectedContent: fields, NotExpectedContent: private},
		{Name: "username without case", URL: "/api/directory/volunteers/VERA", ExpectedStatus: 200,
			ExpectedContent: []string{`"username":"vera"`}, NotExpectedContent: private},
		{Name: "a company sees the same", URL: "/api/directory/volunteers/vera", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: fields, NotExpectedContent: private},
		{Name: "another volunteer does not see the pending area", URL: "/api/directory/volunteers/vera", Headers: testutil.Auth(tok.OtherVolunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"institution":"Coursera","course":"","area":""`}, NotExpectedContent: private},
		{Name: "the owner sees their pending area", URL: "/api/directory/volunteers/vera", Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"institution":"Coursera","course":"","area":"Quantum Basket Weaving"`},
			NotExpectedContent: []string{"vera@example.com", "07911123456"}},
		{Name: "a volunteer who has not finished the wizard", URL: "/api/directory/volunteers/victor", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "a volunteer without a profile", URL: "/api/directory/volunteers/noprofile", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "a company's username", URL: "/api/directory/volunteers/acme", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "a superadmin's username", URL: "/api/directory/volunteers/sally", ExpectedStatus: 404, ExpectedContent: notFound},
		{Name: "an unknown username", URL: "/api/directory/volunteers/nobody", ExpectedStatus: 404, ExpectedContent: notFound},
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.TestAppFactory = volunteerApp
		s.ExpectedEvents = map[string]int{"*": 0}
		s.Test(t)
	}

	// The motivation "Other" shows the volunteer's own words.
	other := tests.ApiScenario{Name: "the other motivation in their words", Method: http.MethodGet, URL: "/api/directory/volunteers/vera",
		TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := volunteerApp(t)
			p, _ := app.FindRecordById("volunteer_profiles", testutil.VolunteerProfileID)
			p.Set("motivation", testutil.Lookup(t, app, "motivation", "Other"))
			p.Set("other_motivation", "To mentor others")
			if err := app.Save(p); err != nil {
				t.Fatal(err)
			}
			return app
		},
		ExpectedStatus: 200, ExpectedContent: []string{`"motivation":"To mentor others"`}}
	other.Test(t)
}
