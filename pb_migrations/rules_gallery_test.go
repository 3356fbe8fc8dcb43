package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const ruleAcmePhoto = "ruleacmephoto01"

// appWithPhoto is the team cast with one photo in acme's gallery.
func appWithPhoto(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.CreateGalleryPhoto(t, app, ruleAcmePhoto, testutil.CompanyID, "Our office", 0)
	return app
}

// company_photos has no API rules: nobody, the team and superadmins
// included, lists, reads or writes it through the records API. The team
// manages its gallery through /api/company/gallery (which checks the
// image) and the public reads it in the company's directory answer.
func TestCompanyPhotosRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/company_photos/records"
	var s []tests.ApiScenario
	for _, c := range callers(t, tok) {
		h := testutil.Auth(c.token)
		s = append(s,
			tests.ApiScenario{Name: c.name + " lists", Method: http.MethodGet, URL: list, Headers: h,
				ExpectedStatus: 403, ExpectedContent: forbidden, NotExpectedContent: []string{"Our office"}, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: c.name + " views acme's photo", Method: http.MethodGet, URL: list + "/" + ruleAcmePhoto, Headers: h,
				ExpectedStatus: 403, ExpectedContent: forbidden, NotExpectedContent: []string{"Our office"}, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: c.name + " adds a photo", Method: http.MethodPost, URL: list, Headers: h,
				Body:           strings.NewReader(`{"company":"` + testutil.CompanyID + `","alt":"x"}`),
				ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("company_photos", 1)},
			tests.ApiScenario{Name: c.name + " edits acme's photo", Method: http.MethodPatch, URL: list + "/" + ruleAcmePhoto, Headers: h,
				Body: strings.NewReader(`{"alt":"Changed"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: c.name + " deletes acme's photo", Method: http.MethodDelete, URL: list + "/" + ruleAcmePhoto, Headers: h,
				ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("company_photos", 1)},
		)
	}
	run(t, appWithPhoto, s)
}
