package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("stripe_events", "pbc_stripeevents")
		// Every Stripe webhook event applied, once: the unique event id makes
		// a replayed delivery a no-op. Superadmins may look, nobody writes.
		setReadRule(c, superadminRule)
		c.Fields.Add(
			&core.TextField{Name: "event_id", Required: true, Max: 255},
			&core.TextField{Name: "type", Max: 255},
			// Stripe's own creation time of the event.
			&core.DateField{Name: "created"},
			&core.AutodateField{Name: "received", OnCreate: true},
		)
		c.AddIndex("idx_stripe_events_event_id", true, "event_id", "")
		return app.Save(c)
	}, dropCollections("stripe_events"))
}
