package oauth_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/mail"
	"voluntech/hooks/messages"
	"voluntech/hooks/oauth"
	"voluntech/hooks/testutil"
)

var noLinks = dbx.NewExp("1 = 1")

func TestProvidersStayOutOfTheDatabase(t *testing.T) {
	app, h := served(t)

	storedOptions := func() string {
		var options string
		if err := app.DB().NewQuery("SELECT options FROM _collections WHERE name = 'users'").Row(&options); err != nil {
			t.Fatal(err)
		}
		return options
	}
	listed := func() string {
		rec := testutil.Do(h, http.MethodGet, "/api/collections/users/auth-methods", nil, nil)
		return rec.Body.String()
	}
	if got := listed(); !strings.Contains(got, `"displayName":"LinkedIn"`) || strings.Contains(got, clientSecret) {
		t.Fatalf("auth-methods = %s, want LinkedIn listed without its secret", got)
	}
	if opts := storedOptions(); strings.Contains(opts, clientSecret) || strings.Contains(opts, clientID) {
		t.Fatalf("stored users options hold the provider: %s", opts)
	}
	stored, err := app.FindCollectionByNameOrId("users")
	if err != nil || stored.OAuth2.Enabled || len(stored.OAuth2.Providers) != 0 {
		t.Fatalf("stored users collection: oauth2 %+v, want disabled without providers", stored.OAuth2)
	}

	// Saving the collection the app holds in memory (providers and all)
	// writes no secret; the providers come back on the next request.
	cached, err := app.FindCachedCollectionByNameOrId("users")
	if err != nil || len(cached.OAuth2.Providers) != 1 {
		t.Fatalf("cached users collection: %+v, %v", cached.OAuth2, err)
	}
	if err := app.Save(cached); err != nil {
		t.Fatal(err)
	}
	if opts := storedOptions(); strings.Contains(opts, clientSecret) {
		t.Fatalf("saving the cached collection stored the secret: %s", opts)
	}
	if got := listed(); !strings.Contains(got, `"displayName":"LinkedIn"`) {
		t.Fatalf("after a collection save, auth-methods = %s, want LinkedIn again", got)
	}
}

func TestNoProviderConfigured(t *testing.T) {
	h := testutil.Serve(t, testutil.NewApp)
	rec := testutil.Do(h, http.MethodGet, "/api/collections/users/auth-methods", nil, nil)
	if !strings.Contains(rec.Body.String(), `"oauth2":{"providers":[],"enabled":false}`) {
		t.Fatalf("auth-methods without OAUTH_* = %s, want oauth2 disabled", rec.Body.String())
	}
}

func TestSignUpAsVolunteerThenSignInAgain(t *testing.T) {
	app, h := served(t)
	nora := person{Email: "nora@example.com", Name: "Nora Provider"}

	v := authorize(t, h, nora, "approve")
	if v.Code == "" || v.State != v.WantState {
		t.Fatalf("provider answer %+v: want a code and the state it was given", v)
	}
	next, ticket, pend := pendingOf(t, exchange(h, v, nil))
	if next != oauth.NextSignUp || pend["email"] != nora.Email || pend["first_name"] != "Nora" || pend["last_name"] != "Provider" {
		t.Fatalf("pending = %v, want a sign-up prefilled from the provider", pend)
	}
	if n := count(t, app, "users", dbx.HashExp{"email": nora.Email}); n != 0 {
		t.Fatalf("the code exchange created %d users, want none before the form", n)
	}
	if n := count(t, app, core.CollectionNameExternalAuths, noLinks); n != 0 {
		t.Fatalf("the code exchange linked %d provider accounts, want none", n)
	}

	// The form's rules hold: nothing is created while a box is unticked.
	bad := signUpBody(t, app, ticket)
	bad["terms_accepted"] = false
	delete(bad, "adult_confirmed")
	rec := post(h, "/api/oauth/signup", bad, nil)
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), `"terms_accepted"`) ||
		!strings.Contains(rec.Body.String(), `"adult_confirmed"`) {
		t.Fatalf("sign-up without terms: %d %s", rec.Code, rec.Body.String())
	}
	if n := count(t, app, "users", dbx.HashExp{"email": nora.Email}); n != 0 {
		t.Fatalf("a refused sign-up created %d users", n)
	}

	rec = post(h, "/api/oauth/signup", signUpBody(t, app, ticket), nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"token"`) {
		t.Fatalf("sign-up: %d %s", rec.Code, rec.Body.String())
	}
	u, err := app.FindAuthRecordByEmail("users", nora.Email)
	if err != nil {
		t.Fatal(err)
	}
	if !u.Verified() || !u.GetBool(oauth.ProviderOnly) || u.GetString("role") != "volunteer" ||
		u.GetString("adult_confirmed_at") == "" || u.GetString("terms_accepted_at") == "" || u.GetInt("profile_step") != 1 {
		t.Fatalf("new user = %v, want a verified volunteer at the wizard's first step", u.PublicExport())
	}
	if n := count(t, app, core.CollectionNameExternalAuths, dbx.HashExp{"recordRef": u.Id, "provider": "oidc"}); n != 1 {
		t.Fatalf("links = %d, want 1", n)
	}
	if len(testutil.Outbox(t, app, nil)) != 0 {
		t.Errorf("a provider sign-up queued mail; the email is verified already")
	}
	// The ticket is used.
	if rec := post(h, "/api/oauth/signup", signUpBody(t, app, ticket), nil); rec.Code != http.StatusBadRequest ||
		!strings.Contains(rec.Body.String(), oauth.MsgTicket) {
		t.Fatalf("ticket reused: %d %s", rec.Code, rec.Body.String())
	}

	// Signing in again: straight to a session of the same account.
	rec = exchange(h, authorize(t, h, nora, "approve"), nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"id":"`+u.Id+`"`) {
		t.Fatalf("second sign-in: %d %s", rec.Code, rec.Body.String())
	}
}

