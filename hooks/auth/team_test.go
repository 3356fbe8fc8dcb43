package auth_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Only the join route puts a user on a team: a sign-up that names one
// gets an account of its own.
func TestSignUpCannotJoinATeam(t *testing.T) {
	ids := readLookupIDs(t)
	(&tests.ApiScenario{Name: "company sign-up naming acme's team", Method: http.MethodPost, URL: "/api/collections/users/records",
		Body:           with(ids.company(), map[string]any{"team": testutil.CompanyID, "role_title": "CEO", "last_active_at": "2030-01-01 00:00:00.000Z"}),
		TestAppFactory: testutil.NewAppWithUsers, ExpectedStatus: 200, ExpectedContent: []string{`"team":""`, `"role_title":""`, `"last_active_at":""`},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := testutil.Count(t, app, "users", nil); n != 6 {
				t.Errorf("users = %d, want 6", n)
			}
			u, err := app.FindFirstRecordByData("users", "team", testutil.CompanyID)
			if err == nil {
				t.Errorf("%s joined acme's team by signing up", u.GetString("username"))
			}
		}}).Test(t)
}
