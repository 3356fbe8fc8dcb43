package directory_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/engagements"
	"voluntech/hooks/testutil"
)

// showcaseApp is publicApp with known figures for acme: five opportunities
// posted (two open, one closed, one expired, one on hold) and a draft; vera and victor
// accepted (three engagements, two volunteers) with 7.5 approved hours
// beside pending and rejected ones; globex's own engagement and hours;
// two gallery photos (the second first in order) and a contact email not
// shown yet.
func showcaseApp(t testing.TB) *tests.TestApp {
	app := publicApp(t)
	opp := func(id, company string, fields map[string]any) {
		testutil.CreateOpportunity(t, app, id, company, fields)
	}
	opp("oppshowopen0001", testutil.CompanyID, map[string]any{"title": "Build our signup form"})
	opp("oppshowopen0002", testutil.CompanyID, map[string]any{"title": "Design our dashboard"})
	opp("oppshowclosed01", testutil.CompanyID, map[string]any{"status": "closed"})
	opp("oppshowhold0001", testutil.CompanyID, map[string]any{"status": "hold", "title": "On hold for now"})
	opp("oppshowdraft001", testutil.CompanyID, map[string]any{"status": "draft", "title": "Secret draft"})
	opp("oppshowexpired1", testutil.CompanyID, map[string]any{"title": "Long expired", "expires_at": testutil.InDays(-2)})
	opp("oppshowglobex01", testutil.OtherCompanyID, map[string]any{"title": "Globex work"})
	if _, err := app.DB().NewQuery("UPDATE opportunities SET created = '2030-01-01 00:00:00.000Z' WHERE id = 'oppshowopen0002'").Execute(); err != nil {
		t.Fatal(err)
	}

	engage := func(appID, oppID, volunteer string) *core.Record {
		a := testutil.CreateApplication(t, app, appID, oppID, volunteer, "accepted")
		if err := engagements.NewEngagement(app, a); err != nil {
			t.Fatal(err)
		}
		e, err := app.FindFirstRecordByData("engagements", "application", a.Id)
		if err != nil {
			t.Fatal(err)
		}
		return e
	}
	hours := func(eng *core.Record, h float64, status string) {
		c, _ := app.FindCollectionByNameOrId("hour_entries")
		r := core.NewRecord(c)
		r.Set("engagement", eng.Id)
		r.Set("volunteer", eng.GetString("volunteer"))
		r.Set("company", eng.GetString("company"))
		r.Set("date", "2026-01-05")
		r.Set("hours", h)
		r.Set("description", "Worked on it.")
		r.Set("status", status)
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
	}
	vera1 := engage("appshowvera0001", "oppshowopen0001", testutil.VolunteerID)
	vera2 := engage("appshowvera0002", "oppshowclosed01", testutil.VolunteerID)
	victor := engage("appshowvictor01", "oppshowopen0002", testutil.OtherVolunteerID)
	globex := engage("appshowglobex01", "oppshowglobex01", testutil.OtherVolunteerID)
	hours(vera1, 3, "approved")
	hours(vera1, 2.5, "approved")
	hours(vera1, 4, "pending")
	hours(vera2, 1, "rejected")
	hours(victor, 2, "approved")
	hours(globex, 10, "approved")

	testutil.CreateGalleryPhoto(t, app, "showphoto000001", testutil.CompanyID, "Our office in London", 1)
	testutil.CreateGalleryPhoto(t, app, "showphoto000002", testutil.CompanyID, "The team at a hackathon", 0)
	testutil.CreateGalleryPhoto(t, app, "showphotoglobex", testutil.OtherCompanyID, "Globex HQ", 0)
	p, err := app.FindFirstRecordByData("company_profiles", "user", testutil.CompanyID)
	if err != nil {
		t.Fatal(err)
	}
	p.Set("contact_email", "hello@acme.example.com")
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	return app
}

// showContactEmail opts acme in.
func showContactEmail(t testing.TB, app *tests.TestApp) {
	p, err := app.FindFirstRecordByData("company_profiles", "user", testutil.CompanyID)
	if err != nil {
		t.Fatal(err)
	}
	p.Set("show_contact_email", true)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
}

