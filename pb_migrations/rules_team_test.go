package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The "member of the company" column of the company-owned collections that
// the opportunity and application tables do not cover: mia, a member of
// acme's team, reads what acme reads and writes what acme writes; globex's
// records stay out of her sight.

func withMember(t testing.TB, app *tests.TestApp) {
	testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
}

func TestTeamMemberRulesOnBilling(t *testing.T) {
	mia := testutil.Auth(testutil.MemberToken(t))
	const links = "/api/collections/social_links/records"
	const subs = "/api/collections/subscriptions/records"
	link := `{"owner":"` + testutil.CompanyID + `","network":"github","url":"https://github.com/new"}`
	run(t, testutil.Then(appWithBilling, withMember), []tests.ApiScenario{
		{Name: "member lists the company's links", Method: http.MethodGet, URL: links, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, "github.com/acme"}, NotExpectedContent: []string{"globex"}, ExpectedEvents: listed(1)},
		{Name: "member views the company's link", Method: http.MethodGet, URL: links + "/" + acmeLinkID, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{"github.com/acme"}, ExpectedEvents: viewed},
		{Name: "member adds a link directly", Method: http.MethodPost, URL: links, Headers: mia, Body: strings.NewReader(link),
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("social_links", 2)},
		{Name: "member edits a link directly", Method: http.MethodPatch, URL: links + "/" + acmeLinkID, Headers: mia,
			Body: strings.NewReader(`{"url":"https://github.com/x"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "member deletes a link directly", Method: http.MethodDelete, URL: links + "/" + acmeLinkID, Headers: mia,
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("social_links", 2)},

		{Name: "member lists the company's subscription only", Method: http.MethodGet, URL: subs, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, `"plan":"starter"`}, NotExpectedContent: []string{"advanced"}, ExpectedEvents: listed(1)},
		{Name: "member views the company's subscription", Method: http.MethodGet, URL: subs + "/" + acmeSubID, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"active"`}, ExpectedEvents: viewed},
		{Name: "member upgrades directly", Method: http.MethodPatch, URL: subs + "/" + acmeSubID, Headers: mia,
			Body: strings.NewReader(`{"plan":"advanced"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "member creates a subscription directly", Method: http.MethodPost, URL: subs, Headers: mia,
			Body: strings.NewReader(`{"company":"` + testutil.CompanyID + `","plan":"advanced","status":"active"}`), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("subscriptions", 2)},
		{Name: "member deletes the subscription directly", Method: http.MethodDelete, URL: subs + "/" + acmeSubID, Headers: mia,
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("subscriptions", 2)},
	})
}

func TestTeamMemberRulesOnCompanyProfiles(t *testing.T) {
	mia := testutil.Auth(testutil.MemberToken(t))
	tok := testutil.UserTokens(t)
	const list = "/api/collections/company_profiles/records"
	acme, globex := list+"/"+testutil.CompanyProfileID, list+"/"+testutil.OtherCompanyProfileID
	run(t, testutil.NewAppWithTeam, []tests.ApiScenario{
		{Name: "member views the company's profile", Method: http.MethodGet, URL: acme, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"company_name":"Acme Ltd"`}, ExpectedEvents: viewed},
		{Name: "owner views the company's profile", Method: http.MethodGet, URL: acme, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"company_name":"Acme Ltd"`}, ExpectedEvents: viewed},
		{Name: "member views another company's profile", Method: http.MethodGet, URL: globex, Headers: mia, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "member lists profiles", Method: http.MethodGet, URL: list, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "member edits the profile directly", Method: http.MethodPatch, URL: acme, Headers: mia,
			Body: strings.NewReader(`{"company_name":"Mia Ltd"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "member creates a profile directly", Method: http.MethodPost, URL: list, Headers: mia,
			Body: strings.NewReader(`{"user":"` + testutil.MemberID + `","company_name":"Mia Ltd"}`), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("company_profiles", 2)},
		{Name: "member deletes the profile directly", Method: http.MethodDelete, URL: acme, Headers: mia, ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("company_profiles", 2)},
	})
}

