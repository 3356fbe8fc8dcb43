package system_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// worldWithTeam is the world with mia on acme's team and a pending
// invitation of acme.
func worldWithTeam(t testing.TB) *tests.TestApp {
	app := world(t)
	testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
	testutil.CreateInvitation(t, app, testutil.Invitation{ID: "invpending00001", Company: testutil.CompanyID,
		Email: "nina@example.com", Token: "system-test-token-0123456789abcdefghij"})
	return app
}

func TestCompanyTeam(t *testing.T) {
	url := func(id string) string { return "/api/system/companies/" + id + "/team" }
	var s []tests.ApiScenario
	for _, c := range append(refused(t), caller{"member", testutil.MemberToken(t), 403}) {
		s = append(s, tests.ApiScenario{Name: c.name, Method: http.MethodGet, URL: url(testutil.CompanyID), Headers: testutil.Auth(c.token),
			ExpectedStatus: c.status, ExpectedContent: []string{`"status":`}, NotExpectedContent: []string{"mia@example.com"}})
	}
	s = append(s,
		tests.ApiScenario{Name: "superadmin reads acme's team", Method: http.MethodGet, URL: url(testutil.CompanyID), Headers: admin(t),
			ExpectedStatus: 200, ExpectedContent: []string{`"seats":1`, `"used":3`,
				`"id":"` + testutil.CompanyID + `","kind":"user","name":"First acme Last"`, `"role":"owner"`, `"email":"acme@example.com"`,
				`"id":"` + testutil.MemberID + `","kind":"user"`, `"email":"mia@example.com"`,
				`"id":"invpending00001","kind":"invitation"`, `"email":"nina@example.com"`},
			NotExpectedContent: []string{"globex", "token"}},
		tests.ApiScenario{Name: "a member is no company", Method: http.MethodGet, URL: url(testutil.MemberID), Headers: admin(t),
			ExpectedStatus: 404, ExpectedContent: []string{"Company not found."}},
		tests.ApiScenario{Name: "a volunteer is no company", Method: http.MethodGet, URL: url(testutil.VolunteerID), Headers: admin(t),
			ExpectedStatus: 404, ExpectedContent: []string{"Company not found."}},
		tests.ApiScenario{Name: "an unknown id", Method: http.MethodGet, URL: url("nobody000000001"), Headers: admin(t),
			ExpectedStatus: 404, ExpectedContent: []string{"Company not found."}},
		// The company list shows companies, not their members.
		tests.ApiScenario{Name: "the company list counts the team", Method: http.MethodGet, URL: "/api/system/companies", Headers: admin(t),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":2`, `"username":"acme"`, `"team_members":2`},
			NotExpectedContent: []string{`"username":"mia"`}},
	)
	for i := range s {
		s[i].TestAppFactory = worldWithTeam
	}
	run(t, s)
}
