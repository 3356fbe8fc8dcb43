package teams

import (
	"net/http"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// deleteMember removes a member from the owner's team: their token key is
// rotated (every session they hold stops at once) and their account is
// deleted, in one transaction. What they did stays with the company: the
// records point at the company, and their moves and edits keep the name
// they were made under.
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
