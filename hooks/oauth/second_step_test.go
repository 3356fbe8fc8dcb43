package oauth_test

import (
	"net/http"
	"regexp"
	"strings"
	"testing"

	"voluntech/hooks/testutil"
)

var signInCode = regexp.MustCompile(`sign-in code is ([0-9]{6})`)

// A provider sign-in of an account with two-step sign-in is a first step
// only: PocketBase answers 401 {mfaId} without a token, and the emailed
// code then finishes it (hooks/mfa accepts a provider's mfaId).
func TestProviderSignInNeedsTheSecondStep(t *testing.T) {
	app, h := served(t)
	nora := person{Email: "nora@example.com", Name: "Nora Provider"}
	_, ticket, _ := pendingOf(t, exchange(h, authorize(t, h, nora, "approve"), nil))
	if rec := post(h, "/api/oauth/signup", signUpBody(t, app, ticket), nil); rec.Code != http.StatusOK {
		t.Fatalf("sign-up: %d %s", rec.Code, rec.Body.String())
	}
	u, err := app.FindAuthRecordByEmail("users", nora.Email)
	if err != nil {
		t.Fatal(err)
	}
	u.Set("mfa_enabled", true)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}

	rec := exchange(h, authorize(t, h, nora, "approve"), nil)
	var first struct {
		MfaID string `json:"mfaId"`
		Token string `json:"token"`
	}
	readJSON(t, rec, &first)
	if rec.Code != http.StatusUnauthorized || first.MfaID == "" || first.Token != "" {
		t.Fatalf("provider sign-in with two-step sign-in on: %d %s, want 401 with an mfaId and no token", rec.Code, rec.Body.String())
	}

	rec = post(h, "/api/auth/mfa", map[string]string{"mfaId": first.MfaID}, nil)
	var step struct{ Method, OtpID string }
	readJSON(t, rec, &step)
	if rec.Code != http.StatusOK || step.Method != "email" || step.OtpID == "" {
		t.Fatalf("second step: %d %s", rec.Code, rec.Body.String())
	}
	msg := testutil.OnlyMail(t, app)
	code := signInCode.FindStringSubmatch(msg.Text)
	if code == nil {
		t.Fatalf("no code in %q", msg.Text)
	}
	rec = post(h, "/api/collections/users/auth-with-otp",
		map[string]string{"otpId": step.OtpID, "password": code[1], "mfaId": first.MfaID}, nil)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `"id":"`+u.Id+`"`) ||
		!strings.Contains(rec.Body.String(), `"token"`) {
		t.Fatalf("emailed code after the provider: %d %s", rec.Code, rec.Body.String())
	}
}
