package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Roles a user can hold; only the first two can be chosen at sign-up.
var Roles = []string{"volunteer", "company", "superadmin"}

func init() {
	m.Register(func(app core.App) error {
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		return changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.RemoveByName("name")
			users.Fields.Add(
				&core.TextField{Name: "username", Required: true, Min: 3, Max: 30, Pattern: `^[A-Za-z0-9][A-Za-z0-9_.-]*$`},
				&core.TextField{Name: "first_name", Required: true, Max: 50},
				&core.TextField{Name: "last_name", Required: true, Max: 50},
				&core.SelectField{Name: "role", Required: true, MaxSelect: 1, Values: Roles},
				refersTo("country", lookups.Id),
				refersTo("category", lookups.Id),
				&core.NumberField{Name: "profile_step", OnlyInt: true},
				&core.DateField{Name: "terms_accepted_at"},
				&core.DateField{Name: "consent_at"},
				&core.DateField{Name: "adult_confirmed_at"},
			)
			users.AddIndex("idx_users_username", true, "username COLLATE NOCASE", "")
			users.AddIndex("idx_users_role", false, "role", "")
			users.PasswordAuth.IdentityFields = []string{"email", "username"}
			users.OAuth2.MappedFields.Name = ""

			if f, ok := users.Fields.GetByName("password").(*core.PasswordField); ok {
				f.Min = 8
			}

			// The owner and superadmins read and edit a user; public data is served
			// by the directory routes, never by this collection.
			owner := `id = @request.auth.id || ` + superadminRule
			setReadRule(users, owner)
			users.CreateRule = types.Pointer("")
			users.UpdateRule = types.Pointer(owner)
			users.DeleteRule = types.Pointer(owner)
			users.ManageRule = types.Pointer(superadminRule)
		})
	}, func(app core.App) error {
		return changeCollection(app, "users", func(users *core.Collection) {
			removeFields(users, "username", "first_name", "last_name", "role", "country", "category",
				"profile_step", "terms_accepted_at", "consent_at", "adult_confirmed_at")
			users.RemoveIndex("idx_users_username")
			users.RemoveIndex("idx_users_role")
			users.PasswordAuth.IdentityFields = []string{"email"}
			users.Fields.Add(&core.TextField{Name: "name", Max: 255})
		})
	})
}
