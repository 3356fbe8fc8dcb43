package testutil

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// GivePlan gives the company an active subscription of plan ("starter",
// "essential", "advanced"), replacing any it has.
func GivePlan(t testing.TB, app core.App, companyID, plan string) *core.Record {
	t.Helper()
	fields := map[string]any{"plan": plan, "interval": "month", "status": "active", "started_at": time.Now().UTC()}
	if r := FirstBy(app, "subscriptions", "company", companyID); r != nil {
		return SetFields(t, app, "subscriptions", r.Id, fields)
	}
	return SaveRecord(t, app, "subscriptions", Merged(fields, map[string]any{"company": companyID}))
}

// InDays is the date n days from now (negative: in the past).
func InDays(n int) types.DateTime {
	d, _ := types.ParseDateTime(time.Now().UTC().Add(time.Duration(n) * 24 * time.Hour))
	return d
}

// CreateOpportunity saves an opportunity of the company with a fixed id
// straight to the database (no request rules, no plan limit): open, remote,
// expiring in 30 days, unless fields say otherwise.
func CreateOpportunity(t testing.TB, app core.App, id, companyID string, fields map[string]any) *core.Record {
	t.Helper()
	return SaveRecord(t, app, "opportunities", Merged(map[string]any{
		"id": id, "company": companyID, "title": "Opportunity " + id,
		"category": firstOfKind(t, app, "volunteer_category"), "status": "open", "hours_per_day": 4,
		"duration_months": 3, "remote": true, "description": "Help us build something useful.",
		"skills": []string{}, "expires_at": InDays(30),
	}, fields))
}

// CreateApplication saves the volunteer's application to the opportunity
// at stage with a fixed id, copying what the apply hook copies; the model
// hooks keep its history and the opportunity's counters.
func CreateApplication(t testing.TB, app core.App, id, opportunityID, volunteerID, stage string) *core.Record {
	t.Helper()
	opp, err := app.FindRecordById("opportunities", opportunityID)
	if err != nil {
		t.Fatal(err)
	}
	c, err := app.FindCollectionByNameOrId("applications")
	if err != nil {
		t.Fatal(err)
	}
	var companyName string
	_ = app.DB().Select("company_name").From("company_profiles").
		Where(dbx.HashExp{"user": opp.GetString("company")}).Row(&companyName)
	r := core.NewRecord(c)
	r.Id = id
	r.Set("opportunity", opportunityID)
	r.Set("volunteer", volunteerID)
	r.Set("company", opp.GetString("company"))
	r.Set("opportunity_title", opp.GetString("title"))
	r.Set("company_name", companyName)
	r.Set("note", "I would love to help.")
	r.Set("stage", stage)
	if stage == "withdrawn" {
		r.Set("withdrawn_by", "volunteer")
	}
	if err := app.Save(r); err != nil {
		t.Fatalf("create application %s: %v", id, err)
	}
	return r
}

// Opportunity reads an opportunity (fails the test when it is gone).
func Opportunity(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	return Record(t, app, "opportunities", id)
}