func TestExistingAccountLinksAfterItsPassword(t *testing.T) {
	app, h := served(t)
	alice := testutil.CreateUser(t, app, testutil.UserOpts{Username: "alice", Role: "volunteer"})
	who := person{Email: alice.Email(), Name: "Alice A"}

	next, ticket, pend := pendingOf(t, exchange(h, authorize(t, h, who, "approve"), nil))
	if next != oauth.NextLink || pend["email"] != alice.Email() {
		t.Fatalf("pending = %v, want a link to alice", pend)
	}
	if n := count(t, app, core.CollectionNameExternalAuths, noLinks); n != 0 {
		t.Fatalf("linked %d before the password", n)
	}
	rec := post(h, "/api/oauth/link", map[string]any{"ticket": ticket, "password": "wrong-password"}, nil)
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), oauth.MsgPassword) {
		t.Fatalf("wrong password: %d %s", rec.Code, rec.Body.String())
	}
	if n := count(t, app, core.CollectionNameExternalAuths, noLinks); n != 0 {
		t.Fatalf("linked %d after a wrong password", n)
	}
	rec = post(h, "/api/oauth/link", map[string]any{"ticket": ticket, "password": testutil.DefaultPassword}, nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"id":"`+alice.Id+`"`) {
		t.Fatalf("link: %d %s", rec.Code, rec.Body.String())
	}
	if n := count(t, app, core.CollectionNameExternalAuths, dbx.HashExp{"recordRef": alice.Id}); n != 1 {
		t.Fatalf("links of alice = %d, want 1", n)
	}
	if testutil.Record(t, app, "users", alice.Id).GetBool(oauth.ProviderOnly) {
		t.Errorf("alice knows her password: provider_only must stay false")
	}
	expectLinkedMail(t, app, alice)
	// Next time the provider signs her in without the password.
	if rec := exchange(h, authorize(t, h, who, "approve"), nil); rec.Code != http.StatusOK {
		t.Fatalf("sign-in after the link: %d %s", rec.Code, rec.Body.String())
	}
}

func TestTooManyWrongPasswordsEndTheLink(t *testing.T) {
	app, h := served(t)
	bob := testutil.CreateUser(t, app, testutil.UserOpts{Username: "bob", Role: "company"})
	_, ticket, _ := pendingOf(t, exchange(h, authorize(t, h, person{Email: bob.Email()}, "approve"), nil))
	for i := 1; i < oauth.MaxPasswordTries; i++ {
		if rec := post(h, "/api/oauth/link", map[string]any{"ticket": ticket, "password": "nope"}, nil); !strings.Contains(rec.Body.String(), oauth.MsgPassword) {
			t.Fatalf("try %d: %d %s", i, rec.Code, rec.Body.String())
		}
	}
	if rec := post(h, "/api/oauth/link", map[string]any{"ticket": ticket, "password": "nope"}, nil); !strings.Contains(rec.Body.String(), oauth.MsgTicket) {
		t.Fatalf("last try: %d %s, want the ticket ended", rec.Code, rec.Body.String())
	}
	if rec := post(h, "/api/oauth/link", map[string]any{"ticket": ticket, "password": testutil.DefaultPassword}, nil); rec.Code != http.StatusBadRequest {
		t.Fatalf("right password on an ended ticket: %d %s", rec.Code, rec.Body.String())
	}
	if n := count(t, app, core.CollectionNameExternalAuths, noLinks); n != 0 {
		t.Fatalf("links = %d, want 0", n)
	}
}

func TestBadPathsCreateNothing(t *testing.T) {
	app, h := served(t)
	nothing := func(what string) {
		t.Helper()
		if n := count(t, app, "users", dbx.HashExp{"email": "eve@example.com"}); n != 0 {
			t.Fatalf("%s: %d users created", what, n)
		}
		if n := count(t, app, core.CollectionNameExternalAuths, noLinks); n != 0 {
			t.Fatalf("%s: %d links created", what, n)
		}
	}
	eve := person{Email: "eve@example.com", Name: "Eve"}

	// Consent denied and a provider error come back without a code: the SPA
	// sends the person to /login; the app is not even asked.
	for decision, want := range map[string]string{"deny": "access_denied", "error": "server_error"} {
		v := authorize(t, h, eve, decision)
		if v.Code != "" || v.Error != want || v.State != v.WantState {
			t.Fatalf("%s: provider answered %+v, want error %s", decision, v, want)
		}
	}
	// A code the provider does not know (forged, or used twice).
	v := authorize(t, h, eve, "approve")
	good := v.Code
	v.Code = "forged-code"
	if rec := exchange(h, v, nil); rec.Code != http.StatusBadRequest {
		t.Fatalf("forged code: %d %s", rec.Code, rec.Body.String())
	}
	v.Code = good
	pendingOf(t, exchange(h, v, nil))
	if rec := exchange(h, v, nil); rec.Code != http.StatusBadRequest {
		t.Fatalf("code used twice: %d %s", rec.Code, rec.Body.String())
	}
	nothing("bad codes")

	// An email the provider did not verify neither creates nor links.
	eve.Unverified = true
	rec := exchange(h, authorize(t, h, eve, "approve"), nil)
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), oauth.MsgEmailUnverified) {
		t.Fatalf("unverified email: %d %s", rec.Code, rec.Body.String())
	}
	alice := testutil.CreateUser(t, app, testutil.UserOpts{Username: "alice", Role: "volunteer"})
	rec = exchange(h, authorize(t, h, person{Email: alice.Email(), Unverified: true}, "approve"), nil)
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), oauth.MsgEmailUnverified) {
		t.Fatalf("unverified email of an account: %d %s", rec.Code, rec.Body.String())
	}
	nothing("unverified email")

	// A suspended account is refused whether its provider is linked or not.
	testutil.SetFields(t, app, "users", alice.Id, map[string]any{"suspended": true})
	rec = exchange(h, authorize(t, h, person{Email: alice.Email()}, "approve"), nil)
	if rec.Code != http.StatusForbidden || !strings.Contains(rec.Body.String(), messages.MsgSuspended) || strings.Contains(rec.Body.String(), "ticket") {
		t.Fatalf("suspended, not linked: %d %s", rec.Code, rec.Body.String())
	}
	link := core.NewExternalAuth(app)
	link.SetCollectionRef(alice.Collection().Id)
	link.SetRecordRef(alice.Id)
	link.SetProvider("oidc")
	link.SetProviderId("sub-alice")
	if err := app.Save(link); err != nil {
		t.Fatal(err)
	}
	rec = exchange(h, authorize(t, h, person{Email: alice.Email(), Sub: "sub-alice"}, "approve"), nil)
	if rec.Code != http.StatusForbidden || !strings.Contains(rec.Body.String(), messages.MsgSuspended) || strings.Contains(rec.Body.String(), `"token"`) {
		t.Fatalf("suspended, linked: %d %s", rec.Code, rec.Body.String())
	}
}

func TestSignedInUserLinksAnotherProvider(t *testing.T) {
	app, h := served(t)
	carl := testutil.CreateUser(t, app, testutil.UserOpts{Username: "carl", Role: "volunteer"})
	dana := testutil.CreateUser(t, app, testutil.UserOpts{Username: "dana", Role: "volunteer"})
	headers := testutil.Auth(testutil.Token(t, carl))

	// Any verified email links to the signed-in account.
	rec := exchange(h, authorize(t, h, person{Email: "carl.work@example.org", Sub: "carl-work"}, "approve"), headers)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"id":"`+carl.Id+`"`) {
		t.Fatalf("link while signed in: %d %s", rec.Code, rec.Body.String())
	}
	expectLinkedMail(t, app, carl)
	// A provider account linked to carl cannot be linked by dana, nor sign her in as carl.
	rec = exchange(h, authorize(t, h, person{Email: "carl.work@example.org", Sub: "carl-work"}, "approve"), testutil.Auth(testutil.Token(t, dana)))
	if rec.Code != http.StatusBadRequest || !strings.Contains(rec.Body.String(), oauth.MsgLinkedElsewhere) {
		t.Fatalf("dana linking carl's provider account: %d %s", rec.Code, rec.Body.String())
	}
	if n := count(t, app, core.CollectionNameExternalAuths, dbx.HashExp{"recordRef": dana.Id}); n != 0 {
		t.Fatalf("dana got %d links", n)
	}
}

