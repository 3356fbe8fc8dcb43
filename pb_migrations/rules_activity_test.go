package pb_migrations_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/activity"
	"voluntech/hooks/testutil"
)

const activityID = "activityentry01"

// appWithActivity has one entry of the system activities, with a team so
// that a member is among the callers.
func appWithActivity(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	actor, err := app.FindRecordById("users", testutil.SuperadminID)
	if err != nil {
		t.Fatal(err)
	}
	if err := activity.Log(app, actor, activity.Entry{Action: "lookups.rename", Target: "lookups", TargetID: "x",
		Label: "Robotics", Before: map[string]any{"name": "Robots"}, After: map[string]any{"name": "Robotics"}}); err != nil {
		t.Fatal(err)
	}
	r, err := app.FindFirstRecordByFilter("activity_log", "action = 'lookups.rename'")
	if err != nil {
		t.Fatal(err)
	}
	// A known id for the view and write scenarios.
	if _, err := app.DB().NewQuery("UPDATE activity_log SET id = {:id} WHERE id = {:old}").
		Bind(map[string]any{"id": activityID, "old": r.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	return app
}

// TestActivityLogRules: only superadmins read the system activities, and
// nobody writes them through the API (the server writes each entry in the
// transaction of its change).
func TestActivityLogRules(t *testing.T) {
	callers := append(everyone(t), who{"team member", testutil.MemberToken(t)})
	run(t, appWithActivity, superadminLog{
		collection: "activity_log", id: activityID,
		many: "the activities", one: "an activity", createVerb: "writes",
		superadminQuery: "?sort=-created",
		superadminContent: []string{`"totalItems":1`, `"before":{"name":"Robots"}`, `"after":{"name":"Robotics"}`,
			`"actor":"` + testutil.SuperadminID + `"`},
		createBody: `{"action":"users.update"}`, updateBody: `{"label":"nothing happened"}`,
	}.scenarios(callers))
}
