package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A company's deleted account no longer deletes the applications to it:
// they stay in the volunteers' lists, withdrawn by the company (the delete
// hook in hooks/opportunities withdraws them first), with the title and
// company name copied at apply time; the relation is only emptied.
func init() {
	m.Register(func(app core.App) error {
		return setApplicationsCompanyCascade(app, false)
	}, func(app core.App) error {
		return setApplicationsCompanyCascade(app, true)
	})
}

func setApplicationsCompanyCascade(app core.App, cascade bool) error {
	return changeCollection(app, "applications", func(c *core.Collection) {
		if f, ok := c.Fields.GetByName("company").(*core.RelationField); ok {
			f.CascadeDelete = cascade
		}
	})
}
