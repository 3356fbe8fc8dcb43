package engagements_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

func containsFold(s, sub string) bool {
	return strings.Contains(strings.ToLower(s), strings.ToLower(sub))
}

const (
	engURL   = "/api/collections/engagements/records"
	hoursURL = "/api/collections/hour_entries/records"
)

// Who reads engagements and their entries: the volunteer, the company's
// team (owner and member), superadmins; nobody writes through the records
// API.
func TestEngagementRules(t *testing.T) {
	as := testutil.SignedIn(t)
	one := engURL + "/" + testutil.EngVera
	var sc []tests.ApiScenario
	for _, c := range []struct {
		who     string
		headers map[string]string
		list    int
		view    bool
	}{
		{"guest", nil, 0, false}, {"volunteer", as.Vera, 1, true}, {"other volunteer", as.Victor, 1, false},
		{"company owner", as.Acme, 1, true}, {"team member", as.Mia, 1, true}, {"other company", as.Globex, 1, false},
		{"superadmin", as.Sally, 2, true},
	} {
		lst := `"totalItems":` + string(rune('0'+c.list))
		sc = append(sc, tests.ApiScenario{Name: c.who + " lists engagements", Method: http.MethodGet, URL: engURL,
			Headers: c.headers, ExpectedStatus: 200, ExpectedContent: []string{lst}, ExpectedEvents: testutil.Listed(c.list)})
		if c.view {
			sc = append(sc, tests.ApiScenario{Name: c.who + " views vera's engagement", Method: http.MethodGet, URL: one,
				Headers: c.headers, ExpectedStatus: 200, ExpectedContent: []string{`"opportunity_title":"Frontend helper"`, `"approved_hours":4.5`},
				ExpectedEvents: testutil.Viewed})
		} else {
			sc = append(sc, tests.ApiScenario{Name: c.who + " views vera's engagement", Method: http.MethodGet, URL: one,
				Headers: c.headers, ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents})
		}
		entries := map[bool]int{true: 2, false: 0}[c.view]
		if c.who == "other volunteer" || c.who == "other company" {
			entries = 1
		}
		if c.who == "superadmin" {
			entries = 3
		}
		sc = append(sc, tests.ApiScenario{Name: c.who + " lists hour entries", Method: http.MethodGet, URL: hoursURL,
			Headers: c.headers, ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + string(rune('0'+entries))},
			ExpectedEvents: testutil.Listed(entries)})
		for _, w := range []struct{ method, url, body string }{
			{http.MethodPost, engURL, `{"application":"` + appVictor + `","volunteer":"` + testutil.OtherVolunteerID + `","status":"active"}`},
			{http.MethodPatch, one, `{"status":"completed"}`},
			{http.MethodDelete, one, ``},
			{http.MethodPost, hoursURL, `{"engagement":"` + testutil.EngVera + `","volunteer":"` + testutil.VolunteerID + `","date":"` + testutil.Day(-1) + `","hours":2,"description":"x","status":"approved"}`},
			{http.MethodPatch, hoursURL + "/" + hourPend, `{"status":"approved"}`},
			{http.MethodDelete, hoursURL + "/" + hourPend, ``},
		} {
			status, content := 403, testutil.Status(403)
			if c.headers == nil && w.method != http.MethodPost {
				// PocketBase answers a guest's write on a nil rule 403 too,
				// but a missing record first when it cannot see it.
				status, content = 403, testutil.Status(403)
			}
			sc = append(sc, tests.ApiScenario{Name: c.who + " " + w.method + " " + w.url + " directly", Method: w.method, URL: w.url,
				Headers: c.headers, Body: strings.NewReader(w.body), ExpectedStatus: status, ExpectedContent: content,
				ExpectedEvents: testutil.NoEvents,
				AfterTestFunc: testutil.All(testutil.ExpectCount("engagements", nil, 2), testutil.ExpectCount("hour_entries", dbx.HashExp{"status": "pending"}, 2),
					expectEngagement("status", "active"))})
		}
	}
	testutil.Run(t, base, sc)
}

