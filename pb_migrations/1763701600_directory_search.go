package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// directoryTables are the search tables of the public lists.
// They are plain SQLite tables, not collections: nothing reads them
// through the records API, and the dirindex package keeps them in step
// with users, volunteer_profiles, skills, experiences and company_profiles
// inside the transaction of every change. Their rows are derived data: the
// server fills them at start (dirindex.EnsureCurrent), not this migration.
//
// Each listed profile (finished wizard or onboarding; nobody else has a
// row) has a rid: its creation time in milliseconds shifted left 8 bits
// plus 8 bits of its user id, so the rowid order is the "newest" order and
// the FTS5 doclists come out sorted by it. A row holds what a card shows
// and, in facets, the values of the multi-valued filters (the server keeps
// a columnar copy of the filter values in memory to count facets).
var directoryTables = []string{
	`CREATE TABLE volunteer_directory (
		rid        INTEGER PRIMARY KEY,
		user_id    TEXT NOT NULL UNIQUE,
		available  INTEGER NOT NULL DEFAULT 0,
		category   TEXT NOT NULL DEFAULT '',
		country    TEXT NOT NULL DEFAULT '',
		facets     TEXT NOT NULL DEFAULT '',
		username   TEXT NOT NULL DEFAULT '',
		first_name TEXT NOT NULL DEFAULT '',
		last_name  TEXT NOT NULL DEFAULT '',
		photo      TEXT NOT NULL DEFAULT '',
		city       TEXT NOT NULL DEFAULT '',
		tags       TEXT NOT NULL DEFAULT '[]'
	)`,
	// detail=none: only "which rows", the smallest index; prefix indexes
	// make two- and three-letter starts direct lookups.
	`CREATE VIRTUAL TABLE volunteer_search USING fts5(
		name, username, tags, skills, city, about, experience,
		content='', contentless_delete=1, detail=none,
		tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
	// The indexed words, to turn a longer word start into the words it
	// begins (much faster than FTS5's own prefix scan).
	`CREATE VIRTUAL TABLE volunteer_search_vocab USING fts5vocab(volunteer_search, 'row')`,

	`CREATE TABLE company_directory (
		rid           INTEGER PRIMARY KEY,
		user_id       TEXT NOT NULL UNIQUE,
		opportunities INTEGER NOT NULL DEFAULT 0,
		category      TEXT NOT NULL DEFAULT '',
		country       TEXT NOT NULL DEFAULT '',
		facets        TEXT NOT NULL DEFAULT '',
		username      TEXT NOT NULL DEFAULT '',
		company_name  TEXT NOT NULL DEFAULT '',
		logo          TEXT NOT NULL DEFAULT '',
		city          TEXT NOT NULL DEFAULT '',
		tags          TEXT NOT NULL DEFAULT '[]'
	)`,
	// detail=full: company results are ranked by relevance (bm25).
	`CREATE VIRTUAL TABLE company_search USING fts5(
		company_name, tags, city, description,
		content='', contentless_delete=1,
		tokenize='unicode61 remove_diacritics 2', prefix='2 3')`,
	`CREATE VIRTUAL TABLE company_search_vocab USING fts5vocab(company_search, 'row')`,
}

var directoryTableNames = []string{
	"volunteer_search_vocab", "volunteer_search", "volunteer_directory",
	"company_search_vocab", "company_search", "company_directory",
}

func init() {
	m.Register(func(app core.App) error {
		for _, ddl := range directoryTables {
			if _, err := app.DB().NewQuery(ddl).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for _, name := range directoryTableNames {
			if _, err := app.DB().NewQuery("DROP TABLE IF EXISTS " + name).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}
