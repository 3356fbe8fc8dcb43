package teams_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/teams"
	"voluntech/hooks/testutil"
)

// The invitations of fullTeam, with their mailed tokens.
const (
	invPending = "invpending00001" // nina@example.com, pending
	invExpired = "invexpired00001" // olga@example.com, pending but expired
	invUsed    = "invused00000001" // used@example.com, accepted
	invRevoked = "invrevoked00001" // rita@example.com, revoked
	invVera    = "invvera00000001" // vera@example.com: she signed up meanwhile
	invGlobex  = "invglobex000001" // gil@example.com, globex's

	tokPending = "pending-token-0123456789abcdefghijklmnop"
	tokExpired = "expired-token-0123456789abcdefghijklmnop"
	tokUsed    = "used-token-0123456789abcdefghijklmnopqrs"
	tokRevoked = "revoked-token-0123456789abcdefghijklmnop"
	tokVera    = "vera-token-0123456789abcdefghijklmnopqrs"
	tokGlobex  = "globex-token-0123456789abcdefghijklmnopq"
)

// teamApp: the cast, mia on acme's team, acme on plan (none when ""), and
// the invitations above except nina's and vera's when pending is false.
func teamApp(plan string, pending bool) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithTeam(t)
		if plan != "" {
			testutil.GivePlan(t, app, testutil.CompanyID, plan)
		}
		c := testutil.CompanyID
		if pending {
			testutil.CreateInvitation(t, app, testutil.Invitation{ID: invPending, Company: c, Email: "nina@example.com", Token: tokPending})
			testutil.CreateInvitation(t, app, testutil.Invitation{ID: invVera, Company: c, Email: "vera@example.com", Token: tokVera})
		}
		testutil.CreateInvitation(t, app, testutil.Invitation{ID: invExpired, Company: c, Email: "olga@example.com", Token: tokExpired, ExpiresInDays: -1})
		testutil.CreateInvitation(t, app, testutil.Invitation{ID: invUsed, Company: c, Email: "used@example.com", Token: tokUsed, Status: "accepted"})
		testutil.CreateInvitation(t, app, testutil.Invitation{ID: invRevoked, Company: c, Email: "rita@example.com", Token: tokRevoked, Status: "revoked"})
		testutil.CreateInvitation(t, app, testutil.Invitation{ID: invGlobex, Company: testutil.OtherCompanyID, Email: "gil@example.com", Token: tokGlobex})
		return app
	}
}

// soloApp: the cast without a member, acme on plan.
func soloApp(plan, status string) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithUsers(t)
		r := testutil.GivePlan(t, app, testutil.CompanyID, plan)
		if status != "" {
			r.Set("status", status)
			if err := app.Save(r); err != nil {
				t.Fatal(err)
			}
		}
		return app
	}
}

// who is one caller of the route tables.
type who struct {
	name    string
	headers map[string]string
}

func everyone(t testing.TB) []who {
	tok := testutil.UserTokens(t)
	return []who{
		{"guest", nil},
		{"volunteer", testutil.Auth(tok.Volunteer)},
		{"superadmin", testutil.Auth(tok.Superadmin)},
		{"member", testutil.Auth(testutil.MemberToken(t))},
		{"other owner", testutil.Auth(tok.OtherCompany)},
		{"owner", testutil.Auth(tok.Company)},
	}
}

// refusedFor is the answer of a team route to the callers who may not use
// it at all (the owner and the other owner are left to each table).
func refusedFor(name string) (int, []string) {
	switch name {
	case "guest":
		return 401, []string{`"status":401`}
	case "volunteer", "superadmin":
		return 403, []string{"This area is not available for your account."}
	case "member":
		return 403, []string{teams.MsgOwnerOnly}
	}
	return 0, nil
}

func invitation(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	return testutil.Record(t, app, "team_invitations", id)
}

func expectStatus(id, want string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if got := invitation(t, app, id).GetString("status"); got != want {
			t.Errorf("invitation %s status = %q, want %q", id, got, want)
		}
	}
}

func expectUsers(want int64) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if n := testutil.Count(t, app, "users", nil); n != want {
			t.Errorf("users = %d, want %d", n, want)
		}
	}
}

func expectMails(want int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		testutil.FlushMail(t, app)
		if n := app.TestMailer.TotalSend(); n != want {
			t.Errorf("mails sent = %d, want %d", n, want)
		}
	}
}

func expectInvitations(want int64) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if n := testutil.Count(t, app, "team_invitations", nil); n != want {
			t.Errorf("invitations = %d, want %d", n, want)
		}
	}
}

// noSuchInvitation are the owner's requests about invitations that are not
// pending ones of theirs (unknown, used, revoked, globex's): each is 404
// and changes nothing, as after checks.
func noSuchInvitation(t *testing.T, name, method string, url func(id string) string, after testutil.AfterFunc) []tests.ApiScenario {
	owner := testutil.Auth(testutil.UserTokens(t).Company)
	var s []tests.ApiScenario
	for _, id := range []string{"unknown00000001", invUsed, invRevoked, invGlobex} {
		s = append(s, tests.ApiScenario{Name: name + id, Method: method, URL: url(id), Headers: owner,
			TestAppFactory: teamApp("advanced", true), ExpectedStatus: 404, ExpectedContent: []string{teams.MsgNoInvitation},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: after})
	}
	return s
}
