package billing

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
)

// LiveOpportunityLimit is how many live opportunities the company may hold
// under its plan, with the plan's name. A company without a usable plan
// (none chosen, payment pending, canceled) gets 0 and "". past_due keeps
// the limit while Stripe retries the payment.
func LiveOpportunityLimit(app core.App, companyUserID string) (int, string, error) {
	r, err := findRecord(app, companyUserID)
	if err != nil || r == nil {
		return 0, "", err
	}
	if !slices.Contains(entitled, r.GetString("status")) {
		return 0, "", nil
	}
	plan, ok := PlanByID(r.GetString("plan"))
	if !ok {
		return 0, "", nil
	}
	return plan.LiveOpportunities, plan.Name, nil
}
