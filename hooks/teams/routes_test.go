package teams_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/teams"
	"voluntech/hooks/testutil"
)

const teamURL = "/api/company/team"

func TestGetTeam(t *testing.T) {
	var s []tests.ApiScenario
	for _, w := range everyone(t) {
		sc := tests.ApiScenario{Name: w.name, Method: http.MethodGet, URL: teamURL, Headers: w.headers,
			TestAppFactory: teamApp("advanced", true), ExpectedEvents: testutil.NoEvents}
		switch w.name {
		case "member":
			sc.ExpectedStatus = 200
			sc.ExpectedContent = []string{`"owner":false`, `"seats":3`, `"used":4`, `"can_invite":false`,
				`"name":"First acme Last","first_name":"First acme","last_name":"Last","role":"owner"`,
				`"id":"` + testutil.MemberID + `","kind":"user","name":"First mia Last"`, `"role":"member"`, `"status":"active"`}
			// No emails and no invitations for a member.
			sc.NotExpectedContent = []string{"@example.com", invPending, `"kind":"invitation"`, "Globex"}
		case "other owner":
			sc.ExpectedStatus = 200
			sc.ExpectedContent = []string{`"owner":true`, `"seats":1`, `"plan":""`, `"notice":"Choose a plan to add team members."`,
				`"email":"gil@example.com"`, `"email":"globex@example.com"`}
			sc.NotExpectedContent = []string{testutil.MemberID, "nina@", "acme@"}
		case "owner":
			sc.ExpectedStatus = 200
			sc.ExpectedContent = []string{`"owner":true`, `"seats":3`, `"used":4`, `"plan":"advanced"`, `"plan_name":"Advanced"`,
				`"over_seats":false`, `"can_invite":false`,
				`"notice":"Your Advanced plan includes 3 team member accounts. Upgrade your plan to add more."`,
				`"email":"acme@example.com"`, `"email":"mia@example.com"`,
				`"id":"` + invPending + `","kind":"invitation"`, `"status":"invited","avatar":"","email":"nina@example.com","invited_at":"`,
				`"id":"` + invExpired + `"`, `"status":"expired"`}
			sc.NotExpectedContent = []string{"gil@", invUsed, invRevoked, "token_hash"}
		default:
			sc.ExpectedStatus, sc.ExpectedContent = refusedFor(w.name)
		}
		s = append(s, sc)
	}
	// After a downgrade the team keeps everyone and says it is over.
	s = append(s, tests.ApiScenario{Name: "owner over the seats", Method: http.MethodGet, URL: teamURL,
		Headers: testutil.Auth(testutil.UserTokens(t).Company), TestAppFactory: teamApp("starter", false),
		ExpectedStatus: 200, ExpectedEvents: testutil.NoEvents,
		ExpectedContent: []string{`"seats":1`, `"used":2`, `"over_seats":true`, `"can_invite":false`,
			`"notice":"Your Starter plan includes 1 team member account and your team has 2. Everyone keeps access, but you cannot invite anyone until you upgrade your plan."`}})
	for _, sc := range s {
		sc.Test(t)
	}
}

