package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The matching's candidate tables (hooks/matching): the skill keys of every
// open opportunity and the skill and tag keys of every volunteer, so
// recommendations and suggestions find their candidates through an index
// instead of reading every row's JSON. Derived data like the search
// indexes: plain tables the server fills at start (matching.EnsureKeys)
// and keeps in step in the transaction of every write.
var matchingKeyTables = []string{
	`CREATE TABLE IF NOT EXISTS match_opportunity_keys (
		key         TEXT NOT NULL,
		opportunity TEXT NOT NULL,
		PRIMARY KEY (key, opportunity)
	) WITHOUT ROWID`,
	`CREATE INDEX IF NOT EXISTS idx_match_opportunity_keys_opp ON match_opportunity_keys (opportunity)`,
	`CREATE TABLE IF NOT EXISTS match_volunteer_keys (
		key     TEXT NOT NULL,
		user_id TEXT NOT NULL,
		tag     INTEGER NOT NULL DEFAULT 0,
		PRIMARY KEY (key, user_id, tag)
	) WITHOUT ROWID`,
	`CREATE INDEX IF NOT EXISTS idx_match_volunteer_keys_user ON match_volunteer_keys (user_id)`,
}

func init() {
	m.Register(func(app core.App) error {
		for _, ddl := range matchingKeyTables {
			if _, err := app.DB().NewQuery(ddl).Execute(); err != nil {
				return err
			}
		}
		// The category candidates of both sides.
		if err := changeCollection(app, "opportunities", func(c *core.Collection) {
			c.AddIndex("idx_opportunities_category", false, "category, status, created", "")
		}); err != nil {
			return err
		}
		return changeCollection(app, "users", func(c *core.Collection) {
			c.AddIndex("idx_users_role_category", false, "role, category, created", "")
		})
	}, func(app core.App) error {
		if err := changeCollectionIfAny(app, "opportunities", func(c *core.Collection) { c.RemoveIndex("idx_opportunities_category") }); err != nil {
			return err
		}
		if err := changeCollectionIfAny(app, "users", func(c *core.Collection) { c.RemoveIndex("idx_users_role_category") }); err != nil {
			return err
		}
		for _, q := range []string{"DROP TABLE IF EXISTS match_volunteer_keys", "DROP TABLE IF EXISTS match_opportunity_keys"} {
			if _, err := app.DB().NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}
