package billing

import (
	"context"
	"net/http"
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/stripe/stripe-go/v85"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
)

// Messages of the billing routes.
const (
	MsgStripeDown     = "Payments are unavailable right now. Please try again in a moment."
	MsgNothingToPay   = "There is no payment to confirm."
	MsgNothingActive  = "There is no active subscription to cancel."
	MsgNothingToUndo  = "There is no cancellation to undo."
	MsgSaveFailed     = "Your subscription could not be saved. Please try again."
	MsgBadSignature   = "Invalid Stripe signature."
	MsgNoWebhooks     = "Stripe webhooks are not configured."
	MsgChoosePlan     = "Please choose a plan."
	MsgChooseInterval = "Please choose monthly or yearly billing."
	MsgOwnerOnly      = "Only the account owner can manage billing."
)

// service holds one app's billing configuration and Stripe client.
type service struct {
	cfg     config.Config
	stripe  *stripe.Client // nil when billing is not configured
	catalog *catalog
}

// Register binds the billing routes and, with Stripe configured, prepares
// the Stripe prices when the server starts.
func Register(app core.App, cfg config.Config) {
	s := &service{cfg: cfg, stripe: newStripeClient(cfg), catalog: newCatalog()}
	app.OnRecordDeleteRequest("users").BindFunc(s.onUserDelete)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if s.configured() {
			if s.cfg.StripePublishableKey == "" {
				se.App.Logger().Warn("STRIPE_SECRET_KEY is set without STRIPE_PUBLISHABLE_KEY: the payment form cannot load")
			}
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			if err := s.catalog.ensure(ctx, s.stripe); err != nil {
				se.App.Logger().Error("preparing the Stripe prices failed; retrying on the next subscribe", "error", err)
			}
			cancel()
		}

		g := se.Router.Group("/api/billing")
		g.GET("/plans", s.getPlans)
		g.POST("/webhook", s.postWebhook)

		// Members read the subscription; only the owner changes it.
		company := []*hook.Handler[*core.RequestEvent]{auth.RequireRole(auth.RoleCompany), auth.RequireVerified()}
		owner := append(slices.Clone(company), auth.RequireOwner(MsgOwnerOnly))
		g.POST("/subscribe", s.postSubscribe).Bind(owner...)
		g.GET("/subscription", s.getSubscription).Bind(company...)
		g.POST("/confirm", s.postConfirm).Bind(owner...)
		g.POST("/cancel", s.postCancel).Bind(owner...)
		g.POST("/resume", s.postResume).Bind(owner...)
		g.POST("/portal", s.postPortal).Bind(owner...)
		return se.Next()
	})
}

func (s *service) configured() bool { return s.stripe != nil }

// publishableKey is shown to the browser only when payments are possible.
func (s *service) publishableKey() string {
	if !s.configured() {
		return ""
	}
	return s.cfg.StripePublishableKey
}

// newStripeClient points the client at STRIPE_API_BASE when set (tests use
// stripe-mock) and keeps the library's own logging quiet: failures are
// logged by the callers, with the company they concern.
func newStripeClient(cfg config.Config) *stripe.Client {
	if cfg.StripeSecretKey == "" {
		return nil
	}
	backend := func(kind stripe.SupportedBackend, url string) stripe.Backend {
		bc := &stripe.BackendConfig{
			HTTPClient:    &http.Client{Timeout: 30 * time.Second},
			LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelNull},
		}
		if url != "" {
			bc.URL = stripe.String(url)
		}
		return stripe.GetBackendWithConfig(kind, bc)
	}
	return stripe.NewClient(cfg.StripeSecretKey, stripe.WithBackends(&stripe.Backends{
		API:         backend(stripe.APIBackend, cfg.StripeAPIBase),
		Connect:     backend(stripe.ConnectBackend, ""),
		Uploads:     backend(stripe.UploadsBackend, ""),
		MeterEvents: backend(stripe.MeterEventsBackend, ""),
	}))
}

// stripeUnavailable answers a failed Stripe call without its details.
func stripeUnavailable(e *core.RequestEvent, what string, err error) error {
	e.App.Logger().Error("Stripe call failed", "call", what, "user", e.Auth.Id, "error", err)
	return e.Error(http.StatusServiceUnavailable, MsgStripeDown, nil)
}
