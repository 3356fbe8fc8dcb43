package testutil

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/mailer"

	"voluntech/hooks/mail"
)

// FlushMail delivers every queued mail that is due now, synchronously:
// test apps hold the outbox worker, so a test sees in TestMailer exactly
// what the requests before it queued. It returns how many were sent.
func FlushMail(t testing.TB, app core.App) int {
	t.Helper()
	n, err := mail.OutboxOf(app).Deliver(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// OutboxRow is a queued mail as tests read it.
type OutboxRow struct {
	ID         string `db:"id"`
	Recipients string `db:"recipients"`
	Subject    string `db:"subject"`
	HTML       string `db:"html"`
	Text       string `db:"text"`
	Kind       string `db:"kind"`
	User       string `db:"user"`
	Status     string `db:"status"`
	Attempts   int    `db:"attempts"`
	LastError  string `db:"last_error"`
}

// Outbox is every outbox row matching where (nil: all), oldest first.
func Outbox(t testing.TB, app core.App, where dbx.Expression) []OutboxRow {
	t.Helper()
	var rows []OutboxRow
	q := app.DB().Select("id", "recipients", "subject", "html", "text", "kind", "user", "status", "attempts", "last_error").
		From("mail_outbox").OrderBy("created", "id")
	if where != nil {
		q = q.Where(where)
	}
	if err := q.All(&rows); err != nil {
		t.Fatal(err)
	}
	return rows
}

// OnlyMail sends the outbox and returns its one mail (fails the test when
// the outbox held another number of mails).
func OnlyMail(t testing.TB, app *tests.TestApp) mailer.Message {
	t.Helper()
	if n := FlushMail(t, app); n != 1 {
		t.Fatalf("mails sent = %d, want 1", n)
	}
	return app.TestMailer.LastMessage()
}
