package notify_test

import (
	"strings"
	"testing"

	"voluntech/hooks/notify"
	"voluntech/hooks/testutil"
)

// A company's team is found through indexes, never by reading every user:
// a notification to a company is part of many writes (an application, a
// message), and a scan of a million users made each take a second.
func TestTeamOfSearchesByIndex(t *testing.T) {
	app := testutil.NewApp(t)
	all := testutil.QueryPlan(t, app, notify.TeamQuery(app, testutil.CompanyID).Build())
	if !strings.Contains(all, "idx_users_team") || strings.Contains(all, "SCAN users") {
		t.Errorf("the team query reads users without its index: %s", all)
	}
}
