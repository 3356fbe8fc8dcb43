package account

import (
	"fmt"
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// DownloadPath is the url of a ready export in GET /api/account/export.
const DownloadPath = "/api/account/export/download"

// statusAnswer is the body of GET /api/account/export.
type statusAnswer struct {
	ID       string `json:"id"`
	Status   string `json:"status"`
	Progress int    `json:"progress"`
	Created  string `json:"created"`
	URL      string `json:"url,omitempty"`
	Expires  string `json:"expires,omitempty"`
	// NextAllowed is when the user may ask again (empty: now).
	NextAllowed string `json:"next_allowed,omitempty"`
	Error       string `json:"error,omitempty"`
}

// signedIn is the users record behind the request: the Authorization
// header, or on the download route a file token in ?token= (a link the
// browser follows carries no header). Nil for a guest or a superuser.
func signedIn(e *core.RequestEvent, fileToken bool) *core.Record {
	if e.Auth != nil && e.Auth.Collection().Name == "users" {
		return e.Auth
	}
	if fileToken {
		if t := e.Request.URL.Query().Get("token"); t != "" {
			if r, err := e.App.FindAuthRecordByToken(t, core.TokenTypeFile); err == nil && r.Collection().Name == "users" {
				return r
			}
		}
	}
	return nil
}

// latest is the user's newest export that has not expired (nil: none).
func latest(app core.App, userID string, now time.Time) (*core.Record, error) {
	var rows []*core.Record
	err := app.RecordQuery(Collection).
		AndWhere(dbx.HashExp{"user": userID}).
		OrderBy("created DESC", "id DESC").Limit(1).All(&rows)
	if err != nil || len(rows) == 0 {
		return nil, err
	}
	r := rows[0]
	if r.GetString("status") == StatusReady && !r.GetDateTime("expires_at").Time().After(now) {
		return nil, nil
	}
	return r, nil
}

// nextAllowed is when userID may ask for another export: Every after their
// newest export that did not fail (zero: now).
func nextAllowed(app core.App, userID string, now time.Time) (time.Time, error) {
	var rows []*core.Record
	err := app.RecordQuery(Collection).
		AndWhere(dbx.HashExp{"user": userID}).
		AndWhere(dbx.Not(dbx.HashExp{"status": StatusFailed})).
		AndWhere(dbx.NewExp("created > {:since}", dbx.Params{"since": dbTime(now.Add(-Every))})).
		OrderBy("created DESC").Limit(1).All(&rows)
	if err != nil || len(rows) == 0 {
		return time.Time{}, err
	}
	return rows[0].GetDateTime("created").Time().Add(Every), nil
}

// request answers POST /api/account/export: the signed-in user (401 for a
// guest) asks for a copy of their data. 400 (field "limit", code
// rate_limit_daily) when they already asked in the last Every (a failed
// export does not count), with the time they may ask again in the message; otherwise a pending export is
// saved, its build starts in the background, and the answer is 202 with
// the status body of GET.
func request(e *core.RequestEvent) error {
	u := signedIn(e, false)
	if u == nil {
		return e.UnauthorizedError(MsgSignIn, nil)
	}
	now := time.Now()
	var rec *core.Record
	var refused time.Time
	err := e.App.RunInTransaction(func(tx core.App) error {
		next, err := nextAllowed(tx, u.Id, now)
		if err != nil || !next.IsZero() {
			refused = next
			return err
		}
		c, err := tx.FindCollectionByNameOrId(Collection)
		if err != nil {
			return err
		}
		rec = core.NewRecord(c)
		rec.Set("user", u.Id)
		rec.Set("status", StatusPending)
		rec.Set("progress", 0)
		return tx.Save(rec)
	})
	if err != nil {
		return formx.Failed(e, MsgStartFailed, "data export: start failed", err)
	}
	if !refused.IsZero() {
		msg := fmt.Sprintf(MsgOncePerDay, refused.UTC().Format("2 January 2006 15:04"))
		// 400, not 429: every 429 is reworded by hooks/security as the rate
		// limiter's "wait a minute", and this one says when to come back.
		return e.BadRequestError(msg, formx.FieldError("limit", "rate_limit_daily", msg))
	}
	kick(e.App)
	return e.JSON(http.StatusAccepted, answer(rec, now.Add(Every)))
}

// status answers GET /api/account/export: the signed-in user's newest
// export that has not expired, {id, status, progress, created, url and
// expires when ready, next_allowed, error when failed}; 404 when there is
// none, 401 for a guest. Nobody reads another user's export: there is no
// id to ask for.
func status(e *core.RequestEvent) error {
	u := signedIn(e, false)
	if u == nil {
		return e.UnauthorizedError(MsgSignIn, nil)
	}
	now := time.Now()
	rec, err := latest(e.App, u.Id, now)
	if err != nil {
		return formx.Failed(e, MsgReadFailed, "data export: status read failed", err)
	}
	if rec == nil {
		return e.NotFoundError(MsgNoExport, nil)
	}
	next, err := nextAllowed(e.App, u.Id, now)
	if err != nil {
		return formx.Failed(e, MsgReadFailed, "data export: status read failed", err)
	}
	return e.JSON(http.StatusOK, answer(rec, next))
}

func answer(rec *core.Record, next time.Time) statusAnswer {
	a := statusAnswer{
		ID: rec.Id, Status: rec.GetString("status"), Progress: rec.GetInt("progress"),
		Created: rec.GetDateTime("created").Time().UTC().Format(time.RFC3339),
	}
	if !next.IsZero() {
		a.NextAllowed = next.UTC().Format(time.RFC3339)
	}
	switch a.Status {
	case StatusReady:
		a.URL = DownloadPath
		a.Expires = rec.GetDateTime("expires_at").Time().UTC().Format(time.RFC3339)
	case StatusFailed:
		a.Error = rec.GetString("error")
	}
	return a
}

// download answers GET /api/account/export/download: the signed-in user's
// own ready archive, as an attachment (Authorization header, or a file
// token from POST /api/files/token in ?token=). 401 for a guest, 404 when
// they have no ready export that has not expired: nobody can name another
// user's archive here, and the protected file is refused by the records
// API's file route to everyone but superusers.
func download(e *core.RequestEvent) error {
	u := signedIn(e, true)
	if u == nil {
		return e.UnauthorizedError(MsgSignIn, nil)
	}
	rec, err := latest(e.App, u.Id, time.Now())
	if err != nil {
		return formx.Failed(e, MsgDownloadError, "data export: download read failed", err)
	}
	if rec == nil || rec.GetString("status") != StatusReady || rec.GetString("file") == "" {
		return e.NotFoundError(MsgNotReady, nil)
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return formx.Failed(e, MsgDownloadError, "data export: filesystem failed", err)
	}
	defer fsys.Close()
	name := rec.GetString("file")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="voluntech-data.zip"`)
	e.Response.Header().Set("Cache-Control", "private, no-store")
	if err := fsys.Serve(e.Response, e.Request, rec.BaseFilesPath()+"/"+name, "voluntech-data.zip"); err != nil {
		return formx.Failed(e, MsgDownloadError, "data export: serve failed", err)
	}
	return nil
}
