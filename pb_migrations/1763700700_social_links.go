package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// SocialNetworks are the 14 sources a social link can point to (docs/architecture.md).
var SocialNetworks = []string{
	"linkedin", "facebook", "twitter", "instagram", "dribbble", "github", "behance",
	"xiaohongshu", "youtube", "tiktok", "whatsapp", "wechat", "telegram", "messenger",
}

func init() {
	m.Register(func(app core.App) error {
		c := newCollection("social_links", "pbc_sociallinks1",
			belongsTo("owner", usersID),
			&core.SelectField{Name: "network", Required: true, MaxSelect: 1, Values: SocialNetworks},
			&core.URLField{Name: "url", Required: true},
			&core.NumberField{Name: "sort", OnlyInt: true},
		)
		// Written only by the wizard routes, which replace a user's whole list;
		// public profiles read them through the directory routes.
		setReadRule(c, `owner = @request.auth.id || `+superadminRule)
		c.AddIndex("idx_social_links_owner", false, "owner, sort", "")
		return app.Save(c)
	}, dropCollections("social_links"))
}