func TestInvite(t *testing.T) {
	const url = teamURL + "/invitations"
	zoe := `{"email":"Zoe@Example.com "}`
	created := testutil.RequestEvents(0, 1)
	invited := func(email string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			r, err := app.FindFirstRecordByFilter("team_invitations", "email = {:e} && status = 'pending'", map[string]any{"e": email})
			if err != nil {
				t.Fatalf("no pending invitation of %s", email)
			}
			if r.GetString("company") != testutil.CompanyID {
				t.Errorf("invitation of %s belongs to %s", email, r.GetString("company"))
			}
			testutil.FlushMail(t, app)
			msg := app.TestMailer.LastMessage()
			if msg.To[0].Address != email || !strings.Contains(msg.Subject, "Acme Ltd") {
				t.Errorf("mail to %v subject %q", msg.To, msg.Subject)
			}
			// The mail carries the link; only its hash is stored.
			_, token, ok := strings.Cut(msg.Text, testutil.TestAppURL+"/join-team/")
			token, _, _ = strings.Cut(token, "\n")
			if !ok || len(token) < 32 || r.GetString("token_hash") != teams.HashToken(token) || strings.Contains(r.GetString("token_hash"), token) {
				t.Errorf("mailed token %q does not match the stored hash", token)
			}
		}
	}
	var s []tests.ApiScenario
	for _, w := range everyone(t) {
		sc := tests.ApiScenario{Name: w.name, Method: http.MethodPost, URL: url, Headers: w.headers, Body: strings.NewReader(zoe),
			TestAppFactory: teamApp("advanced", false), ExpectedEvents: testutil.NoEvents, AfterTestFunc: expectInvitations(4)}
		switch w.name {
		case "other owner": // globex has no plan
			sc.ExpectedStatus = 400
			sc.ExpectedContent = []string{`"email":{"code":"validation_invalid_email","message":"Choose a plan to add team members."}`}
		case "owner":
			sc.ExpectedStatus, sc.ExpectedEvents = 201, created
			sc.ExpectedContent = []string{`"kind":"invitation"`, `"status":"invited"`, `"email":"zoe@example.com"`}
			sc.NotExpectedContent = []string{"token"}
			sc.AfterTestFunc = testutil.All(expectInvitations(5), invited("zoe@example.com"))
		default:
			sc.ExpectedStatus, sc.ExpectedContent = refusedFor(w.name)
		}
		s = append(s, sc)
	}
	owner := testutil.Auth(testutil.UserTokens(t).Company)
	bad := func(name, body, msg string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url, Headers: owner, Body: strings.NewReader(body),
			TestAppFactory: teamApp("advanced", true), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"email":{"code":"`, `"message":"` + msg + `"`},
			AfterTestFunc:   testutil.All(expectInvitations(6), expectMails(0))}
	}
	long := strings.Repeat("a", 250) + "@example.com"
	s = append(s,
		bad("missing email", `{}`, teams.MsgEmail),
		bad("malformed email", `{"email":"not-an-email"}`, teams.MsgEmail),
		bad("too long email", `{"email":"`+long+`"}`, teams.MsgEmail),
		bad("the owner's own email", `{"email":"ACME@example.com"}`, teams.MsgOnTeam),
		bad("a member's email", `{"email":"mia@example.com"}`, teams.MsgOnTeam),
		bad("an email with an account", `{"email":"victor@example.com"}`, teams.MsgHasAccount),
		bad("already invited", `{"email":"nina@example.com"}`, teams.MsgAlreadyInvited),
		// owner + mia + nina + vera's invitation: beyond Advanced's 3.
		bad("beyond the seats", `{"email":"zoe@example.com"}`, "Your Advanced plan includes 3 team member accounts. Upgrade your plan to add more."),
		tests.ApiScenario{Name: "wrong type", Method: http.MethodPost, URL: url, Headers: owner, Body: strings.NewReader(`{"email":5}`),
			TestAppFactory: teamApp("advanced", true), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"status":400`}, AfterTestFunc: expectInvitations(6)},
		tests.ApiScenario{Name: "not JSON", Method: http.MethodPost, URL: url, Headers: owner, Body: strings.NewReader(`email=zoe`),
			TestAppFactory: teamApp("advanced", true), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"status":400`}, AfterTestFunc: expectInvitations(6)},
		// An expired invitation gives way to a new one.
		tests.ApiScenario{Name: "re-inviting an expired invitation", Method: http.MethodPost, URL: url, Headers: owner,
			Body: strings.NewReader(`{"email":"olga@example.com"}`), TestAppFactory: teamApp("advanced", false),
			ExpectedStatus: 201, ExpectedEvents: testutil.RequestEvents(1, 1),
			ExpectedContent: []string{`"email":"olga@example.com"`, `"status":"invited"`},
			AfterTestFunc:   testutil.All(expectStatus(invExpired, "revoked"), invited("olga@example.com"), expectInvitations(5))},
	)
	for _, sc := range s {
		sc.Test(t)
	}
}

