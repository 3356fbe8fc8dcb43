package opportunities_test

import (
	"strings"
	"testing"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// The counters of an opportunity are counted through the index of
// applications by opportunity, not by reading every application (the
// index is partial: the query must state its condition).
func TestRecountCountsByIndex(t *testing.T) {
	app := testutil.NewApp(t)
	plan := testutil.QueryPlan(t, app, opportunities.RecountQuery(app, "someopportunity"))
	if strings.Contains(plan, "SCAN applications") || strings.Count(plan, "idx_applications_once") != 2 {
		t.Errorf("the recount reads applications without their index: %s", plan)
	}
}

// Whether a volunteer applied already is one lookup in the index of
// applications by opportunity and volunteer, not a read of every
// application the volunteer made.
func TestAppliedLooksUpOneIndexEntry(t *testing.T) {
	app := testutil.NewApp(t)
	plan := testutil.QueryPlan(t, app, opportunities.AppliedQuery(app, "someopportunity", "somevolunteer01"))
	if !strings.Contains(plan, "idx_applications_once (opportunity=? AND volunteer=?)") {
		t.Errorf("the check for an earlier application reads more than its index entry: %s", plan)
	}
}
