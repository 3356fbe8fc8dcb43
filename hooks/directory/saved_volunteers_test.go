package directory_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const savedURL = "/api/directory/saved-volunteers"

// savedApp: listApp (acme saved vera) where acme also saved nora, then
// victor, who is not listed, and globex saved dana; mia is acme's member.
func savedApp(t testing.TB) *tests.TestApp {
	app := listApp(t)
	nora := favorite(t, app, testutil.CompanyID, "volunteer", "volunteer000012")
	// Saved in the same millisecond as vera may be: a second later, so the
	// order (latest saved first) does not depend on the ids.
	if _, err := app.DB().NewQuery("UPDATE favorites SET created = strftime('%Y-%m-%d %H:%M:%fZ', created, '+1 second') WHERE id = {:id}").
		Bind(map[string]any{"id": nora.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	favorite(t, app, testutil.CompanyID, "volunteer", testutil.OtherVolunteerID)
	favorite(t, app, testutil.OtherCompanyID, "volunteer", "volunteer000010")
	testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
	return app
}

func TestSavedVolunteers(t *testing.T) {
	tok := testutil.UserTokens(t)
	runList(t, []tests.ApiScenario{
		{Name: "guest", URL: savedURL, TestAppFactory: savedApp, ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
		{Name: "the owner: listed saved volunteers, latest saved first", URL: savedURL, Headers: testutil.Auth(tok.Company),
			TestAppFactory: savedApp, ExpectedContent: []string{`"favorited":true`, `"category":{"id":"`},
			NotExpectedContent: []string{`"favorited":false`, `"victor"`}, AfterTestFunc: expectList(2, "nora", "vera")},
		{Name: "a team member sees the company's list", URL: savedURL, Headers: testutil.Auth(testutil.MemberToken(t)),
			TestAppFactory: savedApp, AfterTestFunc: expectList(2, "nora", "vera")},
		{Name: "another company sees only its own", URL: savedURL, Headers: testutil.Auth(tok.OtherCompany),
			TestAppFactory: savedApp, AfterTestFunc: expectList(1, "dana")},
		{Name: "a volunteer who saved nobody", URL: savedURL, Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: savedApp, AfterTestFunc: expectList(0)},
		{Name: "paged", URL: savedURL + "?perPage=1&page=2", Headers: testutil.Auth(tok.Company),
			TestAppFactory: savedApp, ExpectedContent: []string{`"totalPages":2`}, AfterTestFunc: expectList(2, "vera")},
		{Name: "a page past the end", URL: savedURL + "?page=9", Headers: testutil.Auth(tok.Company),
			TestAppFactory: savedApp, ExpectedContent: []string{`"items":[]`}, AfterTestFunc: expectList(2)},
	})
}
