package mfa_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/mfa"
	"voluntech/hooks/testutil"
)

const (
	veraMFA  = "mfavera00000001"
	sallyMFA = "mfasally0000001"
	otpVera  = "otpvera00000001"
	otpCode  = "424242"
)

// withVeraApp: vera has a confirmed authenticator app.
func withVeraApp(t testing.TB) *tests.TestApp {
	app, _ := enrolled(t)
	return app
}

// withSession adds a pending MFA session of userID after a password.
func withSession(factory func(testing.TB) *tests.TestApp, id, userID, method string) func(testing.TB) *tests.TestApp {
	return testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
		m := core.NewMFA(app)
		m.Id = id
		m.SetMethod(method)
		testutil.SaveUserRef(t, app, m, userID)
	})
}

// withOTP adds an emailed code otpCode (id otpVera) of userID.
func withOTP(factory func(testing.TB) *tests.TestApp, userID string) func(testing.TB) *tests.TestApp {
	return testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
		o := core.NewOTP(app)
		o.Id = otpVera
		o.SetPassword(otpCode)
		testutil.SaveUserRef(t, app, o, userID)
	})
}

func withFlag(factory func(testing.TB) *tests.TestApp, userID string) func(testing.TB) *tests.TestApp {
	return testutil.Then(factory, func(t testing.TB, app *tests.TestApp) {
		testutil.SetFields(t, app, "users", userID, map[string]any{"mfa_enabled": true})
	})
}

func flag(userID string, want bool) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if got := testutil.Record(t, app, "users", userID).GetBool("mfa_enabled"); got != want {
			t.Errorf("mfa_enabled of %s = %v, want %v", userID, got, want)
		}
	}
}

func secrets(userID string, want int64) testutil.AfterFunc {
	return testutil.ExpectCount(mfa.Collection, dbx.HashExp{"user": userID}, want)
}

func jsonBody(s string) *strings.Reader { return strings.NewReader(s) }

func TestStatusRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	testutil.RunRoute(t, http.MethodGet, "/api/account/mfa", testutil.NewAppWithUsers, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: testutil.Status(401)},
		{Name: "off for a volunteer", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"enabled":false`, `"required":false`, `"method":""`}},
		{Name: "required by email for a superadmin", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"enabled":true`, `"required":true`, `"method":"email"`}},
		{Name: "an app with ten recovery codes, never the secret", Headers: testutil.Auth(tok.Volunteer),
			TestAppFactory: withVeraApp, ExpectedStatus: 200,
			ExpectedContent:    []string{`"method":"totp"`, `"recovery_codes_left":10`},
			NotExpectedContent: []string{secret, `"recovery_codes":`}},
		{Name: "another user's app is not theirs", Headers: testutil.Auth(tok.OtherVolunteer),
			TestAppFactory: withVeraApp, ExpectedStatus: 200, ExpectedContent: []string{`"method":""`}},
	})
}

func TestSecretsHaveNoAPI(t *testing.T) {
	tok := testutil.UserTokens(t)
	testutil.RunRoute(t, http.MethodGet, "/api/collections/mfa_secrets/records", withVeraApp, []tests.ApiScenario{
		{Name: "a guest", ExpectedStatus: 403, ExpectedContent: []string{"Only superusers"}},
		{Name: "the owner", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403, ExpectedContent: []string{"Only superusers"}},
		{Name: "a superadmin", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 403, ExpectedContent: []string{"Only superusers"}},
	})
}

func TestEnableEmailRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	testutil.RunRoute(t, http.MethodPost, "/api/account/mfa/email", testutil.NewAppWithUsers, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: testutil.Status(401)},
		{Name: "a volunteer turns emailed codes on", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"enabled":true`, `"method":"email"`},
			AfterTestFunc:   testutil.All(flag(testutil.VolunteerID, true), flag(testutil.OtherVolunteerID, false))},
		{Name: "already on", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 400,
			ExpectedContent: []string{`"method"`, mfa.MsgAlreadyOn}},
	})
}

func TestSetupAndConfirmRoutes(t *testing.T) {
	tok := testutil.UserTokens(t)
	testutil.RunRoute(t, http.MethodPost, "/api/account/mfa/totp/setup", testutil.NewAppWithUsers, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: testutil.Status(401),
			AfterTestFunc: secrets(testutil.VolunteerID, 0)},
		{Name: "a company gets a secret, a QR code and its address", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"secret":"`, `"url":"otpauth://totp/Voluntech:acme@example.com?`, `"qr":"data:image/png;base64,`},
			AfterTestFunc: testutil.All(secrets(testutil.CompanyID, 1), flag(testutil.CompanyID, false),
				testutil.ExpectCount(mfa.Collection, dbx.HashExp{"confirmed": true}, 0))},
		{Name: "an app already set up", Headers: testutil.Auth(tok.Volunteer), TestAppFactory: withVeraApp,
			ExpectedStatus: 400, ExpectedContent: []string{mfa.MsgAppAlreadySet}},
	})

	pending := testutil.Then(testutil.NewAppWithUsers, func(t testing.TB, app *tests.TestApp) {
		if _, err := mfa.EnrolApp(app, "", testutil.VolunteerID, secret); err != nil {
			t.Fatal(err)
		}
		r := testutil.FirstBy(app, mfa.Collection, "user", testutil.VolunteerID)
		testutil.SetFields(t, app, mfa.Collection, r.Id, map[string]any{"confirmed": false, "recovery_codes": []string{}})
		testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{"mfa_enabled": false})
	})
	testutil.RunRoute(t, http.MethodPost, "/api/account/mfa/totp/confirm", pending, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", Body: jsonBody(`{"code":"123456"}`), ExpectedStatus: 401, ExpectedContent: []string{mfa.MsgSignIn}},
		{Name: "no code", Headers: testutil.Auth(tok.Volunteer), Body: jsonBody(`{}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"code":{"code":"validation_required"`}},
		{Name: "not six digits", Headers: testutil.Auth(tok.Volunteer), Body: jsonBody(`{"code":"12ab"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"validation_code_format"`}},
		{Name: "a number, not text", Headers: testutil.Auth(tok.Volunteer), Body: jsonBody(`{"code":123456}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"validation_invalid_type"`}},
		{Name: "another user has no set-up to confirm", Headers: testutil.Auth(tok.OtherVolunteer),
			Body: jsonBody(`{"code":"` + code(t, time.Now()) + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgNoSetup}, AfterTestFunc: flag(testutil.VolunteerID, false)},
		{Name: "a wrong code", Headers: testutil.Auth(tok.Volunteer), Body: jsonBody(`{"code":"000000"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgWrongCode}, AfterTestFunc: flag(testutil.VolunteerID, false)},
		{Name: "the app's code turns it on and gives ten recovery codes", Headers: testutil.Auth(tok.Volunteer),
			Body: jsonBody(`{"code":"` + code(t, time.Now()) + `"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"method":"totp"`, `"recovery_codes_left":10`, `"recovery_codes":["`},
			AfterTestFunc:   flag(testutil.VolunteerID, true)},
	})
}

func TestDisableRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	pw := testutil.DefaultPassword
	testutil.RunRoute(t, http.MethodPost, "/api/account/mfa/disable", withVeraApp, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", Body: jsonBody(`{}`), ExpectedStatus: 401, ExpectedContent: []string{mfa.MsgSignIn}, AfterTestFunc: flag(testutil.VolunteerID, true)},
		{Name: "nothing sent", Headers: testutil.Auth(tok.Volunteer), Body: jsonBody(`{}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"password"`, `"code"`}},
		{Name: "a wrong password", Headers: testutil.Auth(tok.Volunteer),
			Body: jsonBody(`{"password":"nope-nope","code":"` + code(t, time.Now()) + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgWrongPassword}, AfterTestFunc: flag(testutil.VolunteerID, true)},
		{Name: "a wrong code", Headers: testutil.Auth(tok.Volunteer),
			Body: jsonBody(`{"password":"` + pw + `","code":"000000"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgWrongCode}, AfterTestFunc: flag(testutil.VolunteerID, true)},
		{Name: "another user with it off", Headers: testutil.Auth(tok.OtherVolunteer),
			Body: jsonBody(`{"password":"` + pw + `","code":"` + code(t, time.Now()) + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgNotOn}, AfterTestFunc: testutil.All(flag(testutil.VolunteerID, true), secrets(testutil.VolunteerID, 1))},
		{Name: "a superadmin with emailed codes cannot turn it off", Headers: testutil.Auth(tok.Superadmin),
			Body: jsonBody(`{"password":"` + pw + `","code":"123456"}`), ExpectedStatus: 400, ExpectedContent: []string{mfa.MsgRequired}},
		{Name: "password and the app's code turn it off", Headers: testutil.Auth(tok.Volunteer),
			Body: jsonBody(`{"password":"` + pw + `","code":"` + code(t, time.Now()) + `"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"enabled":false`, `"method":""`},
			AfterTestFunc:   testutil.All(flag(testutil.VolunteerID, false), secrets(testutil.VolunteerID, 0))},
		{Name: "with emailed codes: the emailed code", Headers: testutil.Auth(tok.OtherVolunteer),
			TestAppFactory: withOTP(withFlag(testutil.NewAppWithUsers, testutil.OtherVolunteerID), testutil.OtherVolunteerID),
			Body:           jsonBody(`{"password":"` + pw + `","code":"` + otpCode + `","otpId":"` + otpVera + `"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"enabled":false`}, AfterTestFunc: flag(testutil.OtherVolunteerID, false)},
		{Name: "with emailed codes: another user's code is refused", Headers: testutil.Auth(tok.OtherVolunteer),
			TestAppFactory: withOTP(withFlag(testutil.NewAppWithUsers, testutil.OtherVolunteerID), testutil.VolunteerID),
			Body:           jsonBody(`{"password":"` + pw + `","code":"` + otpCode + `","otpId":"` + otpVera + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgWrongCode}, AfterTestFunc: flag(testutil.OtherVolunteerID, true)},
	})
}

func TestSendOwnCodeRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	testutil.RunRoute(t, http.MethodPost, "/api/account/mfa/email-code", testutil.NewAppWithUsers, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", ExpectedStatus: 401, ExpectedContent: []string{mfa.MsgSignIn}},
		{Name: "off: nothing to confirm", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgNotOn}, AfterTestFunc: noMail},
		{Name: "an app user confirms with the app", Headers: testutil.Auth(tok.Volunteer), TestAppFactory: withVeraApp,
			ExpectedStatus: 400, ExpectedContent: []string{mfa.MsgUseApp}, AfterTestFunc: noMail},
		{Name: "a superadmin gets a code by email", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"otpId":"`}, AfterTestFunc: mailTo("sally@example.com")},
	})
}

