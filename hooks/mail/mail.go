// Package mail decides how Voluntech sends email and writes the messages
// whose links lead into the app (verification, password reset, email change).
package mail

import (
	"fmt"
	"html"
	"log/slog"
	"net/mail"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"voluntech/hooks/config"
)

// beforeTestMailer runs ahead of the test app's own OnMailerSend handler
// (priority -99999), so tests still capture every delivered message in
// TestMailer.
const beforeTestMailer = -100000

// SenderName is the display name of every mail's From address.
const SenderName = "Voluntech"

// SubjectSignInCode is the subject of the emailed code of two-step sign-in.
const SubjectSignInCode = "Your Voluntech sign-in code"

// KindSMTPTest is a test mail a superadmin sends from the system area.
const KindSMTPTest = "smtp_test"

// Register installs the mail outbox, its worker and cron jobs, and the
// Voluntech mail templates. Every mail, PocketBase's own (verification,
// reset, email change, login alert, OTP) and the app's, is queued in the
// outbox through the app it was sent with (a transaction's app queues it in
// that transaction); only the outbox's worker hands mails to the transport.
func Register(app core.App, cfg config.Config) {
	transport := NewTransport(app, cfg)
	o := newOutbox(app, cfg, transport)

	app.OnMailerSend().Bind(&hook.Handler[*core.MailerEvent]{
		Id:       "voluntechMailTransport",
		Priority: beforeTestMailer,
		Func: func(e *core.MailerEvent) error {
			if d, ok := e.Mailer.(*delivery); ok {
				e.Mailer = d.transport
				e.Message.From = mail.Address{Name: SenderName, Address: cfg.MailFrom}
				return e.Next()
			}
			// Any other path (a mail client used directly) is queued too.
			_, err := Enqueue(e.App, e.Message, Meta{})
			return err
		},
	})

	queueAs := func(kind string) *hook.Handler[*core.MailerRecordEvent] {
		return &hook.Handler[*core.MailerRecordEvent]{
			Id:       "voluntechMailQueue_" + kind,
			Priority: beforeTestMailer,
			Func: func(e *core.MailerRecordEvent) error {
				e.Mailer = &queue{app: e.App, meta: Meta{Kind: kind, User: e.Record.Id}}
				return e.Next()
			},
		}
	}
	app.OnMailerRecordVerificationSend().Bind(queueAs(KindVerification))
	app.OnMailerRecordPasswordResetSend().Bind(queueAs(KindPasswordReset))
	app.OnMailerRecordEmailChangeSend().Bind(queueAs(KindEmailChange))
	app.OnMailerRecordAuthAlertSend().Bind(queueAs(KindAuthAlert))
	app.OnMailerRecordOTPSend().Bind(queueAs(KindOTP))

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		o.Start()
		se.Router.BindFunc(resendAfterFailure)
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		o.Stop()
		return e.Next()
	})
	app.Cron().MustAdd("voluntechMailOutbox", "* * * * *", func() {
		if o.held {
			return
		}
		if _, err := o.Tick(time.Now()); err != nil {
			app.Logger().Error("mail outbox: cron tick failed", "error", err)
		}
	})
	app.Cron().MustAdd("voluntechMailOutboxCleanup", "17 3 * * *", func() {
		if err := o.Cleanup(time.Now()); err != nil {
			app.Logger().Error("mail outbox: cleanup failed", "error", err)
		}
	})

	app.OnMailerRecordVerificationSend().BindFunc(func(e *core.MailerRecordEvent) error {
		return reword(e, "Verify your Voluntech email address",
			"Thanks for joining Voluntech. Please confirm your email address to continue.",
			"Verify my email", VerificationLink(cfg.AppURL, e.Record.GetString("role"), tokenOf(e)),
			"If you did not create an account, you can ignore this email.")
	})

	app.OnMailerRecordPasswordResetSend().BindFunc(func(e *core.MailerRecordEvent) error {
		return reword(e, "Reset your Voluntech password",
			"We received a request to reset your password. The link is valid for 30 minutes.",
			"Choose a new password", ResetLink(cfg.AppURL, tokenOf(e), e.Record.Email()),
			"If you did not ask for this, you can ignore this email: your password stays the same.")
	})

	// PocketBase's own alert would otherwise read "your Acme account".
	app.OnMailerRecordAuthAlertSend().BindFunc(func(e *core.MailerRecordEvent) error {
		info, _ := e.Meta["info"].(string)
		return reword(e, "New sign-in to your Voluntech account",
			"Your Voluntech account was just signed in from a new location: "+html.UnescapeString(info)+".",
			"Review my account", AccountSettingsLink(cfg.AppURL, e.Record.GetString("role")),
			"If this was you, there is nothing to do. If not, change your password and choose "+
				"\"Log out of all devices\" in your account settings.")
	})

	// The emailed code of two-step sign-in (hooks/mfa): no link, the code
	// is typed on the sign-in page.
	app.OnMailerRecordOTPSend().BindFunc(func(e *core.MailerRecordEvent) error {
		code, _ := e.Meta["password"].(string)
		return reword(e, SubjectSignInCode,
			"Your Voluntech sign-in code is "+code+". Enter it on the sign-in page to finish signing in. It is valid for 5 minutes.",
			"", "", "If you did not try to sign in, someone knows your password: choose a new one now.")
	})

	registerSecurityMails(app, cfg)

	app.OnMailerRecordEmailChangeSend().BindFunc(func(e *core.MailerRecordEvent) error {
		return reword(e, "Confirm your new Voluntech email address",
			"You asked to change the email address of your Voluntech account to this one.",
			"Confirm new email", cfg.AppURL+"/confirm-email-change/"+tokenOf(e),
			"If you did not ask for this, ignore this email and your address stays the same.")
	})
}

