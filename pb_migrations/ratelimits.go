package pb_migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
)

// addRateLimits appends the rules whose labels the settings do not hold
// yet: an operator's own rule for a label (Settings → Rate limits) stays.
func addRateLimits(rules []core.RateLimitRule) func(app core.App) error {
	return func(app core.App) error {
		s := app.Settings()
		for _, rule := range rules {
			if !hasRateLimit(s.RateLimits.Rules, rule.Label) {
				s.RateLimits.Rules = append(s.RateLimits.Rules, rule)
			}
		}
		return app.Save(s)
	}
}

// removeRateLimits drops the settings' rules with the labels of rules.
func removeRateLimits(rules []core.RateLimitRule) func(app core.App) error {
	return func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Rules = slices.DeleteFunc(s.RateLimits.Rules, func(r core.RateLimitRule) bool {
			return hasRateLimit(rules, r.Label)
		})
		return app.Save(s)
	}
}

func hasRateLimit(rules []core.RateLimitRule, label string) bool {
	return slices.ContainsFunc(rules, func(r core.RateLimitRule) bool { return r.Label == label })
}
