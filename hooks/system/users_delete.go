package system

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"voluntech/hooks/activity"
	"voluntech/hooks/auth"
)

// MsgDeleteSelf refuses a superadmin deleting their own account from the
// user list (they can still close it from their account settings).
const MsgDeleteSelf = "You cannot delete your own account here."

// Who closed an account, as account_deletions.by stores it.
const (
	ByUser       = "self"
	BySuperadmin = "superadmin"
)

// deleteUser: DELETE /api/system/users/{id}. It runs the same request hooks
// as DELETE /api/collections/users/records/{id}: the billing hook cancels a
// company's Stripe subscription first, the deletion record below notes who
// closed the account, and the cascades remove the profile, its entries,
// applications, opportunities, favorites and their files.
func deleteUser(e *core.RequestEvent) error {
	u, err := e.App.FindRecordById("users", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgUserNotFound, nil)
	}
	if u.Id == e.Auth.Id {
		return e.BadRequestError(MsgDeleteSelf, nil)
	}
	event := &core.RecordRequestEvent{RequestEvent: e, Record: u}
	event.Collection = u.Collection()
	err = e.App.OnRecordDeleteRequest().Trigger(event, func(re *core.RecordRequestEvent) error {
		return re.App.Delete(re.Record)
	})
	if err != nil {
		var apiErr *router.ApiError
		if errors.As(err, &apiErr) {
			return apiErr
		}
		return routeFailed(e, "delete user", err)
	}
	return e.NoContent(http.StatusNoContent)
}

// bindDeletionRecord writes an account_deletions row {role, by} in the same
// transaction as every account deletion requested over HTTP: by the user
// themself through the records API, or by a superadmin. It runs after the
// other delete-request hooks (the Stripe cancellation must not happen
// inside the transaction, which would hold the database while Stripe
// answers).
func bindDeletionRecord(app core.App) {
	app.OnRecordDeleteRequest("users").Bind(&hook.Handler[*core.RecordRequestEvent]{
		Id:       "voluntechAccountDeletionRecord",
		Priority: 100,
		Func: func(e *core.RecordRequestEvent) error {
			// A member leaving closes no company.
			closes := e.Record.GetString("team") == ""
			byAdmin := auth.IsSuperadmin(e.Auth) && e.Auth.Id != e.Record.Id
			if !closes && !byAdmin {
				return e.Next()
			}
			by := BySuperadmin
			if e.Auth != nil && e.Auth.Id == e.Record.Id {
				by = ByUser
			}
			app := e.App
			defer func() { e.App = app }()
			return app.RunInTransaction(func(tx core.App) error {
				if byAdmin {
					if err := logUser(tx, e.Auth, "users.delete", e.Record, activity.Snapshot(e.Record), nil); err != nil {
						return err
					}
				}
				if !closes {
					e.App = tx
					return e.Next()
				}
				c, err := tx.FindCollectionByNameOrId("account_deletions")
				if err != nil {
					return err
				}
				r := core.NewRecord(c)
				r.Set("role", e.Record.GetString("role"))
				r.Set("by", by)
				if err := tx.Save(r); err != nil {
					return err
				}
				e.App = tx
				return e.Next()
			})
		},
	})
}
