package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The system dashboard's monthly recurring revenue needs to know when each
// paid subscription started and when it ended, not only its state today.
func init() {
	m.Register(func(app core.App) error {
		return changeCollection(app, "subscriptions", func(c *core.Collection) {
			c.Fields.Add(
				&core.DateField{Name: "started_at"},
				&core.DateField{Name: "canceled_at"},
			)
		})
	}, func(app core.App) error {
		return changeCollectionIfAny(app, "subscriptions", func(c *core.Collection) {
			removeFields(c, "started_at", "canceled_at")
		})
	})
}
