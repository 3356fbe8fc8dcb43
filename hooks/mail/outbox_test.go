package mail_test

import (
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/config"
	"voluntech/hooks/mail"
	"voluntech/hooks/testutil"
)

// smtpConfig points the app at a mail server on port, with credentials
// that must never reach the stored error.
func smtpConfig(port int) config.Config {
	cfg := testutil.Config()
	cfg.SMTPHost, cfg.SMTPPort = "127.0.0.1", port
	cfg.SMTPUsername, cfg.SMTPPassword = "mailer", "s3cret-pass"
	return cfg
}

func rowsOf(t testing.TB, app core.App) []testutil.OutboxRow {
	return testutil.Outbox(t, app, nil)
}

func sendNotice(t testing.TB, app core.App, to string) {
	t.Helper()
	if err := mail.Send(app, to, "New application", "Lina applied.", "Open", testutil.TestAppURL+"/x", "Thanks."); err != nil {
		t.Fatal(err)
	}
}

// A mail written while the SMTP server is down is kept and delivered once
// the server is back, by the next cron tick, also when the app restarted
// in between. The stored error carries no credentials.
func TestOutboxSurvivesSMTPDownAndRestart(t *testing.T) {
	for _, restart := range []bool{false, true} {
		t.Run(fmt.Sprintf("restart=%v", restart), func(t *testing.T) {
			port := testutil.FreePort(t)
			cfg := smtpConfig(port)
			dir := filepath.Join(t.TempDir(), "pb_data")
			app := testutil.NewServerApp(t, dir, cfg)
			defer func() { _ = app.ResetBootstrapState() }()

			sendNotice(t, app, "grace@example.com")
			now := time.Now()
			if n, err := mail.OutboxOf(app).Deliver(now); err != nil || n != 0 {
				t.Fatalf("delivered %d (%v) while SMTP is down", n, err)
			}
			rows := rowsOf(t, app)
			if len(rows) != 1 || rows[0].Status != mail.StatusPending || rows[0].Attempts != 1 || rows[0].LastError == "" {
				t.Fatalf("after a failed attempt: %+v", rows)
			}
			if strings.Contains(rows[0].LastError, cfg.SMTPPassword) || strings.Contains(rows[0].LastError, "\n") {
				t.Errorf("stored error not sanitised: %q", rows[0].LastError)
			}
			// Not due again before its backoff, and the server is still down:
			// a tick sends nothing.
			if n, err := mail.OutboxOf(app).Tick(now.Add(time.Second)); err != nil || n != 0 {
				t.Fatalf("tick while down: %d %v", n, err)
			}

			if restart {
				if err := app.ResetBootstrapState(); err != nil {
					t.Fatal(err)
				}
				app = testutil.NewServerApp(t, dir, cfg)
			}
			server := &testutil.SMTPServer{Addr: fmt.Sprintf("127.0.0.1:%d", port)}
			server.Start(t)

			// The next cron tick finds the server back and sends the mail,
			// although its backoff has not run out.
			n, err := mail.OutboxOf(app).Tick(time.Now())
			if err != nil || n != 1 {
				t.Fatalf("tick after SMTP returned: sent %d, %v; %+v", n, err, rowsOf(t, app))
			}
			if !server.WaitFor("Subject: New application", 5*time.Second) {
				t.Fatalf("the server received: %q", server.Received())
			}
			rows = rowsOf(t, app)
			if len(rows) != 1 || rows[0].Status != mail.StatusSent || rows[0].Attempts != 2 ||
				rows[0].HTML != "" || rows[0].Text != "" || rows[0].LastError != "" {
				t.Errorf("after delivery: %+v", rows)
			}
			if n, _ := mail.OutboxOf(app).Tick(time.Now()); n != 0 || len(server.Received()) != 1 {
				t.Errorf("sent again: %d, received %d", n, len(server.Received()))
			}
		})
	}
}

// Served, the worker sends a mail as soon as the transaction that wrote it
// commits (no tick needed), and nothing of a transaction that rolls back.
func TestOutboxWorkerSendsAfterCommit(t *testing.T) {
	port := testutil.FreePort(t)
	server := &testutil.SMTPServer{Addr: fmt.Sprintf("127.0.0.1:%d", port)}
	server.Start(t)
	app := testutil.NewServerApp(t, filepath.Join(t.TempDir(), "pb_data"), smtpConfig(port))
	defer func() { _ = app.ResetBootstrapState() }()
	mail.OutboxOf(app).Start()
	defer mail.OutboxOf(app).Stop()

	errRollback := errors.New("roll back")
	_ = app.RunInTransaction(func(tx core.App) error {
		sendNotice(t, tx, "rolled@example.com")
		return errRollback
	})
	start := time.Now()
	_ = app.RunInTransaction(func(tx core.App) error {
		sendNotice(t, tx, "committed@example.com")
		if len(server.Received()) != 0 {
			t.Error("sent before the commit")
		}
		return nil
	})
	if !server.WaitFor("committed@example.com", 10*time.Second) {
		t.Fatal("not delivered after the commit")
	}
	t.Logf("delivered %v after the commit", time.Since(start))
	for _, m := range server.Received() {
		if strings.Contains(m, "rolled@example.com") {
			t.Error("a rolled back mail was sent")
		}
	}
	if rows := rowsOf(t, app); len(rows) != 1 {
		t.Errorf("outbox rows = %d, want 1 (the rolled back one is gone)", len(rows))
	}
}

