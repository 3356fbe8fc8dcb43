package system

import (
	"net/http"
	"net/mail"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"voluntech/hooks/activity"
	"voluntech/hooks/formx"
	vmail "voluntech/hooks/mail"
)

// Texts of the SMTP routes.
const (
	MsgTestTo        = "Enter a valid email address."
	MsgTestNotFound  = "This test email was not found."
	TestMailSubject  = "Voluntech test email"
	testMailIntroFmt = "This is a test email sent by %s from the Voluntech system settings. If you can read it, the server's mail settings work."
)

// SMTPSettings are the server's mail settings exactly as the mail
// transport uses them (hooks/mail.NewTransport); the password is never
// sent, only whether one is set.
type SMTPSettings struct {
	// Transport is "smtp" when SMTP_HOST is set, otherwise "log": mails
	// are then written to the server log instead of being sent.
	Transport   string `json:"transport"`
	Host        string `json:"host"`
	Port        int    `json:"port"`
	TLS         bool   `json:"tls"`
	Username    string `json:"username"`
	PasswordSet bool   `json:"password_set"`
	FromAddress string `json:"from_address"`
	FromName    string `json:"from_name"`
}

// getSMTP: GET /api/system/smtp.
func (s *service) getSMTP(e *core.RequestEvent) error {
	c := s.cfg
	out := SMTPSettings{Transport: "log", FromAddress: c.MailFrom, FromName: vmail.SenderName}
	if c.SMTPHost != "" {
		out.Transport = "smtp"
		out.Host = c.SMTPHost
		out.Port = c.SMTPPort
		out.TLS = c.SMTPTLS
		out.Username = c.SMTPUsername
		out.PasswordSet = c.SMTPPassword != ""
	}
	return e.JSON(http.StatusOK, out)
}

// checkTestTo checks the address of a test mail.
func checkTestTo(errs formx.Errors, to string) {
	errs.Check("to", to, validation.Required.Error(MsgTestTo), validation.Length(0, 254).Error(MsgTestTo), is.EmailFormat.Error(MsgTestTo))
}

// SMTPTest is a test mail's delivery as the outbox knows it.
type SMTPTest struct {
	ID        string `json:"id"`
	To        string `json:"to"`
	Status    string `json:"status"` // pending, sent or failed
	Attempts  int    `json:"attempts"`
	LastError string `json:"last_error"`
}

// sendTestMail: POST /api/system/smtp/test {to} queues a test mail to `to`
// through the outbox, like every mail of the app, and answers its id; the
// system area then follows its delivery with GET /api/system/smtp/test/{id}.
// The mail and its activity entry are written in one transaction.
func (s *service) sendTestMail(e *core.RequestEvent) error {
	to, err := formx.ReadField(e, "to", checkTestTo)
	if err != nil {
		return err
	}
	var id string
	err = e.App.RunInTransaction(func(tx core.App) error {
		html, text := vmail.Render("Hello,", strings.Replace(testMailIntroFmt, "%s", e.Auth.GetString("username"), 1),
			"Open Voluntech", s.cfg.AppURL, "You received it because a superadmin typed your address in the system settings.")
		var err error
		id, err = vmail.Enqueue(tx, &mailer.Message{
			To: []mail.Address{{Address: to}}, Subject: TestMailSubject, HTML: html, Text: text,
		}, vmail.Meta{Kind: vmail.KindSMTPTest, User: e.Auth.Id})
		if err != nil {
			return err
		}
		return activity.Log(tx, e.Auth, activity.Entry{Action: "smtp.test", Target: "mail_outbox", TargetID: id,
			Label: "Test email to " + to, After: map[string]any{"to": to, "subject": TestMailSubject}})
	})
	if err != nil {
		return routeFailed(e, "queue test mail", err)
	}
	return e.JSON(http.StatusOK, SMTPTest{ID: id, To: to, Status: vmail.StatusPending})
}

// getTestMail: GET /api/system/smtp/test/{id}: where the test mail is.
// An attempt that failed shows its error while the outbox still retries.
func getTestMail(e *core.RequestEvent) error {
	r, err := e.App.FindRecordById("mail_outbox", e.Request.PathValue("id"))
	if err != nil || r.GetString("kind") != vmail.KindSMTPTest {
		return e.NotFoundError(MsgTestNotFound, nil)
	}
	to := addresses(r.GetString("recipients"))
	out := SMTPTest{ID: r.Id, Status: r.GetString("status"), Attempts: r.GetInt("attempts"), LastError: r.GetString("last_error")}
	if len(to) > 0 {
		out.To = to[0]
	}
	return e.JSON(http.StatusOK, out)
}
