package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/dbutils"
)

// Emails are unique without case, like usernames: with PocketBase's default
// index "Alice@Example.com" could sign up beside "alice@example.com", and
// sign-in, verification and reset would look an address up only as typed.
// PocketBase's email lookups switch to case-insensitive on a NOCASE index.
func init() {
	setEmailIndex := func(app core.App, column string) error {
		return changeCollection(app, "users", func(users *core.Collection) {
			name := "idx_email_" + users.Id
			if idx, ok := dbutils.FindSingleColumnUniqueIndex(users.Indexes, core.FieldNameEmail); ok {
				name = idx.IndexName
			}
			users.AddIndex(name, true, column, "`email` != ''")
		})
	}

	m.Register(func(app core.App) error {
		return setEmailIndex(app, "`email` COLLATE NOCASE")
	}, func(app core.App) error {
		return setEmailIndex(app, "`email`")
	})
}