func TestPublicCompanyShowcase(t *testing.T) {
	tok := testutil.UserTokens(t)
	scenarios := []tests.ApiScenario{
		{Name: "stats, gallery in order, no email before the opt-in", TestAppFactory: showcaseApp, ExpectedStatus: 200,
			ExpectedContent: []string{`"stats":{"opportunities_posted":5,"volunteers":2,"hours":7.5}`,
				`"gallery":[{"id":"showphoto000002","url":"/api/files/company_photos/showphoto000002/`,
				`"alt":"The team at a hackathon"},{"id":"showphoto000001"`, `"alt":"Our office in London"}]`,
				`"thumb":"/api/files/company_photos/showphoto000001/`, `"contact_email":""`},
			NotExpectedContent: []string{"hello@acme.example.com", "Globex HQ", "showphotoglobex"}},
		{Name: "the email once opted in", TestAppFactory: testutil.Then(showcaseApp, showContactEmail), ExpectedStatus: 200,
			ExpectedContent: []string{`"contact_email":"hello@acme.example.com"`}},
		{Name: "a volunteer sees the same", TestAppFactory: testutil.Then(showcaseApp, showContactEmail), Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"contact_email":"hello@acme.example.com"`, `"hours":7.5`}},
		{Name: "a new company's figures are zeros", TestAppFactory: publicApp, ExpectedStatus: 200,
			ExpectedContent: []string{`"stats":{"opportunities_posted":0,"volunteers":0,"hours":0}`, `"gallery":[]`, `"contact_email":""`}},
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.URL = "/api/directory/companies/acme"
		s.ExpectedEvents = testutil.NoEvents
		s.Test(t)
	}
}

func TestPublicCompanyOpportunities(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/directory/companies/acme/opportunities"
	hidden := []string{"Secret draft", "Long expired", "On hold for now", "Globex work", "oppshowclosed01"}
	enriched := map[string]int{"*": 0, "OnRecordEnrich": 2}
	scenarios := []tests.ApiScenario{
		{Name: "guest sees the open ones, newest first", URL: url, ExpectedStatus: 200,
			ExpectedContent: []string{`"page":1`, `"perPage":6`, `"totalItems":2`, `"totalPages":1`,
				`"title":"Design our dashboard"`, `"company_name":"Acme Ltd"`, `"company_username":"acme"`},
			NotExpectedContent: hidden, ExpectedEvents: enriched,
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				body := string(testutil.ResponseBody(t, res))
				if i, j := indexOf(body, "Design our dashboard"), indexOf(body, "Build our signup form"); i < 0 || j < 0 || i > j {
					t.Errorf("want the newest first: %s", body)
				}
			}},
		{Name: "the company itself sees only the public ones here", URL: url, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`}, NotExpectedContent: hidden, ExpectedEvents: enriched},
		{Name: "a volunteer gets their application on the card", URL: url, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`, `"application":{"id":"appshowvera0001","stage":"accepted"}`}, ExpectedEvents: enriched},
		{Name: "a page past the end", URL: url + "?page=2", ExpectedStatus: 200,
			ExpectedContent: []string{`"page":2`, `"totalItems":2`, `"items":[]`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a page that is no number", URL: url + "?page=abc", ExpectedStatus: 200,
			ExpectedContent: []string{`"page":1`, `"totalItems":2`}, ExpectedEvents: enriched},
		{Name: "a company before the details step", URL: "/api/directory/companies/globex/opportunities", ExpectedStatus: 404,
			ExpectedContent: []string{"Company not found."}, ExpectedEvents: testutil.NoEvents},
		{Name: "a volunteer's username", URL: "/api/directory/companies/vera/opportunities", ExpectedStatus: 404,
			ExpectedContent: []string{"Company not found."}, ExpectedEvents: testutil.NoEvents},
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.TestAppFactory = showcaseApp
		s.Test(t)
	}
}
