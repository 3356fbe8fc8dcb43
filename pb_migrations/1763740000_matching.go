package pb_migrations

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Matching (issue 35, decision 18):
//   - skill_synonyms: spellings of one skill ("React.js" is "react"); the
//     score compares skills through it. Superadmins edit it beside the
//     other pick lists; nobody else reads it.
//   - opportunity_dismissals: "Not for me" of a volunteer on an
//     opportunity, with an optional reason; the volunteer reads their own,
//     only the server writes.
//   - saved_searches: a user's named search with its filters and how often
//     its alerts come; the owner reads their own, only the server writes
//     (the /api/saved-searches routes validate every field).
//   - saved_search_matches: every opportunity or volunteer a saved search
//     ever matched, once (the unique index), with when it was notified; the
//     alert job's bookkeeping, no API rules.
//   - site_settings.no_response_days: after how many days without any
//     action of the company an application closes as "No response".
//   - applications.closed_reason / closed_at: set when it does.
//   - volunteer_profiles.hours_per_day / months: what the volunteer can
//     give (0: not said), compared with an opportunity's.

// Bounds of the matching fields (the app keeps copies: matching and
// savedsearch packages).
const (
	NoResponseDaysMin     = 7
	NoResponseDaysMax     = 60
	NoResponseDaysDefault = 21
	SavedSearchNameMax    = 80
	DismissReasonMax      = 300
)

// SavedSearchKinds, SavedSearchFrequencies and ClosedReasons are the
// select values of the matching collections.
var (
	SavedSearchKinds       = []string{"opportunities", "volunteers"}
	SavedSearchFrequencies = []string{"instant", "daily", "weekly"}
	ClosedReasons          = []string{"no_response"}
)

// skillSynonyms are the first spellings, each to its canonical name.
var skillSynonyms = [][2]string{
	{"react.js", "react"}, {"reactjs", "react"}, {"react js", "react"},
	{"node", "node.js"}, {"nodejs", "node.js"}, {"node js", "node.js"},
	{"js", "javascript"}, {"ecmascript", "javascript"},
	{"ts", "typescript"},
	{"golang", "go"},
	{"postgres", "postgresql"}, {"psql", "postgresql"},
	{"vue.js", "vue"}, {"vuejs", "vue"},
	{"k8s", "kubernetes"},
	{"ux", "ux design"}, {"user experience", "ux design"},
	{"ui", "ui design"},
	{"ml", "machine learning"},
	{"py", "python"},
	{"c sharp", "c#"}, {"csharp", "c#"},
	{"seo", "search engine optimisation"}, {"search engine optimization", "search engine optimisation"},
}

func init() {
	m.Register(func(app core.App) error {
		opps, err := app.FindCollectionByNameOrId("opportunities")
		if err != nil {
			return err
		}
		syn := newCollection("skill_synonyms", "pbc_skillsynonym",
			&core.TextField{Name: "term", Required: true, Max: 50},
			&core.TextField{Name: "canonical", Required: true, Max: 50},
		)
		setReadRule(syn, superadminRule)
		syn.CreateRule = types.Pointer(superadminRule)
		syn.UpdateRule = types.Pointer(superadminRule)
		syn.DeleteRule = types.Pointer(superadminRule)
		syn.AddIndex("idx_skill_synonyms_term", true, "term COLLATE NOCASE", "")
		if err := app.Save(syn); err != nil {
			return err
		}
		for _, s := range skillSynonyms {
			r := core.NewRecord(syn)
			r.Set("term", s[0])
			r.Set("canonical", s[1])
			if err := app.Save(r); err != nil {
				return err
			}
		}

		dis := newCollection("opportunity_dismissals", "pbc_oppdismiss01",
			belongsTo("volunteer", usersID),
			belongsTo("opportunity", opps.Id),
			&core.TextField{Name: "reason", Max: DismissReasonMax},
		)
		setReadRule(dis, `@request.auth.id != "" && volunteer = @request.auth.id`)
		dis.AddIndex("idx_opportunity_dismissals_pair", true, "volunteer, opportunity", "")
		if err := app.Save(dis); err != nil {
			return err
		}

		ss := newCollection("saved_searches", "pbc_savedsearch1",
			belongsTo("user", usersID),
			&core.SelectField{Name: "kind", Required: true, MaxSelect: 1, Values: SavedSearchKinds},
			&core.TextField{Name: "name", Required: true, Max: SavedSearchNameMax},
			&core.JSONField{Name: "query", MaxSize: 8192},
			&core.SelectField{Name: "frequency", Required: true, MaxSelect: 1, Values: SavedSearchFrequencies},
			&core.BoolField{Name: "paused"},
			// Rows created after this time are new to the search.
			&core.DateField{Name: "checked_until", Hidden: true},
			&core.DateField{Name: "last_sent_at"},
		)
		setReadRule(ss, `@request.auth.id != "" && user = @request.auth.id`)
		ss.AddIndex("idx_saved_searches_user", false, "user, created", "")
		ss.AddIndex("idx_saved_searches_kind", false, "kind, paused", "")
		if err := app.Save(ss); err != nil {
			return err
		}

		matches := newCollection("saved_search_matches", "pbc_savedmatch01",
			belongsTo("search", ss.Id),
			&core.TextField{Name: "item", Required: true, Max: 15},
			&core.DateField{Name: "notified_at"},
		)
		matches.AddIndex("idx_saved_search_matches_pair", true, "search, item", "")
		matches.AddIndex("idx_saved_search_matches_pending", false, "notified_at, search", "")
		if err := app.Save(matches); err != nil {
			return err
		}

		if err := changeCollection(app, "site_settings", func(c *core.Collection) {
			c.Fields.Add(&core.NumberField{Name: "no_response_days", OnlyInt: true,
				Min: floatPtr(NoResponseDaysMin), Max: floatPtr(NoResponseDaysMax)})
		}); err != nil {
			return err
		}
		if _, err := app.DB().Update("site_settings", dbx.Params{"no_response_days": NoResponseDaysDefault}, nil).Execute(); err != nil {
			return err
		}

		if err := changeCollection(app, "applications", func(c *core.Collection) {
			c.Fields.Add(
				&core.SelectField{Name: "closed_reason", MaxSelect: 1, Values: ClosedReasons},
				&core.DateField{Name: "closed_at"},
			)
		}); err != nil {
			return err
		}
		return changeCollection(app, "volunteer_profiles", func(c *core.Collection) {
			c.Fields.Add(
				&core.NumberField{Name: "hours_per_day", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(OpportunityMaxHoursPerDay)},
				&core.NumberField{Name: "months", OnlyInt: true, Min: floatPtr(0), Max: floatPtr(OpportunityMaxMonths)},
			)
		})
	}, func(app core.App) error {
		if err := changeCollectionIfAny(app, "volunteer_profiles", func(c *core.Collection) {
			removeFields(c, "hours_per_day", "months")
		}); err != nil {
			return err
		}
		if err := changeCollectionIfAny(app, "applications", func(c *core.Collection) {
			removeFields(c, "closed_reason", "closed_at")
		}); err != nil {
			return err
		}
		if err := changeCollectionIfAny(app, "site_settings", func(c *core.Collection) {
			removeFields(c, "no_response_days")
		}); err != nil {
			return err
		}
		return dropCollections("saved_search_matches", "saved_searches", "opportunity_dismissals", "skill_synonyms")(app)
	})
}
