package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(createVolunteerEntries("awards", "pbc_awards000001",
		&core.TextField{Name: "title", Required: true, Max: 100},
		&core.NumberField{Name: "year", OnlyInt: true, Min: floatPtr(MinPeriodYear), Max: floatPtr(MaxPeriodYear)},
	), dropCollections("awards"))
}