// A server that refuses a message for good (5xx) fails it at once; other
// failures are retried with a growing wait, then fail after MaxAttempts.
func TestOutboxRetryPolicy(t *testing.T) {
	for attempts, want := range map[int]time.Duration{1: time.Minute, 2: 2 * time.Minute, 3: 4 * time.Minute,
		5: 16 * time.Minute, 6: 30 * time.Minute, 9: 30 * time.Minute} {
		if got := mail.Backoff(attempts); got != want {
			t.Errorf("Backoff(%d) = %v, want %v", attempts, got, want)
		}
	}

	app := testutil.NewApp(t)
	defer app.Cleanup()
	fail := errors.New("421 4.3.0 try again later")
	app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
		if e.Message.To[0].Address == "refused@example.com" {
			return errors.New("550 5.1.1 mailbox unavailable")
		}
		return fail
	})
	sendNotice(t, app, "refused@example.com")
	sendNotice(t, app, "later@example.com")
	now := time.Now()
	testutil.FlushMail(t, app)
	byTo := func() map[string]testutil.OutboxRow {
		out := map[string]testutil.OutboxRow{}
		for _, r := range rowsOf(t, app) {
			for _, to := range []string{"refused@example.com", "later@example.com"} {
				if strings.Contains(r.Recipients, to) {
					out[to] = r
				}
			}
		}
		return out
	}
	rows := byTo()
	if r := rows["refused@example.com"]; r.Status != mail.StatusFailed || r.Attempts != 1 || !strings.HasPrefix(r.LastError, "550") {
		t.Errorf("refused: %+v", r)
	}
	for i := 2; i <= mail.MaxAttempts; i++ {
		now = now.Add(mail.MaxRetry)
		if _, err := mail.OutboxOf(app).Deliver(now); err != nil {
			t.Fatal(err)
		}
	}
	if r := byTo()["later@example.com"]; r.Status != mail.StatusFailed || r.Attempts != mail.MaxAttempts || r.LastError != fail.Error() {
		t.Errorf("after %d attempts: %+v", mail.MaxAttempts, r)
	}
	if app.TestMailer.TotalSend() != 0 {
		t.Error("a failed mail reached the mailer")
	}
}

// A verification mail that could not be delivered does not hold back
// "Resend email": PocketBase's two-minute throttle is lifted and the resend
// queues a fresh mail that replaces the undelivered one. A delivered mail
// keeps the throttle.
func TestResendAfterFailedVerificationMail(t *testing.T) {
	for _, delivered := range []bool{false, true} {
		t.Run(fmt.Sprintf("delivered=%v", delivered), func(t *testing.T) {
			f := newFlow(t)
			u := testutil.CreateUser(t, f.App, testutil.UserOpts{Username: "nia", Role: "volunteer", Unverified: true})
			events := verificationSent
			if delivered {
				events = map[string]int{"*": 0}
			}
			f.Run(post("request-verification", `{"email":"`+u.Email()+`"}`, tests.ApiScenario{
				Name: "resend",
				BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
					if !delivered {
						app.OnMailerSend().BindFunc(func(e *core.MailerEvent) error {
							return errors.New("dial tcp 127.0.0.1:25: connect: connection refused")
						})
					}
					// What the first request did: queue the mail, try it,
					// and arm the throttle.
					if err := mails.SendRecordVerification(app, u); err != nil {
						t.Fatal(err)
					}
					testutil.FlushMail(t, app)
					app.Store().Set("@limitVerificationEmail_"+u.Collection().Id+u.Id, struct{}{})
				},
				Delay:          mailDelay,
				ExpectedStatus: 204,
				ExpectedEvents: events,
				AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					rows := testutil.Outbox(t, app, dbx.HashExp{"user": u.Id, "kind": mail.KindVerification})
					want := []string{mail.StatusSent}
					if !delivered {
						want = []string{mail.StatusSuperseded, mail.StatusPending}
					}
					var got []string
					for _, r := range rows {
						got = append(got, r.Status)
					}
					if strings.Join(got, ",") != strings.Join(want, ",") {
						t.Errorf("verification mails = %v, want %v", got, want)
					}
				},
			}))
		})
	}
}