// expectLinkedMail checks the one security mail of a new link, to the
// account's own address, naming the provider.
func expectLinkedMail(t testing.TB, app core.App, u *core.Record) {
	t.Helper()
	rows := testutil.Outbox(t, app, dbx.HashExp{"user": u.Id, "kind": mail.KindSecurity})
	if len(rows) != 1 || rows[0].Subject != mail.SubjectProviderLinked ||
		!strings.Contains(rows[0].Recipients, u.Email()) || !strings.Contains(rows[0].Text, "LinkedIn was linked") {
		t.Fatalf("security mails of %s = %+v, want one \"provider linked\" to %s", u.GetString("username"), rows, u.Email())
	}
}

// linkOf saves a provider link for user.
func linkOf(t testing.TB, app core.App, id, userID, provider, providerID string) {
	t.Helper()
	l := core.NewExternalAuth(app)
	l.Id = id
	l.SetProvider(provider)
	l.SetProviderId(providerID)
	testutil.SaveUserRef(t, app, l, userID)
}

func TestUnlinkScenarios(t *testing.T) {
	tok := testutil.UserTokens(t)
	// The volunteer signed up through a provider (password unknown) and has
	// one link; the company knows its password and has one link too.
	factory := func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithUsers(t)
		testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{oauth.ProviderOnly: true})
		linkOf(t, app, "linkvolunteer01", testutil.VolunteerID, "oidc", "sub-v")
		linkOf(t, app, "linkcompany0001", testutil.CompanyID, "oidc", "sub-c")
		return app
	}
	twoLinks := testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
		linkOf(t, app, "linkvolunteer02", testutil.VolunteerID, "github", "sub-v2")
	})
	url := "/api/collections/_externalAuths/records/"
	deleted := map[string]int{"*": 0, "OnRecordDeleteRequest": 1, "OnRecordDelete": 1, "OnRecordDeleteExecute": 1,
		"OnRecordAfterDeleteSuccess": 1, "OnModelDelete": 1, "OnModelDeleteExecute": 1, "OnModelAfterDeleteSuccess": 1}
	testutil.Run(t, factory, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodDelete, URL: url + "linkcompany0001",
			ExpectedStatus: 404, ExpectedContent: []string{`"data":{}`}, ExpectedEvents: map[string]int{"*": 0}},
		{Name: "another user's link", Method: http.MethodDelete, URL: url + "linkcompany0001", Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 404, ExpectedContent: []string{`"data":{}`}, ExpectedEvents: map[string]int{"*": 0},
			AfterTestFunc: testutil.ExpectCount(core.CollectionNameExternalAuths, dbx.HashExp{"id": "linkcompany0001"}, 1)},
		{Name: "the last way to sign in", Method: http.MethodDelete, URL: url + "linkvolunteer01", Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 400, ExpectedContent: []string{oauth.MsgLastMethod},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordDeleteRequest": 1},
			AfterTestFunc:  testutil.ExpectCount(core.CollectionNameExternalAuths, dbx.HashExp{"id": "linkvolunteer01"}, 1)},
		{Name: "one of two links", TestAppFactory: twoLinks, Method: http.MethodDelete, URL: url + "linkvolunteer01", Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 204, ExpectedEvents: deleted,
			AfterTestFunc: testutil.ExpectCount(core.CollectionNameExternalAuths, dbx.HashExp{"recordRef": testutil.VolunteerID}, 1)},
		{Name: "the only link of an account with a password", Method: http.MethodDelete, URL: url + "linkcompany0001", Headers: testutil.Auth(tok.Company),
			ExpectedStatus: 204, ExpectedEvents: deleted,
			AfterTestFunc: testutil.ExpectCount(core.CollectionNameExternalAuths, dbx.HashExp{"id": "linkcompany0001"}, 0)},
	})
}

func TestPasswordResetClearsProviderOnly(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	u := testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{oauth.ProviderOnly: true})
	u.SetPassword("A-new-password-1")
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	if testutil.Record(t, app, "users", u.Id).GetBool(oauth.ProviderOnly) {
		t.Fatal("a saved password left provider_only on")
	}
	// Nor can its owner set it themselves.
	h := testutil.Handler(t, app)
	rec := testutil.Do(h, http.MethodPatch, "/api/collections/users/records/"+u.Id, []byte(`{"provider_only":true}`),
		testutil.Auth(testutil.Token(t, u)))
	if rec.Code != http.StatusBadRequest {
		t.Fatalf("PATCH provider_only: %d %s", rec.Code, rec.Body.String())
	}
}
