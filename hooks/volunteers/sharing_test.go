package volunteers_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const sharingURL = "/api/volunteer/contact-sharing"

// sharingIs expects vera's saved choices.
func sharingIs(email, phone bool) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		p := profileOf(t, app, testutil.VolunteerID)
		if p == nil {
			if email || phone {
				t.Error("vera has no profile")
			}
			return
		}
		if p.GetBool("share_email") != email || p.GetBool("share_phone") != phone {
			t.Errorf("share_email %v share_phone %v, want %v %v", p.GetBool("share_email"), p.GetBool("share_phone"), email, phone)
		}
	}
}

func TestContactSharing(t *testing.T) {
	tok := testutil.UserTokens(t)
	valid := map[string]any{"share_email": true, "share_phone": false}
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), valid, sharingIs(false, false))
	bad := func(name string, body string, want ...string) {
		scenarios = append(scenarios, testutil.BadInput(name, testutil.Auth(tok.Volunteer), body, sharingIs(false, false), want...))
	}
	bad("nothing chosen", `{}`, `"share_email":{"code":"validation_required","message":"Please choose whether to share your email."}`,
		`"share_phone":{"code":"validation_required","message":"Please choose whether to share your phone number."}`)
	bad("a choice missing", `{"share_email":true}`, `"share_phone":{"code":"validation_required"`)
	bad("text for a boolean", `{"share_email":"true","share_phone":1}`, `"share_email":{"code":"validation_invalid_type"`,
		`"share_phone":{"code":"validation_invalid_type"`)
	bad("not JSON", `share_email=on`, `"status":400`)
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "vera shares her email only", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			ExpectedStatus: 200, ExpectedContent: []string{`"share_email":true`, `"share_phone":false`, `"username":"vera"`},
			NotExpectedContent: []string{"victor"}, ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			AfterTestFunc: testutil.All(sharingIs(true, false), stepIs(7), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if p := profileOf(t, app, testutil.OtherVolunteerID); p != nil && (p.GetBool("share_email") || p.GetBool("share_phone")) {
					t.Error("victor's choices changed")
				}
			})},
		tests.ApiScenario{Name: "vera shares both", Headers: testutil.Auth(tok.Volunteer),
			Body: testutil.JSONBody(map[string]any{"share_email": true, "share_phone": true}), ExpectedStatus: 200,
			ExpectedContent: []string{`"share_email":true`, `"share_phone":true`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			AfterTestFunc: sharingIs(true, true)},
	)
	testutil.RunRoute(t, http.MethodPost, sharingURL, atStep(7), scenarios)
	// The phone is saved by the basic step: before it there is nothing to share.
	early := tests.ApiScenario{Name: "before the basic step", Method: http.MethodPost, URL: sharingURL, Headers: testutil.Auth(tok.Volunteer),
		Body: testutil.JSONBody(valid), TestAppFactory: atStep(2), ExpectedStatus: 400,
		ExpectedContent: []string{"Please complete the previous steps first."}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: sharingIs(false, false)}
	early.Test(t)
}
