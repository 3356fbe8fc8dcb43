package teams_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Deleting the company is the owner's: it takes the members and the
// invitations with it. A member deleting their own account leaves the team
// and closes no company.
func TestDeletingAccounts(t *testing.T) {
	const users = "/api/collections/users/records/"
	closedCompanies := func(want int64) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := testutil.Count(t, app, "account_deletions", dbx.HashExp{"role": "company"}); n != want {
				t.Errorf("closed company accounts = %d, want %d", n, want)
			}
		}
	}
	for _, sc := range []tests.ApiScenario{
		{Name: "the owner deletes the company", Method: http.MethodDelete, URL: users + testutil.CompanyID,
			Headers: testutil.Auth(testutil.UserTokens(t).Company), ExpectedStatus: 204,
			AfterTestFunc: testutil.All(expectUsers(4), closedCompanies(1), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := testutil.Count(t, app, "team_invitations", dbx.HashExp{"company": testutil.CompanyID}); n != 0 {
					t.Errorf("%d invitations of the deleted company remain", n)
				}
			})},
		{Name: "a member cannot delete the company", Method: http.MethodDelete, URL: users + testutil.CompanyID,
			Headers: testutil.Auth(testutil.MemberToken(t)), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents, ExpectedContent: []string{`"status":404`},
			AfterTestFunc: testutil.All(expectUsers(6), closedCompanies(0))},
		{Name: "a member leaves", Method: http.MethodDelete, URL: users + testutil.MemberID,
			Headers: testutil.Auth(testutil.MemberToken(t)), ExpectedStatus: 204,
			AfterTestFunc: testutil.All(expectUsers(5), closedCompanies(0), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if _, err := app.FindRecordById("users", testutil.CompanyID); err != nil {
					t.Error("the company went with its member")
				}
			})},
	} {
		sc.TestAppFactory = teamApp("advanced", true)
		sc.Test(t)
	}
}