// The move to accepted creates the engagement in the same transaction,
// once, with the names, skills and the acceptance time.
func TestAcceptCreatesEngagement(t *testing.T) {
	acme := testutil.Auth(testutil.UserTokens(t).Company)
	testutil.Run(t, base, []tests.ApiScenario{
		{Name: "company accepts victor", Method: http.MethodPatch, URL: "/api/collections/applications/records/" + appVictor,
			Headers: acme, Body: strings.NewReader(`{"stage":"accepted"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"stage":"accepted"`},
			ExpectedEvents:  map[string]int{"OnRecordUpdateRequest": 1, "OnRecordCreate": 2, "OnRecordUpdate": 1},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				r, err := app.FindFirstRecordByData("engagements", "application", appVictor)
				if err != nil {
					t.Fatal("no engagement for the accepted application")
				}
				if r.GetString("status") != "active" || r.GetString("company") != testutil.CompanyID ||
					r.GetString("opportunity_title") != "Frontend helper" || !strings.Contains(r.GetString("skills"), "React") ||
					r.GetDateTime("accepted_at").IsZero() {
					t.Errorf("engagement = %v", r.FieldsData())
				}
			}},
	})
}

func TestLogHours(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/engagements/" + testutil.EngVera + "/hours"
	body := func(date string, hours any, desc string) io.Reader {
		return testutil.JSONBody(map[string]any{"date": date, "hours": hours, "description": desc})
	}
	unchanged := testutil.ExpectCount("hour_entries", dbx.HashExp{"engagement": testutil.EngVera}, 2)
	field := func(f string) []string { return []string{`"status":400`, `"` + f + `":{"code":`} }
	completed := func(t testing.TB, app *tests.TestApp) {
		if _, err := app.DB().Update("engagements", dbx.Params{"status": "completed"}, dbx.HashExp{"id": testutil.EngVera}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	testutil.Run(t, base, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPost, URL: url, Body: body(testutil.Day(-1), 2, "Work"), ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "company cannot log", Method: http.MethodPost, URL: url, Headers: as.Acme, Body: body(testutil.Day(-1), 2, "Work"), ExpectedStatus: 403,
			ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "someone else's engagement", Method: http.MethodPost, URL: url, Headers: as.Victor, Body: body(testutil.Day(-1), 2, "Work"), ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "no engagement", Method: http.MethodPost, URL: "/api/engagements/nope/hours", Headers: as.Vera, Body: body(testutil.Day(-1), 2, "Work"),
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "not accepted: victor's application has no engagement", Method: http.MethodPost, URL: "/api/engagements/" + appVictor + "/hours",
			Headers: as.Victor, Body: body(testutil.Day(-1), 2, "Work"), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "empty body", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`{}`), ExpectedStatus: 400,
			ExpectedContent: append(field("date"), `"hours":{`, `"description":{`), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "not json", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: strings.NewReader(`nope`), ExpectedStatus: 400,
			ExpectedContent: testutil.Status(400), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "future date", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(3), 2, "Work"), ExpectedStatus: 400,
			ExpectedContent: append(field("date"), "cannot be in the future"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "before acceptance", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-11), 2, "Work"), ExpectedStatus: 400,
			ExpectedContent: append(field("date"), "before you were accepted"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "bad date", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body("yesterday", 2, "Work"), ExpectedStatus: 400,
			ExpectedContent: field("date"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "too few hours", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-1), 0.25, "Work"), ExpectedStatus: 400,
			ExpectedContent: append(field("hours"), "between 0.5 and 12"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "too many hours", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-1), 12.5, "Work"), ExpectedStatus: 400,
			ExpectedContent: field("hours"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "not half hours", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-1), 1.3, "Work"), ExpectedStatus: 400,
			ExpectedContent: field("hours"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "hours as text", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-1), "2", "Work"), ExpectedStatus: 400,
			ExpectedContent: field("hours"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "description too long", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-1), 2, strings.Repeat("x", 501)),
			ExpectedStatus: 400, ExpectedContent: field("description"), ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged},
		{Name: "completed engagement", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(-1), 2, "Work"), ExpectedStatus: 400,
			ExpectedContent: []string{"no more time can be logged"}, ExpectedEvents: testutil.NoEvents, TestAppFactory: with(completed), AfterTestFunc: unchanged},
		{Name: "volunteer logs time", Method: http.MethodPost, URL: url, Headers: as.Vera, Body: body(testutil.Day(0), 7.5, "Reviewed the forms for screen readers."),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"pending"`, `"hours":7.5`},
			// The entry and a notification for each of acme's team (owner and member).
			ExpectedEvents: map[string]int{"OnRecordCreate": 3},
			AfterTestFunc: testutil.All(testutil.ExpectCount("hour_entries", dbx.HashExp{"engagement": testutil.EngVera}, 3),
				func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					r, _ := app.FindRecordById("engagements", testutil.EngVera)
					if r.GetFloat("pending_hours") != 10.5 {
						t.Errorf("pending hours %v, want 10.5", r.GetFloat("pending_hours"))
					}
				}, expectMails("Hours to approve", 2))},
	})
}

func TestDecideHours(t *testing.T) {
	as := testutil.SignedIn(t)
	approve := "/api/engagements/hours/" + hourPend + "/approve"
	reject := "/api/engagements/hours/" + hourPend + "/reject"
	stillPending := testutil.ExpectCount("hour_entries", dbx.HashExp{"id": hourPend, "status": "pending"}, 1)
	testutil.Run(t, base, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPost, URL: approve, ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "volunteer approves their own hours", Method: http.MethodPost, URL: approve, Headers: as.Vera, ExpectedStatus: 403,
			ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents, AfterTestFunc: stillPending},
		{Name: "other company", Method: http.MethodPost, URL: approve, Headers: as.Globex, ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents, AfterTestFunc: stillPending},
		{Name: "already decided", Method: http.MethodPost, URL: "/api/engagements/hours/" + hourOK + "/approve", Headers: as.Acme,
			ExpectedStatus: 400, ExpectedContent: []string{"already been decided"}, ExpectedEvents: testutil.NoEvents},
		{Name: "reject without reason", Method: http.MethodPost, URL: reject, Headers: as.Acme, Body: strings.NewReader(`{"reason":"  "}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"reason":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: stillPending},
		{Name: "reject with a reason too long", Method: http.MethodPost, URL: reject, Headers: as.Acme,
			Body: strings.NewReader(`{"reason":"` + strings.Repeat("x", 501) + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"reason":{"code":"validation_length_too_long"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: stillPending},
		{Name: "member approves", Method: http.MethodPost, URL: approve, Headers: as.Mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"approved"`}, ExpectedEvents: map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 1}, // vera's notification
			AfterTestFunc: testutil.All(func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				r, _ := app.FindRecordById("engagements", testutil.EngVera)
				if r.GetFloat("approved_hours") != 7.5 || r.GetFloat("pending_hours") != 0 {
					t.Errorf("totals %v approved, %v pending", r.GetFloat("approved_hours"), r.GetFloat("pending_hours"))
				}
			}, expectMails("were approved", 1))},
		{Name: "owner rejects", Method: http.MethodPost, URL: reject, Headers: as.Acme, Body: strings.NewReader(`{"reason":"We did not meet that day."}`),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"rejected"`, `"reason":"We did not meet that day."`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 1}, AfterTestFunc: expectMails("not approved", 1)},
	})
}