// The seats count the owner, the members and the pending invitations, on
// every plan, paid or free.
func TestSeatLimits(t *testing.T) {
	owner := testutil.Auth(testutil.UserTokens(t).Company)
	invite := func(name string, factory func(testing.TB) *tests.TestApp, email string, status int, content ...string) tests.ApiScenario {
		sc := tests.ApiScenario{Name: name, Method: http.MethodPost, URL: teamURL + "/invitations", Headers: owner,
			Body: strings.NewReader(`{"email":"` + email + `"}`), TestAppFactory: factory, ExpectedStatus: status, ExpectedContent: content}
		if status == 201 {
			sc.ExpectedEvents = testutil.RequestEvents(0, 1)
		} else {
			sc.ExpectedEvents = testutil.NoEvents
		}
		return sc
	}
	withInvite := func(factory func(testing.TB) *tests.TestApp) func(testing.TB) *tests.TestApp {
		return testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
			testutil.CreateInvitation(t, app, testutil.Invitation{ID: invPending, Company: testutil.CompanyID, Email: "nina@example.com", Token: tokPending})
		})
	}
	withMember := func(factory func(testing.TB) *tests.TestApp) func(testing.TB) *tests.TestApp {
		return testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
			testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
		})
	}
	starterMsg := "Your Starter plan includes 1 team member account. Upgrade your plan to add more."
	essentialMsg := "Your Essential plan includes 2 team member accounts. Upgrade your plan to add more."
	advancedMsg := "Your Advanced plan includes 3 team member accounts. Upgrade your plan to add more."
	for _, sc := range []tests.ApiScenario{
		invite("Starter: the owner is the only seat", soloApp("starter", ""), "zoe@example.com", 400, starterMsg),
		invite("Essential: a 2nd seat", soloApp("essential", ""), "zoe@example.com", 201, `"status":"invited"`),
		invite("Essential: a pending invitation holds the 2nd seat", withInvite(soloApp("essential", "")), "zoe@example.com", 400, essentialMsg),
		invite("Essential: the 3rd seat is refused", withMember(soloApp("essential", "")), "zoe@example.com", 400, essentialMsg),
		invite("free Essential: the same seats", withMember(soloApp("essential", "free")), "zoe@example.com", 400, essentialMsg),
		invite("free Essential: a 2nd seat", soloApp("essential", "free"), "zoe@example.com", 201, `"status":"invited"`),
		invite("Advanced: a 3rd seat", withMember(soloApp("advanced", "")), "zoe@example.com", 201, `"status":"invited"`),
		invite("Advanced: a 4th seat is refused", withInvite(withMember(soloApp("advanced", ""))), "zoe@example.com", 400, advancedMsg),
		invite("a canceled plan has no seats to give", soloApp("advanced", "canceled"), "zoe@example.com", 400, "Choose a plan to add team members."),
	} {
		sc.Test(t)
	}
}

