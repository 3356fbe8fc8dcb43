package reviews_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/reviews"
	"voluntech/hooks/testutil"
)

func TestSubmitReview(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/engagements/" + testutil.EngVera + "/review"
	good := `{"rating":4,"text":"Clear goals and quick feedback."}`
	none := testutil.ExpectCount("reviews", dbx.HashExp{"engagement": testutil.EngVera}, 0)
	setEngagement := func(params dbx.Params) func(testing.TB, *tests.TestApp) {
		return func(t testing.TB, app *tests.TestApp) {
			if _, err := app.DB().Update("engagements", params, dbx.HashExp{"id": testutil.EngVera}).Execute(); err != nil {
				t.Fatal(err)
			}
		}
	}
	testutil.Run(t, base, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPost, URL: url, Body: strings.NewReader(good), ExpectedStatus: 401,
			ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "superadmin is no party", Method: http.MethodPost, URL: url, Headers: as.Sally, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "engagement", "validation_not_party"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "another volunteer", Method: http.MethodPost, URL: url, Headers: as.Victor, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "engagement", "validation_not_party"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "a team that did not work with vera", Method: http.MethodPost, URL: url, Headers: as.Globex, Body: strings.NewReader(good),
			ExpectedStatus: 403, ExpectedContent: field("403", "engagement", "validation_not_party"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "unknown engagement", Method: http.MethodPost, URL: "/api/engagements/nope/review", Headers: as.Vera,
			Body: strings.NewReader(good), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "before completion", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(good),
			TestAppFactory: with(setEngagement(dbx.Params{"status": "finish_requested", "completed_at": ""})),
			ExpectedStatus: 400, ExpectedContent: field("400", "engagement", "validation_not_completed"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "after 30 days", Method: http.MethodPost, URL: url, Headers: as.Acme, Body: strings.NewReader(good),
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				setEngagement(dbx.Params{"completed_at": dt(t, time.Now().Add(-reviews.ReviewWindow-time.Hour))})(t, app)
			}),
			ExpectedStatus: 400, ExpectedContent: field("400", "engagement", "validation_window_passed"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "no rating", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"text":"Good"}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "rating", "validation_rating_range"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "0 stars", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"rating":0}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "rating", "validation_rating_range"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "6 stars", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"rating":6}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "rating", "validation_rating_range"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "half a star", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"rating":3.5}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "rating", "validation_invalid_type"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "stars as text", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"rating":"5"}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "rating", "validation_invalid_type"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "text too long", Method: http.MethodPost, URL: url, Headers: as.Vera,
			Body:           strings.NewReader(`{"rating":3,"text":"` + strings.Repeat("é", 1001) + `"}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_length_too_long"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "text with a control character", Method: http.MethodPost, URL: url, Headers: as.Vera,
			Body:           strings.NewReader(`{"rating":3,"text":"Good\u202eevil"}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_invisible_chars"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "text of the wrong type", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"rating":3,"text":7}`),
			ExpectedStatus: 400, ExpectedContent: field("400", "text", "validation_invalid_type"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "not json", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`nope`),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: none},
		{Name: "vera reviews first: saved unpublished, nobody told yet", Method: http.MethodPost, URL: url, Headers: as.Vera,
			Body: strings.NewReader("{\"rating\":4,\"text\":\"Clear goals.\\nQuick feedback.\"}"), ExpectedStatus: 200,
			ExpectedContent: []string{`"author_side":"volunteer"`, `"published":false`, `"rating":4`, `"text":"Clear goals.\nQuick feedback."`},
			ExpectedEvents:  map[string]int{"OnRecordCreate": 1, "OnRecordUpdate": 0},
			AfterTestFunc: testutil.All(testutil.ExpectCount("reviews", dbx.HashExp{"engagement": testutil.EngVera, "published": false}, 1),
				testutil.ExpectCount("notifications", dbx.HashExp{"kind": "review_published"}, 0))},
		{Name: "a stars-only review", Method: http.MethodPost, URL: url, Headers: as.Acme, Body: strings.NewReader(`{"rating":5}`),
			ExpectedStatus: 200, ExpectedContent: []string{`"author_side":"company"`, `"text":""`},
			ExpectedEvents: map[string]int{"OnRecordCreate": 1}},
		{Name: "vera reviews twice", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(good),
			TestAppFactory: with(addReviews(veraReview)), ExpectedStatus: 400,
			ExpectedContent: field("400", "engagement", "validation_already_reviewed"), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.ExpectCount("reviews", dbx.HashExp{"engagement": testutil.EngVera}, 1)},
		{Name: "the owner after mia reviewed for acme", Method: http.MethodPost, URL: url, Headers: as.Acme, Body: strings.NewReader(good),
			TestAppFactory: with(addReviews(acmeReview)), ExpectedStatus: 400,
			ExpectedContent: field("400", "engagement", "validation_already_reviewed"), ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.ExpectCount("reviews", dbx.HashExp{"engagement": testutil.EngVera}, 1)},
		{Name: "mia reviews second: both publish together", Method: http.MethodPost, URL: url, Headers: as.Mia,
			Body: strings.NewReader(`{"rating":5,"text":"Thorough and kind."}`), TestAppFactory: with(addReviews(veraReview)),
			// author is stored (AfterTestFunc) and hidden from every answer.
			ExpectedStatus: 200, ExpectedContent: []string{`"author_side":"company"`, `"published":true`}, NotExpectedContent: []string{`"author":`},
			// The review; vera's and the new one published; a notification
			// for vera, acme's owner and mia.
			ExpectedEvents: map[string]int{"OnRecordCreate": 4, "OnRecordUpdate": 2},
			AfterTestFunc: testutil.All(testutil.ExpectCount("reviews", dbx.HashExp{"engagement": testutil.EngVera, "published": true}, 2),
				testutil.ExpectCount("reviews", dbx.HashExp{"engagement": testutil.EngVera, "author": testutil.MemberID}, 1),
				testutil.ExpectCount("notifications", dbx.HashExp{"kind": "review_published"}, 3),
				func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					n, _ := app.FindFirstRecordByFilter("notifications", "kind = 'review_published' && user = {:u}",
						dbx.Params{"u": testutil.VolunteerID})
					if n == nil || !strings.Contains(n.GetString("body"), "reviewed your work") || !strings.Contains(n.GetString("link"), "/volunteer/vera#reviews") {
						t.Errorf("vera's notification: %v", n)
					}
					if sent := testutil.FlushMail(t, app); sent != 3 {
						t.Errorf("%d emails, want 3", sent)
					}
				})},
		{Name: "a review after the other was published alone publishes at once", Method: http.MethodPost, URL: url, Headers: as.Vera,
			Body: strings.NewReader(good), TestAppFactory: with(addReviews(published(acmeReview))),
			ExpectedStatus: 200, ExpectedContent: []string{`"published":true`},
			ExpectedEvents: map[string]int{"OnRecordCreate": 4, "OnRecordUpdate": 1}},
		{Name: "a first review 15 days after completion publishes at once", Method: http.MethodPost, URL: url, Headers: as.Vera,
			Body: strings.NewReader(good), TestAppFactory: with(completedDaysAgo(testutil.EngVera, 15)),
			ExpectedStatus: 200, ExpectedContent: []string{`"published":true`},
			ExpectedEvents: map[string]int{"OnRecordCreate": 4, "OnRecordUpdate": 1}},
	})
}

