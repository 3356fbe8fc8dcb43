package billing

import (
	"context"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

var errNoItem = errors.New("the subscription has no item")

// maxInvoices is how many of the latest invoices the payments page lists.
const maxInvoices = 24

// Invoice is one Stripe invoice of the company, as the payments page lists it.
type Invoice struct {
	ID               string `json:"id"`
	Number           string `json:"number"`
	AmountPaid       int64  `json:"amount_paid"`
	Currency         string `json:"currency"`
	Status           string `json:"status"`
	Created          string `json:"created"`
	HostedInvoiceURL string `json:"hosted_invoice_url"`
}

// subscriptionResponse is the answer of GET /api/billing/subscription and of
// confirm, cancel and resume.
type subscriptionResponse struct {
	Configured   bool              `json:"configured"`
	Subscription *SubscriptionView `json:"subscription"`
	Plan         *Plan             `json:"plan"`
	Invoices     []Invoice         `json:"invoices"`
	// The seats against the plan (the payments page warns of a team bigger
	// than a downgraded plan).
	Team Team `json:"team"`
}

// getSubscription answers the owner and the members alike (a member sees
// the plan, not the invoices).
func (s *service) getSubscription(e *core.RequestEvent) error {
	r, err := findRecord(e.App, auth.CompanyIDOf(e.Auth))
	if err != nil {
		return formx.Failed(e, "", "reading the subscription failed", err)
	}
	return s.respondSubscription(e, r)
}

func (s *service) respondSubscription(e *core.RequestEvent, r *core.Record) error {
	companyID, isOwner, _ := auth.CompanyOf(e.Auth)
	res := subscriptionResponse{Configured: s.configured(), Subscription: viewOf(r), Invoices: []Invoice{}}
	if res.Subscription != nil {
		if p, ok := PlanByID(res.Subscription.Plan); ok {
			res.Plan = &p
		}
	}
	usage, err := Usage(e.App, companyID)
	if err != nil {
		return formx.Failed(e, "", "counting the team's seats failed", err, "company", companyID)
	}
	res.Team = usage.View()
	if isOwner && s.configured() && r != nil && r.GetString("stripe_customer_id") != "" {
		res.Invoices = s.invoices(e.Request.Context(), e, r.GetString("stripe_customer_id"))
	}
	return e.JSON(http.StatusOK, res)
}

// invoices lists the customer's latest invoices; a Stripe failure shows an
// empty list rather than failing the whole page.
func (s *service) invoices(ctx context.Context, e *core.RequestEvent, customerID string) []Invoice {
	params := &stripe.InvoiceListParams{Customer: stripe.String(customerID)}
	params.Limit = stripe.Int64(maxInvoices)
	out := []Invoice{}
	for inv, err := range s.stripe.V1Invoices.List(ctx, params).All(ctx) {
		if err != nil {
			e.App.Logger().Warn("listing invoices failed", "user", e.Auth.Id, "error", err)
			break
		}
		out = append(out, Invoice{
			ID: inv.ID, Number: inv.Number, AmountPaid: inv.AmountPaid, Currency: string(inv.Currency),
			Status: string(inv.Status), Created: time.Unix(inv.Created, 0).UTC().Format(time.RFC3339),
			HostedInvoiceURL: inv.HostedInvoiceURL,
		})
		if len(out) == maxInvoices {
			break
		}
	}
	return out
}

// postConfirm reads the subscription back from Stripe after the browser
// confirmed the payment, so the wizard need not wait for the webhook.
// last_event_at stays as it is: it holds Stripe's clock, and marking this
// read with the server's clock could make a skewed server drop the events
// that follow. A late older event may briefly show an older status; the
// events after it put the newest back.
func (s *service) postConfirm(e *core.RequestEvent) error {
	r, err := findRecord(e.App, e.Auth.Id)
	if err != nil || r == nil || !s.configured() || r.GetString("stripe_subscription_id") == "" {
		return e.BadRequestError(MsgNothingToPay, nil)
	}
	sub, err := s.stripe.V1Subscriptions.Retrieve(e.Request.Context(), r.GetString("stripe_subscription_id"), nil)
	if err != nil {
		return stripeUnavailable(e, "retrieve subscription", err)
	}
	// Cancellation is set by the cancel and resume routes and the webhook.
	keep := r.GetBool("cancel_at_period_end")
	s.catalog.applySubscription(r, sub)
	r.Set("cancel_at_period_end", keep)
	if err := saveTx(e, r); err != nil {
		return err
	}
	return s.respondSubscription(e, r)
}

// postCancel ends the plan at the end of the paid period. A free plan has
// no paid period: it ends at once.
func (s *service) postCancel(e *core.RequestEvent) error {
	return s.setCancel(e, true)
}

// postResume undoes a cancellation that has not taken effect yet.
func (s *service) postResume(e *core.RequestEvent) error {
	return s.setCancel(e, false)
}

func (s *service) setCancel(e *core.RequestEvent, cancel bool) error {
	r, err := findRecord(e.App, e.Auth.Id)
	if err != nil {
		return formx.Failed(e, "", "reading the subscription failed", err)
	}
	status := ""
	if r != nil {
		status = r.GetString("status")
	}
	refuse := MsgNothingActive
	if !cancel {
		refuse = MsgNothingToUndo
	}
	switch {
	case r != nil && r.GetString("stripe_subscription_id") == "" && (status == StatusFree || status == "canceled"):
		// A free plan (no Stripe subscription behind it).
		if (cancel && status != StatusFree) || (!cancel && status != "canceled") {
			return e.BadRequestError(refuse, nil)
		}
		r.Set("status", map[bool]string{true: "canceled", false: StatusFree}[cancel])
	case r != nil && s.configured() && r.GetString("stripe_subscription_id") != "" && slices.Contains(paying, status):
		if r.GetBool("cancel_at_period_end") == cancel {
			return e.BadRequestError(refuse, nil)
		}
		sub, err := s.stripe.V1Subscriptions.Update(e.Request.Context(), r.GetString("stripe_subscription_id"),
			&stripe.SubscriptionUpdateParams{CancelAtPeriodEnd: stripe.Bool(cancel)})
		if err != nil {
			return stripeUnavailable(e, "update cancel_at_period_end", err)
		}
		s.catalog.applySubscription(r, sub)
		r.Set("cancel_at_period_end", cancel)
	default:
		return e.BadRequestError(refuse, nil)
	}
	if err := saveTx(e, r); err != nil {
		return err
	}
	return s.respondSubscription(e, r)
}
