package messages_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/messages"
	"voluntech/hooks/testutil"
)

// TestSuspendFromUserList covers POST /api/system/messages/users/{id}/suspend,
// the suspension of an account found in the system's user list, and the
// activity entries of suspensions and restores.
func TestSuspendFromUserList(t *testing.T) {
	tok := allTokens(t)
	url := func(id string) string { return "/api/system/messages/users/" + id + "/suspend" }
	reason := `{"reason":"Spam in every message"}`
	logged := func(action string, want int64) testutil.AfterFunc {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			t.Helper()
			n := testutil.Count(t, app, "activity_log", dbx.HashExp{"action": action, "target_id": testutil.CompanyID, "actor": testutil.SuperadminID})
			if n != want {
				t.Errorf("%s entries: %d, want %d", action, n, want)
			}
		}
	}
	suspendedWith := func(want string) testutil.AfterFunc {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			u, err := app.FindRecordById("users", testutil.CompanyID)
			if err != nil || !u.GetBool("suspended") || u.GetString("suspended_reason") != want {
				t.Errorf("user %v suspended=%v reason=%q", err, u.GetBool("suspended"), u.GetString("suspended_reason"))
			}
			// The open report about acme closed with the suspension.
			if n := testutil.Count(t, app, "message_reports", dbx.HashExp{"reported": testutil.CompanyID, "status": "open"}); n != 0 {
				t.Errorf("%d reports still open", n)
			}
			e, err := app.FindFirstRecordByFilter("activity_log", "action = 'users.suspend'")
			if err != nil || !strings.Contains(e.GetString("after"), `"suspended":true`) || !strings.Contains(e.GetString("before"), `"suspended":false`) {
				t.Errorf("activity entry %v before=%s after=%s", err, e.GetString("before"), e.GetString("after"))
			}
		}
	}
	var s []tests.ApiScenario
	for _, c := range []struct{ role, token string }{{"volunteer", tok.volunteer}, {"owner", tok.owner}, {"member", tok.member}} {
		s = append(s, tests.ApiScenario{Name: c.role + " cannot suspend an account", Method: http.MethodPost, URL: url(testutil.OtherVolunteerID),
			Body: body(reason), Headers: auth(c.token), ExpectedStatus: 403, ExpectedEvents: testutil.NoEvents})
	}
	s = append(s,
		tests.ApiScenario{Name: "a guest cannot suspend an account", Method: http.MethodPost, URL: url(testutil.CompanyID),
			Body: body(reason), ExpectedStatus: 401, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "an unknown account is 404", Method: http.MethodPost, URL: url("nope"),
			Body: body(reason), Headers: auth(tok.superadmin), ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a superadmin account cannot be suspended", Method: http.MethodPost, URL: url(testutil.SuperadminID),
			Body: body(reason), Headers: auth(tok.superadmin), ExpectedStatus: 403, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a reason is required", Method: http.MethodPost, URL: url(testutil.CompanyID),
			Body: body(`{"reason":"  "}`), Headers: auth(tok.superadmin), ExpectedStatus: 400,
			ExpectedContent: []string{`"reason":{"code":"validation_invalid_value"`, messages.MsgSuspendReason}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a reason of the wrong type is refused", Method: http.MethodPost, URL: url(testutil.CompanyID),
			Body: body(`{"reason":42}`), Headers: auth(tok.superadmin), ExpectedStatus: 400,
			ExpectedContent: []string{`"reason":{"code":"validation_invalid_type"`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a reason over 1000 characters is refused", Method: http.MethodPost, URL: url(testutil.CompanyID),
			Body: body(`{"reason":"` + strings.Repeat("x", 1001) + `"}`), Headers: auth(tok.superadmin), ExpectedStatus: 400,
			ExpectedContent: []string{`"reason":{`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a body that is no JSON object is refused", Method: http.MethodPost, URL: url(testutil.CompanyID),
			Body: body(`[1`), Headers: auth(tok.superadmin), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents},
		// The account, its member's new token key, the open report, the activity entry.
		tests.ApiScenario{Name: "a superadmin suspends an account with a reason, logged", Method: http.MethodPost, URL: url(testutil.CompanyID),
			Body: body(reason), Headers: auth(tok.superadmin), ExpectedStatus: 200, ExpectedContent: []string{`"suspended":true`},
			ExpectedEvents: map[string]int{"OnRecordUpdate": 3, "OnRecordCreate": 1},
			AfterTestFunc:  testutil.All(suspendedWith("Spam in every message"), logged("users.suspend", 1))},
		tests.ApiScenario{Name: "a restore is logged with before and after", Method: http.MethodPost, URL: "/api/system/messages/users/company00000001/restore",
			Headers: auth(tok.superadmin), TestAppFactory: testutil.Then(withReport, setUser(testutil.CompanyID, map[string]any{"suspended": true, "suspended_reason": "Spam"})),
			ExpectedStatus: 200, ExpectedEvents: map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 1},
			AfterTestFunc: testutil.All(logged("users.restore", 1), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				e, err := app.FindFirstRecordByFilter("activity_log", "action = 'users.restore'")
				if err != nil || e.GetString("before") != `{"suspended":true,"suspended_reason":"Spam"}` ||
					e.GetString("after") != `{"suspended":false,"suspended_reason":""}` {
					t.Errorf("restore entry %v: %s → %s", err, e.GetString("before"), e.GetString("after"))
				}
			})},
	)
	run(t, withReport, s)
}