func noMail(t testing.TB, app *tests.TestApp, _ *http.Response) {
	if n := testutil.FlushMail(t, app); n != 0 {
		t.Errorf("%d mails sent", n)
	}
}

func mailTo(addr string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		m := testutil.OnlyMail(t, app)
		if len(m.To) != 1 || m.To[0].Address != addr || !codeRe.MatchString(m.Text) {
			t.Errorf("mail to %v: %q", m.To, m.Text)
		}
	}
}

func TestSecondStepRoute(t *testing.T) {
	base := testutil.NewAppWithUsers
	testutil.RunRoute(t, http.MethodPost, "/api/auth/mfa", base, []tests.ApiScenario{
		{Name: "no session", Body: jsonBody(`{}`), ExpectedStatus: 400, ExpectedContent: []string{`"mfaId"`}},
		{Name: "an unknown session", Body: jsonBody(`{"mfaId":"nope"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgSessionExpired}, AfterTestFunc: noMail},
		{Name: "a superadmin's code is emailed", Body: jsonBody(`{"mfaId":"` + sallyMFA + `"}`),
			TestAppFactory: withSession(base, sallyMFA, testutil.SuperadminID, core.MFAMethodPassword),
			ExpectedStatus: 200, ExpectedContent: []string{`"method":"email"`, `"otpId":"`}, AfterTestFunc: mailTo("sally@example.com")},
		{Name: "an app user is sent nothing", Body: jsonBody(`{"mfaId":"` + veraMFA + `"}`),
			TestAppFactory: withSession(withVeraApp, veraMFA, testutil.VolunteerID, core.MFAMethodPassword),
			ExpectedStatus: 200, ExpectedContent: []string{`"method":"totp"`}, AfterTestFunc: noMail},
		{Name: "a session begun with a code, not a password", Body: jsonBody(`{"mfaId":"` + sallyMFA + `"}`),
			TestAppFactory: withSession(base, sallyMFA, testutil.SuperadminID, core.MFAMethodOTP),
			ExpectedStatus: 400, ExpectedContent: []string{mfa.MsgSessionExpired}, AfterTestFunc: noMail},
	})
}

func TestAuthWithTOTPRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	veraSession := withSession(withVeraApp, veraMFA, testutil.VolunteerID, core.MFAMethodPassword)
	testutil.RunRoute(t, http.MethodPost, "/api/auth/totp", veraSession, []tests.ApiScenario{
		{Name: "nothing sent", Body: jsonBody(`{}`), ExpectedStatus: 400, ExpectedContent: []string{`"mfaId"`, `"code"`}},
		{Name: "a malformed code", Body: jsonBody(`{"mfaId":"` + veraMFA + `","code":"12"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"validation_code_format"`}},
		{Name: "an unknown session", Body: jsonBody(`{"mfaId":"nope","code":"123456"}`), ExpectedStatus: 400,
			ExpectedContent: []string{mfa.MsgSessionExpired}},
		{Name: "a signed-in user's token is no session", Headers: testutil.Auth(tok.Volunteer),
			Body: jsonBody(`{"mfaId":"","code":"123456"}`), ExpectedStatus: 400, ExpectedContent: []string{`"mfaId"`}},
		{Name: "an account without an app", Body: jsonBody(`{"mfaId":"` + sallyMFA + `","code":"123456"}`),
			TestAppFactory: withSession(testutil.NewAppWithUsers, sallyMFA, testutil.SuperadminID, core.MFAMethodPassword),
			ExpectedStatus: 400, ExpectedContent: []string{mfa.MsgNoApp}},
		{Name: "another user's app code does not open vera's session", Body: jsonBody(`{"mfaId":"` + veraMFA + `","code":"` + otpCode + `"}`),
			ExpectedStatus: 400, ExpectedContent: []string{mfa.MsgWrongCode}},
		{Name: "the app's code signs in", Body: jsonBody(`{"mfaId":"` + veraMFA + `","code":"` + code(t, time.Now()) + `"}`),
			ExpectedStatus: 200, ExpectedContent: []string{`"token":"`, `"id":"` + testutil.VolunteerID + `"`},
			NotExpectedContent: []string{`"mfa_enabled"`, `"totp_secret"`},
			AfterTestFunc:      testutil.ExpectCount(core.CollectionNameMFAs, nil, 0)},
	})
}
