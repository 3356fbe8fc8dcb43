package teams

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// deleteMember removes a member from the owner's team: their token key is
// rotated (every session they hold stops at once) and their account is
// deleted, in one transaction. The key their sessions were signed with is
// kept in team_removals until those sessions would have expired, so that
// their own browser can learn why it was signed out (postRemoved). What
// they did stays with the company: the records point at the company, and
// their moves and edits keep the name they were made under.
func deleteMember(e *core.RequestEvent) error {
	id := e.Request.PathValue("id")
	if id == e.Auth.Id {
		return e.BadRequestError(MsgRemoveSelf, validation.Errors{
			"id": validation.NewError("validation_remove_self", MsgRemoveSelf),
		})
	}
	err := e.App.RunInTransaction(func(tx core.App) error {
		u, err := tx.FindRecordById("users", id)
		if err != nil || u.GetString("team") != e.Auth.Id {
			return e.NotFoundError(MsgNoMember, nil)
		}
		if err := rememberRemoval(tx, u); err != nil {
			return err
		}
		u.RefreshTokenKey()
		if err := tx.Save(u); err != nil {
			return err
		}
		return tx.Delete(u)
	})
	if err != nil {
		return answer(e, "remove a team member", err)
	}
	return e.NoContent(http.StatusNoContent)
}

// rememberRemoval saves u's current token key in team_removals until the
// last token signed with it expires, and drops the removals whose tokens
// have all expired.
func rememberRemoval(tx core.App, u *core.Record) error {
	now := time.Now().UTC()
	expired, err := tx.FindAllRecords("team_removals", dbx.NewExp("expires_at <= {:now}", dbx.Params{"now": types.NowDateTime().String()}))
	if err != nil {
		return err
	}
	for _, r := range expired {
		if err := tx.Delete(r); err != nil {
			return err
		}
	}
	c, err := tx.FindCollectionByNameOrId("team_removals")
	if err != nil {
		return err
	}
	r, err := tx.FindFirstRecordByData(c, "user_id", u.Id)
	if err != nil {
		r = core.NewRecord(c)
		r.Set("user_id", u.Id)
	}
	lifetime := time.Duration(u.Collection().AuthToken.Duration) * time.Second
	r.Set("token_key", u.TokenKey())
	r.Set("expires_at", now.Add(lifetime))
	return tx.Save(r)
}
