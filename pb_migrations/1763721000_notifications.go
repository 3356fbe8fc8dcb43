package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// NotificationsOwnRule: a notification is its user's alone; realtime
// follows the list rule, so nobody else's bell hears it.
const NotificationsOwnRule = `@request.auth.id != "" && user = @request.auth.id`

// NotificationsRateLimits: unsubscribing is a click from an email (or a
// mail client's one-click POST), read-all a click on the bell.
var NotificationsRateLimits = []core.RateLimitRule{
	{Label: "/api/notifications/unsubscribe", MaxRequests: 30, Duration: 60},
	{Label: "POST /api/notifications/read-all", MaxRequests: 60, Duration: 60},
}

// notifications are the bell's entries. Only the server creates or deletes
// them (hooks/notify); their user reads them and may only flip `read`
// (the update hook refuses any other change). users.email_prefs holds which
// groups of notification email a user wants ({"news": true, ...}; a group
// left out takes its default).
func init() {
	m.Register(func(app core.App) error {
		err := changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.Add(&core.JSONField{Name: "email_prefs", MaxSize: 1024})
		})
		if err != nil {
			return err
		}

		c := newCollection("notifications", "pbc_notifications1",
			belongsTo("user", usersID),
			&core.TextField{Name: "kind", Required: true, Max: 50},
			&core.TextField{Name: "title", Required: true, Max: 200},
			&core.TextField{Name: "body", Max: 500},
			&core.TextField{Name: "link", Max: 500},
			&core.BoolField{Name: "read"},
		)
		c.AddIndex("idx_notifications_user_read_created", false, "user, read, created", "")
		setReadRule(c, NotificationsOwnRule)
		c.UpdateRule = types.Pointer(NotificationsOwnRule)
		if err := app.Save(c); err != nil {
			return err
		}
		return addRateLimits(NotificationsRateLimits)(app)
	}, func(app core.App) error {
		if err := dropCollections("notifications")(app); err != nil {
			return err
		}
		return changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.RemoveByName("email_prefs")
		})
	})
}
