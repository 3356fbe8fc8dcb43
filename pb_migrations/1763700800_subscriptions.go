package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// SubscriptionStatuses are Stripe's subscription statuses plus "free": a plan
// activated without Stripe because billing is not configured (docs/architecture.md).
var SubscriptionStatuses = []string{
	"incomplete", "active", "past_due", "canceled", "unpaid", "incomplete_expired", "trialing", "free",
}

func init() {
	m.Register(func(app core.App) error {
		c := newCollection("subscriptions", "pbc_subscription",
			belongsTo("company", usersID),
			&core.SelectField{Name: "plan", MaxSelect: 1, Values: []string{"starter", "essential", "advanced"}},
			&core.SelectField{Name: "interval", MaxSelect: 1, Values: []string{"month", "year"}},
			// Empty until a plan is chosen: the record may first hold only the
			// company's Stripe customer.
			&core.SelectField{Name: "status", MaxSelect: 1, Values: SubscriptionStatuses},
			&core.TextField{Name: "stripe_customer_id", Max: 255},
			&core.TextField{Name: "stripe_subscription_id", Max: 255},
			&core.TextField{Name: "stripe_price_id", Max: 255},
			&core.DateField{Name: "current_period_end"},
			&core.BoolField{Name: "cancel_at_period_end"},
			// The `created` time of the newest Stripe event applied, so an
			// older event delivered late cannot roll the state back.
			&core.DateField{Name: "last_event_at"},
		)
		// The billing routes and the Stripe webhook write; the company reads
		// its own record, superadmins read all.
		setReadRule(c, `company = @request.auth.id || `+superadminRule)
		c.AddIndex("idx_subscriptions_company", true, "company", "")
		c.AddIndex("idx_subscriptions_stripe_sub", false, "stripe_subscription_id", "")
		c.AddIndex("idx_subscriptions_stripe_customer", false, "stripe_customer_id", "")
		return app.Save(c)
	}, dropCollections("subscriptions"))
}
