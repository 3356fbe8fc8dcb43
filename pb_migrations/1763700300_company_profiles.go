package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("company_profiles", "pbc_companyprof1")
		// Written only by the server (sign-up and the onboarding routes).
		c.ListRule = types.Pointer(`@request.auth.role = "superadmin"`)
		c.ViewRule = types.Pointer(`user = @request.auth.id || @request.auth.role = "superadmin"`)
		c.Fields.Add(
			&core.RelationField{Name: "user", Required: true, CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "company_name", Required: true, Max: 100},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_company_profiles_user", true, "user", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("company_profiles")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
