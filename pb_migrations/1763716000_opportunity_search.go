package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The opportunity search (opportunity_index): the rid of every open
// opportunity and its FTS5 document, contentless like the directories' (the
// records hold the text; the index only finds them). Word starts of two and
// three letters have prefix indexes; longer ones are expanded through the
// vocabulary table.
var opportunitySearchTables = []string{
	`CREATE TABLE opportunity_index (
		rid INTEGER PRIMARY KEY,
		id  TEXT NOT NULL UNIQUE
	)`,
	`CREATE VIRTUAL TABLE opportunity_search USING fts5(
		title, skills, city, description,
		content='', contentless_delete=1, detail=none,
		tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
	`CREATE VIRTUAL TABLE opportunity_search_vocab USING fts5vocab(opportunity_search, 'row')`,
}

func init() {
	m.Register(func(app core.App) error {
		for _, ddl := range opportunitySearchTables {
			if _, err := app.DB().NewQuery(ddl).Execute(); err != nil {
				return err
			}
		}
		return nil // the server fills them at start (dirindex.EnsureCurrent)
	}, func(app core.App) error {
		for _, name := range []string{"opportunity_search_vocab", "opportunity_search", "opportunity_index"} {
			if _, err := app.DB().NewQuery("DROP TABLE IF EXISTS " + name).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}
