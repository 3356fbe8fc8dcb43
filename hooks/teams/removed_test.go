package teams_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/security"

	"voluntech/hooks/teams"
	"voluntech/hooks/testutil"
)

const removedURL = teamURL + "/removed"

// removalOf is the team_removals record of the user id, or nil.
func removalOf(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	r, err := app.FindFirstRecordByData("team_removals", "user_id", id)
	if err != nil {
		return nil
	}
	return r
}

// removedApp: teamApp with mia removed as DELETE /members/{id} removes her,
// her removal remembered until `left` from now.
func removedApp(left time.Duration) func(testing.TB) *tests.TestApp {
	return testutil.Then(teamApp("advanced", true), func(t testing.TB, app *tests.TestApp) {
		u, err := app.FindRecordById("users", testutil.MemberID)
		if err != nil {
			t.Fatal(err)
		}
		if err := teams.RememberRemoval(app, u); err != nil {
			t.Fatal(err)
		}
		r := removalOf(t, app, testutil.MemberID)
		r.Set("expires_at", time.Now().Add(left))
		u.RefreshTokenKey()
		for _, err := range []error{app.Save(r), app.Save(u), app.Delete(u)} {
			if err != nil {
				t.Fatal(err)
			}
		}
	})
}

// memberTokenSigned is a token with mia's claims signed with her key of
// the time (or with another key when forged), valid for d.
func memberTokenSigned(t *testing.T, d time.Duration, forged bool) string {
	app := teamApp("", false)(t)
	defer app.Cleanup()
	u, err := app.FindRecordById("users", testutil.MemberID)
	if err != nil {
		t.Fatal(err)
	}
	key := u.TokenKey()
	if forged {
		key = "not-her-key"
	}
	claims := jwt.MapClaims{
		core.TokenClaimId:           u.Id,
		core.TokenClaimCollectionId: u.Collection().Id,
		core.TokenClaimType:         core.TokenTypeAuth,
		core.TokenClaimRefreshable:  true,
	}
	s, err := security.NewJWT(claims, key+u.Collection().AuthToken.Secret, d)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A removed member's browser, and only it, learns why its session ended.
func TestRemovedMemberLearnsWhy(t *testing.T) {
	memberToken := testutil.MemberToken(t)
	tok := testutil.UserTokens(t)
	forged := memberTokenSigned(t, time.Hour, true)
	expired := memberTokenSigned(t, -time.Minute, false)
	no, yes := []string{`{"removed":false}`}, []string{`{"removed":true}`}
	ask := func(name string, factory func(testing.TB) *tests.TestApp, headers map[string]string, want []string) tests.ApiScenario {
		// The key is hidden: it never leaves the server.
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: removedURL, Headers: headers,
			TestAppFactory: factory, ExpectedStatus: 200, ExpectedContent: want,
			NotExpectedContent: []string{"token_key", "tokenKey"}, ExpectedEvents: testutil.NoEvents}
	}
	onTeam, removed, longAgo := teamApp("advanced", true), removedApp(time.Hour), removedApp(-time.Minute)
	for _, sc := range []tests.ApiScenario{
		// Before a removal nobody is told anything.
		ask("guest", onTeam, nil, no),
		ask("not a token", onTeam, map[string]string{"Authorization": "Bearer nonsense"}, no),
		ask("the member, still on the team", onTeam, testutil.Auth(memberToken), no),
		ask("the owner", onTeam, testutil.Auth(tok.Company), no),
		// After it, only the member's own unexpired session learns it.
		ask("the removed member's own session", removed, testutil.Auth(memberToken), yes),
		ask("the same with Bearer", removed, map[string]string{"Authorization": "Bearer " + memberToken}, yes),
		ask("a token for the member signed with another key", removed, testutil.Auth(forged), no),
		ask("the member's expired session", removed, testutil.Auth(expired), no),
		ask("guest after the removal", removed, nil, no),
		ask("the owner after the removal", removed, testutil.Auth(tok.Company), no),
		ask("a volunteer", removed, testutil.Auth(tok.Volunteer), no),
		ask("a bad header", removed, map[string]string{"Authorization": "Bearer "}, no),
		// Once the member's sessions would all have expired, nothing is said.
		ask("the removed member, after their sessions' lifetime", longAgo, testutil.Auth(memberToken), no),
	} {
		sc.Test(t)
	}
}

// DELETE /members/{id} remembers the member's key (and the tokens it
// signed then verify against it), and forgets the removals whose sessions
// have all expired.
func TestRemovalIsRemembered(t *testing.T) {
	memberToken := testutil.MemberToken(t)
	factory := testutil.Then(teamApp("advanced", true), func(t testing.TB, app *tests.TestApp) {
		c, err := app.FindCollectionByNameOrId("team_removals")
		if err != nil {
			t.Fatal(err)
		}
		for id, left := range map[string]time.Duration{"oldmember000001": -time.Hour, "newmember000001": time.Hour} {
			r := core.NewRecord(c)
			r.Set("user_id", id)
			r.Set("token_key", "key-of-"+id)
			r.Set("expires_at", time.Now().Add(left))
			if err := app.Save(r); err != nil {
				t.Fatal(err)
			}
		}
	})
	sc := tests.ApiScenario{Name: "owner removes mia", Method: http.MethodDelete, URL: teamURL + "/members/" + testutil.MemberID,
		Headers: testutil.Auth(testutil.UserTokens(t).Company), TestAppFactory: factory,
		ExpectedStatus: 204, ExpectedEvents: testutil.SavedEvents(1, 1, 2),
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if removalOf(t, app, "oldmember000001") != nil {
				t.Error("an expired removal was kept")
			}
			if removalOf(t, app, "newmember000001") == nil {
				t.Error("a removal still in its lifetime was dropped")
			}
			r := removalOf(t, app, testutil.MemberID)
			if r == nil {
				t.Fatal("mia's removal was not remembered")
			}
			users, err := app.FindCollectionByNameOrId("users")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := security.ParseJWT(memberToken, r.GetString("token_key")+users.AuthToken.Secret); err != nil {
				t.Errorf("mia's session does not verify against the remembered key: %v", err)
			}
			lifetime := time.Duration(users.AuthToken.Duration) * time.Second
			if left := time.Until(r.GetDateTime("expires_at").Time()); left < lifetime-time.Minute || left > lifetime {
				t.Errorf("remembered for %v, want the token lifetime %v", left, lifetime)
			}
		}}
	sc.Test(t)
}

// team_removals has no API rule: no caller reads or writes it through the
// records API (superadmins included: they are users, not superusers).
func TestTeamRemovalsRules(t *testing.T) {
	const list = "/api/collections/team_removals/records"
	body := `{"user_id":"x","token_key":"k","expires_at":"2100-01-01 00:00:00.000Z"}`
	for _, w := range everyone(t) {
		for _, sc := range []tests.ApiScenario{
			{Name: w.name + " lists", Method: http.MethodGet, URL: list, Headers: w.headers},
			{Name: w.name + " creates", Method: http.MethodPost, URL: list, Headers: w.headers, Body: strings.NewReader(body)},
		} {
			sc.TestAppFactory = removedApp(time.Hour)
			sc.ExpectedStatus, sc.ExpectedContent = 403, []string{`"status":403`}
			sc.NotExpectedContent = []string{testutil.MemberID}
			sc.ExpectedEvents = testutil.NoEvents
			sc.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := testutil.Count(t, app, "team_removals", nil); n != 1 {
					t.Errorf("team_removals = %d, want 1", n)
				}
			}
			sc.Test(t)
		}
	}
}
