package system

import (
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/billing"
)

// PaymentItem is a company's subscription as the payments page lists it.
type PaymentItem struct {
	ID                string  `db:"id" json:"id"`
	CompanyID         string  `db:"company_id" json:"company_id"`
	CompanyUsername   string  `db:"company_username" json:"company_username"`
	CompanyName       string  `db:"company_name" json:"company_name"`
	Plan              string  `db:"plan" json:"plan"`
	Interval          string  `db:"interval" json:"interval"`
	Status            string  `db:"status" json:"status"`
	Amount            float64 `db:"-" json:"amount"`
	Currency          string  `db:"-" json:"currency"`
	CurrentPeriodEnd  string  `db:"current_period_end" json:"current_period_end"`
	CancelAtPeriodEnd bool    `db:"cancel_at_period_end" json:"cancel_at_period_end"`
	Updated           string  `db:"updated" json:"updated"`
}

// failedFirst orders failed payments (past due, unpaid, given up) first.
const failedFirst = "(CASE WHEN s.status IN ('past_due', 'unpaid', 'incomplete_expired') THEN 0 ELSE 1 END) ASC"

// listPayments: GET /api/system/payments?page=&perPage=: every subscription
// with a chosen plan, failed ones first, then the most recently changed.
// amount is the plan's price for its interval in pounds (0 for a free plan:
// billing not configured, nothing is charged).
func listPayments(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	if err := q.fail(e); err != nil {
		return err
	}
	base := func() *dbx.SelectQuery {
		return e.App.DB().Select().From("subscriptions s").
			LeftJoin("users u", dbx.NewExp("u.id = s.company")).
			LeftJoin("company_profiles cp", dbx.NewExp("cp.user = s.company")).
			Where(dbx.NewExp("s.status != ''"))
	}
	res, err := list[PaymentItem](p, base, []string{
		"s.id AS id", "s.company AS company_id", "COALESCE(u.username, '') AS company_username",
		"COALESCE(cp.company_name, '') AS company_name", "s.plan AS plan", "s.interval AS interval",
		"s.status AS status", "s.current_period_end AS current_period_end",
		"s.cancel_at_period_end AS cancel_at_period_end", "s.updated AS updated",
	}, failedFirst, "s.updated DESC", "s.id DESC")
	if err != nil {
		return routeFailed(e, "list payments", err)
	}
	for i := range res.Items {
		it := &res.Items[i]
		it.Currency = strings.ToUpper(billing.Currency)
		if plan, ok := billing.PlanByID(it.Plan); ok && it.Status != billing.StatusFree {
			it.Amount = round2(float64(plan.Amount(it.Interval)) / 100)
		}
	}
	return e.JSON(http.StatusOK, res)
}
