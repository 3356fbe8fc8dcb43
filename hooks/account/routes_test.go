package account_test

import (
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/account"
	"voluntech/hooks/testutil"
)

const (
	expVera   = "expvera00000001"
	expVictor = "expvictor000001"
)

func exports(want int64, where dbx.Expression) testutil.AfterFunc {
	return testutil.ExpectCount(account.Collection, where, want)
}

func TestRequestExport(t *testing.T) {
	tok := testutil.UserTokens(t)
	vera := dbx.HashExp{"user": testutil.VolunteerID}
	base := testutil.NewAppWithUsers
	testutil.RunRoute(t, http.MethodPost, "/api/account/export", base, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: testutil.Status(401),
			AfterTestFunc: exports(0, nil)},
		{Name: "a volunteer's export starts pending", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 202,
			ExpectedContent:    []string{`"status":"pending"`, `"progress":0`, `"next_allowed":"`},
			NotExpectedContent: []string{`"url"`},
			AfterTestFunc:      exports(1, dbx.HashExp{"user": testutil.VolunteerID, "status": "pending"})},
		{Name: "a company owner may ask", Headers: testutil.Auth(tok.Company), ExpectedStatus: 202,
			ExpectedContent: []string{`"status":"pending"`}},
		{Name: "a superadmin may ask", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 202,
			ExpectedContent: []string{`"status":"pending"`}},
		{Name: "a second request the same day is refused", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: withExport(base, expVera, testutil.VolunteerID),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`, `once a day`, `"rate_limit_daily"`},
			AfterTestFunc: exports(1, vera)},
		{Name: "a pending export counts too", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
				exportFor(t, app, expVera, testutil.VolunteerID, time.Hour, false)
			}),
			ExpectedStatus: 400, ExpectedContent: []string{`once a day`}, AfterTestFunc: exports(1, vera)},
		{Name: "another user's export does not count", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: withExport(base, expVictor, testutil.OtherVolunteerID),
			ExpectedStatus: 202, ExpectedContent: []string{`"status":"pending"`}, AfterTestFunc: exports(1, vera)},
		{Name: "a day later the user may ask again", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
				exportFor(t, app, expVera, testutil.VolunteerID, 0, true)
				setCreated(t, app, expVera, time.Now().Add(-account.Every-time.Minute))
			}),
			ExpectedStatus: 202, ExpectedContent: []string{`"status":"pending"`}, AfterTestFunc: exports(2, vera)},
		{Name: "a failed export does not count", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
				exportFor(t, app, expVera, testutil.VolunteerID, 0, false)
				testutil.SetFields(t, app, account.Collection, expVera, map[string]any{"status": "failed"})
			}),
			ExpectedStatus: 202, ExpectedContent: []string{`"status":"pending"`}, AfterTestFunc: exports(2, vera)},
	})
}

func TestExportStatus(t *testing.T) {
	tok := testutil.UserTokens(t)
	base := testutil.NewAppWithUsers
	testutil.RunRoute(t, http.MethodGet, "/api/account/export", base, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: testutil.Status(401)},
		{Name: "no export yet", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404)},
		{Name: "a pending export", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
				exportFor(t, app, expVera, testutil.VolunteerID, 0, false)
			}),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"pending"`, `"id":"` + expVera + `"`},
			NotExpectedContent: []string{`"url"`, `"expires"`}},
		{Name: "a ready export has its link and expiry", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: withExport(base, expVera, testutil.VolunteerID),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"ready"`, `"progress":100`,
				`"url":"/api/account/export/download"`, `"expires":"` + time.Now().Add(account.KeepFor).UTC().Format("2006-01-02")}},
		{Name: "another user's export is never shown", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: withExport(base, expVictor, testutil.OtherVolunteerID),
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404), NotExpectedContent: []string{expVictor}},
		{Name: "an expired export is gone", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(withExport(base, expVera, testutil.VolunteerID), expire(expVera)),
			ExpectedStatus: 404, ExpectedContent: testutil.Status(404)},
		{Name: "a failed export says so", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
				exportFor(t, app, expVera, testutil.VolunteerID, 0, false)
				testutil.SetFields(t, app, account.Collection, expVera, map[string]any{"status": "failed", "error": account.MsgBuildFailed})
			}),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"failed"`, `"error":"Your data could not`},
			NotExpectedContent: []string{`"next_allowed"`}},
	})
}

func expire(id string) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		testutil.SetFields(t, app, account.Collection, id, map[string]any{"expires_at": testutil.InDays(-1)})
	}
}

