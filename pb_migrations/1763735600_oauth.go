package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// OAuthRateLimits cover the sign-in with a provider: PocketBase's code
// exchange and the routes that finish a pending sign-in (a new account, or
// an existing one's password: guesses meet the limit, and a pending link
// ends after 5 wrong passwords, hooks/oauth).
var OAuthRateLimits = []core.RateLimitRule{
	{Label: "*:authWithOAuth2", MaxRequests: 20, Duration: 60},
	{Label: "POST /api/oauth/", MaxRequests: 20, Duration: 60},
}

func init() {
	m.Register(func(app core.App) error {
		// provider_only marks an account made through a provider whose
		// password nobody knows: it keeps its last provider link. The
		// provider settings themselves never reach the database (hooks/oauth).
		err := changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.Add(&core.BoolField{Name: "provider_only"})
		})
		if err != nil {
			return err
		}
		return addRateLimits(OAuthRateLimits)(app)
	}, func(app core.App) error {
		err := changeCollection(app, "users", func(users *core.Collection) {
			removeFields(users, "provider_only")
		})
		if err != nil {
			return err
		}
		return removeRateLimits(OAuthRateLimits)(app)
	})
}
