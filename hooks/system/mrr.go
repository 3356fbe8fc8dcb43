package system

import (
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/billing"
)

// MRRMonths is how many months the dashboard's revenue chart shows.
const MRRMonths = 12

// Sub is one company's subscription as the revenue computation needs it.
type Sub struct {
	Plan, Interval, Status string
	// StartedAt is when the plan first became usable; CanceledAt when it
	// was canceled (zero while it runs).
	StartedAt, CanceledAt time.Time
}

// MonthAmount is the recurring revenue of one month, in pounds.
type MonthAmount struct {
	Month  string  `json:"month"` // "2026-01"
	Amount float64 `json:"amount"`
}

// billed are the statuses whose price counts as revenue: running, in a
// trial, or past due while Stripe retries the payment, and canceled ones
// for the months before they ended. Free plans (billing not configured),
// unfinished first payments and given-up subscriptions never count.
var billed = []string{"active", "trialing", "past_due", "canceled"}

// MonthlyRecurringRevenue is the revenue of each of the MRRMonths months
// ending with now's month, oldest first: a subscription counts in a month
// when it started by the month's end and was not canceled by then; a
// yearly price counts as a twelfth. Amounts are in pounds, rounded to pence.
func MonthlyRecurringRevenue(subs []Sub, now time.Time) []MonthAmount {
	now = now.UTC()
	first := time.Date(now.Year(), now.Month(), 1, 0, 0, 0, 0, time.UTC).AddDate(0, -(MRRMonths - 1), 0)
	out := make([]MonthAmount, MRRMonths)
	for i := range out {
		start := first.AddDate(0, i, 0)
		end := start.AddDate(0, 1, 0) // exclusive
		pence := 0.0
		for _, s := range subs {
			if s.StartedAt.IsZero() || !slices.Contains(billed, s.Status) {
				continue
			}
			if !s.StartedAt.Before(end) || (!s.CanceledAt.IsZero() && s.CanceledAt.Before(end)) {
				continue
			}
			if s.Status == "canceled" && s.CanceledAt.IsZero() {
				continue
			}
			pence += monthlyPence(s.Plan, s.Interval)
		}
		out[i] = MonthAmount{Month: start.Format("2006-01"), Amount: round2(pence / 100)}
	}
	return out
}

// monthlyPence is a plan's price per month, in pence (a year's price / 12).
func monthlyPence(plan, interval string) float64 {
	p, ok := billing.PlanByID(plan)
	if !ok {
		return 0
	}
	if interval == billing.IntervalYear {
		return float64(p.Yearly) / 12
	}
	if interval == billing.IntervalMonth {
		return float64(p.Monthly)
	}
	return 0
}

// MRRChangePercent is the change of the last month against the one before,
// nil when that one was 0.
func MRRChangePercent(mrr []MonthAmount) *float64 {
	if len(mrr) < 2 {
		return nil
	}
	return percentChange(mrr[len(mrr)-2].Amount, mrr[len(mrr)-1].Amount)
}

// subOf reads a subscriptions record. A plan without a Stripe subscription
// behind it was never billed, whatever its status says now (a canceled free
// plan). Records written before started_at existed fall back to their
// created and updated times.
func subOf(r *core.Record) Sub {
	s := Sub{
		Plan: r.GetString("plan"), Interval: r.GetString("interval"), Status: r.GetString("status"),
		StartedAt: r.GetDateTime("started_at").Time(), CanceledAt: r.GetDateTime("canceled_at").Time(),
	}
	if r.GetString("stripe_subscription_id") == "" {
		s.Status = billing.StatusFree
	}
	// Billing stamps canceled_at on every cancellation, so a canceled record
	// without either time predates the history; one with canceled_at but no
	// started_at never started and stays out.
	legacy := s.StartedAt.IsZero() && (s.Status != "canceled" || s.CanceledAt.IsZero())
	if legacy && slices.Contains(billed, s.Status) {
		s.StartedAt = r.GetDateTime("created").Time()
		if s.Status == "canceled" {
			s.CanceledAt = r.GetDateTime("updated").Time()
		}
	}
	return s
}
