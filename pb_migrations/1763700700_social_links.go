package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// SocialNetworks are the 14 sources a social link can point to (docs/architecture.md).
var SocialNetworks = []string{
	"linkedin", "facebook", "twitter", "instagram", "dribbble", "github", "behance",
	"xiaohongshu", "youtube", "tiktok", "whatsapp", "wechat", "telegram", "messenger",
}

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("social_links", "pbc_sociallinks1")
		// Written only by the wizard routes, which replace a user's whole list;
		// public profiles read them through the directory routes.
		owner := `owner = @request.auth.id || @request.auth.role = "superadmin"`
		c.ListRule = types.Pointer(owner)
		c.ViewRule = types.Pointer(owner)
		c.Fields.Add(
			&core.RelationField{Name: "owner", Required: true, CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			&core.SelectField{Name: "network", Required: true, MaxSelect: 1, Values: SocialNetworks},
			&core.URLField{Name: "url", Required: true},
			&core.NumberField{Name: "sort", OnlyInt: true},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_social_links_owner", false, "owner, sort", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("social_links")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
