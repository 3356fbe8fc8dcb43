package mail_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"voluntech/hooks/mail"
	"voluntech/hooks/testutil"
)

func TestLinks(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{mail.VerificationLink("http://x.test", "volunteer", "a.b-c_d"), "http://x.test/volunteer/email-verified?token=a.b-c_d"},
		{mail.VerificationLink("http://x.test", "company", "T"), "http://x.test/company/email-verified?token=T"},
		{mail.ResetLink("http://x.test", "T", "a+b@example.com"), "http://x.test/reset-password/T?email=a%2Bb%40example.com"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

// mailDelay lets PocketBase's fire-and-forget mail goroutine finish.
const mailDelay = 250 * time.Millisecond

var (
	verifyTokenRe = regexp.MustCompile(`/email-verified\?token=([A-Za-z0-9._-]+)`)
	resetTokenRe  = regexp.MustCompile(`/reset-password/([A-Za-z0-9._-]+)\?email=`)
)

// newFlow runs its scenarios one after another, each on an app that
// continues from the data of the one before, as a user clicks through the
// mails.
func newFlow(t *testing.T) *testutil.Flow {
	return testutil.NewFlow(t, testutil.NewApp(t), testutil.Config())
}

// post is s as a POST of the JSON text body to the users collection's
// action (request-verification, confirm-password-reset, …).
func post(action, body string, s tests.ApiScenario) tests.ApiScenario {
	s.Method = http.MethodPost
	s.URL = "/api/collections/users/" + action
	s.Body = strings.NewReader(body)
	return s
}

// noMailSent asserts the request queued no mail.
func noMailSent(t testing.TB, app *tests.TestApp, _ *http.Response) {
	if n := testutil.FlushMail(t, app) + app.TestMailer.TotalSend(); n != 0 {
		t.Errorf("mails sent = %d, want 0", n)
	}
}

// lastToken returns the token re finds in both parts of the last mail.
func lastToken(t testing.TB, app *tests.TestApp, re *regexp.Regexp) string {
	t.Helper()
	msg := app.TestMailer.LastMessage()
	h, x := re.FindStringSubmatch(msg.HTML), re.FindStringSubmatch(msg.Text)
	if h == nil || x == nil {
		t.Fatalf("no link matching %s in the mail:\nHTML: %s\nText: %s", re, msg.HTML, msg.Text)
	}
	if h[1] != x[1] {
		t.Fatalf("HTML and text links differ: %q vs %q", h[1], x[1])
	}
	return h[1]
}

// verificationSent are the events of a request that queues a verification
// mail (the mail itself leaves when the outbox is flushed).
var verificationSent = map[string]int{
	"*":                                  0,
	"OnRecordRequestVerificationRequest": 1,
	"OnMailerRecordVerificationSend":     1,
}

func TestVerificationMailPerRole(t *testing.T) {
	for _, c := range []struct{ role, area string }{
		{"volunteer", "/volunteer/email-verified?token="},
		{"company", "/company/email-verified?token="},
	} {
		t.Run(c.role, func(t *testing.T) {
			f := newFlow(t)
			u := testutil.CreateUser(t, f.App, testutil.UserOpts{Username: "new" + c.role, Role: c.role, Unverified: true})
			u.Set("first_name", `<b>Nia</b>`)
			if err := f.App.Save(u); err != nil {
				t.Fatal(err)
			}
			var token string

			f.Run(post("request-verification", `{"email":"`+u.Email()+`"}`, tests.ApiScenario{
				Name:           "request verification",
				Delay:          mailDelay,
				ExpectedStatus: 204,
				ExpectedEvents: verificationSent,
				AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					msg := testutil.OnlyMail(t, app)
					link := testutil.TestAppURL + c.area
					if !strings.Contains(msg.HTML, link) || !strings.Contains(msg.Text, link) {
						t.Errorf("mail lacks %s:\nHTML: %s\nText: %s", link, msg.HTML, msg.Text)
					}
					if len(msg.To) != 1 || msg.To[0].Address != u.Email() {
						t.Errorf("to = %v, want %s", msg.To, u.Email())
					}
					if msg.From.Address != testutil.Config().MailFrom || msg.Subject != "Verify your Voluntech email address" {
						t.Errorf("from %v subject %q", msg.From, msg.Subject)
					}
					if strings.Contains(msg.HTML, "<b>Nia") || !strings.Contains(msg.HTML, "Hello &lt;b&gt;Nia") {
						t.Errorf("first name not escaped in the HTML:\n%s", msg.HTML)
					}
					token = lastToken(t, app, verifyTokenRe)
				},
			}))
			if token == "" {
				t.Fatal("no token: cannot confirm")
			}

			f.Run(post("confirm-verification", `{"token":"`+token+`"}`, tests.ApiScenario{
				Name:           "confirm verification with the token from the mail",
				ExpectedStatus: 204,
				ExpectedEvents: testutil.RequestEvents(1, 0, "OnRecordConfirmVerificationRequest"),
				AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					r, err := app.FindRecordById("users", u.Id)
					if err != nil {
						t.Fatal(err)
					}
					if !r.Verified() {
						t.Error("user not verified")
					}
					if r.GetString("role") != c.role {
						t.Errorf("role = %q, want %q", r.GetString("role"), c.role)
					}
				},
			}))

			f.Run(post("request-verification", `{"email":"`+u.Email()+`"}`, tests.ApiScenario{
				Name:           "a verified user gets no more verification mail",
				Delay:          mailDelay,
				ExpectedStatus: 204,
				ExpectedEvents: map[string]int{"*": 0, "OnRecordRequestVerificationRequest": 1},
				AfterTestFunc:  noMailSent,
			}))
		})
	}
}

