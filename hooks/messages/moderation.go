package messages

import (
	"encoding/json"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/activity"
	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/queue"
)

// Texts of the moderation routes.
const (
	MsgNoReport     = "This report was not found."
	MsgReportClosed = "This report was already handled."
	MsgBadStatus    = queue.MsgBadStatus
	MsgBadPage      = queue.MsgBadPage
	MsgNoUser       = "This account was not found."
)

// ReportsPerPage is the page size of the reports list.
const ReportsPerPage = 20

// ReportItem is one report in the superadmin's list: who reported whom and
// why, with the copies of the reported messages only.
type ReportItem struct {
	ID        string            `json:"id"`
	Status    string            `json:"status"`
	Reason    string            `json:"reason"`
	Created   string            `json:"created"`
	Reporter  string            `json:"reporter_name"`
	Reported  ReportedAccount   `json:"reported"`
	Messages  []ReportedMessage `json:"messages"`
	Resolved  string            `json:"resolved_at"`
	Conversed string            `json:"conversation"`
}

// ReportedAccount is the reported user as the list shows them.
type ReportedAccount struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Username  string `json:"username"`
	Role      string `json:"role"`
	Suspended bool   `json:"suspended"`
}

// listReports answers GET /api/system/messages/reports?status=open&page=1
// with {page, perPage, totalItems, totalPages, items}, newest first. status
// is open (default), dismissed or suspended.
func listReports(e *core.RequestEvent) error {
	req, err := queue.ReadRequest(e, "open", "dismissed", "suspended")
	if err != nil {
		return err
	}
	res, err := queue.Records(e.App, "message_reports", dbx.HashExp{"status": req.Status}, "created",
		req.Page, ReportsPerPage, reportItem)
	if err != nil {
		return formx.Failed(e, "", "listing message reports failed", err)
	}
	return e.JSON(http.StatusOK, res)
}

func reportItem(app core.App, r *core.Record) ReportItem {
	it := ReportItem{
		ID: r.Id, Status: r.GetString("status"), Reason: r.GetString("reason"),
		Created: r.GetDateTime("created").String(), Resolved: r.GetDateTime("resolved_at").String(),
		Conversed: r.GetString("conversation"), Messages: []ReportedMessage{},
		Reported: ReportedAccount{ID: r.GetString("reported"), Name: r.GetString("reported_name")},
		Reporter: DeletedAccount,
	}
	_ = json.Unmarshal([]byte(r.GetString("messages")), &it.Messages)
	if u, err := app.FindRecordById("users", r.GetString("reporter")); err == nil {
		it.Reporter, _, _ = displayOf(app, u)
	}
	if u, err := app.FindRecordById("users", it.Reported.ID); err == nil {
		it.Reported.Username = u.GetString("username")
		it.Reported.Role = u.GetString("role")
		it.Reported.Suspended = u.GetBool("suspended")
	} else {
		it.Reported.Name = DeletedAccount
	}
	return it
}

// openReport loads the report of the route's {id}: 404 unknown, 400 when
// it is no longer open.
func openReport(e *core.RequestEvent) (*core.Record, error) {
	r, err := e.App.FindRecordById("message_reports", e.Request.PathValue("id"))
	if err != nil {
		return nil, e.NotFoundError(MsgNoReport, nil)
	}
	if r.GetString("status") != "open" {
		return nil, e.BadRequestError(MsgReportClosed, formx.FieldError("status", "validation_closed", MsgReportClosed))
	}
	return r, nil
}

// resolve closes the report with status, by the caller, now.
func resolve(e *core.RequestEvent, r *core.Record, status string) {
	r.Set("status", status)
	r.Set("resolved_by", e.Auth.Id)
	r.Set("resolved_at", types.NowDateTime())
}

// dismissReport answers POST /api/system/messages/reports/{id}/dismiss.
func dismissReport(e *core.RequestEvent) error {
	r, err := openReport(e)
	if err != nil {
		return err
	}
	resolve(e, r, "dismissed")
	if err := e.App.Save(r); err != nil {
		return formx.Failed(e, MsgSaveFailed, "dismissing a report failed", err)
	}
	return e.JSON(http.StatusOK, reportItem(e.App, r))
}

