package pb_migrations

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// EngagementStatuses: active from acceptance; finish_requested once the
// volunteer asked to finish; completed when the company confirmed.
var EngagementStatuses = []string{"active", "finish_requested", "completed"}

// HourEntryStatuses: pending until a team member decides.
var HourEntryStatuses = []string{"pending", "approved", "rejected"}

// Limits of hour entries.
const (
	HourEntryTextMax   = 500
	HourEntryReasonMax = 500
)

// engagementRead admits the volunteer, the company's team and superadmins.
var engagementRead = `(@request.auth.id != "" && volunteer = @request.auth.id) || ` +
	OwnedByTeam("company") + ` || ` + superadminRule

func init() {
	m.Register(func(app core.App) error {
		apps, err := app.FindCollectionByNameOrId("applications")
		if err != nil {
			return err
		}
		opps, err := app.FindCollectionByNameOrId("opportunities")
		if err != nil {
			return err
		}

		// Read through the records API (and realtime); every write goes
		// through the routes of hooks/engagements, which check who may do
		// what (nil rules: no direct writes).
		eng := newCollection("engagements", "pbc_engagement01",
			belongsTo("application", apps.Id),
			refersTo("opportunity", opps.Id),
			belongsTo("volunteer", usersID),
			// Like applications: the engagement outlives the company's
			// account with the names copied at acceptance.
			refersTo("company", usersID),
			&core.TextField{Name: "opportunity_title", Max: OpportunityTitleMax},
			&core.TextField{Name: "company_name", Max: 200},
			&core.TextField{Name: "volunteer_name", Max: 200},
			&core.JSONField{Name: "skills", MaxSize: 4096},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: EngagementStatuses},
			&core.DateField{Name: "accepted_at", Required: true},
			&core.SelectField{Name: "finish_requested_by", MaxSelect: 1, Values: []string{"volunteer", "company"}},
			&core.DateField{Name: "finish_requested_at"},
			&core.DateField{Name: "completed_at"},
			&core.NumberField{Name: "approved_hours", Min: floatPtr(0)},
			&core.NumberField{Name: "pending_hours", Min: floatPtr(0)},
		)
		setReadRule(eng, engagementRead)
		eng.AddIndex("idx_engagements_application", true, "application", "")
		eng.AddIndex("idx_engagements_volunteer", false, "volunteer, created", "")
		eng.AddIndex("idx_engagements_company", false, "company, opportunity", "")
		if err := app.Save(eng); err != nil {
			return err
		}

		hours := newCollection("hour_entries", "pbc_hourentry001",
			belongsTo("engagement", eng.Id),
			// Copied from the engagement so the rules need no join.
			belongsTo("volunteer", usersID),
			refersTo("company", usersID),
			// The day worked, YYYY-MM-DD.
			&core.TextField{Name: "date", Required: true, Min: 10, Max: 10, Pattern: `^\d{4}-\d{2}-\d{2}$`},
			&core.NumberField{Name: "hours", Required: true, Min: floatPtr(0.5), Max: floatPtr(12)},
			&core.TextField{Name: "description", Required: true, Max: HourEntryTextMax},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: HourEntryStatuses},
			&core.TextField{Name: "reason", Max: HourEntryReasonMax},
			&core.DateField{Name: "decided_at"},
		)
		setReadRule(hours, engagementRead)
		hours.AddIndex("idx_hour_entries_engagement", false, "engagement, date", "")
		if err := app.Save(hours); err != nil {
			return err
		}

		cert := newCollection("certificates", "pbc_certificate1",
			refersTo("engagement", eng.Id),
			belongsTo("volunteer", usersID),
			&core.TextField{Name: "volunteer_name", Required: true, Max: 200},
			&core.TextField{Name: "company_name", Max: 200},
			&core.TextField{Name: "title", Required: true, Max: OpportunityTitleMax},
			&core.JSONField{Name: "skills", MaxSize: 4096},
			&core.TextField{Name: "start_date", Required: true, Max: 10},
			&core.TextField{Name: "end_date", Required: true, Max: 10},
			&core.NumberField{Name: "hours", Min: floatPtr(0)},
			&core.DateField{Name: "issued_at", Required: true},
			// The signed credential (a JWT of the Open Badges 3.0 JSON).
			&core.TextField{Name: "jwt", Required: true, Max: 20000},
			&core.BoolField{Name: "revoked"},
			&core.TextField{Name: "revoked_reason", Max: 500},
			&core.DateField{Name: "revoked_at"},
		)
		// A certificate is public by design: anyone may open and verify it
		// (it holds only what the signed credential states). Issued and
		// revoked only by hooks/engagements.
		setReadRule(cert, "")
		cert.AddIndex("idx_certificates_engagement", true, "engagement", "engagement != ''")
		cert.AddIndex("idx_certificates_volunteer", false, "volunteer, issued_at", "")
		if err := app.Save(cert); err != nil {
			return err
		}
		return backfillEngagements(app)
	}, dropCollections("certificates", "hour_entries", "engagements"))
}

