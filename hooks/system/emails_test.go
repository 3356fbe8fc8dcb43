package system_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/mail"
	"voluntech/hooks/testutil"
)

// Outbox rows of withMails (fixed ids so routes can name them).
const (
	FailedMailID  = "failedmail00001" // to vera, refused by the server
	WaitingMailID = "waitingmail0001" // to victor, waiting for a retry
	SentMailID    = "sentmail0000001" // to acme, delivered
)

// withMails queues three mails: one failed for good, one waiting for its
// retry, one delivered.
func withMails(t testing.TB, app *tests.TestApp) {
	t.Helper()
	for _, m := range []struct{ id, to, status, lastError string }{
		{FailedMailID, "vera@example.com", mail.StatusFailed, "550 5.1.1 Mailbox unavailable"},
		{WaitingMailID, "victor@example.com", mail.StatusPending, "dial tcp 127.0.0.1:25: connect: connection refused"},
		{SentMailID, "acme@example.com", mail.StatusSent, ""},
	} {
		if err := mail.Send(app, m.to, "Mail for "+m.to, "Intro with a secret link.", "Open", "http://x.test/secret-token", "Bye."); err != nil {
			t.Fatal(err)
		}
		attempts := 1
		if m.status == mail.StatusFailed {
			attempts = 10
		}
		if _, err := app.DB().NewQuery(`UPDATE mail_outbox SET id = {:id}, status = {:status}, last_error = {:err},
			attempts = {:attempts}, next_attempt_at = {:next} WHERE subject = {:subject}`).Bind(dbx.Params{
			"id": m.id, "status": m.status, "err": m.lastError, "attempts": attempts,
			"next": time.Now().Add(time.Hour).UTC().Format("2006-01-02 15:04:05.000Z"), "subject": "Mail for " + m.to,
		}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
}

func mailWorld(t testing.TB) *tests.TestApp {
	app := world(t)
	withMails(t, app)
	return app
}

// mailStatus checks the status and attempts of an outbox row.
func mailStatus(id, status string, attempts int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		rows := testutil.Outbox(t, app, dbx.HashExp{"id": id})
		if len(rows) != 1 || rows[0].Status != status || rows[0].Attempts != attempts {
			t.Errorf("%s = %+v, want %s after %d attempts", id, rows, status, attempts)
		}
	}
}

func TestSystemEmails(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/system/emails"
	get := func(name, query, token string, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodGet, URL: url + query, ExpectedStatus: status,
			ExpectedContent: want, ExpectedEvents: testutil.NoEvents, TestAppFactory: mailWorld,
			// Never the bodies: they may carry a sign-in link.
			NotExpectedContent: []string{"secret", "html", `"text"`}}
		if token != "" {
			s.Headers = testutil.Auth(token)
		}
		return s
	}
	retry := func(name, id, token string, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url + "/" + id + "/retry", ExpectedStatus: status,
			ExpectedContent: want, ExpectedEvents: testutil.NoEvents, TestAppFactory: mailWorld}
		if token != "" {
			s.Headers = testutil.Auth(token)
		}
		return s
	}
	failed := `"id":"` + FailedMailID + `","to":["vera@example.com"],"subject":"Mail for vera@example.com","kind":"notification","status":"failed","attempts":10,"last_error":"550 5.1.1 Mailbox unavailable"`
	waiting := `"id":"` + WaitingMailID + `","to":["victor@example.com"]`

	unchanged := testutil.All(mailStatus(FailedMailID, mail.StatusFailed, 10), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if testutil.FlushMail(t, app) != 0 {
			t.Error("a mail was sent")
		}
	})
	scenarios := []tests.ApiScenario{
		get("a guest cannot list", "", "", 401, `"status":401`),
		get("a volunteer cannot list", "", tok.Volunteer, 403, `"status":403`),
		get("a company cannot list", "", tok.Company, 403, `"status":403`),
		get("a superadmin sees failed mails first, then waiting ones, never delivered ones", "", tok.Superadmin, 200,
			`"totalItems":2`, `"items":[{`+failed, waiting),
		get("only failed", "?status=failed", tok.Superadmin, 200, `"totalItems":1`, failed),
		get("only waiting", "?status=pending", tok.Superadmin, 200, `"totalItems":1`, waiting, `"status":"pending"`, `"attempts":1`),
		get("an unknown status", "?status=sent", tok.Superadmin, 400, `"status":{"code":"validation_invalid_value"`),
		get("a bad page", "?page=0&perPage=1000", tok.Superadmin, 400, `"page":{`, `"perPage":{`),
	}
	for _, s := range []tests.ApiScenario{
		retry("a guest cannot retry", FailedMailID, "", 401, `"status":401`),
		retry("a volunteer cannot retry", FailedMailID, tok.Volunteer, 403, `"status":403`),
		retry("a company cannot retry", FailedMailID, tok.Company, 403, `"status":403`),
		retry("a delivered mail cannot be retried", SentMailID, tok.Superadmin, 404, `"message":"This email is not waiting to be sent."`),
		retry("an unknown mail", "nosuchmail00001", tok.Superadmin, 404, `"message":"This email is not waiting to be sent."`),
	} {
		s.AfterTestFunc = unchanged
		scenarios = append(scenarios, s)
	}
	ok := retry("a superadmin retries a failed mail: due now with fresh attempts, then sent", FailedMailID, tok.Superadmin, 200,
		`"id":"`+FailedMailID+`"`, `"status":"pending"`, `"attempts":0`)
	ok.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		mailStatus(FailedMailID, mail.StatusPending, 0)(t, app, nil)
		// The retried mail goes through, so the transport works again: the
		// one waiting for its retry goes along at once.
		if n := testutil.FlushMail(t, app); n != 2 {
			t.Fatalf("sent %d, want 2", n)
		}
		mailStatus(FailedMailID, mail.StatusSent, 1)(t, app, nil)
		mailStatus(WaitingMailID, mail.StatusSent, 2)(t, app, nil)
		if msg := app.TestMailer.FirstMessage(); msg.To[0].Address != "vera@example.com" || !strings.Contains(msg.Text, "secret-token") {
			t.Errorf("sent %v %q", msg.To, msg.Subject)
		}
	}
	waitingRetry := retry("a waiting mail can be retried at once", WaitingMailID, tok.Superadmin, 200, `"attempts":0`)
	waitingRetry.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if n := testutil.FlushMail(t, app); n != 1 {
			t.Fatalf("sent %d, want 1 (a failed mail is retried only when asked)", n)
		}
		mailStatus(WaitingMailID, mail.StatusSent, 1)(t, app, nil)
		mailStatus(FailedMailID, mail.StatusFailed, 10)(t, app, nil)
	}
	scenarios = append(scenarios, ok, waitingRetry)
	for _, s := range scenarios {
		s.Test(t)
	}
}

