package billing

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"voluntech/hooks/formx"
	"voluntech/hooks/notify"
)

// maxWebhookBody bounds an event; Stripe's are a few kilobytes.
const maxWebhookBody = 1 << 20

var errDuplicate = errors.New("event already applied")

// postWebhook applies one signed Stripe event. The signature is checked on
// the raw body; the event id is stored with the event's effect in one
// transaction, so a replay is answered 200 and changes nothing.
func (s *service) postWebhook(e *core.RequestEvent) error {
	if s.cfg.StripeWebhookSecret == "" {
		return e.BadRequestError(MsgNoWebhooks, nil)
	}
	payload, err := io.ReadAll(io.LimitReader(e.Request.Body, maxWebhookBody))
	if err != nil {
		return e.BadRequestError(MsgBadSignature, nil)
	}
	// Events may carry another API version than this library's (stripe-mock,
	// or an endpoint created earlier); the fields read here exist in both.
	event, err := webhook.ConstructEventWithOptions(payload, e.Request.Header.Get("Stripe-Signature"),
		s.cfg.StripeWebhookSecret, webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil || event.ID == "" {
		return e.BadRequestError(MsgBadSignature, nil)
	}

	err = e.App.RunInTransaction(func(tx core.App) error {
		if _, err := tx.FindFirstRecordByData("stripe_events", "event_id", event.ID); err == nil {
			return errDuplicate
		}
		events, err := tx.FindCollectionByNameOrId("stripe_events")
		if err != nil {
			return err
		}
		rec := core.NewRecord(events)
		rec.Set("event_id", event.ID)
		rec.Set("type", string(event.Type))
		rec.Set("created", time.Unix(event.Created, 0).UTC())
		if err := tx.Save(rec); err != nil {
			return err
		}
		return s.applyEvent(tx, &event)
	})
	if errors.Is(err, errDuplicate) {
		return e.JSON(http.StatusOK, map[string]any{"received": true, "duplicate": true})
	}
	if err != nil {
		// Stripe retries a failed delivery; the replay check makes that safe.
		return formx.Failed(e, "", "applying a Stripe event failed", err, "event", event.ID, "type", event.Type)
	}
	return e.JSON(http.StatusOK, map[string]any{"received": true})
}

// applyEvent changes the subscription record an event is about. Events of
// other types, or about no known subscription, are only recorded.
func (s *service) applyEvent(tx core.App, event *stripe.Event) error {
	switch event.Type {
	case "customer.subscription.created", "customer.subscription.updated", "customer.subscription.deleted":
		var sub stripe.Subscription
		if err := json.Unmarshal(event.Data.Raw, &sub); err != nil {
			tx.Logger().Warn("unreadable subscription in a Stripe event", "event", event.ID, "error", err)
			return nil
		}
		customer := ""
		if sub.Customer != nil {
			customer = sub.Customer.ID
		}
		r := findForStripe(tx, sub.ID, customer)
		if r == nil || event.Created < lastEventAt(r) {
			return nil
		}
		s.catalog.applySubscription(r, &sub)
		r.Set("cancel_at_period_end", sub.CancelAtPeriodEnd || sub.CancelAt > 0)
		if event.Type == "customer.subscription.deleted" {
			r.Set("status", "canceled")
		}
		setLastEventAt(r, event.Created)
		return saveRecord(tx, r)

	case "invoice.paid", "invoice.payment_failed":
		var inv stripe.Invoice
		if err := json.Unmarshal(event.Data.Raw, &inv); err != nil {
			tx.Logger().Warn("unreadable invoice in a Stripe event", "event", event.ID, "error", err)
			return nil
		}
		subID, customer := invoiceSubscription(&inv)
		if subID == "" {
			return nil // not a subscription invoice
		}
		r := findForStripe(tx, subID, customer)
		if r == nil || event.Created < lastEventAt(r) {
			return nil
		}
		r.Set("stripe_subscription_id", subID)
		if event.Type == "invoice.paid" {
			r.Set("status", "active")
			if end := invoicePeriodEnd(&inv); end > 0 {
				r.Set("current_period_end", time.Unix(end, 0).UTC())
			}
		} else if r.GetString("status") != "incomplete" {
			// A failed first payment leaves the subscription incomplete
			// (Stripe does the same); a failed renewal makes it past due.
			r.Set("status", "past_due")
		}
		setLastEventAt(r, event.Created)
		if err := saveRecord(tx, r); err != nil {
			return err
		}
		if event.Type == "invoice.payment_failed" {
			return paymentFailedNotice(tx, r.GetString("company"))
		}
		return nil
	}
	return nil
}

// paymentFailedNotice tells the company's owner, who alone manages the
// plan. Its email is about the account, so no preference stops it.
func paymentFailedNotice(tx core.App, owner string) error {
	intro := "We could not take the payment for your Voluntech plan. Please update your payment details to keep your plan."
	return notify.Notify(tx, []string{owner}, notify.Notice{
		Kind:         notify.KindPaymentFailed,
		Title:        "Your payment failed",
		Body:         intro,
		Link:         "/company/payments",
		EmailSubject: "Your Voluntech payment failed",
		EmailText:    intro,
		EmailAction:  "Update my payment details",
	})
}

// invoiceSubscription reads the subscription and customer of an invoice.
func invoiceSubscription(inv *stripe.Invoice) (subID, customer string) {
	if inv.Parent != nil && inv.Parent.SubscriptionDetails != nil && inv.Parent.SubscriptionDetails.Subscription != nil {
		subID = inv.Parent.SubscriptionDetails.Subscription.ID
	}
	if inv.Customer != nil {
		customer = inv.Customer.ID
	}
	return subID, customer
}

// invoicePeriodEnd is the end of the subscription period the invoice paid
// for: the latest end among its lines.
func invoicePeriodEnd(inv *stripe.Invoice) int64 {
	var end int64
	if inv.Lines == nil {
		return 0
	}
	for _, line := range inv.Lines.Data {
		if line.Period != nil && line.Period.End > end {
			end = line.Period.End
		}
	}
	return end
}