func TestPasswordResetMail(t *testing.T) {
	f := newFlow(t)
	const email = "lina+work@example.com"
	const newPassword = "Brand-new-pass-9"
	testutil.CreateUser(t, f.App, testutil.UserOpts{Username: "lina", Email: email, Role: "volunteer", Unverified: true})
	var token string

	f.Run(post("request-password-reset", `{"email":"nobody@example.com"}`, tests.ApiScenario{
		Name:           "unknown address: no mail, same answer",
		Delay:          mailDelay,
		ExpectedStatus: 204,
		ExpectedEvents: map[string]int{"*": 0},
		AfterTestFunc:  noMailSent,
	}))

	f.Run(post("request-password-reset", `{"email":"`+email+`"}`, tests.ApiScenario{
		Name:           "request a reset",
		Delay:          mailDelay,
		ExpectedStatus: 204,
		ExpectedEvents: testutil.RequestEvents(0, 0, "OnRecordRequestPasswordResetRequest", "OnMailerRecordPasswordResetSend"),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			msg := testutil.OnlyMail(t, app)
			for _, want := range []string{testutil.TestAppURL + "/reset-password/", "?email=lina%2Bwork%40example.com"} {
				if !strings.Contains(msg.HTML, want) || !strings.Contains(msg.Text, want) {
					t.Errorf("mail lacks %s:\nHTML: %s\nText: %s", want, msg.HTML, msg.Text)
				}
			}
			if msg.Subject != "Reset your Voluntech password" || len(msg.To) != 1 || msg.To[0].Address != email {
				t.Errorf("subject %q to %v", msg.Subject, msg.To)
			}
			token = lastToken(t, app, resetTokenRe)
		},
	}))
	if token == "" {
		t.Fatal("no token: cannot confirm")
	}

	f.Run(post("confirm-password-reset", `{"token":"`+token+`","password":"Short-1","passwordConfirm":"Short-1"}`, tests.ApiScenario{
		Name:            "confirm with a short password",
		ExpectedStatus:  400,
		ExpectedContent: []string{`"password":{`},
		ExpectedEvents:  map[string]int{"*": 0},
	}))

	f.Run(post("confirm-password-reset", `{"token":"`+token+`","password":"`+newPassword+`","passwordConfirm":"`+newPassword+`"}`, tests.ApiScenario{
		Name:           "confirm the reset with the token from the mail",
		ExpectedStatus: 204,
		// The reset also proves the address, so the user becomes verified.
		ExpectedEvents: testutil.RequestEvents(1, 0, "OnRecordConfirmPasswordResetRequest"),
	}))

	f.Run(post("auth-with-password", `{"identity":"`+email+`","password":"`+testutil.DefaultPassword+`"}`, tests.ApiScenario{
		Name:               "the old password no longer works",
		ExpectedStatus:     400,
		ExpectedContent:    []string{`"status":400`},
		NotExpectedContent: []string{`"token"`},
		ExpectedEvents:     map[string]int{"*": 0, "OnRecordAuthWithPasswordRequest": 1},
	}))

	f.Run(post("auth-with-password", `{"identity":"lina","password":"`+newPassword+`"}`, tests.ApiScenario{
		Name:               "sign in with the new password",
		ExpectedStatus:     200,
		ExpectedContent:    []string{`"token":"`, `"username":"lina"`, `"verified":true`},
		NotExpectedContent: []string{`"password"`},
		// The one record created is the new device's auth origin.
		ExpectedEvents: testutil.RequestEvents(0, 1, "OnRecordAuthWithPasswordRequest", "OnRecordAuthRequest", "OnRecordEnrich"),
	}))

	f.Run(post("confirm-password-reset", `{"token":"`+token+`","password":"Another-pass-7","passwordConfirm":"Another-pass-7"}`, tests.ApiScenario{
		Name:            "the token works only once",
		ExpectedStatus:  400,
		ExpectedContent: []string{`"token":{`},
		ExpectedEvents:  map[string]int{"*": 0},
	}))
}

