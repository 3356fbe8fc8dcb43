package replica

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
)

// BindRoutes adds GET /api/system/replica: the replica's Status, for
// superadmins only (guests 401, other roles 403). It answers
// {"enabled": false, ...} when REPLICA_URL is not set.
func BindRoutes(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/system/replica", getStatus).Bind(auth.RequireRole(auth.RoleSuperadmin))
		return se.Next()
	})
}

func getStatus(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, Of(e.App).Status())
}
