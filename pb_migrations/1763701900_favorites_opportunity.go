package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The favourites' opportunity was kept as text until opportunities existed;
// it becomes a relation that goes with the opportunity.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("favorites")
		if err != nil {
			return err
		}
		opps, err := app.FindCollectionByNameOrId("opportunities")
		if err != nil {
			return err
		}
		c.RemoveIndex("idx_favorites_user_opportunity")
		c.Fields.RemoveByName("opportunity")
		if err := app.Save(c); err != nil {
			return err
		}
		c.Fields.Add(&core.RelationField{Name: "opportunity", CollectionId: opps.Id, MaxSelect: 1, CascadeDelete: true})
		c.AddIndex("idx_favorites_user_opportunity", true, "user, opportunity", "opportunity != ''")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("favorites")
		if err != nil {
			return nil
		}
		c.RemoveIndex("idx_favorites_user_opportunity")
		c.Fields.RemoveByName("opportunity")
		if err := app.Save(c); err != nil {
			return err
		}
		c.Fields.Add(&core.TextField{Name: "opportunity", Max: 15})
		c.AddIndex("idx_favorites_user_opportunity", true, "user, opportunity", "opportunity != ''")
		return app.Save(c)
	})
}
