package reviews_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// reported adds victor's open report on acme's published review.
func reported(t testing.TB, app *tests.TestApp) {
	c, _ := app.FindCollectionByNameOrId("review_reports")
	if err := app.Save(newRecord(c, map[string]any{"review": revAcme, "reporter": testutil.OtherVolunteerID,
		"reason": "It names a private matter.", "status": "open"})); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().Update("reviews", dbx.Params{"open_reports": 1}, dbx.HashExp{"id": revAcme}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func TestModeration(t *testing.T) {
	as := testutil.SignedIn(t)
	factory := with(addReviews(published(acmeReview), published(veraReview)), reported)
	hide, restore := "/api/system/reviews/"+revAcme+"/hide", "/api/system/reviews/"+revAcme+"/restore"
	visible := expectReview(revAcme, "hidden", false)
	var sc []tests.ApiScenario
	for _, who := range []struct {
		name    string
		headers map[string]string
		status  int
	}{{"guest", nil, 401}, {"volunteer", as.Vera, 403}, {"company owner", as.Acme, 403}, {"team member", as.Mia, 403}} {
		for _, u := range []struct{ method, url string }{{http.MethodGet, "/api/system/reviews"}, {http.MethodPost, hide}, {http.MethodPost, restore}} {
			sc = append(sc, tests.ApiScenario{Name: who.name + " " + u.url, Method: u.method, URL: u.url, Headers: who.headers,
				ExpectedStatus: who.status, ExpectedContent: []string{`"status":`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: visible})
		}
	}
	sc = append(sc,
		tests.ApiScenario{Name: "the queue lists the reported review", Method: http.MethodGet, URL: "/api/system/reviews", Headers: as.Sally,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, `"id":"` + revAcme + `"`, `"reason":"It names a private matter."`,
				`"open_reports":1`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "no hidden reviews yet", Method: http.MethodGet, URL: "/api/system/reviews?status=hidden", Headers: as.Sally,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`, `"items":[]`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "bad status", Method: http.MethodGet, URL: "/api/system/reviews?status=all&page=0", Headers: as.Sally,
			ExpectedStatus: 400, ExpectedContent: []string{`"status":{"code":"validation_invalid_value"`, `"page":{"code":`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "unknown review", Method: http.MethodPost, URL: "/api/system/reviews/nope/hide", Headers: as.Sally,
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "superadmin hides it", Method: http.MethodPost, URL: hide, Headers: as.Sally, ExpectedStatus: 200,
			ExpectedContent: []string{`"hidden":true`, `"open_reports":0`, `"status":"hidden"`},
			ExpectedEvents:  map[string]int{"OnRecordUpdate": 2, "OnRecordCreate": 0}, // the report and the review
			AfterTestFunc: testutil.All(expectReview(revAcme, "hidden", true),
				testutil.ExpectCount("review_reports", dbx.HashExp{"status": "hidden", "resolved_by": testutil.SuperadminID}, 1))},
		tests.ApiScenario{Name: "hiding twice", Method: http.MethodPost, URL: hide, Headers: as.Sally,
			TestAppFactory: with(addReviews(hidden(acmeReview))), ExpectedStatus: 400,
			ExpectedContent: field("400", "status", "validation_hidden"), ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "superadmin restores a hidden review", Method: http.MethodPost, URL: restore, Headers: as.Sally,
			TestAppFactory: with(addReviews(hidden(acmeReview))), ExpectedStatus: 200, ExpectedContent: []string{`"hidden":false`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 1}, AfterTestFunc: visible},
		tests.ApiScenario{Name: "restoring a reported review dismisses its reports", Method: http.MethodPost, URL: restore, Headers: as.Sally,
			ExpectedStatus: 200, ExpectedContent: []string{`"hidden":false`, `"open_reports":0`, `"status":"dismissed"`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 2},
			AfterTestFunc:  testutil.All(visible, testutil.ExpectCount("review_reports", dbx.HashExp{"status": "dismissed"}, 1))},
		tests.ApiScenario{Name: "nothing to restore", Method: http.MethodPost, URL: "/api/system/reviews/" + revVera + "/restore", Headers: as.Sally,
			ExpectedStatus: 400, ExpectedContent: field("400", "status", "validation_nothing_to_restore"), ExpectedEvents: testutil.NoEvents},
	)
	testutil.Run(t, factory, sc)
}

// The public pages list published, visible reviews about the profile with
// their average and count; unpublished and hidden ones never show.
func TestPublicReviews(t *testing.T) {
	third := review{id: "revextra0000001", engagement: testutil.EngGlobex, side: "company", author: testutil.OtherCompanyID, rating: 3, published: true}
	factory := with(addReviews(published(veraReview), acmeReview, victorReview, third), func(t testing.TB, app *tests.TestApp) {
		if _, err := app.DB().Update("reviews", dbx.Params{"reply": "Thanks, Vera!"}, dbx.HashExp{"id": revVera}).Execute(); err != nil {
			t.Fatal(err)
		}
	})
	testutil.Run(t, factory, []tests.ApiScenario{
		{Name: "acme's page", Method: http.MethodGet, URL: "/api/companies/ACME/reviews", ExpectedStatus: 200,
			ExpectedContent: []string{`"count":1`, `"average":4`, `"subject":"` + testutil.CompanyID + `"`, `"author_name":"Vera Lopez"`,
				`"author_username":"vera"`, `"reply":"Thanks, Vera!"`, `"opportunity_title":"Frontend helper"`},
			NotExpectedContent: []string{revAcme, revVictor}, ExpectedEvents: testutil.NoEvents},
		{Name: "vera's page: acme's review is not published yet", Method: http.MethodGet, URL: "/api/volunteers/vera/reviews",
			ExpectedStatus: 200, ExpectedContent: []string{`"count":0`, `"items":[]`}, NotExpectedContent: []string{revAcme},
			ExpectedEvents: testutil.NoEvents},
		{Name: "victor's page", Method: http.MethodGet, URL: "/api/volunteers/victor/reviews", ExpectedStatus: 200,
			ExpectedContent: []string{`"count":1`, `"average":3`, `"author_username":"globex"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a hidden review leaves the page and the average", Method: http.MethodGet, URL: "/api/companies/acme/reviews",
			TestAppFactory: with(addReviews(hidden(veraReview))), ExpectedStatus: 200,
			ExpectedContent: []string{`"count":0`, `"average":0`}, ExpectedEvents: testutil.NoEvents},
		{Name: "no such company", Method: http.MethodGet, URL: "/api/companies/vera/reviews", ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "no such volunteer", Method: http.MethodGet, URL: "/api/volunteers/nobody/reviews", ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
	})
}
