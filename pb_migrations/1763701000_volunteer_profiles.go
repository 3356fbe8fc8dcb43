package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/wizard"
)

// MaxCareerText is the length of each career text (docs/architecture.md, decision 3).
const MaxCareerText = 500

func init() {
	m.Register(func(app core.App) error {
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		lookup := func(name string) *core.RelationField {
			return &core.RelationField{Name: name, CollectionId: lookups.Id, MaxSelect: 1}
		}
		digits := `^[0-9]*$`

		c := core.NewBaseCollection("volunteer_profiles", "pbc_volprofiles1")
		// Written only by the /api/volunteer routes, which validate every
		// step; public profiles are served by the directory routes.
		owner := `user = @request.auth.id || @request.auth.role = "superadmin"`
		c.ListRule = types.Pointer(owner)
		c.ViewRule = types.Pointer(owner)
		c.Fields.Add(
			&core.RelationField{Name: "user", Required: true, CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			lookup("education_level"),
			lookup("experience_years"),
			lookup("motivation"),
			&core.TextField{Name: "other_motivation", Max: 300},
			lookup("source"),
			lookup("partner"),
			&core.TextField{Name: "country_code", Max: 4, Pattern: digits},
			&core.TextField{Name: "phone", Max: 15, Pattern: digits},
			&core.TextField{Name: "city", Max: 50},
			&core.RelationField{Name: "languages", CollectionId: lookups.Id, MaxSelect: 20},
			&core.JSONField{Name: "tags", MaxSize: 1000},
			&core.FileField{
				Name: "photo", MaxSelect: 1, MaxSize: 512000,
				MimeTypes: []string{"image/jpeg", "image/png", "image/webp", "image/gif"},
				Thumbs:    []string{"256x256"},
			},
			&core.URLField{Name: "video_url"},
			&core.URLField{Name: "website"},
			&core.TextField{Name: "about", Max: MaxCareerText},
			&core.TextField{Name: "aspirations", Max: MaxCareerText},
			&core.TextField{Name: "opportunity", Max: MaxCareerText},
			// Open to opportunities; set when the wizard is finished.
			&core.BoolField{Name: "available"},
			&core.NumberField{Name: "wizard_step", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(wizard.VolunteerDone)},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_volunteer_profiles_user", true, "user", "")
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("volunteer_profiles")
		if err != nil {
			return nil
		}
		return app.Delete(c)
	})
}
