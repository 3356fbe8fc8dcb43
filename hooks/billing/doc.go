// Package billing sells Voluntech's three plans (docs/architecture.md, decision 11) as Stripe
// subscriptions, or activates them without charge when Stripe is not
// configured (a self-hosted instance that does not charge).
//
// The plans live only in this package (plans.go); the UI reads them from
// GET /api/billing/plans and the opportunities issue asks
// LiveOpportunityLimit how many live opportunities a company may hold.
//
// Flow with STRIPE_SECRET_KEY set:
//
//  1. When the server starts, the catalog finds or creates one Stripe
//     Product per plan (id voluntech_<plan>) and one Price per plan and
//     interval by lookup key (voluntech_<plan>_<month|year>). It is
//     idempotent and, if Stripe was unreachable, retried on the next
//     subscribe.
//  2. POST /api/billing/subscribe {plan, interval}: the company's one Stripe
//     customer is found (its id is stored on the company's subscriptions
//     record) or created. A company that already pays changes the price of
//     its subscription item, prorated. Otherwise a subscription is created
//     with payment_behavior=default_incomplete and
//     payment_settings.save_default_payment_method=on_subscription, expanding
//     latest_invoice.confirmation_secret, whose client secret the browser
//     hands to the Stripe Payment Element. The record is "incomplete" until
//     the first invoice is paid. Choosing again while a payment is pending
//     reuses the pending subscription for the same price, or cancels it for
//     another price.
//  3. After stripe.confirmPayment succeeds, the browser calls
//     POST /api/billing/confirm: the server reads the subscription back from
//     Stripe and stores its status, so the wizard moves on without waiting
//     for the webhook.
//  4. POST /api/billing/webhook: Stripe's signed events keep the record in
//     step (invoice.paid, invoice.payment_failed,
//     customer.subscription.created/updated/deleted). Each event id is
//     stored in stripe_events in the same transaction as its effect, so a
//     replay changes nothing; an event older than the last one applied to
//     the record (last_event_at) does not roll its state back.
//
// POST /api/billing/portal opens Stripe's customer portal, where a past_due
// company updates its card.
//
// An active (or free) plan moves the company's onboarding to its last step.
// Without a secret key, subscribe stores status "free" at once.
package billing
