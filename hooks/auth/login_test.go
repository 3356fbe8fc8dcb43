package auth_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const loginURL = "/api/collections/users/auth-with-password"

func TestLoginByEmailOrUsername(t *testing.T) {
	withUsers := func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		testutil.CreateUser(t, app, testutil.UserOpts{Username: "lina.dev", Email: "lina@example.com", Role: "volunteer"})
		testutil.CreateUser(t, app, testutil.UserOpts{Username: "fresh", Email: "fresh@example.com", Role: "company", Unverified: true})
	}
	// A first sign-in from a new device also records the auth origin.
	signedIn := testutil.RequestEvents(0, 1, "OnRecordAuthWithPasswordRequest", "OnRecordAuthRequest", "OnRecordEnrich")
	refused := map[string]int{"*": 0, "OnRecordAuthWithPasswordRequest": 1}
	// signIn is a sign-in with the default password that answers a token
	// and want, never the password hash.
	signIn := func(name, identity string, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Body: strings.NewReader(`{"identity":"` + identity + `","password":"` + testutil.DefaultPassword + `"}`),
			ExpectedStatus: 200, ExpectedContent: append([]string{`"token":"`}, want...), NotExpectedContent: []string{`"password"`},
			ExpectedEvents: signedIn}
	}

	// signInRefused is a sign-in answered 400 without a token.
	signInRefused := func(name, identity, password string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Body: strings.NewReader(`{"identity":"` + identity + `","password":"` + password + `"}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, NotExpectedContent: []string{`"token"`}, ExpectedEvents: refused}
	}

	scenarios := []tests.ApiScenario{
		signIn("identity is the email", "lina@example.com", `"username":"lina.dev"`, `"verified":true`),
		signIn("identity is the email in another case", "Lina@Example.COM", `"username":"lina.dev"`),
		signIn("identity is the username", "lina.dev", `"email":"lina@example.com"`),
		signIn("identity is the username in another case", "LINA.dev", `"username":"lina.dev"`),
		signInRefused("wrong password", "lina@example.com", "Secret-pass-2"),
		signInRefused("unknown identity", "nobody", testutil.DefaultPassword),
		{
			Name:               "an unverified user may sign in",
			Body:               strings.NewReader(`{"identity":"fresh","password":"` + testutil.DefaultPassword + `"}`),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"token":"`, `"username":"fresh"`, `"verified":false`},
			NotExpectedContent: []string{`"password"`},
			ExpectedEvents:     signedIn,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				var body struct {
					Token  string
					Record map[string]any
				}
				testutil.DecodeResponse(t, res, &body)
				rec, err := app.FindAuthRecordByToken(body.Token, core.TokenTypeAuth)
				if err != nil {
					t.Fatalf("token does not authenticate: %v", err)
				}
				if rec.GetString("username") != "fresh" || body.Record["verified"] != false {
					t.Errorf("token user %q verified %v", rec.GetString("username"), body.Record["verified"])
				}
			},
		},
	}
	for _, s := range scenarios {
		s.Method = http.MethodPost
		s.URL = loginURL
		s.TestAppFactory = testutil.NewApp
		s.BeforeTestFunc = withUsers
		s.Test(t)
	}
}
