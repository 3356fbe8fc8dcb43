package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Ids of the favourites appWithFavorites saves.
const (
	companyFavoriteID   = "favorite0000001" // acme saved vera
	volunteerFavoriteID = "favorite0000002" // victor saved acme
)

// appWithFavorites: the company acme saved the volunteer vera; the
// volunteer victor saved the company acme.
func appWithFavorites(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	saveRecord(t, app, "favorites", companyFavoriteID, map[string]any{"user": testutil.CompanyID, "volunteer": testutil.VolunteerID})
	saveRecord(t, app, "favorites", volunteerFavoriteID, map[string]any{"user": testutil.OtherVolunteerID, "company": testutil.CompanyID})
	return app
}

func TestFavoritesRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/favorites/records"
	acmeSaved := list + "/" + companyFavoriteID
	body := func(user, field, target string) *strings.Reader {
		return strings.NewReader(`{"user":"` + user + `","` + field + `":"` + target + `"}`)
	}
	badRequest := []string{`"status":400`}
	run(t, appWithFavorites, []tests.ApiScenario{
		{Name: "a guest lists no favourites", Method: http.MethodGet, URL: list, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "the company lists only its own", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, companyFavoriteID}, NotExpectedContent: []string{volunteerFavoriteID}, ExpectedEvents: listed(1)},
		{Name: "the volunteer lists only their own", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, volunteerFavoriteID}, NotExpectedContent: []string{companyFavoriteID}, ExpectedEvents: listed(1)},
		{Name: "a superadmin lists only their own (none)", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "the owner views it", Method: http.MethodGet, URL: acmeSaved, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"volunteer":"` + testutil.VolunteerID + `"`}, ExpectedEvents: viewed},
		{Name: "the saved volunteer does not see it", Method: http.MethodGet, URL: acmeSaved, Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "a guest does not see it", Method: http.MethodGet, URL: acmeSaved, ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "a volunteer saves a volunteer", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Volunteer),
			Body: body(testutil.VolunteerID, "volunteer", testutil.OtherVolunteerID), ExpectedStatus: 200,
			ExpectedContent: []string{`"user":"` + testutil.VolunteerID + `"`}, ExpectedEvents: created,
			AfterTestFunc: expectCount("favorites", 3)},
		{Name: "a company saves a company", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Company),
			Body: body(testutil.CompanyID, "company", testutil.OtherCompanyID), ExpectedStatus: 200, ExpectedEvents: created,
			ExpectedContent: []string{`"company":"` + testutil.OtherCompanyID + `"`},
			AfterTestFunc:   expectCount("favorites", 3)},
		{Name: "a guest cannot save", Method: http.MethodPost, URL: list, Body: body(testutil.VolunteerID, "volunteer", testutil.OtherVolunteerID),
			ExpectedStatus: 400, ExpectedContent: badRequest, ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "no one saves for another user", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Company),
			Body: body(testutil.OtherCompanyID, "volunteer", testutil.VolunteerID), ExpectedStatus: 400, ExpectedContent: badRequest,
			ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "a superadmin cannot save for another user either", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Superadmin),
			Body: body(testutil.CompanyID, "volunteer", testutil.VolunteerID), ExpectedStatus: 400, ExpectedContent: badRequest,
			ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "saving the same volunteer twice", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Company),
			Body: body(testutil.CompanyID, "volunteer", testutil.VolunteerID), ExpectedStatus: 400, ExpectedContent: badRequest,
			ExpectedEvents: map[string]int{"*": 0, "OnRecordCreateRequest": 1, "OnModelCreate": 1, "OnModelCreateExecute": 1,
				"OnModelAfterCreateError": 1, "OnModelValidate": 1, "OnRecordCreate": 1, "OnRecordCreateExecute": 1,
				"OnRecordAfterCreateError": 1, "OnRecordValidate": 1},
			AfterTestFunc: expectCount("favorites", 2)},
		{Name: "a company saved as a volunteer", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Volunteer),
			Body: body(testutil.VolunteerID, "volunteer", testutil.CompanyID), ExpectedStatus: 400,
			ExpectedContent: []string{`"volunteer":{"code":"validation_wrong_role"`}, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "nothing to save", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Volunteer),
			Body: strings.NewReader(`{"user":"` + testutil.VolunteerID + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"code":"validation_one_target"`}, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "two things at once", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Volunteer),
			Body:           strings.NewReader(`{"user":"` + testutil.VolunteerID + `","volunteer":"` + testutil.OtherVolunteerID + `","company":"` + testutil.CompanyID + `"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"code":"validation_one_target"`}, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "a favourite is never edited", Method: http.MethodPatch, URL: acmeSaved, Headers: testutil.Auth(tok.Company),
			Body: strings.NewReader(`{"volunteer":"` + testutil.OtherVolunteerID + `"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "another user cannot delete it", Method: http.MethodDelete, URL: acmeSaved, Headers: testutil.Auth(tok.OtherCompany),
			ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "a guest cannot delete it", Method: http.MethodDelete, URL: acmeSaved, ExpectedStatus: 404, ExpectedContent: notFound,
			ExpectedEvents: noEvents, AfterTestFunc: expectCount("favorites", 2)},
		{Name: "the owner deletes it", Method: http.MethodDelete, URL: acmeSaved, Headers: testutil.Auth(tok.Company), ExpectedStatus: 204,
			ExpectedEvents: deleted, AfterTestFunc: expectCount("favorites", 1)},
		{Name: "the saved user's details are not expanded", Method: http.MethodGet, URL: acmeSaved + "?expand=volunteer",
			Headers: testutil.Auth(tok.Company), ExpectedStatus: 200, ExpectedContent: []string{`"expand":{}`}, NotExpectedContent: []string{"vera@example.com", `"username"`},
			ExpectedEvents: viewed},
	})
}

// Deleting either user removes the favourites that name them.
func TestFavoritesCascade(t *testing.T) {
	for _, id := range []string{testutil.VolunteerID, testutil.CompanyID} {
		app := appWithFavorites(t)
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		if err := app.Delete(u); err != nil {
			t.Fatal(err)
		}
		want := map[string]int64{testutil.VolunteerID: 1, testutil.CompanyID: 0}[id]
		if n, _ := app.CountRecords("favorites"); n != want {
			t.Errorf("favorites after deleting %s = %d, want %d", id, n, want)
		}
		app.Cleanup()
	}
}

// An unverified user cannot save favourites (the rule and the request hook
// both refuse; the hook says why).
func TestFavoritesNeedVerifiedEmail(t *testing.T) {
	s := tests.ApiScenario{
		Name: "an unverified volunteer saves a company", Method: http.MethodPost, URL: "/api/collections/favorites/records",
		Headers:        testutil.Auth(testutil.UnverifiedVolunteerToken(t)),
		Body:           strings.NewReader(`{"user":"` + testutil.UnverifiedVolunteerID + `","company":"` + testutil.CompanyID + `"}`),
		ExpectedStatus: 403, ExpectedContent: []string{`"message":"Please verify your email address first."`},
		ExpectedEvents: map[string]int{"*": 0},
		TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := appWithFavorites(t)
			testutil.CreateUnverifiedVolunteer(t, app)
			return app
		},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := testutil.Count(t, app, "favorites", nil); n != 2 {
				t.Errorf("favorites = %d, want 2", n)
			}
		},
	}
	s.Test(t)
}
