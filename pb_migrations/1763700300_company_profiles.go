package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

func init() {
	m.Register(func(app core.App) error {
		c := newCollection("company_profiles", "pbc_companyprof1",
			belongsTo("user", usersID),
			&core.TextField{Name: "company_name", Required: true, Max: 100},
		)
		// Written only by the server (sign-up and the onboarding routes).
		c.ListRule = types.Pointer(superadminRule)
		c.ViewRule = types.Pointer(`user = @request.auth.id || ` + superadminRule)
		c.AddIndex("idx_company_profiles_user", true, "user", "")
		return app.Save(c)
	}, dropCollections("company_profiles"))
}
