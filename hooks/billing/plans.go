package billing

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Currency of every price.
const Currency = "gbp"

// Billing intervals.
const (
	IntervalMonth = "month"
	IntervalYear  = "year"
)

// Plan is one subscription plan. Amounts are in pence.
type Plan struct {
	ID                string   `json:"id"`
	Name              string   `json:"name"`
	Monthly           int64    `json:"monthly"`
	Yearly            int64    `json:"yearly"`
	LiveOpportunities int      `json:"liveOpportunities"`
	Seats             int      `json:"seats"`
	Features          []string `json:"features"`
}

// Plans are the three plans (docs/architecture.md, decision 11), cheapest first. This is the
// only place they are defined.
var Plans = []Plan{
	newPlan("starter", "Starter", 4900, 49000, 5, 1),
	newPlan("essential", "Essential", 9900, 99000, 10, 2),
	newPlan("advanced", "Advanced", 25000, 250000, 20, 3),
}

func newPlan(id, name string, monthly, yearly int64, live, seats int) Plan {
	accounts := strconv.Itoa(seats) + " team member accounts"
	if seats == 1 {
		accounts = "1 team member account"
	}
	return Plan{
		ID: id, Name: name, Monthly: monthly, Yearly: yearly, LiveOpportunities: live, Seats: seats,
		Features: []string{"Unlimited volunteers", strconv.Itoa(live) + " live opportunities", accounts},
	}
}

// PlanByID returns the plan with that id.
func PlanByID(id string) (Plan, bool) {
	for _, p := range Plans {
		if p.ID == id {
			return p, true
		}
	}
	return Plan{}, false
}

// Amount is the price of the plan for one interval, in pence.
func (p Plan) Amount(interval string) int64 {
	if interval == IntervalYear {
		return p.Yearly
	}
	return p.Monthly
}

// LookupKey names the Stripe price of a plan and interval.
func LookupKey(plan, interval string) string {
	return "voluntech_" + plan + "_" + interval
}

// parseLookupKey is the inverse of LookupKey.
func parseLookupKey(key string) (plan, interval string, ok bool) {
	rest, found := strings.CutPrefix(key, "voluntech_")
	if !found {
		return "", "", false
	}
	plan, interval, found = strings.Cut(rest, "_")
	if _, known := PlanByID(plan); !known || !found || (interval != IntervalMonth && interval != IntervalYear) {
		return "", "", false
	}
	return plan, interval, true
}

// plansResponse is the answer of GET /api/billing/plans.
type plansResponse struct {
	Currency       string `json:"currency"`
	Configured     bool   `json:"configured"`
	PublishableKey string `json:"publishableKey"`
	Plans          []Plan `json:"plans"`
}

func (s *service) getPlans(e *core.RequestEvent) error {
	return e.JSON(http.StatusOK, plansResponse{
		Currency:       Currency,
		Configured:     s.configured(),
		PublishableKey: s.publishableKey(),
		Plans:          Plans,
	})
}
