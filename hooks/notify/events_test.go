package notify_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/notify"
	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

const (
	oppID = "opportunity0001"
	appID = "application0001"
)

// market is the team cast with an open opportunity of the company and a
// volunteer who finished her profile; applied adds her application.
func market(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.CreateOpportunity(t, app, oppID, testutil.CompanyID, map[string]any{"title": "Build a website"})
	u, _ := app.FindRecordById("users", testutil.VolunteerID)
	u.Set("profile_step", wizard.VolunteerDone)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return app
}

func applied(t testing.TB) *tests.TestApp {
	app := market(t)
	testutil.CreateApplication(t, app, appID, oppID, testutil.VolunteerID, "applied")
	return app
}

// optedOut stores a user's choice to get no emails of group.
func optedOut(factory func(testing.TB) *tests.TestApp, user, group string) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := factory(t)
		u, _ := app.FindRecordById("users", user)
		u.Set("email_prefs", map[string]bool{group: false})
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
		return app
	}
}

// told checks each user's notification of kind and the delivered mails
// (subject containing subject) to the given addresses, none to the rest.
func told(kind, subject string, users []string, mailed []string, notMailed ...string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		for _, u := range users {
			if n := notes(t, app, u, kind); n != 1 {
				t.Errorf("%s has %d %s notifications, want 1", u, n, kind)
			}
		}
		testutil.FlushMail(t, app)
		for _, a := range mailed {
			got := mailsTo(app, a)
			if len(got) != 1 || !strings.Contains(got[0], subject) {
				t.Errorf("mails to %s = %v, want one about %q", a, got, subject)
			}
		}
		for _, a := range notMailed {
			if got := mailsTo(app, a); len(got) != 0 {
				t.Errorf("mails to %s = %v, want none", a, got)
			}
		}
	}
}

// unsubscribable checks the List-Unsubscribe headers and footer of every
// delivered mail.
func unsubscribable(t testing.TB, app *tests.TestApp, _ *http.Response) {
	t.Helper()
	for _, m := range app.TestMailer.Messages() {
		if !strings.HasPrefix(m.Headers["List-Unsubscribe"], "<"+testutil.TestAppURL+"/api/notifications/unsubscribe?token=") ||
			m.Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" ||
			!strings.Contains(m.Text, "Unsubscribe: "+testutil.TestAppURL+"/unsubscribe?token=") {
			t.Errorf("mail %q lacks its unsubscribe link: %v", m.Subject, m.Headers)
		}
	}
}

