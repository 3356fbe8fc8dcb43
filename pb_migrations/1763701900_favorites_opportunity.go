package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The favourites' opportunity was kept as text until opportunities existed;
// it becomes a relation that goes with the opportunity.
func init() {
	m.Register(func(app core.App) error {
		opps, err := app.FindCollectionByNameOrId("opportunities")
		if err != nil {
			return err
		}
		return setFavoritesOpportunity(app, changeCollection,
			&core.RelationField{Name: "opportunity", CollectionId: opps.Id, MaxSelect: 1, CascadeDelete: true})
	}, func(app core.App) error {
		return setFavoritesOpportunity(app, changeCollectionIfAny, &core.TextField{Name: "opportunity", Max: 15})
	})
}

// setFavoritesOpportunity replaces the favourites' opportunity field and its
// unique index. The old field goes in a save of its own: the new one has
// the same name.
func setFavoritesOpportunity(app core.App, change func(core.App, string, func(*core.Collection)) error, field core.Field) error {
	const index = "idx_favorites_user_opportunity"
	err := change(app, "favorites", func(c *core.Collection) {
		c.RemoveIndex(index)
		c.Fields.RemoveByName("opportunity")
	})
	if err != nil {
		return err
	}
	return change(app, "favorites", func(c *core.Collection) {
		c.Fields.Add(field)
		c.AddIndex(index, true, "user, opportunity", "opportunity != ''")
	})
}
