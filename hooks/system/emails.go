package system

import (
	"encoding/json"
	"net/http"
	"net/mail"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	vmail "voluntech/hooks/mail"
)

// MsgEmailNotFound answers a retry of a mail that is not waiting or failed
// (unknown, delivered or replaced by a newer one).
const MsgEmailNotFound = "This email is not waiting to be sent."

// EmailItem is an undelivered mail as the emails page lists it: never its
// body, which may carry a sign-in link.
type EmailItem struct {
	ID            string   `db:"id" json:"id"`
	Recipients    string   `db:"recipients" json:"-"`
	To            []string `db:"-" json:"to"`
	Subject       string   `db:"subject" json:"subject"`
	Kind          string   `db:"kind" json:"kind"`
	Status        string   `db:"status" json:"status"`
	Attempts      int      `db:"attempts" json:"attempts"`
	LastError     string   `db:"last_error" json:"last_error"`
	NextAttemptAt string   `db:"next_attempt_at" json:"next_attempt_at"`
	Created       string   `db:"created" json:"created"`
}

// listEmails: GET /api/system/emails?status=failed|pending&page=&perPage=:
// the mails not delivered yet, failed ones first, newest first. Without
// status, both.
func listEmails(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	status := q.oneOf("status", vmail.StatusFailed, vmail.StatusPending)
	if err := q.fail(e); err != nil {
		return err
	}
	statuses := []any{vmail.StatusFailed, vmail.StatusPending}
	if status != "" {
		statuses = []any{status}
	}
	base := func() *dbx.SelectQuery {
		return e.App.DB().Select().From("mail_outbox").Where(dbx.In("status", statuses...))
	}
	res, err := list[EmailItem](p, base,
		[]string{"id", "recipients", "subject", "kind", "status", "attempts", "last_error", "next_attempt_at", "created"},
		"(CASE WHEN status = 'failed' THEN 0 ELSE 1 END) ASC", "created DESC", "id DESC")
	if err != nil {
		return routeFailed(e, "list emails", err)
	}
	for i := range res.Items {
		res.Items[i].To = addresses(res.Items[i].Recipients)
	}
	return e.JSON(http.StatusOK, res)
}

// addresses are the To addresses of an outbox row's recipients.
func addresses(raw string) []string {
	var rc struct {
		To []mail.Address `json:"to"`
	}
	out := []string{}
	if err := json.Unmarshal([]byte(raw), &rc); err != nil {
		return out
	}
	for _, a := range rc.To {
		out = append(out, a.Address)
	}
	return out
}

// retryEmail: POST /api/system/emails/{id}/retry: the mail is due again
// with a fresh set of attempts; the worker sends it at once. Answers the
// mail as listed.
func retryEmail(e *core.RequestEvent) error {
	id := strings.TrimSpace(e.Request.PathValue("id"))
	found, err := vmail.Retry(e.App, id)
	if err != nil {
		return routeFailed(e, "retry email", err)
	}
	if !found {
		return e.NotFoundError(MsgEmailNotFound, nil)
	}
	var item EmailItem
	err = e.App.DB().Select("id", "recipients", "subject", "kind", "status", "attempts", "last_error", "next_attempt_at", "created").
		From("mail_outbox").Where(dbx.HashExp{"id": id}).One(&item)
	if err != nil {
		return routeFailed(e, "read retried email", err)
	}
	item.To = addresses(item.Recipients)
	return e.JSON(http.StatusOK, item)
}
