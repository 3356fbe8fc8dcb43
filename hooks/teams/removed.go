package teams

import (
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"
)

// removedResponse is the answer of POST /api/company/team/removed.
type removedResponse struct {
	Removed bool `json:"removed"`
}

// postRemoved tells a browser whose session the server no longer accepts
// whether that is because the owner removed its user from the team.
//
// Contract: the session's token in the Authorization header (as every
// request carries it; with or without "Bearer "). The answer is always 200:
// {"removed":true} only for an unexpired auth token signed with the key a
// removed member's sessions had (team_removals), {"removed":false} for
// anything else (no token, a forged or expired one, a member still on the
// team, anyone else). So nobody learns anything about another account: to
// get "true" one must hold that member's own session. Nothing is written.
func postRemoved(e *core.RequestEvent) error {
	no := func() error { return e.JSON(http.StatusOK, removedResponse{}) }
	token := strings.TrimSpace(strings.TrimPrefix(e.Request.Header.Get("Authorization"), "Bearer "))
	if token == "" {
		return no()
	}
	claims, err := security.ParseUnverifiedJWT(token)
	if err != nil {
		return no()
	}
	id, _ := claims[core.TokenClaimId].(string)
	collectionID, _ := claims[core.TokenClaimCollectionId].(string)
	kind, _ := claims[core.TokenClaimType].(string)
	if id == "" || kind != core.TokenTypeAuth {
		return no()
	}
	users, err := e.App.FindCachedCollectionByNameOrId("users")
	if err != nil || users.Id != collectionID {
		return no()
	}
	r, err := e.App.FindFirstRecordByFilter("team_removals", "user_id = {:id} && expires_at > {:now}",
		dbx.Params{"id": id, "now": types.NowDateTime().String()})
	if err != nil {
		return no()
	}
	// ParseJWT checks the signature and the expiry.
	if _, err := security.ParseJWT(token, r.GetString("token_key")+users.AuthToken.Secret); err != nil {
		return no()
	}
	return e.JSON(http.StatusOK, removedResponse{Removed: true})
}
