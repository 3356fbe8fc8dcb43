package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("favorites", "pbc_favorites001")
		// A user's saved volunteers, companies and (later) opportunities: only
		// they see, add and remove them; a favourite is never edited.
		own := `user = @request.auth.id`
		c.ListRule = types.Pointer(own)
		c.ViewRule = types.Pointer(own)
		c.CreateRule = types.Pointer(`@request.auth.id != "" && ` + own)
		c.DeleteRule = types.Pointer(own)
		c.Fields.Add(
			&core.RelationField{Name: "user", Required: true, CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "volunteer", CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "company", CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			// The opportunities collection arrives later; the id is kept as text.
			&core.TextField{Name: "opportunity", Max: 15},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_favorites_user_volunteer", true, "user, volunteer", "volunteer != ''")
		c.AddIndex("idx_favorites_user_company", true, "user, company", "company != ''")
		c.AddIndex("idx_favorites_user_opportunity", true, "user, opportunity", "opportunity != ''")
		return app.Save(c)
	}, deleteCollection("favorites"))
}
