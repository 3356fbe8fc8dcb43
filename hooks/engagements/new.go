package engagements

import (
	"encoding/json"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Limits of hour entries; the hour_entries collection's schema holds the
// same (a test compares them).
const (
	HourEntryTextMax   = 500
	HourEntryReasonMax = 500
)

// NewEngagement saves the engagement of the accepted application a (its
// caller's transaction when app is one): names and skills are copied so
// the engagement and its certificate outlive a deleted opportunity or
// account. The accepted time is the history's last "accepted" entry.
//
// Migration 1763723000 keeps its own frozen copy for its backfill: a
// migration does not run code that later versions may change.
func NewEngagement(app core.App, a *core.Record) error {
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

// trimJoin joins a first and a last name, either of which may be empty.
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