// backfillEngagements gives every application accepted before engagements
// existed its engagement, accepted when its history says it was.
func backfillEngagements(app core.App) error {
	var rows []struct {
		ID string `db:"id"`
	}
	err := app.DB().NewQuery(`SELECT a.id FROM applications a
		WHERE a.stage = 'accepted' AND NOT EXISTS (SELECT 1 FROM engagements e WHERE e.application = a.id)`).All(&rows)
	if err != nil {
		return err
	}
	for _, row := range rows {
		a, err := app.FindRecordById("applications", row.ID)
		if err != nil {
			return err
		}
		if err := newEngagement(app, a); err != nil {
			return err
		}
	}
	return nil
}

// newEngagement saves the engagement of the accepted application a: names
// and skills are copied so the engagement and its certificate outlive a
// deleted opportunity or account. The accepted time is the history's last
// "accepted" entry. It is this migration's frozen copy of what accepting
// did when it shipped; the app's own is engagements.NewEngagement.
func newEngagement(app core.App, a *core.Record) error {
	c, err := app.FindCollectionByNameOrId("engagements")
	if err != nil {
		return err
	}
	e := core.NewRecord(c)
	e.Set("application", a.Id)
	e.Set("opportunity", a.GetString("opportunity"))
	e.Set("volunteer", a.GetString("volunteer"))
	e.Set("company", a.GetString("company"))
	e.Set("opportunity_title", a.GetString("opportunity_title"))
	e.Set("company_name", a.GetString("company_name"))
	e.Set("status", "active")
	var first, last string
	_ = app.DB().Select("first_name", "last_name").From("users").
		Where(dbx.HashExp{"id": a.GetString("volunteer")}).Row(&first, &last)
	e.Set("volunteer_name", trimJoin(first, last))
	skills := "[]"
	if id := a.GetString("opportunity"); id != "" {
		_ = app.DB().Select("COALESCE(skills, '[]')").From("opportunities").Where(dbx.HashExp{"id": id}).Row(&skills)
	}
	e.Set("skills", types.JSONRaw(skills))
	e.Set("accepted_at", acceptedAt(a))
	return app.Save(e)
}

func trimJoin(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}

// acceptedAt is when a reached the accepted stage: the last "accepted"
// entry of its history, else its last update.
func acceptedAt(a *core.Record) types.DateTime {
	var h []struct {
		Stage string `json:"stage"`
		At    string `json:"at"`
	}
	_ = json.Unmarshal([]byte(a.GetString("history")), &h)
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Stage == "accepted" {
			if dt, err := types.ParseDateTime(h[i].At); err == nil && !dt.IsZero() {
				return dt
			}
		}
	}
	if dt := a.GetDateTime("updated"); !dt.IsZero() {
		return dt
	}
	return types.NowDateTime()
}