func TestDownloadExport(t *testing.T) {
	tok := testutil.UserTokens(t)
	ready := withExport(testutil.NewAppWithUsers, expVera, testutil.VolunteerID)
	const url = "/api/account/export/download"
	testutil.RunRoute(t, http.MethodGet, url, ready, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: testutil.Status(401)},
		{Name: "the owner downloads the ZIP", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{"account.json"},
			AfterTestFunc:   testutil.ExpectHeader("Content-Type", "application/zip")},
		{Name: "another user gets nothing", Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 404, ExpectedContent: testutil.Status(404)},
		{Name: "a superadmin gets nothing either", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 404, ExpectedContent: testutil.Status(404)},
		{Name: "an expired export is not served", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: testutil.Then(ready, expire(expVera)), ExpectedStatus: 404, ExpectedContent: testutil.Status(404)},
	})
	// A link followed by the browser carries a file token instead.
	for _, c := range []struct {
		name, user string
		want       int
	}{{"owner's file token", testutil.VolunteerID, 200}, {"another user's file token", testutil.OtherVolunteerID, 404}} {
		app := ready(t)
		h := testutil.Handler(t, app)
		res := testutil.Do(h, http.MethodGet, url+"?token="+testutil.FileTokenOf(t, app, c.user), nil, nil)
		if res.Code != c.want {
			t.Errorf("%s: status %d, want %d", c.name, res.Code, c.want)
		}
		// PocketBase's own file route refuses the protected file to users.
		r := testutil.Record(t, app, account.Collection, expVera)
		files := "/api/files/" + account.Collection + "/" + expVera + "/" + r.GetString("file") + "?token=" + testutil.FileTokenOf(t, app, c.user)
		if res := testutil.Do(h, http.MethodGet, files, nil, nil); res.Code == 200 {
			t.Errorf("%s: the records API served the protected archive", c.name)
		}
		app.Cleanup()
	}
}

// No caller reads data_exports through the records API: the collection
// has no rules.
func TestExportsRecordsAPI(t *testing.T) {
	tok := testutil.UserTokens(t)
	ready := withExport(testutil.NewAppWithUsers, expVera, testutil.VolunteerID)
	var scenarios []tests.ApiScenario
	for role, token := range map[string]string{"guest": "", "owner": tok.Volunteer, "other": tok.OtherVolunteer,
		"company": tok.Company, "superadmin": tok.Superadmin} {
		h := map[string]string{}
		if token != "" {
			h = testutil.Auth(token)
		}
		scenarios = append(scenarios,
			tests.ApiScenario{Name: role + " lists", Method: http.MethodGet, URL: "/api/collections/data_exports/records",
				Headers: h, ExpectedStatus: 403, ExpectedContent: testutil.Status(403)},
			tests.ApiScenario{Name: role + " views", Method: http.MethodGet, URL: "/api/collections/data_exports/records/" + expVera,
				Headers: h, ExpectedStatus: 403, ExpectedContent: testutil.Status(403)},
			tests.ApiScenario{Name: role + " deletes", Method: http.MethodDelete, URL: "/api/collections/data_exports/records/" + expVera,
				Headers: h, ExpectedStatus: 403, ExpectedContent: testutil.Status(403)},
		)
	}
	testutil.Run(t, ready, scenarios)
}

func TestCleanup(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	exportFor(t, app, expVera, testutil.VolunteerID, 0, true)
	exportFor(t, app, expVictor, testutil.OtherVolunteerID, 0, true)
	exportFor(t, app, "expstale0000001", testutil.CompanyID, 2*time.Hour, false) // the process died on it
	expire(expVera)(t, app)
	r := testutil.Record(t, app, account.Collection, expVera)
	key := r.BaseFilesPath() + "/" + r.GetString("file")

	n, err := account.Cleanup(app, time.Now())
	if err != nil || n != 1 {
		t.Fatalf("Cleanup = %d, %v; want 1 deleted", n, err)
	}
	if _, err := app.FindRecordById(account.Collection, expVera); err == nil {
		t.Error("the expired export is still there")
	}
	fsys, _ := app.NewFilesystem()
	defer fsys.Close()
	// PocketBase deletes a record's files in the background.
	for i := 0; ; i++ {
		if ok, _ := fsys.Exists(key); !ok {
			break
		}
		if i == 50 {
			t.Fatal("the expired archive's file is still stored")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if got := testutil.Record(t, app, account.Collection, expVictor).GetString("status"); got != "ready" {
		t.Errorf("a current export was touched: %s", got)
	}
	if got := testutil.Record(t, app, account.Collection, "expstale0000001").GetString("status"); got != "failed" {
		t.Errorf("a stale pending export is %s, want failed", got)
	}
}
