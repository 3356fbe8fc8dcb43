package messages_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/subscriptions"

	"voluntech/hooks/messages"
	"voluntech/hooks/notify"
	"voluntech/hooks/testutil"
)

var convSaved = map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 0}

// TestReadBlockUnblock covers the participant routes on a conversation.
func TestReadBlockUnblock(t *testing.T) {
	tok := allTokens(t)
	base := "/api/conversations/" + convID
	blockedByVolunteer := testutil.Then(newApp, setConv(convID, map[string]any{"blocked_by": "volunteer"}))
	var s []tests.ApiScenario
	for _, route := range []string{"/read", "/block", "/unblock", "/report"} {
		s = append(s,
			tests.ApiScenario{Name: "a guest cannot " + route, Method: http.MethodPost, URL: base + route, Body: body(`{"reason":"spam"}`),
				ExpectedStatus: 401, ExpectedEvents: testutil.NoEvents},
			tests.ApiScenario{Name: "an outsider volunteer gets 404 on " + route, Method: http.MethodPost, URL: base + route,
				Headers: auth(tok.otherVolunteer), Body: body(`{"reason":"spam"}`), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
			tests.ApiScenario{Name: "another company gets 404 on " + route, Method: http.MethodPost, URL: base + route,
				Headers: auth(tok.otherCompany), Body: body(`{"reason":"spam"}`), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
			tests.ApiScenario{Name: "a superadmin gets 404 on " + route, Method: http.MethodPost, URL: base + route,
				Headers: auth(tok.superadmin), Body: body(`{"reason":"spam"}`), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
			tests.ApiScenario{Name: "an unknown id is 404 on " + route, Method: http.MethodPost, URL: "/api/conversations/nope" + route,
				Headers: auth(tok.volunteer), Body: body(`{"reason":"spam"}`), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
		)
	}
	s = append(s,
		tests.ApiScenario{Name: "the volunteer reads: unread 0, read_at set", Method: http.MethodPost, URL: base + "/read",
			Headers: auth(tok.volunteer), ExpectedStatus: 200, ExpectedContent: []string{`"volunteer_unread":0`}, ExpectedEvents: convSaved,
			AfterTestFunc: expectConv(convID, func(t testing.TB, c *core.Record) {
				if c.GetDateTime("volunteer_read_at").Time().Before(time.Now().Add(-time.Minute)) {
					t.Fatal("read_at not set")
				}
			})},
		tests.ApiScenario{Name: "a team member reads for the company", Method: http.MethodPost, URL: base + "/read",
			Headers: auth(tok.member), TestAppFactory: testutil.Then(newApp, setConv(convID, map[string]any{"company_unread": 3})),
			ExpectedStatus: 200, ExpectedContent: []string{`"company_unread":0`}, ExpectedEvents: convSaved},
		tests.ApiScenario{Name: "the volunteer blocks", Method: http.MethodPost, URL: base + "/block", Headers: auth(tok.volunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"blocked_by":"volunteer"`}, ExpectedEvents: convSaved},
		tests.ApiScenario{Name: "a member blocks for the company", Method: http.MethodPost, URL: base + "/block", Headers: auth(tok.member),
			ExpectedStatus: 200, ExpectedContent: []string{`"blocked_by":"company"`}, ExpectedEvents: convSaved},
		tests.ApiScenario{Name: "blocking twice changes nothing", Method: http.MethodPost, URL: base + "/block", Headers: auth(tok.owner),
			TestAppFactory: blockedByVolunteer, ExpectedStatus: 200, ExpectedContent: []string{`"blocked_by":"volunteer"`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "the blocked side cannot unblock", Method: http.MethodPost, URL: base + "/unblock", Headers: auth(tok.owner),
			TestAppFactory: blockedByVolunteer, ExpectedStatus: 403, ExpectedContent: []string{messages.MsgNotBlocker}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "the blocker unblocks", Method: http.MethodPost, URL: base + "/unblock", Headers: auth(tok.volunteer),
			TestAppFactory: blockedByVolunteer, ExpectedStatus: 200, ExpectedContent: []string{`"blocked_by":""`}, ExpectedEvents: convSaved},
		tests.ApiScenario{Name: "a report needs a reason", Method: http.MethodPost, URL: base + "/report", Headers: auth(tok.volunteer),
			Body: body(`{"reason":"  "}`), ExpectedStatus: 400, ExpectedContent: []string{`"reason":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a reason of 1001 characters is refused", Method: http.MethodPost, URL: base + "/report", Headers: auth(tok.volunteer),
			Body: body(`{"reason":"` + strings.Repeat("a", 1001) + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"reason":{"code":"validation_max_text_constraint"`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a reason of the wrong type is refused", Method: http.MethodPost, URL: base + "/report", Headers: auth(tok.volunteer),
			Body: body(`{"reason":5}`), ExpectedStatus: 400, ExpectedContent: []string{`"reason":{"code":"validation_invalid_type"`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "the volunteer reports the company: copies of the company's messages only", Method: http.MethodPost,
			URL: base + "/report", Headers: auth(tok.volunteer), Body: body(`{"reason":"Asked for money"}`), ExpectedStatus: 201,
			// The report and the superadmin's notification.
			ExpectedContent: []string{`"status":"open"`}, ExpectedEvents: map[string]int{"OnRecordCreate": 2},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				r, err := app.FindFirstRecordByData("message_reports", "conversation", convID)
				if err != nil {
					t.Fatal(err)
				}
				n, err := app.FindAllRecords("notifications", dbx.HashExp{"kind": notify.KindMessageReport})
				if err != nil || len(n) != 1 || n[0].GetString("user") != testutil.SuperadminID ||
					n[0].GetString("link") != "/system/messages" || !strings.Contains(n[0].GetString("body"), "Asked for money") {
					t.Fatalf("the superadmins' notifications: %v %v", n, err)
				}
				var copies []messages.ReportedMessage
				if err := json.Unmarshal([]byte(r.GetString("messages")), &copies); err != nil {
					t.Fatal(err)
				}
				if len(copies) != 1 || copies[0].ID != miaMsgID || copies[0].Body != "Hi from Mia" {
					t.Fatalf("copies %+v", copies)
				}
				if r.GetString("reported") != testutil.CompanyID || r.GetString("reporter") != testutil.VolunteerID {
					t.Fatalf("reported %s by %s", r.GetString("reported"), r.GetString("reporter"))
				}
			}},
	)
	run(t, newApp, s)
}

// withReport is newApp with an open report of vera against acme.
func withReport(t testing.TB) *tests.TestApp {
	app := newApp(t)
	testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
	testutil.SaveRecord(t, app, "message_reports", map[string]any{"id": "report000000001", "conversation": convID,
		"reporter": testutil.VolunteerID, "reported": testutil.CompanyID, "reported_name": "Acme Ltd", "reason": "Asked for money",
		"messages": []messages.ReportedMessage{{ID: miaMsgID, SenderName: "Mia", Body: "Hi from Mia"}}, "status": "open"})
	return app
}

// TestModeration covers /api/system/messages and what a suspension does.
func TestModeration(t *testing.T) {
	tok := allTokens(t)
	const reports = "/api/system/messages/reports"
	one := reports + "/report000000001"
	userIs := func(id string, suspended bool) testutil.AfterFunc {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			u, err := app.FindRecordById("users", id)
			if err != nil {
				t.Fatal(err)
			}
			if u.GetBool("suspended") != suspended {
				t.Fatalf("suspended = %v", u.GetBool("suspended"))
			}
		}
	}
	suspended := testutil.Then(withReport, setUser(testutil.CompanyID, map[string]any{"suspended": true}))
	var s []tests.ApiScenario
	for _, c := range []struct{ role, token string }{{"volunteer", tok.volunteer}, {"owner", tok.owner}, {"member", tok.member}} {
		for _, r := range []struct{ method, url string }{{http.MethodGet, reports}, {http.MethodPost, one + "/dismiss"},
			{http.MethodPost, one + "/suspend"}, {http.MethodPost, "/api/system/messages/users/company00000001/restore"}} {
			s = append(s, tests.ApiScenario{Name: c.role + " cannot " + r.method + " " + r.url, Method: r.method, URL: r.url,
				Headers: auth(c.token), ExpectedStatus: 403, ExpectedEvents: testutil.NoEvents})
		}
	}
	s = append(s,
		tests.ApiScenario{Name: "a guest cannot list reports", Method: http.MethodGet, URL: reports, ExpectedStatus: 401, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a superadmin lists open reports with the reported messages only", Method: http.MethodGet, URL: reports,
			Headers: auth(tok.superadmin), ExpectedStatus: 200,
			ExpectedContent:    []string{`"totalItems":1`, `"reason":"Asked for money"`, "Hi from Mia", `"reported":{"id":"company00000001"`},
			NotExpectedContent: []string{"Hello from Vera"}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a bad status filter is refused", Method: http.MethodGet, URL: reports + "?status=all&page=0",
			Headers: auth(tok.superadmin), ExpectedStatus: 400, ExpectedContent: []string{`"status":{`, `"page":{`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "dismissed reports are listed apart", Method: http.MethodGet, URL: reports + "?status=dismissed",
			Headers: auth(tok.superadmin), ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a superadmin dismisses a report", Method: http.MethodPost, URL: one + "/dismiss",
			Headers: auth(tok.superadmin), ExpectedStatus: 200, ExpectedContent: []string{`"status":"dismissed"`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 1}, AfterTestFunc: userIs(testutil.CompanyID, false)},
		tests.ApiScenario{Name: "a handled report cannot be handled again", Method: http.MethodPost, URL: one + "/suspend",
			Headers: auth(tok.superadmin), TestAppFactory: testutil.Then(withReport, func(t testing.TB, app *tests.TestApp) {
				r, _ := app.FindRecordById("message_reports", "report000000001")
				r.Set("status", "dismissed")
				if err := app.Save(r); err != nil {
					t.Fatal(err)
				}
			}), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "an unknown report is 404", Method: http.MethodPost, URL: reports + "/nope/dismiss",
			Headers: auth(tok.superadmin), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a superadmin suspends the reported account", Method: http.MethodPost, URL: one + "/suspend",
			Headers: auth(tok.superadmin), ExpectedStatus: 200, ExpectedContent: []string{`"status":"suspended"`, `"suspended":true`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 3}, AfterTestFunc: userIs(testutil.CompanyID, true)},
		tests.ApiScenario{Name: "after a suspension the old session no longer works", Method: http.MethodGet,
			URL: "/api/collections/conversations/records", Headers: auth(tok.owner),
			TestAppFactory: testutil.Then(withReport, func(t testing.TB, app *tests.TestApp) {
				u, _ := app.FindRecordById("users", testutil.CompanyID)
				u.RefreshTokenKey()
				u.Set("suspended", true)
				if err := app.Save(u); err != nil {
					t.Fatal(err)
				}
			}), ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}},
		tests.ApiScenario{Name: "a suspended account cannot sign in", Method: http.MethodPost,
			URL: "/api/collections/users/auth-with-password", Body: body(`{"identity":"acme@example.com","password":"` + testutil.DefaultPassword + `"}`),
			TestAppFactory: suspended, ExpectedStatus: 403, ExpectedContent: []string{messages.MsgSuspended}, NotExpectedContent: []string{`"token"`}},
		tests.ApiScenario{Name: "a member of a suspended company cannot sign in", Method: http.MethodPost,
			URL: "/api/collections/users/auth-with-password", Body: body(`{"identity":"mia@example.com","password":"` + testutil.DefaultPassword + `"}`),
			TestAppFactory: suspended, ExpectedStatus: 403, ExpectedContent: []string{messages.MsgSuspended}},
		tests.ApiScenario{Name: "a wrong password says nothing of the suspension", Method: http.MethodPost,
			URL: "/api/collections/users/auth-with-password", Body: body(`{"identity":"acme@example.com","password":"wrong-pass-1"}`),
			TestAppFactory: suspended, ExpectedStatus: 400, NotExpectedContent: []string{messages.MsgSuspended}},
		tests.ApiScenario{Name: "a suspended company's public page is 404", Method: http.MethodGet, URL: "/api/directory/companies/acme",
			TestAppFactory: suspended, ExpectedStatus: 404},
		tests.ApiScenario{Name: "the public page shows before the suspension", Method: http.MethodGet, URL: "/api/directory/companies/acme",
			TestAppFactory: withReport, ExpectedStatus: 200, ExpectedContent: []string{"Acme Ltd"}},
		tests.ApiScenario{Name: "a superadmin restores the account", Method: http.MethodPost, URL: "/api/system/messages/users/company00000001/restore",
			Headers: auth(tok.superadmin), TestAppFactory: suspended, ExpectedStatus: 200, ExpectedContent: []string{`"suspended":false`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 1}, AfterTestFunc: userIs(testutil.CompanyID, false)},
		tests.ApiScenario{Name: "restoring an unknown account is 404", Method: http.MethodPost, URL: "/api/system/messages/users/nope/restore",
			Headers: auth(tok.superadmin), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a user cannot suspend or restore themself", Method: http.MethodPatch, URL: "/api/collections/users/records/" + testutil.CompanyID,
			Headers: auth(tok.owner), Body: body(`{"suspended":false}`), TestAppFactory: withReport, ExpectedStatus: 400,
			ExpectedContent: []string{`"suspended":{"code":"validation_forbidden_change"`}, ExpectedEvents: map[string]int{"OnRecordUpdate": 0}},
	)
	// The managed-field check compares with the stored value: a PATCH that
	// tries to lift a suspension must meet a suspended account.
	s[len(s)-1].TestAppFactory = testutil.Then(withReport, setUser(testutil.CompanyID, map[string]any{"suspended": true}))
	s[len(s)-1].Headers = auth(tok.owner)
	run(t, withReport, s)
}

// TestRealtimeOutsiderReceivesNothing subscribes participants and outsiders
// to every message and conversation and checks that only participants
// receive a new message and its conversation's change.
func TestRealtimeOutsiderReceivesNothing(t *testing.T) {
	app := newApp(t)
	defer app.Cleanup()
	if _, err := apis.NewRouter(app); err != nil { // binds the realtime broadcast
		t.Fatal(err)
	}
	clientOf := func(userID string) subscriptions.Client {
		c := subscriptions.NewDefaultClient()
		if userID != "" {
			u, err := app.FindRecordById("users", userID)
			if err != nil {
				t.Fatal(err)
			}
			c.Set(apis.RealtimeClientAuthKey, u)
		}
		c.Subscribe("messages", "conversations", "messages/"+veraMsgID, "conversations/"+convID)
		app.SubscriptionsBroker().Register(c)
		return c
	}
	insiders := map[string]subscriptions.Client{
		"volunteer": clientOf(testutil.VolunteerID), "owner": clientOf(testutil.CompanyID), "member": clientOf(testutil.MemberID),
	}
	outsiders := map[string]subscriptions.Client{
		"guest": clientOf(""), "other volunteer": clientOf(testutil.OtherVolunteerID),
		"other company": clientOf(testutil.OtherCompanyID), "superadmin": clientOf(testutil.SuperadminID),
	}

	saveMessage(t, app, "message00000009", convID, testutil.VolunteerID, "Realtime secret")

	for name, c := range insiders {
		got := drain(c, 2*time.Second, 2)
		if !strings.Contains(strings.Join(got, "\n"), "Realtime secret") {
			t.Errorf("%s did not receive the message: %v", name, got)
		}
	}
	for name, c := range outsiders {
		if got := drain(c, 300*time.Millisecond, 1); len(got) > 0 {
			t.Errorf("%s received %v", name, got)
		}
	}
}

// drain collects up to n messages a client receives within d.
func drain(c subscriptions.Client, d time.Duration, n int) []string {
	var out []string
	timeout := time.After(d)
	for len(out) < n {
		select {
		case m := <-c.Channel():
			out = append(out, m.Name+" "+string(m.Data))
		case <-timeout:
			return out
		}
	}
	return out
}

// TestUnreadEmailFallback: a message unread for the delay sends exactly one
// email to its recipient, none before the delay, none again within the
// hour, and none once read.
func TestUnreadEmailFallback(t *testing.T) {
	app := newApp(t)
	defer app.Cleanup()
	// Start from a quiet state: everything read.
	if _, err := app.DB().NewQuery("UPDATE conversations SET company_unread = 0, volunteer_unread = 0, " +
		"company_read_at = '2030-01-01 00:00:00.000Z', volunteer_read_at = '2030-01-01 00:00:00.000Z'").Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("UPDATE conversations SET company_read_at = '', volunteer_read_at = ''").Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("DELETE FROM messages").Execute(); err != nil {
		t.Fatal(err)
	}
	saveMessage(t, app, "message00000010", convID, testutil.MemberID, "Are you free on Monday?")
	now := time.Now()

	if n := messages.RunFallback(t, app, now); n != 0 {
		t.Fatalf("emailed %d before the delay", n)
	}
	if n := messages.RunFallback(t, app, now.Add(16*time.Minute)); n != 1 {
		t.Fatalf("emailed %d after the delay, want 1", n)
	}
	if n := messages.RunFallback(t, app, now.Add(17*time.Minute)); n != 0 {
		t.Fatalf("emailed %d again", n)
	}
	saveMessage(t, app, "message00000011", convID, testutil.MemberID, "And Tuesday?")
	if n := messages.RunFallback(t, app, now.Add(40*time.Minute)); n != 0 {
		t.Fatalf("emailed %d within the hour", n)
	}
	testutil.FlushMail(t, app)
	if got := app.TestMailer.TotalSend(); got != 1 {
		t.Fatalf("sent %d mails, want exactly 1", got)
	}
	m := app.TestMailer.LastMessage()
	if m.To[0].Address != "vera@example.com" || !strings.Contains(m.Text, "Are you free on Monday?") ||
		!strings.Contains(m.Text, testutil.TestAppURL+"/volunteer/messages/"+convID) || m.Subject != "New message from Acme Ltd" {
		t.Fatalf("mail to %v %q: %s", m.To, m.Subject, m.Text)
	}
	// Once read, nothing more goes out.
	c := conv(t, app, convID)
	c.Set("volunteer_unread", 0)
	c.Set("volunteer_read_at", time.Now().Add(2*time.Hour))
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	if n := messages.RunFallback(t, app, now.Add(3*time.Hour)); n != 0 {
		t.Fatalf("emailed %d after reading", n)
	}
	if n := testutil.Count(t, app, "conversations", dbx.HashExp{"id": convID}); n != 1 {
		t.Fatal("conversation lost")
	}
}
