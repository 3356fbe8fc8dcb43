package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The directory change log (directory_changes): triggers on both
// directory tables record the user of every inserted, updated or deleted
// entry, whoever writes it (the hooks, a bulk rebuild, a later migration's
// raw SQL). The in-memory columns start from a snapshot file plus the
// entries logged since it was taken instead of reading every entry again
// (docs/architecture.md, "Starting fast").
func directoryChangeDDL() []string {
	ddl := []string{`CREATE TABLE IF NOT EXISTS directory_changes (
		gen     INTEGER PRIMARY KEY AUTOINCREMENT,
		kind    TEXT NOT NULL,
		user_id TEXT NOT NULL
	)`,
		`CREATE INDEX IF NOT EXISTS idx_directory_changes_kind ON directory_changes (kind, gen)`,
		// Per directory, the log position up to which rows were deleted:
		// a snapshot older than it cannot be brought up to date.
		`CREATE TABLE IF NOT EXISTS directory_changes_trimmed (
		kind TEXT PRIMARY KEY,
		gen  INTEGER NOT NULL
	)`,
	}
	for _, dir := range directoryEntryTables {
		for _, ev := range []struct{ name, row string }{{"insert", "new"}, {"update", "new"}, {"delete", "old"}} {
			ddl = append(ddl, `CREATE TRIGGER IF NOT EXISTS `+dir+`_log_`+ev.name+` AFTER `+ev.name+` ON `+dir+
				` BEGIN INSERT INTO directory_changes (kind, user_id) VALUES ('`+dir+`', `+ev.row+`.user_id); END`)
		}
		// An update that moves an entry to another user logs both.
		ddl = append(ddl, `CREATE TRIGGER IF NOT EXISTS `+dir+`_log_move AFTER UPDATE OF user_id ON `+dir+
			` WHEN old.user_id <> new.user_id BEGIN INSERT INTO directory_changes (kind, user_id) VALUES ('`+dir+`', old.user_id); END`)
	}
	return ddl
}

// directoryEntryTables are the entry tables the log follows.
var directoryEntryTables = []string{"volunteer_directory", "company_directory"}

func init() {
	m.Register(func(app core.App) error {
		for _, q := range directoryChangeDDL() {
			if _, err := app.DB().NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		return nil
	}, func(app core.App) error {
		for _, dir := range directoryEntryTables {
			for _, ev := range []string{"insert", "update", "delete", "move"} {
				if _, err := app.DB().NewQuery(`DROP TRIGGER IF EXISTS ` + dir + `_log_` + ev).Execute(); err != nil {
					return err
				}
			}
		}
		for _, t := range []string{"directory_changes", "directory_changes_trimmed"} {
			if _, err := app.DB().NewQuery(`DROP TABLE IF EXISTS ` + t).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
}
