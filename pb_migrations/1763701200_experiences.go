package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		fields := []core.Field{
			&core.TextField{Name: "company", Required: true, Max: 100},
			&core.TextField{Name: "role", Max: 100},
			&core.URLField{Name: "company_url"},
		}
		c, err := newVolunteerEntries(app, "experiences", "pbc_experience01", append(fields, periodFields()...)...)
		if err != nil {
			return err
		}
		return app.Save(c)
	}, deleteCollection("experiences"))
}
