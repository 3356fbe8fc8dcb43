package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// ActivityLogReadRule: the system activities are for superadmins only.
const ActivityLogReadRule = superadminRule

// activity_log records every change a superadmin makes in the system area:
// who (actor, and actor_name kept when the account is later deleted), what
// (action, the target's collection, id and a readable label), when
// (created) and the target's fields before and after. Only the server
// writes it (hooks/activity), in the transaction of the change itself; no
// one may edit or delete an entry through the API.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("activity_log", "pbc_activitylog1")
		c.Fields.Add(
			refersTo("actor", users.Id),
			&core.TextField{Name: "actor_name", Max: 200},
			&core.TextField{Name: "action", Required: true, Max: 100},
			&core.TextField{Name: "target", Max: 100},
			&core.TextField{Name: "target_id", Max: 100},
			&core.TextField{Name: "label", Max: 300},
			&core.JSONField{Name: "before", MaxSize: 64 << 10},
			&core.JSONField{Name: "after", MaxSize: 64 << 10},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		c.AddIndex("idx_activity_log_created", false, "created", "")
		setReadRule(c, ActivityLogReadRule)
		return app.Save(c)
	}, dropCollections("activity_log"))
}
