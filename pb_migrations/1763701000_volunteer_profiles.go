package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// MaxCareerText is the length of each career text (docs/architecture.md, decision 3).
const MaxCareerText = 500

func init() {
	m.Register(func(app core.App) error {
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		fields := []core.Field{
			belongsTo("user", usersID),
			refersTo("education_level", lookups.Id),
			refersTo("experience_years", lookups.Id),
			refersTo("motivation", lookups.Id),
			&core.TextField{Name: "other_motivation", Max: 300},
			refersTo("source", lookups.Id),
			refersTo("partner", lookups.Id),
		}
		fields = append(fields, phoneAndCity()...)
		c := newCollection("volunteer_profiles", "pbc_volprofiles1", append(fields,
			&core.RelationField{Name: "languages", CollectionId: lookups.Id, MaxSelect: 20},
			&core.JSONField{Name: "tags", MaxSize: 1000},
			imageField("photo", "256x256"),
			&core.URLField{Name: "video_url"},
			&core.URLField{Name: "website"},
			&core.TextField{Name: "about", Max: MaxCareerText},
			&core.TextField{Name: "aspirations", Max: MaxCareerText},
			&core.TextField{Name: "opportunity", Max: MaxCareerText},
			// Open to opportunities; set when the wizard is finished.
			&core.BoolField{Name: "available"},
			&core.NumberField{Name: "wizard_step", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(7)}, // the volunteer wizard's last step then
		)...)
		// Written only by the /api/volunteer routes, which validate every
		// step; public profiles are served by the directory routes.
		setReadRule(c, `user = @request.auth.id || `+superadminRule)
		c.AddIndex("idx_volunteer_profiles_user", true, "user", "")
		return app.Save(c)
	}, dropCollections("volunteer_profiles"))
}
