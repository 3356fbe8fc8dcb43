package mail

import (
	"net/mail"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// KindSecurity is a mail about a change to the account's sign-in: the
// address or the password. Like the verification, reset and sign-in alert
// mails, it goes out whatever the user's notification choices say.
const KindSecurity = "security"

// Texts of the security mails.
const (
	SubjectEmailChangePending = "Your Voluntech email address is about to change"
	SubjectEmailChanged       = "Your Voluntech email address was changed"
	SubjectPasswordChanged    = "Your Voluntech password was changed"
	SubjectProviderLinked     = "A sign-in provider was linked to your Voluntech account"
	ActionSecureAccount       = "Secure my account"
)

// SecureAccountLink is where a security mail's button leads: the sign-in
// page with the "Forgot password?" dialog open. A new password signs every
// session out and voids a pending email change.
func SecureAccountLink(appURL string) string {
	return appURL + "/login?forgot=1"
}

// registerSecurityMails tells the account's current address of each change
// to its sign-in: an email change asked for (before the new address
// confirms it), the address changed (to the old address), and the
// password changed (whichever path saved it: account settings, the reset
// link, the system area). Each is queued in the outbox in the change's
// transaction.
func registerSecurityMails(app core.App, cfg config.Config) {
	link := SecureAccountLink(cfg.AppURL)

	app.OnMailerRecordEmailChangeSend().BindFunc(func(e *core.MailerRecordEvent) error {
		newEmail, _ := e.Meta["newEmail"].(string)
		if err := sendSecurity(e.App, e.Record, e.Record.Email(), SubjectEmailChangePending,
			"Someone asked to change the email address of your Voluntech account from this address to "+newEmail+
				". The change happens only once the link we sent to "+newEmail+" is opened.",
			link, "If this was you, there is nothing to do. If not, choose a new password now with the button above: "+
				"the change can then no longer be confirmed, and every other session is signed out."); err != nil {
			return err
		}
		return e.Next()
	})

	app.OnRecordUpdateExecute("users").BindFunc(func(e *core.RecordEvent) error {
		orig := e.Record.Original()
		oldEmail, newEmail := orig.Email(), e.Record.Email()
		pv, _ := e.Record.GetRaw(core.FieldNamePassword).(*core.PasswordFieldValue)
		passwordChanged := pv != nil && pv.Plain != ""
		if (oldEmail == newEmail || oldEmail == "") && !passwordChanged {
			return e.Next()
		}
		return formx.ThenInTransaction(e, func(tx core.App) error {
			if oldEmail != newEmail && oldEmail != "" {
				if err := sendSecurity(tx, e.Record, oldEmail, SubjectEmailChanged,
					"The email address of your Voluntech account was changed from this address to "+newEmail+
						". Emails about your account now go there.",
					link, "If you did not make this change, someone else may be using your account: "+
						"choose a new password at once and tell the Voluntech team."); err != nil {
					return err
				}
			}
			if passwordChanged {
				return sendSecurity(tx, e.Record, newEmail, SubjectPasswordChanged,
					"The password of your Voluntech account was just changed.",
					link, "If this was you, there is nothing to do. If not, choose a new password now "+
						"with the button above: it signs every other session out.")
			}
			return nil
		})
	})
}

// SendProviderLinked tells u that a sign-in provider (its display name) can
// now sign in to their account; the caller runs it in the link's
// transaction (hooks/oauth).
func SendProviderLinked(app core.App, u *core.Record, provider, appURL string) error {
	return sendSecurity(app, u, u.Email(), SubjectProviderLinked,
		provider+" was linked to your Voluntech account: it can now sign you in.",
		SecureAccountLink(appURL), "If this was you, there is nothing to do. If not, choose a new password now with the "+
			"button above, then unlink "+provider+" in Account Settings.")
}

// sendSecurity queues one security mail to the address to about user u.
func sendSecurity(app core.App, u *core.Record, to, subject, intro, link, outro string) error {
	html, text := render(greeting(u), intro, ActionSecureAccount, link, outro)
	_, err := Enqueue(app, &mailer.Message{
		To:      []mail.Address{{Address: to}},
		Subject: subject,
		HTML:    html,
		Text:    text,
	}, Meta{Kind: KindSecurity, User: u.Id})
	return err
}
