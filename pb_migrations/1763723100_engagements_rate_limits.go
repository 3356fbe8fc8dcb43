package pb_migrations

import (
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
	m.Register(addRateLimits(EngagementRateLimits), removeRateLimits(EngagementRateLimits))
}
