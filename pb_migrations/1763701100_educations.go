package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		fields := []core.Field{
			&core.TextField{Name: "institution", Required: true, Max: 100},
			&core.TextField{Name: "course", Max: 100},
			// A study_area lookup, possibly one the volunteer proposed and a
			// superadmin has not approved yet.
			refersTo("area", lookups.Id),
		}
		return createVolunteerEntries("educations", "pbc_educations01", append(fields, periodFields()...)...)(app)
	}, dropCollections("educations"))
}
