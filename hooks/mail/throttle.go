package mail

import (
	"net/http"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/types"
)

// throttled are PocketBase's request routes of the users collection that
// answer a repeat within two minutes with 204 and send nothing, keyed by the
// kind of mail they queue and the prefix of their store key.
var throttled = map[string]struct{ kind, keyPrefix string }{
	"request-verification":   {KindVerification, "@limitVerificationEmail_"},
	"request-password-reset": {KindPasswordReset, "@limitPasswordResetEmail_"},
}

// resendAfterFailure lifts PocketBase's resend throttle of a user whose last
// verification (or reset) mail could not be delivered: the throttle guards
// against sending many mails, and none reached the user, so "Resend email"
// must queue a fresh one (which supersedes the undelivered one). The
// decision reads the outbox, so it does not depend on when the failed
// attempt happened.
func resendAfterFailure(e *core.RequestEvent) error {
	if e.Request.Method != http.MethodPost {
		return e.Next()
	}
	c := e.Request.PathValue("collection")
	if c != "users" && c != "_pb_users_auth_" {
		return e.Next()
	}
	action := e.Request.URL.Path[strings.LastIndex(e.Request.URL.Path, "/")+1:]
	t, ok := throttled[action]
	if !ok {
		return e.Next()
	}
	var body struct {
		Email string `json:"email" form:"email"`
	}
	if err := e.BindBody(&body); err != nil {
		// Let PocketBase answer the bad body itself.
		if rr, ok := e.Request.Body.(router.Rereader); ok {
			rr.Reread()
		}
		return e.Next()
	}
	if body.Email == "" {
		return e.Next()
	}
	u, err := e.App.FindAuthRecordByEmail("users", body.Email)
	if err != nil {
		return e.Next()
	}
	if undelivered(e.App, t.kind, u.Id) {
		e.App.Store().Remove(t.keyPrefix + u.Collection().Id + u.Id)
	}
	return e.Next()
}

// undelivered reports whether the newest mail of kind to the user was tried
// and not delivered (failed, or waiting for a retry).
func undelivered(app core.App, kind, userID string) bool {
	var last struct {
		Status   string `db:"status"`
		Attempts int    `db:"attempts"`
	}
	err := app.DB().Select("status", "attempts").From(collection).
		Where(dbx.HashExp{"user": userID, "kind": kind}).
		OrderBy("created DESC", "id DESC").Limit(1).One(&last)
	if err != nil {
		return false
	}
	return (last.Status == StatusPending || last.Status == StatusFailed) && last.Attempts > 0
}

// Keep is how long delivered and superseded mails stay in the outbox (their
// bodies are gone already); failed ones stay until retried or this old.
const Keep = 30 * 24 * time.Hour

// Cleanup deletes what the outbox no longer needs.
func (o *Outbox) Cleanup(now time.Time) error {
	cutoff, _ := types.ParseDateTime(now.Add(-Keep))
	_, err := o.app.NonconcurrentDB().Delete(collection, dbx.And(
		dbx.In("status", StatusSent, StatusSuperseded, StatusFailed),
		dbx.NewExp("updated < {:cutoff}", dbx.Params{"cutoff": cutoff.String()}),
	)).Execute()
	return err
}
