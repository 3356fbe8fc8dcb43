package pb_migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// EngagementRateLimits bound the engagement write routes (logging hours,
// deciding, finishing) per client IP: a team deciding a week of entries
// stays far below them.
var EngagementRateLimits = []core.RateLimitRule{
	{Label: "POST /api/engagements/", MaxRequests: 120, Duration: 60},
}

func init() {
	m.Register(func(app core.App) error {
		s := app.Settings()
		for _, r := range EngagementRateLimits {
			if !slices.ContainsFunc(s.RateLimits.Rules, func(x core.RateLimitRule) bool { return x.Label == r.Label }) {
				s.RateLimits.Rules = append(s.RateLimits.Rules, r)
			}
		}
		return app.Save(s)
	}, func(app core.App) error {
		s := app.Settings()
		s.RateLimits.Rules = slices.DeleteFunc(s.RateLimits.Rules, func(x core.RateLimitRule) bool {
			return slices.ContainsFunc(EngagementRateLimits, func(r core.RateLimitRule) bool { return r.Label == x.Label })
		})
		return app.Save(s)
	})
}
