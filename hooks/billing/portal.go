package billing

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
)

// MsgNoPortal answers a company Stripe knows nothing about.
const MsgNoPortal = "There are no payment details to manage."

// postPortal opens a Stripe customer portal session, where a company
// updates its card (the way out of past_due) and downloads receipts. It
// answers {url}; the portal returns to the payments page.
func (s *service) postPortal(e *core.RequestEvent) error {
	r, err := findRecord(e.App, e.Auth.Id)
	if err != nil || r == nil || !s.configured() || r.GetString("stripe_customer_id") == "" {
		return e.BadRequestError(MsgNoPortal, nil)
	}
	session, err := s.stripe.V1BillingPortalSessions.Create(e.Request.Context(), &stripe.BillingPortalSessionCreateParams{
		Customer:  stripe.String(r.GetString("stripe_customer_id")),
		ReturnURL: stripe.String(s.cfg.AppURL + "/company/payments"),
	})
	if err != nil {
		return stripeUnavailable(e, "billing portal", err)
	}
	return e.JSON(http.StatusOK, map[string]string{"url": session.URL})
}
