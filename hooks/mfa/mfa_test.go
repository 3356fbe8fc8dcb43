package mfa_test

import (
	"encoding/json"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/mail"
	"voluntech/hooks/mfa"
	"voluntech/hooks/testutil"
)

// secret is the authenticator secret of the enrolled users (base32).
const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"

const (
	passwordURL = "/api/collections/users/auth-with-password"
	otpURL      = "/api/collections/users/auth-with-otp"
)

func body(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

func decode(t testing.TB, raw []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("answer %s: %v", raw, err)
	}
	return m
}

// signIn posts the password of identity and returns PocketBase's mfaId
// (failing the test when a token came back instead).
func signIn(t testing.TB, h http.Handler, identity string) string {
	t.Helper()
	res := testutil.Do(h, http.MethodPost, passwordURL,
		body(map[string]string{"identity": identity, "password": testutil.DefaultPassword}), nil)
	if res.Code != http.StatusUnauthorized || strings.Contains(res.Body.String(), `"token"`) {
		t.Fatalf("password sign-in of %s: %d %s, want 401 with an mfaId and no token", identity, res.Code, res.Body)
	}
	id, _ := decode(t, res.Body.Bytes())["mfaId"].(string)
	if id == "" {
		t.Fatalf("no mfaId in %s", res.Body)
	}
	return id
}

func code(t testing.TB, at time.Time) string {
	t.Helper()
	c, err := mfa.CodeAt(secret, at)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

// enrolled is an app with the cast, vera having an authenticator app.
func enrolled(t testing.TB) (*tests.TestApp, []string) {
	t.Helper()
	app := testutil.NewAppWithUsers(t)
	codes, err := mfa.EnrolApp(app, "", testutil.VolunteerID, secret)
	if err != nil {
		t.Fatal(err)
	}
	return app, codes
}

func expect(t testing.TB, res interface {
	Result() *http.Response
}, status int, contains ...string) string {
	t.Helper()
	r := res.Result()
	defer r.Body.Close()
	var b strings.Builder
	buf := make([]byte, 4096)
	for {
		n, err := r.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			break
		}
	}
	if r.StatusCode != status {
		t.Fatalf("status %d %s, want %d", r.StatusCode, b.String(), status)
	}
	for _, c := range contains {
		if !strings.Contains(b.String(), c) {
			t.Fatalf("answer %s lacks %q", b.String(), c)
		}
	}
	return b.String()
}

func TestPasswordAloneGetsNoTokenForASuperadmin(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	signIn(t, h, "sally")
	// Others sign in with the password alone until they turn it on.
	expect(t, testutil.Do(h, http.MethodPost, passwordURL,
		body(map[string]string{"identity": "vera", "password": testutil.DefaultPassword}), nil), 200, `"token"`)
	testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{"mfa_enabled": true})
	signIn(t, h, "vera")
	// The records API neither shows the flag nor lets the owner change it.
	tok := testutil.Token(t, testutil.Record(t, app, "users", testutil.VolunteerID))
	got := expect(t, testutil.Do(h, http.MethodPatch, "/api/collections/users/records/"+testutil.VolunteerID,
		body(map[string]any{"mfa_enabled": false}), testutil.Auth(tok)), 200)
	if strings.Contains(got, "mfa_enabled") {
		t.Errorf("the records API shows mfa_enabled: %s", got)
	}
	if !testutil.Record(t, app, "users", testutil.VolunteerID).GetBool("mfa_enabled") {
		t.Error("the records API turned two-step sign-in off")
	}
}

var codeRe = regexp.MustCompile(`sign-in code is ([0-9]{6})`)

// emailedCode asks for the second step of mfaID and returns the otpId and
// the code of the mail it sent.
func emailedCode(t testing.TB, app *tests.TestApp, h http.Handler, mfaID string) (string, string) {
	t.Helper()
	got := expect(t, testutil.Do(h, http.MethodPost, "/api/auth/mfa", body(map[string]string{"mfaId": mfaID}), nil),
		200, `"method":"email"`)
	otpID, _ := decode(t, []byte(got))["otpId"].(string)
	msg := testutil.OnlyMail(t, app)
	if msg.Subject != mail.SubjectSignInCode {
		t.Fatalf("subject %q", msg.Subject)
	}
	m := codeRe.FindStringSubmatch(msg.Text)
	if m == nil {
		t.Fatalf("no code in %q", msg.Text)
	}
	return otpID, m[1]
}

