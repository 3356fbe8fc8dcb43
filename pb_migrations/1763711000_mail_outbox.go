package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// mail_outbox holds every email the app sends until it is delivered
// (hooks/mail/outbox.go): a message is written in the transaction of the
// change that causes it and a worker sends it with retries. No API rules:
// only PocketBase superusers read it through the records API; superadmins
// see undelivered mails (never the bodies) through /api/system/emails.
func init() {
	m.Register(func(app core.App) error {
		c := newCollection("mail_outbox", "pbc_mailoutbox1",
			// {to, cc, bcc: [{name, address}]} of the message.
			&core.JSONField{Name: "recipients", MaxSize: 64 << 10},
			// Extra headers of the message (e.g. List-Unsubscribe).
			&core.JSONField{Name: "headers", MaxSize: 16 << 10},
			&core.TextField{Name: "subject", Max: 1000},
			// The bodies are cleared once the mail is delivered: they may
			// carry a verification or reset link.
			&core.TextField{Name: "html", Max: 1 << 20},
			&core.TextField{Name: "text", Max: 1 << 20},
			// What the mail is (verification, password_reset, email_change,
			// auth_alert, otp, notification) and whose account it concerns.
			&core.TextField{Name: "kind", Max: 50},
			&core.TextField{Name: "user", Max: 50},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1,
				Values: []string{"pending", "sent", "failed", "superseded"}},
			&core.NumberField{Name: "attempts", OnlyInt: true, Min: floatPtr(0)},
			&core.DateField{Name: "next_attempt_at"},
			&core.TextField{Name: "last_error", Max: 500},
			&core.DateField{Name: "sent_at"},
		)
		c.AddIndex("idx_mail_outbox_due", false, "status, next_attempt_at", "")
		c.AddIndex("idx_mail_outbox_user", false, "user, kind, status", "")
		return app.Save(c)
	}, dropCollections("mail_outbox"))
}
