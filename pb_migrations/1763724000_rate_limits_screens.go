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
	m.Register(addRateLimits(ScreensRateLimitRules), removeRateLimits(ScreensRateLimitRules))
}
