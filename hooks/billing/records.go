package billing

import (
	"database/sql"
	"errors"
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
	"github.com/stripe/stripe-go/v85"

	"voluntech/hooks/companies"
)

// Record statuses beyond Stripe's own.
const StatusFree = "free"

// entitled are the statuses under which a plan's limits apply. past_due
// keeps them while Stripe retries the payment.
var entitled = []string{"active", "trialing", "past_due", StatusFree}

// paying are the statuses of a Stripe subscription whose price can change.
var paying = []string{"active", "trialing", "past_due"}

// Statuses are the values the record's status accepts (the select of
// pb_migrations.SubscriptionStatuses; a test keeps the two equal).
var Statuses = []string{"incomplete", "active", "past_due", "canceled", "unpaid", "incomplete_expired", "trialing", StatusFree}

// findRecord returns the company's subscriptions record, nil if none.
func findRecord(app core.App, companyID string) (*core.Record, error) {
	r, err := app.FindFirstRecordByData("subscriptions", "company", companyID)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return r, err
}

// findOrNewRecord returns the company's record or a new unsaved one.
func findOrNewRecord(app core.App, companyID string) (*core.Record, error) {
	r, err := findRecord(app, companyID)
	if err != nil || r != nil {
		return r, err
	}
	c, err := app.FindCollectionByNameOrId("subscriptions")
	if err != nil {
		return nil, err
	}
	r = core.NewRecord(c)
	r.Set("company", companyID)
	return r, nil
}

// findForStripe finds the record a Stripe subscription belongs to: by its
// id, or by the customer when the record has no subscription yet (an event
// may arrive before the subscribe request stored the id). Events about a
// subscription the company has since replaced find nothing.
func findForStripe(app core.App, subscriptionID, customerID string) *core.Record {
	if subscriptionID != "" {
		if r, err := app.FindFirstRecordByData("subscriptions", "stripe_subscription_id", subscriptionID); err == nil {
			return r
		}
	}
	if customerID != "" {
		r, err := app.FindFirstRecordByData("subscriptions", "stripe_customer_id", customerID)
		if err == nil && r.GetString("stripe_subscription_id") == "" {
			return r
		}
	}
	return nil
}

// applySubscription copies Stripe's state of a subscription onto the record:
// id, status, price (as plan and interval) and the period end, which in this
// API version lives on the subscription item.
func (c *catalog) applySubscription(r *core.Record, sub *stripe.Subscription) {
	r.Set("stripe_subscription_id", sub.ID)
	if sub.Customer != nil && sub.Customer.ID != "" && r.GetString("stripe_customer_id") == "" {
		r.Set("stripe_customer_id", sub.Customer.ID)
	}
	if status := string(sub.Status); slices.Contains(Statuses, status) {
		r.Set("status", status)
	}
	if sub.Items == nil || len(sub.Items.Data) == 0 {
		return
	}
	item := sub.Items.Data[0]
	if plan, interval, ok := c.planOf(item.Price); ok {
		r.Set("plan", plan)
		r.Set("interval", interval)
		r.Set("stripe_price_id", item.Price.ID)
	}
	if item.CurrentPeriodEnd > 0 {
		r.Set("current_period_end", time.Unix(item.CurrentPeriodEnd, 0).UTC())
	}
}

// saveRecord saves the record and, once the plan is usable, moves the
// company's onboarding past the plan step. Call it inside a transaction.
func saveRecord(tx core.App, r *core.Record) error {
	StampHistory(r, time.Now())
	if err := tx.Save(r); err != nil {
		return err
	}
	if slices.Contains(entitled, r.GetString("status")) {
		return companies.AdvanceCompany(tx, r.GetString("company"), companies.StepBusiness)
	}
	return nil
}

// SubscriptionView is the company's record as the UI shows it.
type SubscriptionView struct {
	Plan              string `json:"plan"`
	Interval          string `json:"interval"`
	Status            string `json:"status"`
	CurrentPeriodEnd  string `json:"current_period_end"`
	CancelAtPeriodEnd bool   `json:"cancel_at_period_end"`
}

func viewOf(r *core.Record) *SubscriptionView {
	if r == nil || r.GetString("status") == "" {
		return nil
	}
	return &SubscriptionView{
		Plan:              r.GetString("plan"),
		Interval:          r.GetString("interval"),
		Status:            r.GetString("status"),
		CurrentPeriodEnd:  r.GetString("current_period_end"),
		CancelAtPeriodEnd: r.GetBool("cancel_at_period_end"),
	}
}

// lastEventAt is the Stripe time of the newest event applied to the record.
func lastEventAt(r *core.Record) int64 {
	t := r.GetDateTime("last_event_at")
	if t.IsZero() {
		return 0
	}
	return t.Time().Unix()
}

func setLastEventAt(r *core.Record, unix int64) {
	dt, _ := types.ParseDateTime(time.Unix(unix, 0).UTC())
	r.Set("last_event_at", dt)
}

// StampHistory keeps started_at and canceled_at, from which the system
// dashboard computes the monthly recurring revenue of past months. A plan
// starts the first time it is usable (active, trialing, past_due or free)
// and ends when it becomes canceled; a plan usable again after it was
// canceled starts anew. Every write of the record's status goes through
// saveRecord, which calls this.
func StampHistory(r *core.Record, now time.Time) {
	status := r.GetString("status")
	switch {
	case slices.Contains(entitled, status):
		if r.GetDateTime("started_at").IsZero() || !r.GetDateTime("canceled_at").IsZero() {
			r.Set("started_at", now.UTC())
			r.Set("canceled_at", "")
		}
	case status == "canceled":
		if r.GetDateTime("canceled_at").IsZero() {
			r.Set("canceled_at", now.UTC())
		}
	}
}
