package directory_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

func indexOf(s, sub string) int { return strings.Index(s, sub) }

// sharing returns volunteerApp (vera public, with a phone) and mia on
// acme's team, vera's choices set to email and phone.
func sharing(email, phone bool) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := volunteerApp(t)
		testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
		p, err := app.FindFirstRecordByData("volunteer_profiles", "user", testutil.VolunteerID)
		if err != nil {
			t.Fatal(err)
		}
		p.Set("share_email", email)
		p.Set("share_phone", phone)
		if err := app.Save(p); err != nil {
			t.Fatal(err)
		}
		return app
	}
}

// The contact details a volunteer shares reach signed-in company teams
// only, and only the ones the volunteer opted in to; the public profile
// never carries them, whoever asks.
func TestVolunteerContact(t *testing.T) {
	tok := testutil.UserTokens(t)
	mia := testutil.MemberToken(t)
	const contact = "/api/directory/volunteers/vera/contact"
	const profile = "/api/directory/volunteers/vera"
	private := []string{"vera@example.com", "07911123456"}
	get := func(name, url, token string, factory func(testing.TB) *tests.TestApp, status int, content, absent []string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: url, Headers: testutil.Auth(token), TestAppFactory: factory,
			ExpectedStatus: status, ExpectedContent: content, NotExpectedContent: absent, ExpectedEvents: testutil.NoEvents}
	}
	both := sharing(true, true)
	emailOnly := sharing(true, false)
	none := sharing(false, false)
	scenarios := []tests.ApiScenario{
		get("guest", contact, "", both, 401, []string{`"status":401`}, private),
		get("the volunteer herself", contact, tok.Volunteer, both, 403, []string{`"status":403`}, private),
		get("another volunteer", contact, tok.OtherVolunteer, both, 403, []string{`"status":403`}, private),
		get("superadmin (the system area shows accounts)", contact, tok.Superadmin, both, 403, []string{`"status":403`}, private),
		get("an unverified company", contact, testutil.UnverifiedCompanyToken(t),
			testutil.Then(both, func(t testing.TB, app *tests.TestApp) { testutil.CreateUnverifiedCompany(t, app) }),
			403, []string{"Please verify your email address first."}, private),
		get("the company owner sees both", contact, tok.Company, both, 200,
			[]string{`{"email":"vera@example.com","phone":"+44 07911123456"}`}, nil),
		get("a team member sees both", contact, mia, both, 200, []string{`"email":"vera@example.com"`, `"phone":"+44 07911123456"`}, nil),
		get("another company sees them too", contact, tok.OtherCompany, both, 200, []string{`"email":"vera@example.com"`}, nil),
		get("email only", contact, tok.Company, emailOnly, 200, []string{`{"email":"vera@example.com","phone":""}`}, []string{"07911123456"}),
		get("nothing shared", contact, mia, none, 200, []string{`{"email":"","phone":""}`}, private),
		get("an unfinished volunteer", "/api/directory/volunteers/victor/contact", tok.Company, both, 404,
			[]string{"Volunteer not found."}, nil),
		get("a company's username", "/api/directory/volunteers/acme/contact", tok.Company, both, 404, []string{"Volunteer not found."}, nil),
	}
	// The public profile carries no contact, for anyone.
	for _, who := range []struct{ name, token string }{{"guest", ""}, {"vera", tok.Volunteer}, {"victor", tok.OtherVolunteer},
		{"acme", tok.Company}, {"mia", mia}, {"superadmin", tok.Superadmin}} {
		scenarios = append(scenarios, get(who.name+" reads the public profile without the contact", profile, who.token, both, 200,
			[]string{`"username":"vera"`}, append([]string{`"email"`, `"phone"`, "share_"}, private...)))
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}
