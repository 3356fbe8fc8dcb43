package teams_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/teams"
	"voluntech/hooks/testutil"
)

func joinURL(token string) string { return teamURL + "/join/" + token }

func TestJoinInfo(t *testing.T) {
	var s []tests.ApiScenario
	for name, token := range map[string]string{"unknown": "no-such-token", "revoked": tokRevoked} {
		s = append(s, tests.ApiScenario{Name: name, URL: joinURL(token), ExpectedStatus: 404,
			ExpectedContent: []string{`"token":{"code":"validation_invalid_token","message":"` + teams.MsgLinkInvalid + `"}`}})
	}
	s = append(s,
		tests.ApiScenario{Name: "pending", URL: joinURL(tokPending), ExpectedStatus: 200,
			ExpectedContent:    []string{`{"company_name":"Acme Ltd","company_logo":"","email":"nina@example.com"}`},
			NotExpectedContent: []string{testutil.CompanyID}},
		tests.ApiScenario{Name: "pending, asked by a signed-in volunteer", URL: joinURL(tokPending), ExpectedStatus: 200,
			Headers: testutil.Auth(testutil.UserTokens(t).Volunteer), ExpectedContent: []string{`"company_name":"Acme Ltd"`}},
		tests.ApiScenario{Name: "used", URL: joinURL(tokUsed), ExpectedStatus: 404, ExpectedContent: []string{teams.MsgLinkUsed}},
		tests.ApiScenario{Name: "expired", URL: joinURL(tokExpired), ExpectedStatus: 404, ExpectedContent: []string{teams.MsgLinkExpired}},
	)
	for _, sc := range s {
		sc.Method = http.MethodGet
		sc.TestAppFactory = teamApp("advanced", true)
		sc.ExpectedEvents = testutil.NoEvents
		sc.Test(t)
	}
}

func joinBody(changes map[string]any) io.Reader {
	return testutil.JSONBody(testutil.With(map[string]any{"username": "nina", "first_name": "Nina", "last_name": "Novak",
		"password": "Nina-pass-1", "passwordConfirm": "Nina-pass-1", "role_title": "Recruiter"}, changes))
}

