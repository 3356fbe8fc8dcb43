package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The system dashboard's monthly recurring revenue needs to know when each
// paid subscription started and when it ended, not only its state today.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("subscriptions")
		if err != nil {
			return err
		}
		c.Fields.Add(
			&core.DateField{Name: "started_at"},
			&core.DateField{Name: "canceled_at"},
		)
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("subscriptions")
		if err != nil {
			return nil
		}
		c.Fields.RemoveByName("started_at")
		c.Fields.RemoveByName("canceled_at")
		return app.Save(c)
	})
}
