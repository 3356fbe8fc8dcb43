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
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.Fields.Add(&core.JSONField{Name: "email_prefs", MaxSize: 1024})
		if err := app.Save(users); err != nil {
			return err
		}

		c := core.NewBaseCollection("notifications", "pbc_notifications1")
		c.Fields.Add(
			&core.RelationField{Name: "user", CollectionId: users.Id, Required: true, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "kind", Required: true, Max: 50},
			&core.TextField{Name: "title", Required: true, Max: 200},
			&core.TextField{Name: "body", Max: 500},
			&core.TextField{Name: "link", Max: 500},
			&core.BoolField{Name: "read"},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_notifications_user_read_created", false, "user, read, created", "")
		c.ListRule = types.Pointer(NotificationsOwnRule)
		c.ViewRule = types.Pointer(NotificationsOwnRule)
		c.UpdateRule = types.Pointer(NotificationsOwnRule)
		if err := app.Save(c); err != nil {
			return err
		}

		s := app.Settings()
		s.RateLimits.Rules = append(s.RateLimits.Rules, NotificationsRateLimits...)
		return app.Save(s)
	}, func(app core.App) error {
		if err := deleteCollection("notifications")(app); err != nil {
			return err
		}
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		users.Fields.RemoveByName("email_prefs")
		return app.Save(users)
	})
}