func TestJoin(t *testing.T) {
	joined := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		u, err := app.FindAuthRecordByEmail("users", "nina@example.com")
		if err != nil {
			t.Fatal("no account for nina")
		}
		if !u.Verified() || u.GetString("role") != "company" || u.GetString("team") != testutil.CompanyID ||
			u.GetString("username") != "nina" || u.GetString("role_title") != "Recruiter" || !u.ValidatePassword("Nina-pass-1") {
			t.Errorf("member = %v", u.PublicExport())
		}
		inv := invitation(t, app, invPending)
		if inv.GetString("status") != "accepted" || inv.GetString("accepted_user") != u.Id || inv.GetString("accepted_at") == "" {
			t.Errorf("invitation = %v", inv.PublicExport())
		}
	}
	nothing := testutil.All(expectUsers(6), expectStatus(invPending, "pending"))
	fields := testutil.MergeEvents(testutil.NoEvents, map[string]int{"OnModelValidate": 1, "OnRecordValidate": 1})
	bad := func(name string, body io.Reader, content ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Body: body, ExpectedStatus: 400, ExpectedContent: content,
			ExpectedEvents: fields, AfterTestFunc: nothing}
	}
	long := strings.Repeat("x", 101)
	s := []tests.ApiScenario{
		{Name: "joins", Body: joinBody(nil), ExpectedStatus: 200,
			ExpectedContent: []string{`{"email":"nina@example.com","username":"nina"}`},
			// The explicit validation, then the save.
			ExpectedEvents: testutil.MergeEvents(testutil.SavedEvents(0, 1, 0), map[string]int{"OnModelValidate": 1, "OnRecordValidate": 1}),
			AfterTestFunc:  testutil.All(joined, expectUsers(7))},
		bad("nothing sent", strings.NewReader(`{}`), `"username":{`, `"first_name":{`, `"last_name":{`,
			`"password":{"code":"validation_min_text_constraint","message":"Password must be at least 8 characters long`),
		bad("short password", joinBody(map[string]any{"password": "short", "passwordConfirm": "short"}), `"password":{`),
		bad("passwords differ", joinBody(map[string]any{"passwordConfirm": "Other-pass-1"}), `"passwordConfirm":{"code":"validation_values_mismatch"`),
		bad("taken username", joinBody(map[string]any{"username": "VERA"}), `"username":{"code":"validation_not_unique"`),
		bad("reserved username", joinBody(map[string]any{"username": "dashboard"}), `"username":{"code":"validation_reserved"`),
		bad("bad username", joinBody(map[string]any{"username": "-no spaces-"}), `"username":{`),
		bad("too long role title", joinBody(map[string]any{"role_title": long}), `"role_title":{"code":"validation_length_too_long"`),
		bad("too long name", joinBody(map[string]any{"first_name": strings.Repeat("n", 51)}), `"first_name":{`),
		{Name: "wrong types", Body: strings.NewReader(`{"username":5,"password":true}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: nothing},
		{Name: "not JSON", Body: strings.NewReader(`username=nina`), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: nothing},
		{Name: "the invited email got an account meanwhile", URL: joinURL(tokVera), Body: joinBody(map[string]any{"username": "vera2"}),
			ExpectedStatus: 400, ExpectedEvents: fields, AfterTestFunc: testutil.All(expectUsers(6), expectStatus(invVera, "pending")),
			ExpectedContent: []string{`"message":"` + teams.MsgHasAccount + `"`, `"email":{"code":"validation_not_unique"`}},
		{Name: "a used link", URL: joinURL(tokUsed), Body: joinBody(nil), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"token":{`, teams.MsgLinkUsed}, AfterTestFunc: nothing},
		{Name: "a revoked link", URL: joinURL(tokRevoked), Body: joinBody(nil), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"token":{`, teams.MsgLinkInvalid}, AfterTestFunc: nothing},
		{Name: "an expired link", URL: joinURL(tokExpired), Body: joinBody(nil), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"token":{`, teams.MsgLinkExpired}, AfterTestFunc: nothing},
		{Name: "an unknown link", URL: joinURL("made-up"), Body: joinBody(nil), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"token":{`, teams.MsgLinkInvalid}, AfterTestFunc: nothing},
		// A downgrade took the seat the invitation was sent for.
		{Name: "no seat left after a downgrade", Body: joinBody(nil), ExpectedStatus: 400, ExpectedEvents: fields,
			TestAppFactory:  teamApp("essential", true),
			ExpectedContent: []string{`"token":{"code":"validation_no_seat","message":"Your Essential plan includes 2 team member accounts. Upgrade your plan to add more."}`},
			AfterTestFunc:   nothing},
	}
	for _, sc := range s {
		sc.Method = http.MethodPost
		if sc.URL == "" {
			sc.URL = joinURL(tokPending)
		}
		if sc.TestAppFactory == nil {
			sc.TestAppFactory = teamApp("advanced", true)
		}
		sc.Test(t)
	}
}

// The new member signs in with the password they chose and acts for the
// company.
func TestJoinThenSignIn(t *testing.T) {
	app := teamApp("advanced", true)(t)
	defer app.Cleanup()
	handler := testutil.Handler(t, app)
	post := func(url, body string, headers ...string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(http.MethodPost, url, strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		if len(headers) > 0 {
			req.Header.Set("Authorization", headers[0])
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		return rec
	}
	if rec := post(joinURL(tokPending), `{"username":"nina","first_name":"Nina","last_name":"Novak","password":"Nina-pass-1","passwordConfirm":"Nina-pass-1"}`); rec.Code != 200 {
		t.Fatalf("join: %d %s", rec.Code, rec.Body)
	}
	rec := post("/api/collections/users/auth-with-password", `{"identity":"nina@example.com","password":"Nina-pass-1"}`)
	if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"team":"`+testutil.CompanyID+`"`) || !strings.Contains(rec.Body.String(), `"last_active_at":"20`) {
		t.Fatalf("sign in: %d %s", rec.Code, rec.Body)
	}
	u, err := app.FindAuthRecordByEmail("users", "nina@example.com")
	if err != nil || u.GetString("last_active_at") == "" {
		t.Fatalf("last_active_at not stamped on sign-in: %v", err)
	}
}

// Two submits of the same link at once: exactly one account, and the other
// submit is told the link was used.
func TestJoinRace(t *testing.T) {
	app := teamApp("advanced", true)(t)
	defer app.Cleanup()
	handler := testutil.Handler(t, app)
	const n = 4
	codes := make([]int, n)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			body := `{"username":"nina` + string(rune('a'+i)) + `","first_name":"Nina","last_name":"Novak","password":"Nina-pass-1","passwordConfirm":"Nina-pass-1"}`
			req := httptest.NewRequest(http.MethodPost, joinURL(tokPending), strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json")
			rec := httptest.NewRecorder()
			handler.ServeHTTP(rec, req)
			codes[i] = rec.Code
		}()
	}
	wg.Wait()
	ok := 0
	for _, c := range codes {
		switch c {
		case 200:
			ok++
		case 404:
		default:
			t.Errorf("a submit answered %d", c)
		}
	}
	if ok != 1 {
		t.Errorf("%d submits succeeded (%v), want 1", ok, codes)
	}
	if n := testutil.Count(t, app, "users", nil); n != 7 {
		t.Errorf("users = %d, want 7", n)
	}
}
