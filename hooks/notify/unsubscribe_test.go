package notify_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/notify"
	"voluntech/hooks/testutil"
)

// tokenOf is the unsubscribe token of a SeedUsers user for group, valid in
// every test app of this binary (same collection secret, fixed token keys).
func tokenOf(t testing.TB, user, group string) string {
	t.Helper()
	app := testutil.NewAppWithTeam(t)
	defer app.Cleanup()
	u, err := app.FindRecordById("users", user)
	if err != nil {
		t.Fatal(err)
	}
	return notify.Token(app, u, group)
}

func TestUnsubscribe(t *testing.T) {
	vera := tokenOf(t, testutil.VolunteerID, notify.GroupUpdates)
	victor := tokenOf(t, testutil.OtherVolunteerID, notify.GroupUpdates)
	parts := strings.Split(vera, ".")
	forgedGroup := parts[0] + "." + notify.GroupMessages + "." + parts[2]
	forgedUser := testutil.OtherVolunteerID + "." + parts[1] + "." + parts[2]
	badToken := []string{`"token":{"code":"validation_invalid_token","message":"` + notify.MsgBadToken + `"`}
	q := func(token string) string { return unsubURL + "?token=" + url.QueryEscape(token) }
	factory := testutil.NewAppWithTeam
	var scenarios []tests.ApiScenario
	for name, token := range map[string]string{"missing": "", "malformed": "abc", "unknown group": parts[0] + ".spam." + parts[2],
		"another group's signature": forgedGroup, "another user's signature": forgedUser, "unknown user": "nosuchuser0000." + parts[1] + "." + parts[2],
		"tampered signature": vera + "x"} {
		for _, method := range []string{http.MethodGet, http.MethodPost} {
			scenarios = append(scenarios, tests.ApiScenario{Name: method + " " + name + " token", Method: method, URL: q(token),
				TestAppFactory: factory, ExpectedStatus: 400, ExpectedContent: badToken, ExpectedEvents: testutil.NoEvents,
				AfterTestFunc: testutil.All(prefIs(testutil.VolunteerID, notify.GroupUpdates, ""), prefIs(testutil.VolunteerID, notify.GroupMessages, ""))})
		}
	}
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "GET says what the link is about and changes nothing", Method: http.MethodGet, URL: q(vera),
			TestAppFactory: factory, ExpectedStatus: 200,
			ExpectedContent: []string{`"group":"updates"`, `"about":"application updates"`, `"subscribed":true`},
			ExpectedEvents:  testutil.NoEvents, AfterTestFunc: prefIs(testutil.VolunteerID, notify.GroupUpdates, "")},
		tests.ApiScenario{Name: "the page POSTs the token as JSON", Method: http.MethodPost, URL: unsubURL,
			Body: testutil.JSONBody(map[string]any{"token": vera}), TestAppFactory: factory, ExpectedStatus: 200,
			ExpectedContent: []string{`"group":"updates"`, `"subscribed":false`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			AfterTestFunc: testutil.All(prefIs(testutil.VolunteerID, notify.GroupUpdates, "false"),
				prefIs(testutil.OtherVolunteerID, notify.GroupUpdates, ""))},
		tests.ApiScenario{Name: "a mail client's one-click POST (RFC 8058)", Method: http.MethodPost, URL: q(victor),
			Body: strings.NewReader("List-Unsubscribe=One-Click"), Headers: map[string]string{"Content-Type": "application/x-www-form-urlencoded"},
			TestAppFactory: factory, ExpectedStatus: 200, ExpectedContent: []string{`"subscribed":false`},
			ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			AfterTestFunc: testutil.All(prefIs(testutil.OtherVolunteerID, notify.GroupUpdates, "false"),
				prefIs(testutil.VolunteerID, notify.GroupUpdates, ""))},
		tests.ApiScenario{Name: "a JSON token of the wrong type", Method: http.MethodPost, URL: unsubURL,
			Body: testutil.JSONBody(map[string]any{"token": 12}), TestAppFactory: factory, ExpectedStatus: 400,
			ExpectedContent: []string{`"token":{`}, ExpectedEvents: testutil.NoEvents},
		tests.ApiScenario{Name: "a body that is no JSON", Method: http.MethodPost, URL: unsubURL,
			Body: strings.NewReader("token="), TestAppFactory: factory, ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents},
	)
	for _, s := range scenarios {
		s.Test(t)
	}
}

// TestEmailPrefs: the user edits their own preferences through the records
// API; the server keeps them to known groups and booleans.
func TestEmailPrefs(t *testing.T) {
	tok := testutil.UserTokens(t)
	patch := func(name, token, user string, prefs any, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPatch, URL: "/api/collections/users/records/" + user,
			Headers: testutil.Auth(token), Body: testutil.JSONBody(map[string]any{"email_prefs": prefs}),
			TestAppFactory: testutil.NewAppWithUsers, ExpectedStatus: status, ExpectedContent: want}
	}
	ok := patch("a volunteer turns product news on and updates off", tok.Volunteer, testutil.VolunteerID,
		map[string]any{"news": true, "updates": false}, 200, `"email_prefs":{`)
	ok.AfterTestFunc = testutil.All(prefIs(testutil.VolunteerID, notify.GroupNews, "true"), prefIs(testutil.VolunteerID, notify.GroupUpdates, "false"))
	unknown := patch("an unknown group", tok.Volunteer, testutil.VolunteerID, map[string]any{"spam": true}, 400,
		`"email_prefs":{"code":"validation_unknown_group","message":"`+notify.MsgPrefUnknown+`"`)
	notBool := patch("a value that is not true or false", tok.Volunteer, testutil.VolunteerID, map[string]any{"news": "yes"}, 400,
		`"email_prefs":{"code":"validation_invalid_value","message":"`+notify.MsgPrefs+`"`)
	notObject := patch("a list instead of an object", tok.Volunteer, testutil.VolunteerID, []string{"news"}, 400,
		`"email_prefs":{"code":"validation_invalid_value"`)
	other := patch("another user's preferences", tok.OtherVolunteer, testutil.VolunteerID, map[string]any{"news": true}, 404, `"status":404`)
	other.AfterTestFunc = prefIs(testutil.VolunteerID, notify.GroupNews, "")
	for _, s := range []tests.ApiScenario{ok, unknown, notBool, notObject, other} {
		s.Test(t)
	}
}
