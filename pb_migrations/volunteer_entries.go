package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
)

// SkillLevels are the levels a skill can have.
var SkillLevels = []string{"Beginner", "Intermediate", "Advanced"}

// Schema bounds of a period; the wizard routes apply the real rules
// (1970 to the current year, docs/architecture.md, decision 4).
const (
	MinPeriodYear = 1970
	MaxPeriodYear = 2100
)

// createVolunteerEntries is the up migration of a child collection of
// volunteer_profiles: one entry of a list the wizard replaces whole. The
// owner and superadmins read it; only the server writes.
func createVolunteerEntries(name, id string, fields ...core.Field) func(app core.App) error {
	return func(app core.App) error {
		profiles, err := app.FindCollectionByNameOrId("volunteer_profiles")
		if err != nil {
			return err
		}
		all := append([]core.Field{belongsTo("profile", profiles.Id)}, fields...)
		c := newCollection(name, id, append(all, &core.NumberField{Name: "sort", OnlyInt: true})...)
		setReadRule(c, `profile.user = @request.auth.id || `+superadminRule)
		c.AddIndex("idx_"+name+"_profile", false, "profile, sort", "")
		return app.Save(c)
	}
}

// periodFields are the period of an education or experience: years and
// months, 0 when not given, and current (the end is then empty).
func periodFields() []core.Field {
	year := func(name string) core.Field {
		return &core.NumberField{Name: name, OnlyInt: true, Min: floatPtr(MinPeriodYear), Max: floatPtr(MaxPeriodYear)}
	}
	month := func(name string) core.Field {
		return &core.NumberField{Name: name, OnlyInt: true, Min: floatPtr(1), Max: floatPtr(12)}
	}
	return []core.Field{
		year("start_year"), month("start_month"), year("end_year"), month("end_month"),
		&core.BoolField{Name: "current"},
	}
}
