package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// data_exports holds each user's "Download my data" archives: who asked
// (user, deleted with the account), the state of the background work
// (status pending, ready or failed; progress 0-100; error, a safe text),
// the ZIP itself (a protected file, up to 2 GB) and when it expires (7
// days after it is ready; a cron job deletes it then). No API rule: only
// the server reads and writes it (hooks/account, GET/POST
// /api/account/export and its download route), superadmins through the
// dashboard.
func init() {
	m.Register(func(app core.App) error {
		users, err := app.FindCollectionByNameOrId("users")
		if err != nil {
			return err
		}
		c := newCollection("data_exports", "pbc_dataexport01",
			belongsTo("user", users.Id),
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: []string{"pending", "ready", "failed"}},
			&core.NumberField{Name: "progress", Min: floatPtr(0), Max: floatPtr(100), OnlyInt: true},
			&core.FileField{Name: "file", MaxSelect: 1, MaxSize: 2 << 30, Protected: true},
			&core.DateField{Name: "expires_at"},
			&core.TextField{Name: "error", Max: 500},
		)
		c.AddIndex("idx_data_exports_user", false, "user, created", "")
		c.AddIndex("idx_data_exports_status", false, "status", "")
		return app.Save(c)
	}, dropCollections("data_exports"))
}
