package auth_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/auth"
	"voluntech/hooks/testutil"
)

// Every form in which the code looks a company's team up finds it through
// the partial index on users.team, never by reading every user (at a
// million volunteers a scan cost 620 ms of CPU inside each write). The
// plain "team = ?" that SQLite cannot serve from that index is checked to
// scan, so the test knows a scan when it sees one.
func TestTeamConditionsUseTheTeamIndex(t *testing.T) {
	app := testutil.NewApp(t)
	c := testutil.CompanyID
	users := func(where dbx.Expression) *dbx.Query {
		return app.DB().Select("id").From("users").Where(where).Build()
	}
	for name, q := range map[string]*dbx.Query{
		"MembersOf": users(auth.MembersOf(c)),
		"TeamOf":    users(auth.TeamOf(c)),
		// messages' participants: the company's people, its owner by id.
		"ActsFor": users(auth.ActsFor(c)),
		// billing's seat count.
		"MembersSQL": app.DB().NewQuery(`SELECT COUNT(*) FROM users WHERE ` + auth.MembersSQL("team", "{:c}")).
			Bind(dbx.Params{"c": c}),
	} {
		if plan := testutil.QueryPlan(t, app, q); !strings.Contains(plan, "idx_users_team") || strings.Contains(plan, "SCAN users") {
			t.Errorf("%s reads users without the team index: %s", name, plan)
		}
	}
	// The system area's count per listed company, as a correlated subquery.
	sub := app.DB().NewQuery(`SELECT (SELECT COUNT(*) FROM users m WHERE ` + auth.MembersSQL("m.team", "u.id") +
		`) FROM users u WHERE u.id = {:c}`).Bind(dbx.Params{"c": c})
	if plan := testutil.QueryPlan(t, app, sub); !strings.Contains(plan, "idx_users_team") || strings.Contains(plan, "SCAN m") {
		t.Errorf("the members count reads users without the team index: %s", plan)
	}
	if plan := testutil.QueryPlan(t, app, users(dbx.HashExp{"team": c})); !strings.Contains(plan, "SCAN users") {
		t.Errorf("team = ? alone: %s, want a scan (the index serves only a query that states team != '')", plan)
	}
}
