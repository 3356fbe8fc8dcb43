package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(func(app core.App) error {
		c, err := newVolunteerEntries(app, "awards", "pbc_awards000001",
			&core.TextField{Name: "title", Required: true, Max: 100},
			&core.NumberField{Name: "year", OnlyInt: true, Min: floatPtr(MinPeriodYear), Max: floatPtr(MaxPeriodYear)},
		)
		if err != nil {
			return err
		}
		return app.Save(c)
	}, deleteCollection("awards"))
}
