package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// ScopeVersionStatuses: a version is proposed by one side; the other agrees
// to it, asks for changes (before any agreement) or declines it (a change
// of an agreed scope); a proposal revised by its own side is superseded.
var ScopeVersionStatuses = []string{"proposed", "agreed", "change_requested", "declined", "superseded"}

// MilestoneStatuses: open until the volunteer submits; the company team
// signs it off or asks for changes (the volunteer submits again).
var MilestoneStatuses = []string{"open", "submitted", "changes_requested", "signed_off"}

// DeliverableTypes are the file types a deliverable may be (its content is
// checked too, hooks/projects).
var DeliverableTypes = []string{"application/pdf", "image/png", "image/jpeg", "application/zip"}

// Limits of scopes, milestones and deliverables.
const (
	ScopeGoalMax        = 1000
	ScopeCommentMax     = 1000
	MilestoneTitleMax   = 200
	MilestoneDoneMax    = 1000
	DeliverableNoteMax  = 1000
	DeliverableLinkMax  = 2000
	DeliverableMaxBytes = 10 << 20
	// DefaultHourlyValue is the Independent Sector's published value of a
	// volunteer hour in the US for 2024.
	DefaultHourlyValue    = 34.79
	DefaultHourlyCurrency = "USD"
)

// An engagement's scope and milestones (issue 36). Both collections have no
// API rule at all: the engagement's parties read and write them through
// the routes of hooks/projects, which decide what each side may see (a
// deliverable's file is served by a route too, so it is protected).
func init() {
	m.Register(func(app core.App) error {
		eng, err := app.FindCollectionByNameOrId("engagements")
		if err != nil {
			return err
		}
		versions := newCollection("scope_versions", "pbc_scopeversion1",
			belongsTo("engagement", eng.Id),
			&core.NumberField{Name: "version", Required: true, OnlyInt: true, Min: floatPtr(1)},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: ScopeVersionStatuses},
			&core.TextField{Name: "goal", Required: true, Max: ScopeGoalMax},
			&core.NumberField{Name: "hours_per_week", Min: floatPtr(0), Max: floatPtr(80)},
			// [{id, title, done_means, due}] in order; ids are those of the
			// milestones records once agreed.
			&core.JSONField{Name: "milestones", MaxSize: 65536},
			&core.SelectField{Name: "proposed_side", Required: true, MaxSelect: 1, Values: []string{"company", "volunteer"}},
			refersTo("proposed_by", usersID),
			&core.TextField{Name: "comment", Max: ScopeCommentMax},
			refersTo("answered_by", usersID),
			&core.DateField{Name: "answered_at"},
			&core.TextField{Name: "answer_comment", Max: ScopeCommentMax},
		)
		versions.AddIndex("idx_scope_versions_engagement", true, "engagement, version", "")
		if err := app.Save(versions); err != nil {
			return err
		}

		ms := newCollection("milestones", "pbc_milestone0001",
			belongsTo("engagement", eng.Id),
			belongsTo("volunteer", usersID),
			refersTo("company", usersID),
			&core.NumberField{Name: "position", OnlyInt: true, Min: floatPtr(0)},
			&core.TextField{Name: "title", Required: true, Max: MilestoneTitleMax},
			&core.TextField{Name: "done_means", Max: MilestoneDoneMax},
			&core.TextField{Name: "due", Required: true, Min: 10, Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: MilestoneStatuses},
			// The deliverable: a link and/or a file, and a note.
			&core.TextField{Name: "link", Max: DeliverableLinkMax},
			&core.FileField{Name: "file", MaxSelect: 1, MaxSize: DeliverableMaxBytes, MimeTypes: DeliverableTypes, Protected: true},
			&core.TextField{Name: "note", Max: DeliverableNoteMax},
			// Set by the company: kept out of the portfolio and the
			// certificate.
			&core.BoolField{Name: "confidential"},
			// Set by the volunteer: shown in the public portfolio.
			&core.BoolField{Name: "publish"},
			// The company's comment when it asked for changes.
			&core.TextField{Name: "comment", Max: ScopeCommentMax},
			&core.DateField{Name: "submitted_at"},
			&core.DateField{Name: "signed_off_at"},
			refersTo("signed_off_by", usersID),
			// When the "two days past due" reminder went out (once per due
			// date).
			&core.DateField{Name: "reminded_at"},
		)
		ms.AddIndex("idx_milestones_engagement", false, "engagement, position", "")
		ms.AddIndex("idx_milestones_due", false, "status, due", "")
		ms.AddIndex("idx_milestones_company", false, "company, signed_off_at", "")
		if err := app.Save(ms); err != nil {
			return err
		}

		// The volunteer orders and hides portfolio entries.
		if err := changeCollection(app, "engagements", func(c *core.Collection) {
			c.Fields.Add(
				&core.NumberField{Name: "portfolio_position", OnlyInt: true},
				&core.BoolField{Name: "portfolio_hidden"},
			)
		}); err != nil {
			return err
		}
		// The evidence and the agreed goal a certificate's credential
		// states (empty on certificates issued before).
		if err := changeCollection(app, "certificates", func(c *core.Collection) {
			c.Fields.Add(
				&core.JSONField{Name: "evidence", MaxSize: 65536},
				&core.TextField{Name: "goal", Max: ScopeGoalMax},
			)
		}); err != nil {
			return err
		}
		// The value of a volunteer hour on the impact reports.
		if err := changeCollection(app, "site_settings", func(c *core.Collection) {
			c.Fields.Add(
				&core.NumberField{Name: "hourly_value", Min: floatPtr(0), Max: floatPtr(100000)},
				&core.TextField{Name: "hourly_currency", Min: 3, Max: 3, Pattern: `^[A-Z]{3}$`},
			)
		}); err != nil {
			return err
		}
		_, err = app.DB().NewQuery("UPDATE site_settings SET hourly_value = {:v}, hourly_currency = {:c}").
			Bind(map[string]any{"v": DefaultHourlyValue, "c": DefaultHourlyCurrency}).Execute()
		return err
	}, func(app core.App) error {
		for _, step := range []struct {
			name   string
			fields []string
		}{
			{"site_settings", []string{"hourly_value", "hourly_currency"}},
			{"certificates", []string{"evidence", "goal"}},
			{"engagements", []string{"portfolio_position", "portfolio_hidden"}},
		} {
			if err := changeCollectionIfAny(app, step.name, func(c *core.Collection) { removeFields(c, step.fields...) }); err != nil {
				return err
			}
		}
		return dropCollections("milestones", "scope_versions")(app)
	})
}
