package auth

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
)

// logoutAll: POST /api/account/logout-all. Every token of the signed-in user
// is signed with their token key; a new key makes all of them, on every
// device, invalid at once (this request's token included). A single "Log
// out" only forgets the token in that browser.
func logoutAll(e *core.RequestEvent) error {
	if e.Auth == nil || e.Auth.Collection().Name != "users" {
		return e.UnauthorizedError("Please sign in to continue.", nil)
	}
	u, err := e.App.FindRecordById("users", e.Auth.Id)
	if err != nil {
		return e.UnauthorizedError("Please sign in to continue.", nil)
	}
	u.RefreshTokenKey()
	if err := e.App.Save(u); err != nil {
		return err
	}
	return e.NoContent(http.StatusNoContent)
}
