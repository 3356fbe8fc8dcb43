package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The saved searches' unsent matches (hooks/savedsearch) through a partial
// index of the rows not yet sent, instead of one on (notified_at, search)
// of every row: a digest's claim then only takes its rows out of the index
// (it moved each row to another place of the full one), and the index
// keeps only what waits to be sent.
func init() {
	m.Register(func(app core.App) error {
		return changeCollection(app, "saved_search_matches", func(c *core.Collection) {
			c.RemoveIndex("idx_saved_search_matches_pending")
			c.AddIndex("idx_saved_search_matches_unsent", false, "search", "notified_at = ''")
		})
	}, func(app core.App) error {
		return changeCollectionIfAny(app, "saved_search_matches", func(c *core.Collection) {
			c.RemoveIndex("idx_saved_search_matches_unsent")
			c.AddIndex("idx_saved_search_matches_pending", false, "notified_at, search", "")
		})
	})
}
