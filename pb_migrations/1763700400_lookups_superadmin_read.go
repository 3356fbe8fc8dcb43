package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Superadmins approve proposed lookups, so they must read the pending ones
// too, not only those they proposed themselves.
func init() {
	const before = `status = "approved" || (@request.auth.id != "" && submitted_by = @request.auth.id)`
	const after = before + ` || ` + superadminRule

	setRead := func(app core.App, rule string) error {
		return changeCollection(app, "lookups", func(c *core.Collection) { setReadRule(c, rule) })
	}

	m.Register(func(app core.App) error {
		return setRead(app, after)
	}, func(app core.App) error {
		return setRead(app, before)
	})
}
