package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// AuthTokenSeconds is how long a sign-in token lives. The app refreshes it
// when it loads and every REFRESH_INTERVAL_MS (ui/src/shared/auth.ts) while a
// tab is open, so an active user never notices; a token left behind by
// "Log out" or copied off a device stops working within a day.
const AuthTokenSeconds = 24 * 60 * 60

func init() {
	m.Register(func(app core.App) error {
		return changeCollection(app, "users", func(users *core.Collection) {
			// PocketBase's default avatar field is unused and took 5 MB files at
			// anonymous sign-up.
			users.Fields.RemoveByName("avatar")
			users.AuthToken.Duration = AuthTokenSeconds
		})
	}, func(app core.App) error {
		return changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.Add(&core.FileField{Name: "avatar", MaxSelect: 1, MaxSize: 5 << 20,
				MimeTypes: []string{"image/jpeg", "image/png", "image/svg+xml", "image/gif", "image/webp"}})
			users.AuthToken.Duration = 604800
		})
	})
}