func TestEmailChangeMail(t *testing.T) {
	f := newFlow(t)
	u := testutil.CreateUser(t, f.App, testutil.UserOpts{Username: "omar", Role: "company"})
	f.Run(post("request-email-change", `{"newEmail":"omar.new@example.com"}`, tests.ApiScenario{
		Name:           "request an email change",
		Headers:        testutil.Auth(testutil.Token(t, u)),
		ExpectedStatus: 204,
		ExpectedEvents: testutil.RequestEvents(0, 0, "OnRecordRequestEmailChangeRequest", "OnMailerRecordEmailChangeSend"),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			// The confirmation to the new address; the old one's warning
			// is TestSecurityMails'.
			if n := testutil.FlushMail(t, app); n != 2 {
				t.Fatalf("mails sent = %d, want 2", n)
			}
			msg := app.TestMailer.LastMessage()
			for _, m := range app.TestMailer.Messages() {
				if len(m.To) == 1 && m.To[0].Address == "omar.new@example.com" {
					msg = *m
				}
			}
			if len(msg.To) != 1 || msg.To[0].Address != "omar.new@example.com" {
				t.Errorf("to = %v", msg.To)
			}
			if !strings.Contains(msg.HTML, testutil.TestAppURL+"/confirm-email-change/") {
				t.Errorf("mail lacks the confirm link:\n%s", msg.HTML)
			}
		},
	}))
}

func TestSend(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	err := mail.Send(app, "grace@example.com", "New application", "Lina applied to your opportunity.",
		"Open the application", testutil.TestAppURL+"/company/applications/1", "Thanks for using Voluntech.")
	if err != nil {
		t.Fatal(err)
	}
	if n := app.TestMailer.TotalSend(); n != 0 {
		t.Fatalf("mails sent before the outbox is flushed = %d, want 0", n)
	}
	msg := testutil.OnlyMail(t, app)
	if msg.From.Address != testutil.Config().MailFrom || msg.From.Name != "Voluntech" {
		t.Errorf("from = %v", msg.From)
	}
	if len(msg.To) != 1 || msg.To[0].Address != "grace@example.com" || msg.Subject != "New application" {
		t.Errorf("to %v subject %q", msg.To, msg.Subject)
	}
	for _, part := range []string{msg.HTML, msg.Text} {
		if !strings.Contains(part, testutil.TestAppURL+"/company/applications/1") || !strings.Contains(part, "Lina applied") {
			t.Errorf("message part lacks the link or intro:\n%s", part)
		}
	}
}

func TestNewTransport(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	cfg := testutil.Config()
	if _, ok := mail.NewTransport(app, cfg).(*mailer.SMTPClient); ok {
		t.Error("SMTP client without SMTP_HOST")
	}
	if err := mail.NewTransport(app, cfg).Send(&mailer.Message{Subject: "logged"}); err != nil {
		t.Errorf("log mailer: %v", err)
	}
	cfg.SMTPHost = "smtp.example.org"
	c, ok := mail.NewTransport(app, cfg).(*mailer.SMTPClient)
	if !ok || c.Host != "smtp.example.org" || c.Port != cfg.SMTPPort {
		t.Errorf("transport = %#v", c)
	}
}

// TestAuthAlertMail: PocketBase's "Login from a new location" alert is
// branded like every other mail and never says "Acme".
func TestAuthAlertMail(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	u := testutil.CreateUser(t, app, testutil.UserOpts{Username: "lina.dev", Email: "lina@example.com", Role: "company"})
	if err := mails.SendRecordAuthAlert(app, u, "Firefox on Linux <from 203.0.113.9>"); err != nil {
		t.Fatal(err)
	}
	testutil.FlushMail(t, app)
	msg := app.TestMailer.LastMessage()
	if msg.Subject != "New sign-in to your Voluntech account" {
		t.Errorf("subject = %q", msg.Subject)
	}
	link := testutil.TestAppURL + "/company/account-settings"
	for _, want := range []string{"Firefox on Linux <from 203.0.113.9>", link, "Log out of all devices", "The Voluntech team"} {
		if !strings.Contains(msg.Text, want) {
			t.Errorf("text lacks %q:\n%s", want, msg.Text)
		}
	}
	for _, body := range []string{msg.Text, msg.HTML} {
		if strings.Contains(body, "Acme") || strings.Contains(body, "localhost") {
			t.Errorf("mail still reads like the default template:\n%s", body)
		}
	}
	if !strings.Contains(msg.HTML, "Firefox on Linux &lt;from 203.0.113.9&gt;") || msg.From.Name != "Voluntech" {
		t.Errorf("html or sender wrong: from %v\n%s", msg.From, msg.HTML)
	}
}
