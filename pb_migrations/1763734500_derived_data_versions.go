package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// derived_data_versions holds, per kind of derived data (the search
// indexes: directory entries, their full-text documents, the opportunity
// search), the version of the code that built its rows. The server
// compares it with its own at start and rebuilds the rows once when they
// differ (hooks/dirindex, EnsureCurrent), so migrations never fill derived
// tables with live code. A plain table, not a collection: nothing reads it
// through the API.
func init() {
	m.Register(func(app core.App) error {
		_, err := app.DB().NewQuery(`CREATE TABLE IF NOT EXISTS derived_data_versions (
			name    TEXT PRIMARY KEY,
			version INTEGER NOT NULL
		)`).Execute()
		return err
	}, func(app core.App) error {
		_, err := app.DB().NewQuery(`DROP TABLE IF EXISTS derived_data_versions`).Execute()
		return err
	})
}