// reword gives one of PocketBase's account mails Voluntech's subject and
// text: the greeting, intro, one action button to link, and outro.
func reword(e *core.MailerRecordEvent, subject, intro, action, link, outro string) error {
	e.Message.Subject = subject
	e.Message.HTML, e.Message.Text = render(greeting(e.Record), intro, action, link, outro)
	return e.Next()
}

// Send queues a plain notification in the outbox through app: pass the
// transaction's app so the mail is sent only if the change that caused it
// is committed. It fails only when the mail could not be queued.
func Send(app core.App, to, subject, intro, action, link, outro string) error {
	return SendAbout(app, Meta{Kind: KindNotification}, to, subject, intro, action, link, outro)
}

// SendAbout is Send with what the mail is and whose account it concerns
// (a set-password link is a password reset of that user).
func SendAbout(app core.App, meta Meta, to, subject, intro, action, link, outro string) error {
	return SendUnsubscribable(app, meta, to, subject, intro, action, link, outro, Unsubscribe{})
}

// Unsubscribe is how a notification email is unsubscribed from: Page is
// the link in its footer (a page that confirms), OneClick the address of
// the List-Unsubscribe header, which mail clients POST to (RFC 8058), and
// About names what the reader stops receiving.
type Unsubscribe struct {
	Page, OneClick, About string
}

// SendUnsubscribable is SendAbout for a mail the reader may opt out of: it
// carries an unsubscribe footer and the List-Unsubscribe headers (none
// when u is empty).
func SendUnsubscribable(app core.App, meta Meta, to, subject, intro, action, link, outro string, u Unsubscribe) error {
	html, text := renderWith("Hello,", intro, action, link, outro, u)
	msg := &mailer.Message{
		To:      []mail.Address{{Address: to}},
		Subject: subject,
		HTML:    html,
		Text:    text,
	}
	if u.OneClick != "" {
		msg.Headers = map[string]string{
			"List-Unsubscribe":      "<" + u.OneClick + ">",
			"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
		}
	}
	_, err := Enqueue(app, msg, meta)
	return err
}

// queue is the mailer of PocketBase's own mails: sending queues.
type queue struct {
	app  core.App
	meta Meta
}

func (q *queue) Send(m *mailer.Message) error {
	_, err := Enqueue(q.app, m, q.meta)
	return err
}

func tokenOf(e *core.MailerRecordEvent) string {
	t, _ := e.Meta["token"].(string)
	return t
}

func greeting(r *core.Record) string {
	if name := strings.TrimSpace(r.GetString("first_name")); name != "" {
		return "Hello " + name + ","
	}
	return "Hello,"
}

// NewTransport returns an SMTP client when SMTP_HOST is set, otherwise a
// mailer that writes every message to the server log.
func NewTransport(app core.App, cfg config.Config) mailer.Mailer {
	if cfg.SMTPHost == "" {
		return &logMailer{logger: app.Logger()}
	}
	return &mailer.SMTPClient{
		Host:     cfg.SMTPHost,
		Port:     cfg.SMTPPort,
		Username: cfg.SMTPUsername,
		Password: cfg.SMTPPassword,
		TLS:      cfg.SMTPTLS,
	}
}

type logMailer struct{ logger *slog.Logger }

func (m *logMailer) Send(msg *mailer.Message) error {
	to := make([]string, 0, len(msg.To))
	for _, a := range msg.To {
		to = append(to, a.Address)
	}
	m.logger.Info("mail (no SMTP configured)",
		"to", strings.Join(to, ", "), "subject", msg.Subject, "text", msg.Text)
	fmt.Printf("\n--- mail to %s: %s ---\n%s\n---\n", strings.Join(to, ", "), msg.Subject, msg.Text)
	return nil
}