func TestEmailedCodeOnceAndNotExpired(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)

	mfaID := signIn(t, h, "sally")
	otpID, c := emailedCode(t, app, h, mfaID)
	// A code alone signs nobody in.
	expect(t, testutil.Do(h, http.MethodPost, otpURL, body(map[string]string{"otpId": otpID, "password": c}), nil),
		400, mfa.MsgPasswordFirst)
	expect(t, testutil.Do(h, http.MethodPost, otpURL,
		body(map[string]string{"otpId": otpID, "password": c, "mfaId": mfaID}), nil), 200, `"token"`)
	// Used once: refused again, and the session is spent too.
	expect(t, testutil.Do(h, http.MethodPost, otpURL,
		body(map[string]string{"otpId": otpID, "password": c, "mfaId": mfaID}), nil), 400)

	// Expired: a code older than its 5 minutes.
	mfaID = signIn(t, h, "sally")
	otpID, c = emailedCode(t, app, h, mfaID)
	if _, err := app.DB().Update(core.CollectionNameOTPs, dbx.Params{"created": types.NowDateTime().Add(-6 * time.Minute)},
		dbx.HashExp{"id": otpID}).Execute(); err != nil {
		t.Fatal(err)
	}
	expect(t, testutil.Do(h, http.MethodPost, otpURL,
		body(map[string]string{"otpId": otpID, "password": c, "mfaId": mfaID}), nil), 400, "Invalid or expired OTP")
}

func TestAuthenticatorCodeOnceRecoveryCodeOnce(t *testing.T) {
	app, recovery := enrolled(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	if len(recovery) != mfa.RecoveryCodeCount {
		t.Fatalf("%d recovery codes", len(recovery))
	}
	// The plain secret is nowhere in the database.
	var raw string
	if err := app.DB().NewQuery("SELECT totp_secret FROM mfa_secrets").Row(&raw); err != nil || strings.Contains(raw, secret) || raw == "" {
		t.Fatalf("stored secret %q (%v)", raw, err)
	}

	mfaID := signIn(t, h, "vera")
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/mfa", body(map[string]string{"mfaId": mfaID}), nil),
		200, `"method":"totp"`)
	// An emailed code is no way around the app.
	otp := core.NewOTP(app)
	otp.SetPassword("123456")
	testutil.SaveUserRef(t, app, otp, testutil.VolunteerID)
	expect(t, testutil.Do(h, http.MethodPost, otpURL,
		body(map[string]string{"otpId": otp.Id, "password": "123456", "mfaId": mfaID}), nil), 400, "authenticator app")
	now := time.Now()
	c := code(t, now)
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": c}), nil),
		200, `"token"`, `"username":"vera"`)
	// The session is spent.
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": c}), nil),
		400, mfa.MsgSessionExpired)
	// The same code in a new sign-in: refused.
	mfaID = signIn(t, h, "vera")
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": c}), nil),
		400, mfa.MsgWrongCode)
	// An expired code (two steps ago): refused.
	old := code(t, now.Add(-2*mfa.Period*time.Second))
	if old != c {
		expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": old}), nil),
			400, mfa.MsgWrongCode)
	}
	// A recovery code, typed in capitals and without its dash, once.
	rc := strings.ToUpper(strings.ReplaceAll(recovery[3], "-", ""))
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": rc}), nil),
		200, `"token"`)
	mfaID = signIn(t, h, "vera")
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": recovery[3]}), nil),
		400, mfa.MsgWrongCode)
	// Another recovery code still works, and the next step's code too.
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": code(t, now.Add(mfa.Period*time.Second))}), nil),
		200, `"token"`)
	if n := testutil.Count(t, app, core.CollectionNameMFAs, nil); n != 0 {
		t.Errorf("%d MFA sessions left", n)
	}
}

func TestWrongCodesAreLimitedPerUser(t *testing.T) {
	app, _ := enrolled(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	mfaID := signIn(t, h, "vera")
	for i := 0; i < mfa.MaxFails; i++ {
		expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp", body(map[string]string{"mfaId": mfaID, "code": "000000"}), nil),
			400, mfa.MsgWrongCode)
	}
	// Even the right code waits now.
	expect(t, testutil.Do(h, http.MethodPost, "/api/auth/totp",
		body(map[string]string{"mfaId": mfaID, "code": code(t, time.Now())}), nil), 429)
}

func TestCodeStepRateLimits(t *testing.T) {
	h := testutil.Serve(t, testutil.NewAppWithUsers)
	testutil.ExpectRateLimitedBody(t, h, http.MethodPost, "/api/auth/totp", []byte(`{"mfaId":"x","code":"123456"}`), nil, 10)
	h = testutil.Serve(t, testutil.NewAppWithUsers)
	testutil.ExpectRateLimitedBody(t, h, http.MethodPost, "/api/auth/mfa", []byte(`{"mfaId":"x"}`), nil, 10)
	h = testutil.Serve(t, testutil.NewAppWithUsers)
	testutil.ExpectRateLimitedBody(t, h, http.MethodPost, otpURL, []byte(`{"otpId":"x","password":"123456"}`), nil, 10)
	h = testutil.Serve(t, testutil.NewAppWithUsers)
	testutil.ExpectRateLimitedBody(t, h, http.MethodPost, "/api/collections/users/request-otp", []byte(`{"email":"a@example.com"}`), nil, 5)
	h = testutil.Serve(t, testutil.NewAppWithUsers)
	testutil.ExpectRateLimitedBody(t, h, http.MethodPost, "/api/account/mfa/disable", []byte(`{}`), nil, 20)
}
