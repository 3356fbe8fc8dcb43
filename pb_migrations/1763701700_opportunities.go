package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// OpportunityStatuses are the statuses a company gives an opportunity; only
// "open" ones are public and count against the plan's live limit.
var OpportunityStatuses = []string{"open", "hold", "draft", "closed"}

// Limits of an opportunity's fields (the UI shows the same).
const (
	OpportunityTitleMax       = 120
	OpportunityTextMax        = 5000
	OpportunityShortMax       = 200
	OpportunityMaxHoursPerDay = 12
	OpportunityMaxMonths      = 24
	OpportunityMaxSkills      = 10
	OpportunitySkillMax       = 50
)

func init() {
	m.Register(func(app core.App) error {
		lookups, err := app.FindCollectionByNameOrId("lookups")
		if err != nil {
			return err
		}
		c := newCollection("opportunities", "pbc_opportunity1",
			belongsTo("company", usersID),
			&core.TextField{Name: "title", Required: true, Max: OpportunityTitleMax},
			&core.RelationField{Name: "category", Required: true, CollectionId: lookups.Id, MaxSelect: 1},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: OpportunityStatuses},
			&core.NumberField{Name: "hours_per_day", Required: true, OnlyInt: true, Min: floatPtr(1), Max: floatPtr(OpportunityMaxHoursPerDay)},
			&core.NumberField{Name: "duration_months", Required: true, OnlyInt: true, Min: floatPtr(1), Max: floatPtr(OpportunityMaxMonths)},
			&core.BoolField{Name: "remote"},
			&core.TextField{Name: "city", Max: 100},
			refersTo("country", lookups.Id),
			&core.TextField{Name: "experience", Max: OpportunityShortMax},
			&core.TextField{Name: "qualification", Max: OpportunityShortMax},
			&core.TextField{Name: "description", Required: true, Max: OpportunityTextMax},
			// A JSON list of skill names (the hook trims, dedupes and limits it).
			&core.JSONField{Name: "skills", MaxSize: 4096},
			&core.DateField{Name: "expires_at", Required: true},
			// Counters kept by the application hooks in the same transaction
			// as each application write; clients cannot set them.
			&core.NumberField{Name: "applicants", OnlyInt: true, Min: floatPtr(0)},
			&core.NumberField{Name: "interviews", OnlyInt: true, Min: floatPtr(0)},
			// Set when a superadmin closes an opportunity that breaks the rules.
			&core.TextField{Name: "closed_reason", Max: 500},
		)
		// Open, unexpired opportunities are public; a company sees all of its
		// own; superadmins see all (the applications migration adds: a
		// volunteer still sees one they applied to after it closed). Creating is open to any signed-in user so the
		// record hook can answer a volunteer with a clear 403 (not the
		// generic 400 of a failed create rule); the hook also sets company.
		c.ListRule = types.Pointer(`(status = "open" && (expires_at = "" || expires_at > @now)) || ` +
			`(@request.auth.id != "" && company = @request.auth.id) || @request.auth.role = "superadmin"`)
		c.ViewRule = c.ListRule
		c.CreateRule = types.Pointer(`@request.auth.id != ""`)
		c.UpdateRule = types.Pointer(`@request.auth.id != "" && company = @request.auth.id`)
		c.DeleteRule = c.UpdateRule
		c.AddIndex("idx_opportunities_company", false, "company, status", "")
		c.AddIndex("idx_opportunities_public", false, "status, expires_at, created", "")
		return app.Save(c)
	}, dropCollections("opportunities"))
}
