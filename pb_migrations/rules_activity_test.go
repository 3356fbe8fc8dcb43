package pb_migrations_test

import (
	"net/http"
	"strings"
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
	const list = "/api/collections/activity_log/records"
	one := list + "/" + activityID
	callers := append(everyone(t), who{"team member", testutil.MemberToken(t)})
	var scenarios []tests.ApiScenario
	for _, w := range callers {
		h := testutil.Auth(w.token)
		if w.name == "superadmin" {
			scenarios = append(scenarios,
				tests.ApiScenario{Name: "superadmin lists the activities", Method: http.MethodGet, URL: list + "?sort=-created", Headers: h,
					ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, `"before":{"name":"Robots"}`, `"after":{"name":"Robotics"}`,
						`"actor":"` + testutil.SuperadminID + `"`}, ExpectedEvents: listed(1)},
				tests.ApiScenario{Name: "superadmin views an activity", Method: http.MethodGet, URL: one, Headers: h, ExpectedStatus: 200,
					ExpectedContent: []string{`"id":"` + activityID + `"`}, ExpectedEvents: viewed})
		} else {
			scenarios = append(scenarios,
				tests.ApiScenario{Name: w.name + " lists the activities", Method: http.MethodGet, URL: list, Headers: h, ExpectedStatus: 200,
					ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{activityID}, ExpectedEvents: listed(0)},
				tests.ApiScenario{Name: w.name + " views an activity", Method: http.MethodGet, URL: one, Headers: h, ExpectedStatus: 404,
					ExpectedContent: notFound, ExpectedEvents: noEvents})
		}
		scenarios = append(scenarios,
			tests.ApiScenario{Name: w.name + " writes an activity", Method: http.MethodPost, URL: list, Headers: h,
				Body: strings.NewReader(`{"action":"users.update"}`), ExpectedStatus: 403, ExpectedContent: forbidden,
				ExpectedEvents: noEvents, AfterTestFunc: expectCount("activity_log", 1)},
			tests.ApiScenario{Name: w.name + " edits an activity", Method: http.MethodPatch, URL: one, Headers: h,
				Body: strings.NewReader(`{"label":"nothing happened"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: w.name + " deletes an activity", Method: http.MethodDelete, URL: one, Headers: h,
				ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("activity_log", 1)},
		)
	}
	run(t, appWithActivity, scenarios)
}
