package auth_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

func TestLogoutAll(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/account/logout-all"
	tokenKeyOf := func(id string) func(testing.TB, *tests.TestApp) string {
		return func(t testing.TB, app *tests.TestApp) string { return findUser(t, app, id).TokenKey() }
	}
	var before string
	scenarios := []tests.ApiScenario{
		{
			Name: "a guest is asked to sign in", Method: http.MethodPost, URL: url,
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "a volunteer logs out everywhere: their token key changes, others' do not", Method: http.MethodPost, URL: url,
			Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 204,
			ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				before = tokenKeyOf(testutil.VolunteerID)(t, app) + "|" + tokenKeyOf(testutil.OtherVolunteerID)(t, app)
			},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				after := tokenKeyOf(testutil.VolunteerID)(t, app) + "|" + tokenKeyOf(testutil.OtherVolunteerID)(t, app)
				b, a := splitPair(before), splitPair(after)
				if a[0] == b[0] || a[1] != b[1] {
					t.Errorf("token keys before %v, after %v: want only the volunteer's changed", b, a)
				}
				// The old token no longer opens anything.
				if _, err := app.FindAuthRecordByToken(tok.Volunteer, core.TokenTypeAuth); err == nil {
					t.Error("the old token still works")
				}
			},
		},
	}
	for _, s := range scenarios {
		s.TestAppFactory = testutil.NewAppWithUsers
		s.Test(t)
	}
}

func splitPair(s string) [2]string {
	a, b, _ := strings.Cut(s, "|")
	return [2]string{a, b}
}