// suspendReported answers POST /api/system/messages/reports/{id}/suspend:
// in one transaction the reported account is suspended with the report's
// reason, every session of it and of its team ends (new token keys), and
// every open report about it is closed as suspended.
func suspendReported(e *core.RequestEvent) error {
	r, err := openReport(e)
	if err != nil {
		return err
	}
	u, err := e.App.FindRecordById("users", r.GetString("reported"))
	if err != nil {
		return e.NotFoundError(MsgNoUser, nil)
	}
	if auth.IsSuperadmin(u) {
		return e.ForbiddenError("A superadmin account cannot be suspended here.", nil)
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		return suspend(e, tx, u, r.GetString("reason"))
	})
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "suspending an account failed", err)
	}
	r, _ = e.App.FindRecordById("message_reports", r.Id)
	return e.JSON(http.StatusOK, reportItem(e.App, r))
}

// suspend suspends u with reason inside tx: every session of u and of
// its team ends (new token keys), every open report about u is closed as
// suspended, and the change is logged as the caller's.
func suspend(e *core.RequestEvent, tx core.App, u *core.Record, reason string) error {
	before := activity.Snapshot(u)
	u.Set("suspended", true)
	u.Set("suspended_reason", truncate(reason, MaxReason))
	u.RefreshTokenKey()
	if err := tx.Save(u); err != nil {
		return err
	}
	members, err := tx.FindAllRecords("users", auth.MembersOf(u.Id))
	if err != nil {
		return err
	}
	for _, m := range members {
		m.RefreshTokenKey()
		if err := tx.Save(m); err != nil {
			return err
		}
	}
	open, err := tx.FindAllRecords("message_reports", dbx.HashExp{"reported": u.Id, "status": "open"})
	if err != nil {
		return err
	}
	for _, o := range open {
		resolve(e, o, "suspended")
		if err := tx.Save(o); err != nil {
			return err
		}
	}
	return logAccount(tx, e.Auth, "users.suspend", u, before)
}

// logAccount writes the activity entry of a suspension or restore of u.
func logAccount(tx core.App, actor *core.Record, action string, u *core.Record, before map[string]any) error {
	b, a := activity.Changed(before, activity.Snapshot(u))
	delete(b, "tokenKey")
	delete(a, "tokenKey")
	return activity.Log(tx, actor, activity.Entry{Action: action, Target: "users", TargetID: u.Id,
		Label: u.GetString("username") + " (" + u.GetString("role") + ")", Before: b, After: a})
}

// MsgSuspendReason asks for the reason of a direct suspension.
const MsgSuspendReason = "Say why the account is suspended (at most 1000 characters)."

// suspendUser answers POST /api/system/messages/users/{id}/suspend
// {reason}: the superadmin suspends an account found in the user list,
// with no report behind it, as suspendReported does (open reports about
// it close as suspended). A superadmin account is refused.
func suspendUser(e *core.RequestEvent) error {
	u, err := e.App.FindRecordById("users", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgNoUser, nil)
	}
	if auth.IsSuperadmin(u) {
		return e.ForbiddenError("A superadmin account cannot be suspended here.", nil)
	}
	reason, err := formx.ReadReason(e, func(errs formx.Errors, reason string) {
		if reason == "" || len([]rune(reason)) > MaxReason {
			errs.Add("reason", "validation_invalid_value", MsgSuspendReason)
		}
	})
	if err != nil {
		return err
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		return suspend(e, tx, u, reason)
	})
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "suspending an account failed", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"id": u.Id, "suspended": true})
}

// restoreUser answers POST /api/system/messages/users/{id}/restore: the
// account signs in again and its public pages come back.
func restoreUser(e *core.RequestEvent) error {
	u, err := e.App.FindRecordById("users", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgNoUser, nil)
	}
	before := activity.Snapshot(u)
	u.Set("suspended", false)
	u.Set("suspended_reason", "")
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(u); err != nil {
			return err
		}
		return logAccount(tx, e.Auth, "users.restore", u, before)
	})
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "restoring an account failed", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"id": u.Id, "suspended": false})
}

// refuseSuspended stops every way of signing in (password, OTP, OAuth2,
// token refresh) for a suspended account or a member of a suspended
// company. It runs after the credentials were checked, so it reveals
// nothing to someone without the password.
func refuseSuspended(e *core.RecordAuthRequestEvent) error {
	if suspendedAccount(e.App, e.Record) {
		return e.ForbiddenError(MsgSuspended, nil)
	}
	return e.Next()
}
