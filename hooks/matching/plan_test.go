package matching_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/matching"
	"voluntech/hooks/testutil"
)

// A company's suggestions leave out who applied through the applications'
// index, not by reading every application.
func TestExclusionsReadApplicationsByIndex(t *testing.T) {
	app := testutil.NewApp(t)
	q := app.DB().NewQuery(matching.ExclusionsSQL).Bind(dbx.Params{"opp": "someopportunity", "company": "somecompany0001"})
	if plan := testutil.QueryPlan(t, app, q); strings.Contains(plan, "SCAN applications") || !strings.Contains(plan, "idx_applications_once") {
		t.Errorf("the exclusions read applications without their index: %s", plan)
	}
}
