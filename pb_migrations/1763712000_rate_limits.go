package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// RateLimitRules are per client IP, fixed windows. A person signing in,
// signing up or filling the wizards never does that many in one window; a
// script trying passwords or sign-ups meets the limit within a second or two.
// A limited request answers 429. Operators tune them in the dashboard
// (Settings → Rate limits); the README lists them.
var RateLimitRules = []core.RateLimitRule{
	// Logins: users and the dashboard's superusers (the "*" covers both).
	{Label: "*:authWithPassword", MaxRequests: 20, Duration: 30},
	// Sign-up is a create on users.
	{Label: "users:create", MaxRequests: 20, Duration: 60},
	{Label: "*:requestVerification", MaxRequests: 20, Duration: 60},
	{Label: "*:requestPasswordReset", MaxRequests: 10, Duration: 60},
	{Label: "*:requestEmailChange", MaxRequests: 10, Duration: 60},
	{Label: "applications:create", MaxRequests: 30, Duration: 60},
	// The custom write routes; prefixes end in "/" and take the method.
	{Label: "POST /api/company/", MaxRequests: 120, Duration: 60},
	{Label: "PATCH /api/company/", MaxRequests: 120, Duration: 60},
	{Label: "DELETE /api/company/", MaxRequests: 120, Duration: 60},
	{Label: "POST /api/volunteer/", MaxRequests: 120, Duration: 60},
	{Label: "POST /api/billing/subscribe", MaxRequests: 20, Duration: 60},
}

func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Enabled = true
		s.RateLimits.Rules = append([]core.RateLimitRule(nil), RateLimitRules...)
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Enabled = false
		return app.Save(s)
	})
}