func TestResendInvitation(t *testing.T) {
	url := func(id string) string { return teamURL + "/invitations/" + id + "/resend" }
	renewed := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		r := invitation(t, app, invPending)
		if r.GetString("token_hash") == teams.HashToken(tokPending) {
			t.Error("the old link still works")
		}
		if !r.GetDateTime("expires_at").After(testutil.InDays(6)) {
			t.Errorf("expires_at = %s, want a week from now", r.GetString("expires_at"))
		}
		testutil.FlushMail(t, app)
		if msg := app.TestMailer.LastMessage(); msg.To[0].Address != "nina@example.com" || !strings.Contains(msg.Text, "/join-team/") {
			t.Errorf("mail to %v", msg.To)
		}
	}
	var s []tests.ApiScenario
	for _, w := range everyone(t) {
		sc := tests.ApiScenario{Name: w.name, Method: http.MethodPost, URL: url(invPending), Headers: w.headers,
			TestAppFactory: teamApp("advanced", true), ExpectedEvents: testutil.NoEvents, AfterTestFunc: expectMails(0)}
		switch w.name {
		case "other owner":
			sc.ExpectedStatus, sc.ExpectedContent = 404, []string{teams.MsgNoInvitation}
		case "owner":
			sc.ExpectedStatus, sc.ExpectedEvents = 200, testutil.RequestEvents(1, 0)
			sc.ExpectedContent = []string{`"id":"` + invPending + `"`, `"status":"invited"`}
			sc.AfterTestFunc = renewed
		default:
			sc.ExpectedStatus, sc.ExpectedContent = refusedFor(w.name)
		}
		s = append(s, sc)
	}
	owner := testutil.Auth(testutil.UserTokens(t).Company)
	s = append(s, noSuchInvitation(t, "owner resends ", http.MethodPost, url, nil)...)
	s = append(s,
		// The expired one no longer holds a seat, and the team is full.
		tests.ApiScenario{Name: "an expired one on a full team", Method: http.MethodPost, URL: url(invExpired), Headers: owner,
			TestAppFactory: teamApp("advanced", true), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"email":{`, "Your Advanced plan includes 3 team member accounts."}},
		tests.ApiScenario{Name: "an expired one with a free seat", Method: http.MethodPost, URL: url(invExpired), Headers: owner,
			TestAppFactory: teamApp("advanced", false), ExpectedStatus: 200, ExpectedEvents: testutil.RequestEvents(1, 0),
			ExpectedContent: []string{`"id":"` + invExpired + `"`, `"status":"invited"`}},
	)
	for _, sc := range s {
		sc.Test(t)
	}
}

func TestRevokeInvitation(t *testing.T) {
	url := func(id string) string { return teamURL + "/invitations/" + id }
	var s []tests.ApiScenario
	for _, w := range everyone(t) {
		sc := tests.ApiScenario{Name: w.name, Method: http.MethodDelete, URL: url(invPending), Headers: w.headers,
			TestAppFactory: teamApp("advanced", true), ExpectedEvents: testutil.NoEvents, AfterTestFunc: expectStatus(invPending, "pending")}
		switch w.name {
		case "other owner":
			sc.ExpectedStatus, sc.ExpectedContent = 404, []string{teams.MsgNoInvitation}
		case "owner":
			sc.ExpectedStatus, sc.ExpectedEvents = 204, testutil.SavedEvents(1, 0, 0)
			sc.AfterTestFunc = expectStatus(invPending, "revoked")
		default:
			sc.ExpectedStatus, sc.ExpectedContent = refusedFor(w.name)
		}
		s = append(s, sc)
	}
	s = append(s, noSuchInvitation(t, "owner revokes ", http.MethodDelete, url, expectStatus(invGlobex, "pending"))...)
	for _, sc := range s {
		sc.Test(t)
	}
}

func TestRemoveMember(t *testing.T) {
	url := func(id string) string { return teamURL + "/members/" + id }
	memberToken := testutil.MemberToken(t)
	gone := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if _, err := app.FindRecordById("users", testutil.MemberID); err == nil {
			t.Fatal("the member's account still exists")
		}
		if _, err := app.FindAuthRecordByToken(memberToken, core.TokenTypeAuth); err == nil {
			t.Error("the member's token still signs in")
		}
		// What the member did stays with the company.
		if n := testutil.Count(t, app, "opportunities", nil); n != 1 {
			t.Errorf("opportunities = %d, want 1", n)
		}
	}
	stays := expectUsers(6)
	factory := testutil.Then(teamApp("advanced", true), func(t testing.TB, app *tests.TestApp) {
		testutil.CreateOpportunity(t, app, "oppbymia0000001", testutil.CompanyID, map[string]any{"created_by": testutil.MemberID})
	})
	var s []tests.ApiScenario
	for _, w := range everyone(t) {
		sc := tests.ApiScenario{Name: w.name, Method: http.MethodDelete, URL: url(testutil.MemberID), Headers: w.headers,
			TestAppFactory: factory, ExpectedEvents: testutil.NoEvents, AfterTestFunc: stays}
		switch w.name {
		case "other owner":
			sc.ExpectedStatus, sc.ExpectedContent = 404, []string{teams.MsgNoMember}
		case "owner":
			sc.ExpectedStatus, sc.ExpectedEvents = 204, testutil.SavedEvents(1, 1, 1)
			sc.AfterTestFunc = testutil.All(gone, expectUsers(5))
		default:
			sc.ExpectedStatus, sc.ExpectedContent = refusedFor(w.name)
		}
		s = append(s, sc)
	}
	owner := testutil.Auth(testutil.UserTokens(t).Company)
	s = append(s,
		tests.ApiScenario{Name: "the owner removes themself", Method: http.MethodDelete, URL: url(testutil.CompanyID), Headers: owner,
			TestAppFactory: factory, ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{`"id":{"code":"validation_remove_self","message":"` + teams.MsgRemoveSelf + `"}`}, AfterTestFunc: stays},
		tests.ApiScenario{Name: "the owner removes a volunteer", Method: http.MethodDelete, URL: url(testutil.VolunteerID), Headers: owner,
			TestAppFactory: factory, ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{teams.MsgNoMember}, AfterTestFunc: stays},
		tests.ApiScenario{Name: "the owner removes another company", Method: http.MethodDelete, URL: url(testutil.OtherCompanyID), Headers: owner,
			TestAppFactory: factory, ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{teams.MsgNoMember}, AfterTestFunc: stays},
		tests.ApiScenario{Name: "an unknown id", Method: http.MethodDelete, URL: url("unknown00000001"), Headers: owner,
			TestAppFactory: factory, ExpectedStatus: 404, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{teams.MsgNoMember}, AfterTestFunc: stays},
	)
	for _, sc := range s {
		sc.Test(t)
	}
}
