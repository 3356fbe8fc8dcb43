package billing

import (
	"context"
	"net/http"
	"slices"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"

	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
)

// subscribeWithStripe creates the company's subscription, reuses a pending
// one for the same price, or changes the price of the one it pays for.
func (s *service) subscribeWithStripe(e *core.RequestEvent, plan, interval string) error {
	ctx := e.Request.Context()
	if err := s.catalog.ensure(ctx, s.stripe); err != nil {
		return stripeUnavailable(e, "prices", err)
	}
	priceID := s.catalog.priceID(plan, interval)
	r, err := findOrNewRecord(e.App, e.Auth.Id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "reading the subscription failed", err)
	}
	if err := s.ensureCustomer(ctx, e, r); err != nil {
		return err
	}
	current := r.GetString("stripe_subscription_id")
	status := r.GetString("status")

	if current != "" && slices.Contains(paying, status) {
		if r.GetString("stripe_price_id") != priceID {
			if err := s.changePrice(ctx, r, priceID); err != nil {
				return stripeUnavailable(e, "change price", err)
			}
			r.Set("plan", plan)
			r.Set("interval", interval)
			if err := saveTx(e, r); err != nil {
				return err
			}
		}
		return e.JSON(http.StatusOK, subscribeResponse{Status: r.GetString("status"), Plan: plan, Interval: interval, SubscriptionID: current})
	}

	var sub *stripe.Subscription
	if current != "" && status == "incomplete" {
		if r.GetString("stripe_price_id") == priceID {
			// A reload of the payment step: the pending payment still stands.
			sub, err = s.stripe.V1Subscriptions.Retrieve(ctx, current, &stripe.SubscriptionRetrieveParams{
				Expand: []*string{stripe.String("latest_invoice.confirmation_secret")},
			})
			if err != nil || sub.Status != stripe.SubscriptionStatusIncomplete {
				sub = nil
			}
		} else if _, err := s.stripe.V1Subscriptions.Cancel(ctx, current, nil); err != nil {
			e.App.Logger().Warn("canceling a pending subscription failed", "subscription", current, "error", err)
		}
	}
	if sub == nil {
		sub, err = s.stripe.V1Subscriptions.Create(ctx, &stripe.SubscriptionCreateParams{
			Customer:        stripe.String(r.GetString("stripe_customer_id")),
			Items:           []*stripe.SubscriptionCreateItemParams{{Price: stripe.String(priceID)}},
			PaymentBehavior: stripe.String("default_incomplete"),
			PaymentSettings: &stripe.SubscriptionCreatePaymentSettingsParams{
				SaveDefaultPaymentMethod: stripe.String("on_subscription"),
			},
			Expand:   []*string{stripe.String("latest_invoice.confirmation_secret")},
			Metadata: map[string]string{"company_id": e.Auth.Id, "plan": plan, "interval": interval},
		})
		if err != nil {
			return stripeUnavailable(e, "create subscription", err)
		}
	}

	s.catalog.applySubscription(r, sub)
	r.Set("plan", plan)
	r.Set("interval", interval)
	r.Set("stripe_price_id", priceID)
	r.Set("status", initialStatus(sub))
	r.Set("cancel_at_period_end", false)
	if err := saveTx(e, r); err != nil {
		return err
	}
	res := subscribeResponse{Status: r.GetString("status"), Plan: plan, Interval: interval, SubscriptionID: sub.ID}
	if res.Status == "incomplete" {
		secret := ""
		if sub.LatestInvoice != nil && sub.LatestInvoice.ConfirmationSecret != nil {
			secret = sub.LatestInvoice.ConfirmationSecret.ClientSecret
		}
		res.ClientSecret = &secret
		res.PublishableKey = s.publishableKey()
	}
	return e.JSON(http.StatusOK, res)
}

// initialStatus is Stripe's status, except that a plan is never granted
// while its first invoice still waits for payment.
func initialStatus(sub *stripe.Subscription) string {
	inv := sub.LatestInvoice
	if sub.Status == stripe.SubscriptionStatusActive && inv != nil &&
		inv.Status != stripe.InvoiceStatusPaid && inv.AmountDue > 0 {
		return "incomplete"
	}
	return string(sub.Status)
}

// ensureCustomer creates the company's one Stripe customer unless its id is
// stored, and stores it at once (the idempotency key covers a retry after a
// failed save).
func (s *service) ensureCustomer(ctx context.Context, e *core.RequestEvent, r *core.Record) error {
	if r.GetString("stripe_customer_id") != "" {
		return nil
	}
	params := &stripe.CustomerCreateParams{
		Email:    stripe.String(e.Auth.Email()),
		Metadata: map[string]string{"company_id": e.Auth.Id, "username": e.Auth.GetString("username")},
	}
	if p, err := companies.FindProfile(e.App, e.Auth.Id); err == nil {
		params.Name = stripe.String(p.GetString("company_name"))
	}
	params.SetIdempotencyKey("voluntech-customer-" + e.Auth.Id)
	customer, err := s.stripe.V1Customers.Create(ctx, params)
	if err != nil {
		return stripeUnavailable(e, "create customer", err)
	}
	r.Set("stripe_customer_id", customer.ID)
	return saveTx(e, r)
}

// changePrice moves the paid subscription's item to another price, prorated.
func (s *service) changePrice(ctx context.Context, r *core.Record, priceID string) error {
	sub, err := s.stripe.V1Subscriptions.Retrieve(ctx, r.GetString("stripe_subscription_id"), nil)
	if err != nil {
		return err
	}
	if sub.Items == nil || len(sub.Items.Data) == 0 {
		return errNoItem
	}
	item, err := s.stripe.V1SubscriptionItems.Update(ctx, sub.Items.Data[0].ID, &stripe.SubscriptionItemUpdateParams{
		Price:             stripe.String(priceID),
		ProrationBehavior: stripe.String("create_prorations"),
	})
	if err != nil {
		return err
	}
	r.Set("stripe_price_id", priceID)
	if item.CurrentPeriodEnd > 0 {
		sub.Items.Data[0].CurrentPeriodEnd = item.CurrentPeriodEnd
	}
	sub.Items.Data[0].Price = nil // the plan is the one just chosen
	s.catalog.applySubscription(r, sub)
	return nil
}
