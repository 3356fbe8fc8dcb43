package engagements_test

import (
	"net/http"
	"net/url"
	"strconv"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Who reads certificates through the records API: anyone opens one by its
// id (the certificate page and verifiers), a profile's list is the public
// route's; listing is for the certificate's volunteer, its company's team
// and superadmins, so a guest cannot enumerate the instance's certificates.
func TestCertificateReadRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const certID = "certvera0000001"
	factory := func(t testing.TB) *tests.TestApp {
		app := with(completed)(t)
		id, _ := certOf(t, app)
		if _, err := app.DB().Update("certificates", dbx.Params{"id": certID}, dbx.HashExp{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
		return app
	}
	const list = "/api/collections/certificates/records"
	readers := []struct {
		who     string
		headers map[string]string
		lists   int
	}{
		{"guest", nil, 0},
		{"the volunteer", testutil.Auth(tok.Volunteer), 1},
		{"another volunteer", testutil.Auth(tok.OtherVolunteer), 0},
		{"the company owner", testutil.Auth(tok.Company), 1},
		{"a team member", testutil.Auth(testutil.MemberToken(t)), 1},
		{"another company", testutil.Auth(tok.OtherCompany), 0},
		{"a superadmin", testutil.Auth(tok.Superadmin), 1},
	}
	var sc []tests.ApiScenario
	for _, r := range readers {
		sc = append(sc,
			tests.ApiScenario{Name: r.who + " lists", Method: http.MethodGet, URL: list, Headers: r.headers,
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(r.lists)},
				ExpectedEvents: testutil.Listed(r.lists)},
			tests.ApiScenario{Name: r.who + " cannot find certificates by filter", Method: http.MethodGet,
				URL: list + "?filter=" + url.QueryEscape(`volunteer!="" || id="`+certID+`"`), Headers: r.headers,
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(r.lists)},
				ExpectedEvents: testutil.Listed(r.lists)},
			tests.ApiScenario{Name: r.who + " opens it by its id", Method: http.MethodGet, URL: list + "/" + certID, Headers: r.headers,
				ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + certID + `"`, `"jwt":"ey`}, ExpectedEvents: testutil.Viewed},
		)
	}
	testutil.Run(t, factory, sc)
}
