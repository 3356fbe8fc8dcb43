package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
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
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		return changeCollection(app, "company_profiles", func(c *core.Collection) {
			c.Fields.Add(
				refersTo("company_stage", lookups.Id),
				refersTo("team_size", lookups.Id),
				&core.TextField{Name: "team_structure", Max: 300},
				refersTo("fund_type", lookups.Id),
				refersTo("source", lookups.Id),
				refersTo("partner", lookups.Id),
			)
			c.Fields.Add(phoneAndCity()...)
			c.Fields.Add(
				&core.TextField{Name: "role_title", Max: 50},
				&core.RelationField{Name: "languages", CollectionId: lookups.Id, MaxSelect: 20},
				&core.JSONField{Name: "tags", MaxSize: 1000},
				&core.URLField{Name: "website"},
				imageField("logo", "256x256"),
				&core.URLField{Name: "video_url"},
				&core.TextField{Name: "description", Max: 1000},
				&core.TextField{Name: "progress_description", Max: 1000},
				&core.TextField{Name: "future_plan", Max: 1000},
				&core.NumberField{Name: "onboarding_step", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(5)}, // the company wizard's last step then
			)
		})
	}, func(app core.App) error {
		return changeCollection(app, "company_profiles", func(c *core.Collection) {
			removeFields(c, companyProfileFields...)
		})
	})
}

func floatPtr(v float64) *float64 { return &v }
