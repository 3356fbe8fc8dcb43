package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// ApplicationStages are the stages of an application, in order; "withdrawn"
// is set by the volunteer, or for them when the company deletes the
// opportunity (withdrawn_by says which).
var ApplicationStages = []string{"applied", "in_review", "interview", "accepted", "rejected", "withdrawn"}

// ApplicationNoteMax is the longest note a volunteer may send.
const ApplicationNoteMax = 500

func init() {
	m.Register(func(app core.App) error {
		opps, err := app.FindCollectionByNameOrId("opportunities")
		if err != nil {
			return err
		}
		c := newCollection("applications", "pbc_application1",
			// Not required and not cascading: when the company deletes the
			// opportunity the application stays (withdrawn by the company)
			// with the title and company name copied below.
			refersTo("opportunity", opps.Id),
			belongsTo("volunteer", usersID),
			&core.RelationField{Name: "company", CollectionId: usersID, MaxSelect: 1, CascadeDelete: true},
			&core.TextField{Name: "opportunity_title", Max: OpportunityTitleMax},
			&core.TextField{Name: "company_name", Max: 200},
			&core.TextField{Name: "note", Max: ApplicationNoteMax},
			&core.SelectField{Name: "stage", Required: true, MaxSelect: 1, Values: ApplicationStages},
			&core.SelectField{Name: "withdrawn_by", MaxSelect: 1, Values: []string{"volunteer", "company"}},
			// [{stage, at}] oldest first, appended by the hooks.
			&core.JSONField{Name: "history", MaxSize: 8192},
		)
		// The volunteer sees their own, the company the ones to its
		// opportunities (company is copied from the opportunity, so it
		// survives the opportunity's deletion), superadmins all. The record
		// hooks set volunteer, company, stage and history and allow only the
		// stage moves of each role. Nobody deletes: withdrawing is a stage.
		setReadRule(c, `(@request.auth.id != "" && (volunteer = @request.auth.id || company = @request.auth.id)) || `+superadminRule)
		c.CreateRule = types.Pointer(`@request.auth.id != ""`)
		c.UpdateRule = types.Pointer(`@request.auth.id != "" && (volunteer = @request.auth.id || company = @request.auth.id)`)
		c.DeleteRule = nil
		c.AddIndex("idx_applications_once", true, "opportunity, volunteer", "opportunity != ''")
		c.AddIndex("idx_applications_volunteer", false, "volunteer, created", "")
		c.AddIndex("idx_applications_company", false, "company, stage, created", "")
		if err := app.Save(c); err != nil {
			return err
		}
		// A volunteer keeps seeing an opportunity they applied to after it
		// closed or expired.
		rule := *opps.ListRule + ` || (@request.auth.id != "" && @collection.applications:mine.opportunity ?= id && @collection.applications:mine.volunteer ?= @request.auth.id)`
		opps.ListRule = &rule
		opps.ViewRule = &rule
		return app.Save(opps)
	}, dropCollections("applications"))
}
