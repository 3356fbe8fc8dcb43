package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

func init() {
	m.Register(createVolunteerEntries("skills", "pbc_skills000001",
		&core.TextField{Name: "name", Required: true, Max: 50},
		&core.SelectField{Name: "level", Required: true, MaxSelect: 1, Values: SkillLevels},
	), dropCollections("skills"))
}