// The outbox collection has no API rules: nobody but PocketBase superusers
// reads or writes it through the records API.
func TestOutboxCollectionRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	for _, token := range []string{"", tok.Volunteer, tok.Company, tok.Superadmin} {
		s := tests.ApiScenario{Name: "records API", Method: http.MethodGet,
			URL: "/api/collections/mail_outbox/records", TestAppFactory: mailWorld,
			ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}, ExpectedEvents: testutil.NoEvents}
		if token != "" {
			s.Headers = testutil.Auth(token)
		}
		s.Test(t)
		create := s
		create.Method, create.Body = http.MethodPost, strings.NewReader(`{"subject":"x","status":"pending"}`)
		create.ExpectedStatus, create.ExpectedContent = 403, []string{`"status":403`}
		create.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := len(testutil.Outbox(t, app, nil)); n != 3 {
				t.Errorf("outbox rows = %d", n)
			}
		}
		create.Test(t)
	}
	app := testutil.NewApp(t)
	defer app.Cleanup()
	c, err := app.FindCollectionByNameOrId("mail_outbox")
	if err != nil {
		t.Fatal(err)
	}
	for name, rule := range map[string]*string{"list": c.ListRule, "view": c.ViewRule, "create": c.CreateRule,
		"update": c.UpdateRule, "delete": c.DeleteRule} {
		if rule != nil {
			t.Errorf("%s rule = %q, want none (superusers only)", name, *rule)
		}
	}
}
