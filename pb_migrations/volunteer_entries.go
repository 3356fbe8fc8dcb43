package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// SkillLevels are the levels a skill can have.
var SkillLevels = []string{"Beginner", "Intermediate", "Advanced"}

// Schema bounds of a period; the wizard routes apply the real rules
// (1970 to the current year, docs/architecture.md, decision 4).
const (
	MinPeriodYear = 1970
	MaxPeriodYear = 2100
)

// newVolunteerEntries returns a child collection of volunteer_profiles: one
// entry of a list the wizard replaces whole. The owner and superadmins read
// it; only the server writes.
func newVolunteerEntries(app core.App, name, id string, fields ...core.Field) (*core.Collection, error) {
	profiles, err := app.FindCollectionByNameOrId("volunteer_profiles")
	if err != nil {
		return nil, err
	}
	c := core.NewBaseCollection(name, id)
	owner := `profile.user = @request.auth.id || @request.auth.role = "superadmin"`
	c.ListRule = types.Pointer(owner)
	c.ViewRule = types.Pointer(owner)
	c.Fields.Add(&core.RelationField{Name: "profile", Required: true, CollectionId: profiles.Id, MaxSelect: 1, CascadeDelete: true})
	c.Fields.Add(fields...)
	c.Fields.Add(
		&core.NumberField{Name: "sort", OnlyInt: true},
		&core.AutodateField{Name: "created", OnCreate: true},
		&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
	)
	c.AddIndex("idx_"+name+"_profile", false, "profile, sort", "")
	return c, nil
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

func deleteCollection(name string) func(app core.App) error {
	return func(app core.App) error {
		c, err := app.FindCollectionByNameOrId(name)
		if err != nil {
			return nil
		}
		return app.Delete(c)
	}
}