// The job publishes what one side wrote once 14 days have passed since the
// completion, once; an engagement completed 13 days ago waits.
func TestPublishDue(t *testing.T) {
	app := with(completedDaysAgo(testutil.EngVera, 15), completedDaysAgo(testutil.EngGlobex, 13), addReviews(
		review{id: revVera, engagement: testutil.EngVera, side: "volunteer", author: testutil.VolunteerID, rating: 4, daysAgo: 10},
		review{id: revVictor, engagement: testutil.EngGlobex, side: "volunteer", author: testutil.OtherVolunteerID, rating: 2, daysAgo: 12},
	))(t)
	defer app.Cleanup()
	now := time.Now()
	n, err := reviews.PublishDue(app, now)
	if err != nil || n != 1 {
		t.Fatalf("published %d (%v), want 1", n, err)
	}
	r, _ := app.FindRecordById("reviews", revVera)
	if !r.GetBool("published") || r.GetDateTime("published_at").IsZero() {
		t.Fatalf("vera's review is not published: %v", r.FieldsData())
	}
	if r, _ := app.FindRecordById("reviews", revVictor); r.GetBool("published") {
		t.Fatal("a review of an engagement completed 13 days ago was published")
	}
	if got := testutil.Count(t, app, "notifications", dbx.HashExp{"kind": "review_published"}); got != 3 {
		t.Fatalf("%d notifications, want 3 (vera, acme's owner and mia)", got)
	}
	if n, err := reviews.PublishDue(app, now); err != nil || n != 0 {
		t.Fatalf("a second pass published %d (%v)", n, err)
	}
	// Two days later victor's review is due too.
	if n, err := reviews.PublishDue(app, now.Add(48*time.Hour)); err != nil || n != 1 {
		t.Fatalf("later pass published %d (%v), want 1", n, err)
	}
}