func TestFinish(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/engagements/" + testutil.EngVera + "/finish"
	noPending := func(t testing.TB, app *tests.TestApp) {
		if _, err := app.DB().NewQuery(`DELETE FROM hour_entries WHERE id = {:id}`).Bind(dbx.Params{"id": hourPend}).Execute(); err != nil {
			t.Fatal(err)
		}
		if _, err := app.DB().Update("engagements", dbx.Params{"pending_hours": 0}, dbx.HashExp{"id": testutil.EngVera}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	noHours := func(t testing.TB, app *tests.TestApp) {
		if _, err := app.DB().NewQuery(`DELETE FROM hour_entries WHERE engagement = {:id}`).Bind(dbx.Params{"id": testutil.EngVera}).Execute(); err != nil {
			t.Fatal(err)
		}
		if _, err := app.DB().Update("engagements", dbx.Params{"pending_hours": 0, "approved_hours": 0}, dbx.HashExp{"id": testutil.EngVera}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	noCert := testutil.ExpectCount("certificates", nil, 0)
	testutil.Run(t, base, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPost, URL: url, ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "other volunteer", Method: http.MethodPost, URL: url, Headers: as.Victor, ExpectedStatus: 404, ExpectedContent: testutil.Status(404),
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: expectEngagement("status", "active")},
		{Name: "other company", Method: http.MethodPost, URL: url, Headers: as.Globex, ExpectedStatus: 404, ExpectedContent: testutil.Status(404),
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: expectEngagement("status", "active")},
		{Name: "volunteer marks it finished", Method: http.MethodPost, URL: url, Headers: as.Vera, ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"finish_requested"`, `"finish_requested_by":"volunteer"`},
			ExpectedEvents:  map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 2}, // a notification for each of acme's team
			AfterTestFunc:   testutil.All(noCert, expectMails("Confirm the end", 2))},
		{Name: "volunteer cannot mark it finished without hours", Method: http.MethodPost, URL: url, Headers: as.Vera, ExpectedStatus: 400,
			ExpectedContent: []string{`"status":{"code":"validation_no_hours"`, "Log the time you worked"}, ExpectedEvents: testutil.NoEvents,
			TestAppFactory: with(noHours), AfterTestFunc: expectEngagement("status", "active")},
		{Name: "company cannot complete without approved hours", Method: http.MethodPost, URL: url, Headers: as.Acme, ExpectedStatus: 400,
			ExpectedContent: []string{`"status":{"code":"validation_no_approved_hours"`, "at least one approved hours entry"}, ExpectedEvents: testutil.NoEvents,
			TestAppFactory: with(noHours), AfterTestFunc: testutil.All(noCert, expectEngagement("status", "active"))},
		{Name: "company cannot complete with pending hours", Method: http.MethodPost, URL: url, Headers: as.Acme, ExpectedStatus: 400,
			ExpectedContent: []string{"pending hours"}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: testutil.All(noCert, expectEngagement("status", "active"))},
		{Name: "member completes: the certificate is issued", Method: http.MethodPost, URL: url, Headers: as.Mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"completed"`}, TestAppFactory: with(noPending),
			// The certificate; "completed" for vera and acme's two, "certificate issued" for vera.
			ExpectedEvents: map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 5},
			AfterTestFunc: testutil.All(testutil.ExpectCount("certificates", dbx.HashExp{"volunteer": testutil.VolunteerID, "hours": 4.5}, 1),
				testutil.ExpectCount("notifications", dbx.HashExp{"kind": "engagement_completed"}, 3),
				testutil.ExpectCount("notifications", dbx.HashExp{"kind": "certificate_issued", "user": testutil.VolunteerID}, 1),
				expectMails("Engagement completed", 3), expectMails("certificate is ready", 1))},
		{Name: "completing twice", Method: http.MethodPost, URL: url, Headers: as.Acme, ExpectedStatus: 400, ExpectedContent: []string{"already completed"},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				if _, err := app.DB().Update("engagements", dbx.Params{"status": "completed"}, dbx.HashExp{"id": testutil.EngVera}).Execute(); err != nil {
					t.Fatal(err)
				}
			})},
	})
}
