package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// account_deletions counts closed accounts per role for the system area's
// "cancelled this month"; it keeps no personal data of the deleted user.
func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("account_deletions", "pbc_acctdelete1")
		setReadRule(c, superadminRule)
		c.Fields.Add(
			&core.SelectField{Name: "role", Required: true, MaxSelect: 1, Values: []string{"volunteer", "company", "superadmin"}},
			// Who closed it: the user themself or a superadmin.
			&core.SelectField{Name: "by", MaxSelect: 1, Values: []string{"self", "superadmin"}},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		c.AddIndex("idx_account_deletions_role", false, "role, created", "")
		return app.Save(c)
	}, dropCollections("account_deletions"))
}
