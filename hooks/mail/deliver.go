package mail

import (
	"bufio"
	"encoding/json"
	"errors"
	"net"
	"net/mail"
	"net/textproto"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/mailer"
	"github.com/pocketbase/pocketbase/tools/types"
)

// row is one queued mail as Deliver reads it.
type row struct {
	ID         string `db:"id"`
	Recipients string `db:"recipients"`
	Headers    string `db:"headers"`
	Subject    string `db:"subject"`
	HTML       string `db:"html"`
	Text       string `db:"text"`
	Kind       string `db:"kind"`
	User       string `db:"user"`
	Attempts   int    `db:"attempts"`
}

// delivery marks the OnMailerSend event of a mail leaving the outbox, so
// the interceptor that queues every other mail lets it through.
type delivery struct{ transport mailer.Mailer }

func (d *delivery) Send(m *mailer.Message) error { return d.transport.Send(m) }

func dt(t time.Time) string {
	d, _ := types.ParseDateTime(t)
	return d.String()
}

// Deliver sends every mail due at now, oldest first, and records each
// outcome; it returns how many were sent. The first success makes the
// mails that wait for a retry (from before this pass) due at once: the
// transport works again.
func (o *Outbox) Deliver(now time.Time) (int, error) {
	o.pass.Lock()
	defer o.pass.Unlock()
	passStart := dt(time.Now())
	sent, revived := 0, false
	for {
		var rows []row
		err := o.app.DB().Select("id", "recipients", "headers", "subject", "html", "text", "kind", "user", "attempts").
			From(collection).
			Where(dbx.HashExp{"status": StatusPending}).
			AndWhere(dbx.NewExp("next_attempt_at <= {:now}", dbx.Params{"now": dt(now)})).
			OrderBy("next_attempt_at", "created").Limit(batch).All(&rows)
		if err != nil || len(rows) == 0 {
			return sent, err
		}
		// Every row read is sent, failed or retried after now when
		// deliverOne returns, so the loop ends.
		for _, r := range rows {
			ok, err := o.deliverOne(r, now)
			if err != nil {
				return sent, err
			}
			if !ok {
				continue
			}
			sent++
			if !revived {
				revived = true
				if err := o.makeDue(now, passStart); err != nil {
					return sent, err
				}
			}
		}
	}
}

// deliverOne sends one mail and records the outcome; ok reports a send.
func (o *Outbox) deliverOne(r row, now time.Time) (bool, error) {
	msg := &mailer.Message{
		From:    mail.Address{Name: "Voluntech", Address: o.cfg.MailFrom},
		Subject: r.Subject, HTML: r.HTML, Text: r.Text,
	}
	var rc recipients
	if err := json.Unmarshal([]byte(r.Recipients), &rc); err != nil {
		return false, o.record(r, now, errors.New("unreadable recipients"), true)
	}
	msg.To, msg.Cc, msg.Bcc = rc.To, rc.Cc, rc.Bcc
	if r.Headers != "" && r.Headers != "null" {
		_ = json.Unmarshal([]byte(r.Headers), &msg.Headers)
	}
	e := &core.MailerEvent{App: o.app, Mailer: &delivery{o.transport}, Message: msg}
	sendErr := o.app.OnMailerSend().Trigger(e, func(e *core.MailerEvent) error {
		return e.Mailer.Send(e.Message)
	})
	if sendErr == nil {
		_, err := o.app.NonconcurrentDB().Update(collection, dbx.Params{
			"status": StatusSent, "attempts": r.Attempts + 1, "sent_at": dt(now),
			"html": "", "text": "", "last_error": "", "updated": dt(time.Now()),
		}, dbx.HashExp{"id": r.ID}).Execute()
		return err == nil, err
	}
	o.app.Logger().Warn("mail outbox: sending failed", "id", r.ID, "kind", r.Kind, "attempt", r.Attempts+1,
		"error", o.sanitize(sendErr))
	return false, o.record(r, now, sendErr, permanent(sendErr))
}

