package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	fields := []core.Field{
		&core.TextField{Name: "company", Required: true, Max: 100},
		&core.TextField{Name: "role", Max: 100},
		&core.URLField{Name: "company_url"},
	}
	m.Register(createVolunteerEntries("experiences", "pbc_experience01", append(fields, periodFields()...)...),
		dropCollections("experiences"))
}
