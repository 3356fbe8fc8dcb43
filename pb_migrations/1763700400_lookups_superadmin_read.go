package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Superadmins approve proposed lookups, so they must read the pending ones
// too, not only those they proposed themselves.
func init() {
	const before = `status = "approved" || (@request.auth.id != "" && submitted_by = @request.auth.id)`
	const after = before + ` || @request.auth.role = "superadmin"`

	setRead := func(app core.App, rule string) error {
		c, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		c.ListRule = types.Pointer(rule)
		c.ViewRule = types.Pointer(rule)
		return app.Save(c)
	}

	m.Register(func(app core.App) error {
		return setRead(app, after)
	}, func(app core.App) error {
		return setRead(app, before)
	})
}
