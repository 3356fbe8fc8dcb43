package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"

	"voluntech/hooks/wizard"
)

// companyProfileFields are the answers of the company onboarding wizard.
// Writes stay server-only: the
// collection keeps no create/update rule and the /api/company/onboarding
// routes validate and save.
var companyProfileFields = []string{
	"company_stage", "team_size", "team_structure", "fund_type", "source", "partner",
	"country_code", "phone", "city", "role_title", "languages", "tags", "website", "logo",
	"video_url", "description", "progress_description", "future_plan", "onboarding_step",
}

func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("company_profiles")
		if err != nil {
			return err
		}
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		lookup := func(name string) *core.RelationField {
			return &core.RelationField{Name: name, CollectionId: lookups.Id, MaxSelect: 1}
		}
		digits := `^[0-9]*$`
		c.Fields.Add(
			lookup("company_stage"),
			lookup("team_size"),
			&core.TextField{Name: "team_structure", Max: 300},
			lookup("fund_type"),
			lookup("source"),
			lookup("partner"),
			&core.TextField{Name: "country_code", Max: 4, Pattern: digits},
			&core.TextField{Name: "phone", Max: 15, Pattern: digits},
			&core.TextField{Name: "city", Max: 50},
			&core.TextField{Name: "role_title", Max: 50},
			&core.RelationField{Name: "languages", CollectionId: lookups.Id, MaxSelect: 20},
			&core.JSONField{Name: "tags", MaxSize: 1000},
			&core.URLField{Name: "website"},
			&core.FileField{
				Name: "logo", MaxSelect: 1, MaxSize: 512000,
				MimeTypes: []string{"image/jpeg", "image/png", "image/webp", "image/gif"},
				Thumbs:    []string{"256x256"},
			},
			&core.URLField{Name: "video_url"},
			&core.TextField{Name: "description", Max: 1000},
			&core.TextField{Name: "progress_description", Max: 1000},
			&core.TextField{Name: "future_plan", Max: 1000},
			&core.NumberField{Name: "onboarding_step", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(wizard.CompanyDone)},
		)
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("company_profiles")
		if err != nil {
			return err
		}
		for _, name := range companyProfileFields {
			c.Fields.RemoveByName(name)
		}
		return app.Save(c)
	})
}

func floatPtr(v float64) *float64 { return &v }
