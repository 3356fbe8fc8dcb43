package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"

	"voluntech/hooks/dirindex"
)

// The opportunity search (dirindex.OpportunityIndex): the rid of every open
// opportunity and its FTS5 document, contentless like the directories' (the
// records hold the text; the index only finds them). Word starts of two and
// three letters have prefix indexes; longer ones are expanded through the
// vocabulary table.
var opportunitySearchTables = []string{
	`CREATE TABLE ` + dirindex.OpportunityIndex + ` (
		rid INTEGER PRIMARY KEY,
		id  TEXT NOT NULL UNIQUE
	)`,
	`CREATE VIRTUAL TABLE ` + dirindex.OpportunitySearch + ` USING fts5(
		title, skills, city, description,
		content='', contentless_delete=1, detail=none,
		tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
	`CREATE VIRTUAL TABLE ` + dirindex.OpportunityVocab + ` USING fts5vocab(` + dirindex.OpportunitySearch + `, 'row')`,
}

func init() {
	m.Register(func(app core.App) error {
		for _, ddl := range opportunitySearchTables {
			if _, err := app.DB().NewQuery(ddl).Execute(); err != nil {
				return err
			}
		}
		return dirindex.RebuildOpportunities(app)
	}, func(app core.App) error {
		for _, name := range []string{dirindex.OpportunityVocab, dirindex.OpportunitySearch, dirindex.OpportunityIndex} {
			if _, err := app.DB().NewQuery("DROP TABLE IF EXISTS " + name).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}