// record notes a failed attempt: retried later, or failed for good after
// MaxAttempts or a permanent refusal (see resendAfterFailure for what a
// failed verification mail means for "Resend email").
func (o *Outbox) record(r row, now time.Time, sendErr error, final bool) error {
	attempts := r.Attempts + 1
	status := StatusPending
	if final || attempts >= MaxAttempts {
		status = StatusFailed
	}
	_, err := o.app.NonconcurrentDB().Update(collection, dbx.Params{
		"status": status, "attempts": attempts, "last_error": o.sanitize(sendErr),
		"next_attempt_at": dt(now.Add(Backoff(attempts))), "updated": dt(time.Now()),
	}, dbx.HashExp{"id": r.ID}).Execute()
	return err
}

// Backoff is the wait after the attempts-th failed attempt.
func Backoff(attempts int) time.Duration {
	d := FirstRetry
	for i := 1; i < attempts && d < MaxRetry; i++ {
		d *= 2
	}
	return min(d, MaxRetry)
}

// permanent reports an SMTP 5xx answer: the server refuses this message and
// would refuse it again.
func permanent(err error) bool {
	var te *textproto.Error
	if errors.As(err, &te) {
		return te.Code >= 500
	}
	return smtp5xx.MatchString(err.Error())
}

var (
	smtp5xx = regexp.MustCompile(`^5\d\d[ -]`)
	spaces  = regexp.MustCompile(`[\s\p{Cc}]+`)
)

// MaxErrorLen bounds the stored error.
const MaxErrorLen = 300

// sanitize is the error as stored and shown to superadmins: one line, no
// SMTP credentials, bounded.
func (o *Outbox) sanitize(err error) string {
	s := err.Error()
	for _, secret := range []string{o.cfg.SMTPPassword, o.cfg.SMTPUsername} {
		if len(secret) >= 3 {
			s = strings.ReplaceAll(s, secret, "***")
		}
	}
	s = strings.TrimSpace(spaces.ReplaceAllString(s, " "))
	if r := []rune(s); len(r) > MaxErrorLen {
		s = string(r[:MaxErrorLen-1]) + "…"
	}
	return s
}

// waiting reports mails that wait for a retry later than now.
func (o *Outbox) waiting(now time.Time) (bool, error) {
	var n int
	err := o.app.DB().Select("COUNT(*)").From(collection).
		Where(dbx.HashExp{"status": StatusPending}).
		AndWhere(dbx.NewExp("next_attempt_at > {:now}", dbx.Params{"now": dt(now)})).Row(&n)
	return n > 0, err
}

// makeDue moves forward to now every retry last tried before before.
func (o *Outbox) makeDue(now time.Time, before string) error {
	_, err := o.app.NonconcurrentDB().Update(collection, dbx.Params{"next_attempt_at": dt(now)},
		dbx.And(dbx.HashExp{"status": StatusPending},
			dbx.NewExp("next_attempt_at > {:now} AND updated < {:before}", dbx.Params{"now": dt(now), "before": before}))).Execute()
	return err
}

// reachable reports whether the SMTP server greets a new connection (the
// log transport always works). It sends nothing.
func (o *Outbox) reachable() bool {
	if _, ok := o.transport.(*mailer.SMTPClient); !ok {
		return true
	}
	conn, err := net.DialTimeout("tcp", net.JoinHostPort(o.cfg.SMTPHost, strconv.Itoa(o.cfg.SMTPPort)), 5*time.Second)
	if err != nil {
		return false
	}
	defer conn.Close()
	_ = conn.SetDeadline(time.Now().Add(5 * time.Second))
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil || !strings.HasPrefix(line, "220") {
		return false
	}
	_, _ = conn.Write([]byte("QUIT\r\n"))
	return true
}

// Retry makes a failed or waiting mail due now with a fresh set of
// attempts and wakes the worker. found is false when no such undelivered
// mail exists.
func Retry(app core.App, id string) (found bool, err error) {
	res, err := app.NonconcurrentDB().Update(collection, dbx.Params{
		"status": StatusPending, "attempts": 0, "next_attempt_at": dt(time.Now()), "updated": dt(time.Now()),
	}, dbx.And(dbx.HashExp{"id": id}, dbx.In("status", StatusPending, StatusFailed))).Execute()
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	if err != nil || n == 0 {
		return false, err
	}
	if o := OutboxOf(app); o != nil {
		AfterCommit(app, o.Kick)
	}
	return true, nil
}
