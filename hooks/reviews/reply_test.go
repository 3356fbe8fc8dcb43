package reviews_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

func TestReply(t *testing.T) {
	as := testutil.SignedIn(t)
	both := with(addReviews(published(veraReview), published(acmeReview)))
	toAcme := "/api/reviews/" + revAcme + "/reply" // acme's review of vera: vera replies
	toVera := "/api/reviews/" + revVera + "/reply" // vera's review of acme: acme's team replies
	good := `{"text":"Thank you, it was a pleasure."}`
	noReply := func(id string) testutil.AfterFunc { return expectReview(id, "reply", "") }
	testutil.Run(t, both, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPost, URL: toAcme, Body: strings.NewReader(good), ExpectedStatus: 401,
			ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents, AfterTestFunc: noReply(revAcme)},
		{Name: "vera replies to her own review", Method: http.MethodPost, URL: toVera, Headers: as.Vera, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "review", "validation_not_about_you"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: noReply(revVera)},
		{Name: "acme replies to its own review", Method: http.MethodPost, URL: toAcme, Headers: as.Acme, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "review", "validation_not_about_you"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: noReply(revAcme)},
		{Name: "another volunteer", Method: http.MethodPost, URL: toAcme, Headers: as.Victor, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "review", "validation_not_about_you"), ExpectedEvents: testutil.NoEvents},
		{Name: "another company", Method: http.MethodPost, URL: toVera, Headers: as.Globex, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "review", "validation_not_about_you"), ExpectedEvents: testutil.NoEvents},
		{Name: "superadmin", Method: http.MethodPost, URL: toVera, Headers: as.Sally, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "review", "validation_not_about_you"), ExpectedEvents: testutil.NoEvents},
		{Name: "an unpublished review is not found", Method: http.MethodPost, URL: toAcme, Headers: as.Vera, Body: strings.NewReader(good),
			TestAppFactory: with(addReviews(acmeReview)), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: noReply(revAcme)},
		{Name: "a hidden review is not found", Method: http.MethodPost, URL: toAcme, Headers: as.Vera, Body: strings.NewReader(good),
			TestAppFactory: with(addReviews(hidden(acmeReview))), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "empty reply", Method: http.MethodPost, URL: toAcme, Headers: as.Vera, Body: strings.NewReader(`{"text":"  "}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_required"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: noReply(revAcme)},
		{Name: "reply too long", Method: http.MethodPost, URL: toAcme, Headers: as.Vera,
			Body:           strings.NewReader(`{"text":"` + strings.Repeat("x", 1001) + `"}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_length_too_long"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: noReply(revAcme)},
		{Name: "reply of the wrong type", Method: http.MethodPost, URL: toAcme, Headers: as.Vera, Body: strings.NewReader(`{"text":["x"]}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_invalid_type"), ExpectedEvents: testutil.NoEvents},
		{Name: "vera replies", Method: http.MethodPost, URL: toAcme, Headers: as.Vera, Body: strings.NewReader(good),
			// replied_by is stored, and hidden from every answer.
			ExpectedStatus: 200, ExpectedContent: []string{`"reply":"Thank you, it was a pleasure."`}, NotExpectedContent: []string{`"replied_by"`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 0},
			AfterTestFunc:  testutil.ExpectCount("reviews", dbx.HashExp{"replied_by": testutil.VolunteerID}, 1)},
		{Name: "mia replies for acme", Method: http.MethodPost, URL: toVera, Headers: as.Mia, Body: strings.NewReader(good),
			ExpectedStatus: 200, ExpectedContent: []string{`"reply":"Thank you`}, ExpectedEvents: map[string]int{"OnRecordUpdate": 1}},
		{Name: "a second reply", Method: http.MethodPost, URL: toVera, Headers: as.Acme, Body: strings.NewReader(`{"text":"Again"}`),
			TestAppFactory: testutil.Then(both, func(t testing.TB, app *tests.TestApp) {
				if _, err := app.DB().Update("reviews", dbx.Params{"reply": "First"}, dbx.HashExp{"id": revVera}).Execute(); err != nil {
					t.Fatal(err)
				}
			}),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_already_replied"), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: expectReview(revVera, "reply", "First")},
	})
}

func TestReport(t *testing.T) {
	as := testutil.SignedIn(t)
	factory := with(addReviews(published(acmeReview), veraReview))
	url := "/api/reviews/" + revAcme + "/report"
	good := `{"reason":"It names a private matter."}`
	none := testutil.ExpectCount("review_reports", nil, 0)
	testutil.Run(t, factory, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPost, URL: url, Body: strings.NewReader(good), ExpectedStatus: 401,
			ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "unpublished review", Method: http.MethodPost, URL: "/api/reviews/" + revVera + "/report", Headers: as.Victor,
			Body: strings.NewReader(good), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "unknown review", Method: http.MethodPost, URL: "/api/reviews/nope/report", Headers: as.Victor,
			Body: strings.NewReader(good), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "no reason", Method: http.MethodPost, URL: url, Headers: as.Victor, Body: strings.NewReader(`{}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "reason", "validation_required"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "reason too long", Method: http.MethodPost, URL: url, Headers: as.Victor,
			Body:           strings.NewReader(`{"reason":"` + strings.Repeat("x", 501) + `"}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "reason", "validation_length_too_long"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "victor reports", Method: http.MethodPost, URL: url, Headers: as.Victor, Body: strings.NewReader(good),
			ExpectedStatus: 200, ExpectedContent: []string{`"reported":true`}, ExpectedEvents: map[string]int{"OnRecordCreate": 1},
			AfterTestFunc: testutil.All(testutil.ExpectCount("review_reports", dbx.HashExp{"review": revAcme, "status": "open"}, 1),
				expectReview(revAcme, "open_reports", float64(1)))},
		{Name: "the reviewed volunteer reports too", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(good),
			ExpectedStatus: 200, ExpectedContent: []string{`"reported":true`}, ExpectedEvents: map[string]int{"OnRecordCreate": 1}},
		{Name: "a superadmin may report", Method: http.MethodPost, URL: url, Headers: as.Sally, Body: strings.NewReader(good),
			ExpectedStatus: 200, ExpectedContent: []string{`"reported":true`}, ExpectedEvents: map[string]int{"OnRecordCreate": 1}},
		{Name: "a second report by the same user", Method: http.MethodPost, URL: url, Headers: as.Victor, Body: strings.NewReader(good),
			TestAppFactory: testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
				c, _ := app.FindCollectionByNameOrId("review_reports")
				r := newRecord(c, map[string]any{"review": revAcme, "reporter": testutil.OtherVolunteerID, "reason": "x", "status": "open"})
				if err := app.Save(r); err != nil {
					t.Fatal(err)
				}
			}),
			ExpectedStatus: 400, ExpectedContent: field("400", "reason", "validation_already_reported"), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.ExpectCount("review_reports", nil, 1)},
	})
}
