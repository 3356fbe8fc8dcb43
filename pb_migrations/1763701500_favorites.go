package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

func init() {
	m.Register(func(app core.App) error {
		saved := func(name string) *core.RelationField {
			f := refersTo(name, usersID)
			f.CascadeDelete = true
			return f
		}
		c := newCollection("favorites", "pbc_favorites001",
			belongsTo("user", usersID),
			saved("volunteer"),
			saved("company"),
			// The opportunities collection arrives later; the id is kept as text.
			&core.TextField{Name: "opportunity", Max: 15},
		)
		// A user's saved volunteers, companies and (later) opportunities: only
		// they see, add and remove them; a favourite is never edited.
		own := `user = @request.auth.id`
		setReadRule(c, own)
		c.CreateRule = types.Pointer(`@request.auth.id != "" && ` + own)
		c.DeleteRule = types.Pointer(own)
		c.AddIndex("idx_favorites_user_volunteer", true, "user, volunteer", "volunteer != ''")
		c.AddIndex("idx_favorites_user_company", true, "user, company", "company != ''")
		c.AddIndex("idx_favorites_user_opportunity", true, "user, opportunity", "opportunity != ''")
		return app.Save(c)
	}, dropCollections("favorites"))
}
