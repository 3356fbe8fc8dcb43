package testutil

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// QueryPlan is SQLite's plan for q on app's database, its steps joined by
// "; " (EXPLAIN QUERY PLAN: "SEARCH users USING INDEX …", "SCAN users").
func QueryPlan(t testing.TB, app core.App, q *dbx.Query) string {
	t.Helper()
	var plan []struct {
		Detail string `db:"detail"`
	}
	if err := app.DB().NewQuery("EXPLAIN QUERY PLAN " + q.SQL()).Bind(q.Params()).All(&plan); err != nil {
		t.Fatal(err)
	}
	steps := make([]string, len(plan))
	for i, p := range plan {
		steps[i] = p.Detail
	}
	return strings.Join(steps, "; ")
}