func TestEventsNotify(t *testing.T) {
	tok := testutil.UserTokens(t)
	apply := func(name string, factory func(testing.TB) *tests.TestApp, after testutil.AfterFunc) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: "/api/collections/applications/records",
			Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(map[string]any{"opportunity": oppID, "note": "Hi"}),
			TestAppFactory: factory, ExpectedStatus: 200, ExpectedContent: []string{`"stage":"applied"`},
			// The application and the owner's and member's notifications.
			ExpectedEvents: map[string]int{"OnRecordAfterCreateSuccess": 3}, AfterTestFunc: after}
	}
	move := func(name string, factory func(testing.TB) *tests.TestApp, after testutil.AfterFunc) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPatch, URL: "/api/collections/applications/records/" + appID,
			Headers: testutil.Auth(testutil.MemberToken(t)), Body: testutil.JSONBody(map[string]any{"stage": "in_review"}),
			TestAppFactory: factory, ExpectedStatus: 200, ExpectedContent: []string{`"stage":"in_review"`},
			ExpectedEvents: map[string]int{"OnRecordAfterCreateSuccess": 1}, AfterTestFunc: after}
	}
	team := []string{testutil.CompanyID, testutil.MemberID}
	teamMail := []string{"acme@example.com", "mia@example.com"}
	closeOpp := tests.ApiScenario{Name: "a superadmin closes an opportunity: the whole team is told, preferences or not",
		Method: http.MethodPost, URL: "/api/system/opportunities/" + oppID + "/close", Headers: testutil.Auth(tok.Superadmin),
		Body: testutil.JSONBody(map[string]any{"reason": "Asks for payment."}), ExpectedStatus: 200,
		ExpectedContent: []string{`"status":"closed"`}, ExpectedEvents: map[string]int{"OnRecordAfterCreateSuccess": 2},
		TestAppFactory: optedOut(optedOut(market, testutil.CompanyID, notify.GroupUpdates), testutil.MemberID, notify.GroupApplications),
		AfterTestFunc:  told(notify.KindOpportunityClosed, "was closed", team, teamMail, "vera@example.com", "globex@example.com")}
	scenarios := []tests.ApiScenario{
		apply("a new application tells the owner and the members, each with an unsubscribe link", market,
			testutil.All(told(notify.KindApplicationNew, "New application for Build a website", team, teamMail,
				"vera@example.com", "globex@example.com"), unsubscribable)),
		apply("a member who turned new applications off gets the notification, not the email",
			optedOut(market, testutil.MemberID, notify.GroupApplications),
			told(notify.KindApplicationNew, "New application", team, []string{"acme@example.com"}, "mia@example.com")),
		apply("another group turned off changes nothing", optedOut(market, testutil.MemberID, notify.GroupNews),
			told(notify.KindApplicationNew, "New application", team, teamMail)),
		move("a member's stage move tells the volunteer", applied,
			testutil.All(told(notify.KindApplicationStage, "In Review", []string{testutil.VolunteerID}, []string{"vera@example.com"},
				"acme@example.com", "mia@example.com"), unsubscribable)),
		move("a volunteer who turned updates off gets no email", optedOut(applied, testutil.VolunteerID, notify.GroupUpdates),
			told(notify.KindApplicationStage, "In Review", []string{testutil.VolunteerID}, nil, "vera@example.com")),
		closeOpp,
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// TestSecurityMailsIgnorePrefs: a user who turned every group off still
// gets the password reset mail.
func TestSecurityMailsIgnorePrefs(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	u, _ := app.FindRecordById("users", testutil.VolunteerID)
	u.Set("email_prefs", map[string]bool{"applications": false, "updates": false, "messages": false, "news": false})
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	if err := mails.SendRecordPasswordReset(app, u); err != nil {
		t.Fatal(err)
	}
	testutil.FlushMail(t, app)
	if got := mailsTo(app, "vera@example.com"); len(got) != 1 || got[0] != "Reset your Voluntech password" {
		t.Errorf("mails = %v", got)
	}
}

// TestWantsEmail: defaults (news off, the rest on) and stored choices.
func TestWantsEmail(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	for group, want := range map[string]bool{"applications": true, "updates": true, "messages": true, "news": false, "": true, "spam": false} {
		if got := notify.WantsEmail(app, testutil.VolunteerID, group); got != want {
			t.Errorf("default %q = %v, want %v", group, got, want)
		}
	}
	u, _ := app.FindRecordById("users", testutil.VolunteerID)
	u.Set("email_prefs", map[string]bool{"news": true, "messages": false})
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	if !notify.WantsEmail(app, testutil.VolunteerID, "news") || notify.WantsEmail(app, testutil.VolunteerID, "messages") {
		t.Error("stored choices ignored")
	}
	if notify.WantsEmail(app, "nosuchuser00000", "") {
		t.Error("a missing user wants email")
	}
	if err := notify.Notify(app, []string{testutil.VolunteerID}, notify.Notice{Kind: "bogus", Title: "x"}); err != notify.ErrUnknownKind {
		t.Errorf("unknown kind: %v", err)
	}
	ids, err := notify.TeamOf(app, testutil.CompanyID)
	if err != nil || len(ids) != 1 || ids[0] != testutil.CompanyID {
		t.Errorf("team %v %v", ids, err)
	}
}