func TestTeamMemberRulesOnFavorites(t *testing.T) {
	mia := testutil.Auth(testutil.MemberToken(t))
	const list = "/api/collections/favorites/records"
	acmeSaved := list + "/" + companyFavoriteID
	body := func(user, field, target string) *strings.Reader {
		return strings.NewReader(`{"user":"` + user + `","` + field + `":"` + target + `"}`)
	}
	savedFor := func(companyID string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			r, err := app.FindFirstRecordByData("favorites", "company", testutil.OtherCompanyID)
			if err != nil {
				t.Fatal(err)
			}
			if r.GetString("user") != companyID {
				t.Errorf("favourite saved for %q, want the company %q", r.GetString("user"), companyID)
			}
		}
	}
	run(t, testutil.Then(appWithFavorites, withMember), []tests.ApiScenario{
		{Name: "member lists the company's favourites", Method: http.MethodGet, URL: list, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, companyFavoriteID}, NotExpectedContent: []string{volunteerFavoriteID}, ExpectedEvents: listed(1)},
		{Name: "member views the company's favourite", Method: http.MethodGet, URL: acmeSaved, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"volunteer":"` + testutil.VolunteerID + `"`}, ExpectedEvents: viewed},
		{Name: "member saves for the company (as themself)", Method: http.MethodPost, URL: list, Headers: mia,
			Body: body(testutil.MemberID, "company", testutil.OtherCompanyID), ExpectedStatus: 200,
			ExpectedContent: []string{`"user":"` + testutil.CompanyID + `"`}, ExpectedEvents: created,
			AfterTestFunc: testutil.All(expectCount("favorites", 3), savedFor(testutil.CompanyID))},
		{Name: "member saves for the company (by its id)", Method: http.MethodPost, URL: list, Headers: mia,
			Body: body(testutil.CompanyID, "company", testutil.OtherCompanyID), ExpectedStatus: 200,
			ExpectedContent: []string{`"user":"` + testutil.CompanyID + `"`}, ExpectedEvents: created, AfterTestFunc: expectCount("favorites", 3)},
		{Name: "member saves for another company", Method: http.MethodPost, URL: list, Headers: mia,
			Body: body(testutil.OtherCompanyID, "volunteer", testutil.VolunteerID), ExpectedStatus: 400, ExpectedContent: []string{`"status":400`},
			ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "a member cannot be saved as a company", Method: http.MethodPost, URL: list, Headers: testutil.Auth(testutil.UserTokens(t).Volunteer),
			Body: body(testutil.VolunteerID, "company", testutil.MemberID), ExpectedStatus: 400,
			ExpectedContent: []string{`"company":{"code":"validation_wrong_role"`}, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "member edits a favourite", Method: http.MethodPatch, URL: acmeSaved, Headers: mia,
			Body: strings.NewReader(`{"volunteer":"` + testutil.OtherVolunteerID + `"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "member cannot delete another user's favourite", Method: http.MethodDelete, URL: list + "/" + volunteerFavoriteID, Headers: mia,
			ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "member deletes the company's favourite", Method: http.MethodDelete, URL: acmeSaved, Headers: mia, ExpectedStatus: 204,
			ExpectedEvents: deleted, AfterTestFunc: expectCount("favorites", 1)},
	})
}

// A member cannot move themself to another team, and a sign-up cannot
// claim a team.
func TestTeamFieldIsManaged(t *testing.T) {
	mia := testutil.Auth(testutil.MemberToken(t))
	tok := testutil.UserTokens(t)
	teamOf := func(id, want string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			u, err := app.FindFirstRecordByFilter("users", "id = {:id} || username = {:id}", map[string]any{"id": id})
			if err != nil {
				t.Fatal(err)
			}
			if u.GetString("team") != want {
				t.Errorf("%s team = %q, want %q", id, u.GetString("team"), want)
			}
		}
	}
	run(t, testutil.NewAppWithTeam, []tests.ApiScenario{
		{Name: "member moves to globex's team", Method: http.MethodPatch, URL: "/api/collections/users/records/" + testutil.MemberID, Headers: mia,
			Body: strings.NewReader(`{"team":"` + testutil.OtherCompanyID + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"team":{"code":"validation_forbidden_change"`}, AfterTestFunc: teamOf(testutil.MemberID, testutil.CompanyID)},
		{Name: "owner joins globex's team", Method: http.MethodPatch, URL: "/api/collections/users/records/" + testutil.CompanyID, Headers: testutil.Auth(tok.Company),
			Body: strings.NewReader(`{"team":"` + testutil.OtherCompanyID + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"team":{"code":"validation_forbidden_change"`}, AfterTestFunc: teamOf(testutil.CompanyID, "")},
		{Name: "member edits their role title", Method: http.MethodPatch, URL: "/api/collections/users/records/" + testutil.MemberID, Headers: mia,
			Body: strings.NewReader(`{"role_title":"Recruiter"}`), ExpectedStatus: 200, ExpectedContent: []string{`"role_title":"Recruiter"`}},
	})
}
