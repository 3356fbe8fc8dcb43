package oauth_test

import (
	"encoding/json"
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/oauth"
	"voluntech/hooks/testutil"
)

// pendingScenario is a scenario whose body holds a ticket the provider
// flow made on the scenario's own app (before the request): who signs in
// at the provider, and the body around the ticket.
func pendingScenario(s tests.ApiScenario, who person, body func(app core.App, ticket string) map[string]any) tests.ApiScenario {
	var app core.App
	var ticket string
	before := s.BeforeTestFunc
	s.BeforeTestFunc = func(t testing.TB, a *tests.TestApp, e *core.ServeEvent) {
		if before != nil {
			before(t, a, e)
		}
		app = a
		h, err := e.Router.BuildMux()
		if err != nil {
			t.Fatal(err)
		}
		_, ticket, _ = pendingOf(t, exchange(h, authorize(t, h, who, "approve"), nil))
	}
	s.Body = &lazyBody{make: func() []byte {
		b, _ := json.Marshal(body(app, ticket))
		return b
	}}
	return s
}

func TestSignUpRoute(t *testing.T) {
	p := provider(t)
	factory := newApp(p)
	nora := person{Email: "nora@example.com", Name: "Nora Provider"}
	volunteer := func(app core.App, ticket string) map[string]any { return signUpBody(t, app, ticket) }
	with := func(changes map[string]any) func(core.App, string) map[string]any {
		return func(app core.App, ticket string) map[string]any {
			return testutil.With(signUpBody(t, app, ticket), changes)
		}
	}
	noUser := testutil.ExpectCount("users", dbx.HashExp{"email": nora.Email}, 0)
	// The user, its provider link and PocketBase's record of the new
	// sign-in's device (_authOrigins).
	created := map[string]int{"OnRecordCreate": 3, "OnRecordCreateExecute": 3, "OnRecordAfterCreateSuccess": 3,
		"OnModelCreate": 3, "OnModelCreateExecute": 3, "OnModelAfterCreateSuccess": 3,
		"OnRecordValidate": 3, "OnModelValidate": 3, "OnRecordAuthRequest": 1, "OnRecordEnrich": 1}
	scenarios := []tests.ApiScenario{
		{Name: "no ticket", Body: testutil.JSONBody(map[string]any{"role": "volunteer"}),
			ExpectedStatus: 400, ExpectedContent: []string{`"ticket":{"code":"validation_expired"`}, ExpectedEvents: map[string]int{"*": 0}},
		{Name: "forged ticket", Body: testutil.JSONBody(map[string]any{"ticket": "made-up", "role": "volunteer"}),
			ExpectedStatus: 400, ExpectedContent: []string{oauth.MsgTicket}, ExpectedEvents: map[string]int{"*": 0}},
		pendingScenario(tests.ApiScenario{Name: "a link's ticket (the email has an account)",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				testutil.CreateUser(t, app, testutil.UserOpts{Username: "nora1", Email: nora.Email, Role: "volunteer"})
			},
			ExpectedStatus: 400, ExpectedContent: []string{oauth.MsgTicket}, ExpectedEvents: map[string]int{"*": 0},
			AfterTestFunc: testutil.ExpectCount("users", dbx.HashExp{"email": nora.Email}, 1)}, nora, volunteer),
		pendingScenario(tests.ApiScenario{Name: "bad input: every field at once",
			ExpectedStatus: 400,
			ExpectedContent: []string{`"role":{`, `"terms_accepted":{`, `"consent":{`, `"first_name":{`, `"country":{`,
				`"username":{`},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordValidate": 1, "OnModelValidate": 1}, AfterTestFunc: noUser},
			nora, func(app core.App, ticket string) map[string]any { return map[string]any{"ticket": ticket} }),
		pendingScenario(tests.ApiScenario{Name: "wrong role: superadmin cannot be chosen",
			ExpectedStatus: 400, ExpectedContent: []string{`"role":{"code":"validation_invalid_role"`},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordValidate": 1, "OnModelValidate": 1}, AfterTestFunc: noUser},
			nora, with(map[string]any{"role": "superadmin"})),
		pendingScenario(tests.ApiScenario{Name: "a volunteer who does not confirm being over 18",
			ExpectedStatus: 400, ExpectedContent: []string{`"adult_confirmed":{"code":"validation_required","message":"` + oauth.MsgAdult},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordValidate": 1, "OnModelValidate": 1}, AfterTestFunc: noUser},
			nora, with(map[string]any{"adult_confirmed": false})),
		pendingScenario(tests.ApiScenario{Name: "another user's username",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				testutil.CreateUser(t, app, testutil.UserOpts{Username: "taken", Role: "volunteer"})
			},
			ExpectedStatus: 400, ExpectedContent: []string{auth.MsgUsernameTaken},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordValidate": 1, "OnModelValidate": 1}, AfterTestFunc: noUser},
			nora, with(map[string]any{"username": "Taken"})),
		pendingScenario(tests.ApiScenario{Name: "a volunteer",
			ExpectedStatus: 200, ExpectedContent: []string{`"token":"`, `"email":"nora@example.com"`, `"verified":true`, `"role":"volunteer"`},
			ExpectedEvents: testutil.MergeEvents(created, map[string]int{"*": 0}),
			AfterTestFunc: testutil.All(
				testutil.ExpectCount("users", dbx.HashExp{"email": nora.Email, "verified": true, oauth.ProviderOnly: true}, 1),
				testutil.ExpectCount(core.CollectionNameExternalAuths, dbx.HashExp{"provider": "oidc"}, 1),
				testutil.ExpectCount("mail_outbox", dbx.NewExp("1 = 1"), 0))},
			nora, volunteer),
		pendingScenario(tests.ApiScenario{Name: "a company, with its profile for the onboarding wizard",
			ExpectedStatus: 200, ExpectedContent: []string{`"token":"`, `"role":"company"`},
			// And the company profile.
			ExpectedEvents: testutil.MergeEvents(created, map[string]int{"*": 0, "OnRecordCreate": 1, "OnRecordCreateExecute": 1,
				"OnRecordAfterCreateSuccess": 1, "OnModelCreate": 1, "OnModelCreateExecute": 1, "OnModelAfterCreateSuccess": 1,
				"OnRecordValidate": 1, "OnModelValidate": 1}),
			AfterTestFunc: testutil.All(
				testutil.ExpectCount("company_profiles", dbx.HashExp{"company_name": "Provider Co"}, 1),
				testutil.ExpectCount("users", dbx.HashExp{"email": nora.Email, "role": "company"}, 1))},
			nora, func(app core.App, ticket string) map[string]any {
				return testutil.With(signUpBody(t, app, ticket), map[string]any{"role": "company", "company_name": "Provider Co",
					"category": testutil.Lookup(t, app, "company_category", "SaaS"), "adult_confirmed": nil})
			}),
	}
	testutil.RunRoute(t, http.MethodPost, "/api/oauth/signup", factory, scenarios)
}

func TestLinkRoute(t *testing.T) {
	p := provider(t)
	var aliceID string
	factory := func(t testing.TB) *tests.TestApp {
		app := newApp(p)(t)
		alice := testutil.CreateUser(t, app, testutil.UserOpts{Username: "alice", Role: "volunteer"})
		aliceID = alice.Id
		testutil.CreateUser(t, app, testutil.UserOpts{Username: "bob", Role: "company", Password: "Bobs-own-password"})
		return app
	}
	alice := person{Email: "alice@example.com"}
	withPassword := func(pw string) func(core.App, string) map[string]any {
		return func(_ core.App, ticket string) map[string]any {
			return map[string]any{"ticket": ticket, "password": pw}
		}
	}
	noLink := testutil.ExpectCount(core.CollectionNameExternalAuths, noLinks, 0)
	scenarios := []tests.ApiScenario{
		{Name: "no ticket", Body: testutil.JSONBody(map[string]any{"password": testutil.DefaultPassword}),
			ExpectedStatus: 400, ExpectedContent: []string{oauth.MsgTicket}, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: noLink},
		pendingScenario(tests.ApiScenario{Name: "a sign-up's ticket",
			ExpectedStatus: 400, ExpectedContent: []string{oauth.MsgTicket}, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: noLink},
			person{Email: "new@example.com"}, withPassword(testutil.DefaultPassword)),
		pendingScenario(tests.ApiScenario{Name: "bad input: no password",
			ExpectedStatus: 400, ExpectedContent: []string{`"password":{"code":"validation_invalid_password"`},
			ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: noLink}, alice, withPassword("")),
		pendingScenario(tests.ApiScenario{Name: "another user's password",
			ExpectedStatus: 400, ExpectedContent: []string{oauth.MsgPassword},
			ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: noLink}, alice, withPassword("Bobs-own-password")),
		pendingScenario(tests.ApiScenario{Name: "the account's password",
			ExpectedStatus: 200, ExpectedContent: []string{`"token":"`, `"email":"alice@example.com"`},
			// The link and the new device's _authOrigins record.
			ExpectedEvents: map[string]int{"*": 0, "OnRecordCreate": 2, "OnRecordCreateExecute": 2, "OnRecordAfterCreateSuccess": 2,
				"OnModelCreate": 2, "OnModelCreateExecute": 2, "OnModelAfterCreateSuccess": 2, "OnRecordValidate": 2, "OnModelValidate": 2,
				"OnRecordAuthRequest": 1, "OnRecordEnrich": 1},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				testutil.ExpectCount(core.CollectionNameExternalAuths, dbx.HashExp{"recordRef": aliceID, "provider": "oidc"}, 1)(t, app, nil)
			}}, alice, withPassword(testutil.DefaultPassword)),
	}
	testutil.RunRoute(t, http.MethodPost, "/api/oauth/link", factory, scenarios)
}
