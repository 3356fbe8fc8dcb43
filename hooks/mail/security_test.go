package mail_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/mail"
	"voluntech/hooks/testutil"
)

// expectSecurityMail asserts the outbox holds exactly one security mail,
// to the address to, with subject and the text parts, and a link to
// secure the account.
func expectSecurityMail(t testing.TB, app core.App, to, subject string, parts ...string) {
	t.Helper()
	rows := testutil.Outbox(t, app, dbx.HashExp{"kind": mail.KindSecurity})
	if len(rows) != 1 {
		t.Fatalf("security mails = %d, want 1: %+v", len(rows), rows)
	}
	r := rows[0]
	if !strings.Contains(r.Recipients, `"`+to+`"`) || r.Subject != subject {
		t.Errorf("mail to %s subject %q, want %s %q", r.Recipients, r.Subject, to, subject)
	}
	for _, body := range []string{r.HTML, r.Text} {
		for _, want := range append(parts, mail.SecureAccountLink(testutil.TestAppURL), "Hello Omar") {
			if !strings.Contains(body, want) {
				t.Errorf("mail lacks %q:\n%s", want, body)
			}
		}
	}
}

// optedOut is a user who turned every notification email off: security
// mails go out all the same.
func optedOut(t testing.TB, app core.App) *core.Record {
	u := testutil.CreateUser(t, app, testutil.UserOpts{Username: "omar", Email: "omar@example.com", Role: "company"})
	u.Set("first_name", "Omar")
	u.Set("email_prefs", `{"applications":false,"updates":false,"messages":false,"news":false}`)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return u
}

// patchOwn is s as u's PATCH of the JSON text body to their own user record.
func patchOwn(t testing.TB, u *core.Record, body string, s tests.ApiScenario) tests.ApiScenario {
	s.Method = http.MethodPatch
	s.URL = "/api/collections/users/records/" + u.Id
	s.Headers = testutil.Auth(testutil.Token(t, u))
	s.Body = strings.NewReader(body)
	return s
}

func TestSecurityMails(t *testing.T) {
	t.Run("email change asked: the old address is told", func(t *testing.T) {
		f := newFlow(t)
		u := optedOut(t, f.App)
		f.Run(post("request-email-change", `{"newEmail":"omar.new@example.com"}`, tests.ApiScenario{
			Headers:        testutil.Auth(testutil.Token(t, u)),
			ExpectedStatus: 204,
			ExpectedEvents: testutil.RequestEvents(0, 0, "OnRecordRequestEmailChangeRequest", "OnMailerRecordEmailChangeSend"),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				expectSecurityMail(t, app, "omar@example.com", mail.SubjectEmailChangePending, "omar.new@example.com")
			},
		}))
	})

	t.Run("email changed: the old address is told", func(t *testing.T) {
		f := newFlow(t)
		u := optedOut(t, f.App)
		token, err := u.NewEmailChangeToken("omar.new@example.com")
		if err != nil {
			t.Fatal(err)
		}
		f.Run(post("confirm-email-change", `{"token":"`+token+`","password":"`+testutil.DefaultPassword+`"}`, tests.ApiScenario{
			ExpectedStatus: 204,
			ExpectedEvents: map[string]int{"*": 0, "OnRecordConfirmEmailChangeRequest": 1,
				"OnRecordUpdate": 1, "OnRecordUpdateExecute": 1, "OnRecordAfterUpdateSuccess": 1, "OnRecordValidate": 1,
				"OnModelUpdate": 1, "OnModelUpdateExecute": 1, "OnModelAfterUpdateSuccess": 1, "OnModelValidate": 1},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				expectSecurityMail(t, app, "omar@example.com", mail.SubjectEmailChanged, "omar.new@example.com")
			},
		}))
	})

	t.Run("password changed in account settings", func(t *testing.T) {
		f := newFlow(t)
		u := optedOut(t, f.App)
		f.Run(patchOwn(t, u, `{"oldPassword":"`+testutil.DefaultPassword+
			`","password":"Another-pass-2","passwordConfirm":"Another-pass-2"}`, tests.ApiScenario{
			ExpectedStatus:  200,
			ExpectedContent: []string{`"id":"` + u.Id + `"`},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				expectSecurityMail(t, app, "omar@example.com", mail.SubjectPasswordChanged, "password of your Voluntech account was just changed")
			},
		}))
	})

	t.Run("password reset by link", func(t *testing.T) {
		f := newFlow(t)
		u := optedOut(t, f.App)
		token, err := u.NewPasswordResetToken()
		if err != nil {
			t.Fatal(err)
		}
		f.Run(post("confirm-password-reset", `{"token":"`+token+`","password":"Another-pass-2","passwordConfirm":"Another-pass-2"}`, tests.ApiScenario{
			ExpectedStatus: 204,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				expectSecurityMail(t, app, "omar@example.com", mail.SubjectPasswordChanged)
			},
		}))
	})

	t.Run("other changes send nothing", func(t *testing.T) {
		f := newFlow(t)
		u := optedOut(t, f.App)
		f.Run(patchOwn(t, u, `{"first_name":"Omari"}`, tests.ApiScenario{
			ExpectedStatus:  200,
			ExpectedContent: []string{`"first_name":"Omari"`},
			AfterTestFunc:   noMailSent,
		}))
	})
}
