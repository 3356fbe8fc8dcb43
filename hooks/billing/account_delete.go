package billing

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// MsgDeleteBlocked is answered when the Stripe subscription of a company
// that deletes its account cannot be cancelled: deleting anyway would leave
// Stripe charging a company that no longer exists.
const MsgDeleteBlocked = "Your subscription could not be cancelled, so your account was not deleted. Please try again in a moment."

// live are the Stripe statuses that can still charge or be paid.
var live = []string{"active", "trialing", "past_due", "incomplete", "unpaid"}

// onUserDelete cancels a company's Stripe subscription at once before its
// account is deleted (the subscriptions record itself goes with the user).
func (s *service) onUserDelete(e *core.RecordRequestEvent) error {
	if e.Record.GetString("role") != "company" || !s.configured() {
		return e.Next()
	}
	r, err := findRecord(e.App, e.Record.Id)
	if err != nil {
		return formx.Failed(e.RequestEvent, "", "reading the subscription of a deleted account failed", err)
	}
	if r != nil && r.GetString("stripe_subscription_id") != "" && slices.Contains(live, r.GetString("status")) {
		if _, err := s.stripe.V1Subscriptions.Cancel(e.Request.Context(), r.GetString("stripe_subscription_id"), nil); err != nil {
			e.App.Logger().Error("cancelling the subscription of a deleted account failed",
				"user", e.Record.Id, "subscription", r.GetString("stripe_subscription_id"), "error", err)
			return e.Error(503, MsgDeleteBlocked, nil)
		}
	}
	return e.Next()
}
