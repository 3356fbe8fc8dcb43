package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// ScreensRateLimitRules bound the routes that send mail to someone else on
// a click: an invitation to apply reaches a volunteer's inbox, so a script
// must not turn it into a mass mailer.
var ScreensRateLimitRules = []core.RateLimitRule{
	{Label: "POST /api/company/volunteers/", MaxRequests: 30, Duration: 60},
	{Label: "POST /api/system/smtp/test", MaxRequests: 5, Duration: 60},
}

func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		for _, rule := range ScreensRateLimitRules {
			if !hasRateLimit(s.RateLimits.Rules, rule.Label) {
				s.RateLimits.Rules = append(s.RateLimits.Rules, rule)
			}
		}
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		kept := s.RateLimits.Rules[:0]
		for _, rule := range s.RateLimits.Rules {
			if !hasRateLimit(ScreensRateLimitRules, rule.Label) {
				kept = append(kept, rule)
			}
		}
		s.RateLimits.Rules = kept
		return app.Save(s)
	})
}

func hasRateLimit(rules []core.RateLimitRule, label string) bool {
	for _, r := range rules {
		if r.Label == label {
			return true
		}
	}
	return false
}
