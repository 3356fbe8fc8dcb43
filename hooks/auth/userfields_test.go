package auth_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/plaintext"
	"voluntech/hooks/testutil"
)

// TestSignUpRefusesHiddenCharacters: names of blanks, zero-width, bidi
// override or control characters, and passwords over bcrypt's 72 bytes,
// each answered with its field's message; no user is saved.
func TestSignUpRefusesHiddenCharacters(t *testing.T) {
	ids := readLookupIDs(t)
	long := strings.Repeat("é", 37) // 37 characters, 74 bytes
	cases := []struct {
		name        string
		changes     map[string]any
		field, code string
		msg         string
	}{
		{"a first name of spaces", map[string]any{"first_name": "   "}, "first_name", "validation_required", auth.MsgFirstName},
		{"a last name of no-break spaces", map[string]any{"last_name": "\u00a0\u2003"}, "last_name", "validation_required", auth.MsgLastName},
		{"a zero-width space", map[string]any{"first_name": "No\u200bra"}, "first_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a zero-width joiner alone", map[string]any{"last_name": "\u200d"}, "last_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a bidi override", map[string]any{"last_name": "\u202eevil"}, "last_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a bidi isolate", map[string]any{"first_name": "A\u2066B"}, "first_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a NUL", map[string]any{"first_name": "No\x00ra"}, "first_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a line break", map[string]any{"last_name": "Vol\nunteer"}, "last_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a BOM", map[string]any{"first_name": "\ufeffNora"}, "first_name", "validation_invalid_chars", plaintext.MsgInvisibleChars},
		{"a password over 72 bytes", map[string]any{"password": long, "passwordConfirm": long}, "password", "validation_max_text_constraint", auth.MsgPasswordLong},
	}
	for _, c := range cases {
		events := map[string]int{"*": 0, "OnRecordCreateRequest": 1, "OnModelValidate": 1, "OnRecordValidate": 1}
		if c.field == "password" {
			events = testutil.NoEvents // refused before PocketBase hashes it
		}
		s := tests.ApiScenario{
			Name: c.name, Method: http.MethodPost, URL: signUpURL,
			Body:            testutil.JSONBody(testutil.With(ids.volunteer(), c.changes)),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"` + c.field + `":{"code":"` + c.code + `","message":"` + jsonText(c.msg) + `"`},
			ExpectedEvents:  events,
			TestAppFactory:  testutil.NewApp,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := testutil.Count(t, app, "users", nil); n != 0 {
					t.Errorf("users = %d, want 0", n)
				}
			},
		}
		s.Test(t)
	}
	ok := tests.ApiScenario{
		Name: "names are trimmed; accents, apostrophes and hyphens pass", Method: http.MethodPost, URL: signUpURL,
		Body:            testutil.JSONBody(testutil.With(ids.volunteer(), map[string]any{"first_name": "  Zoë ", "last_name": "O'Brien-Núñez  "})),
		ExpectedStatus:  200,
		ExpectedContent: []string{`"first_name":"Zoë"`, `"last_name":"O'Brien-Núñez"`},
		ExpectedEvents: testutil.RequestEvents(0, 1, "OnRecordCreateRequest", "OnRecordEnrich",
			"OnMailerRecordVerificationSend"),
		TestAppFactory: testutil.NewApp,
	}
	ok.Test(t)
}

// jsonText is s as it appears inside a JSON string.
func jsonText(s string) string {
	return strings.NewReplacer(`"`, `\"`).Replace(s)
}

// TestOwnerUpdateRefusesHiddenCharacters: the same rule holds when the
// owner edits their name in account settings.
func TestOwnerUpdateRefusesHiddenCharacters(t *testing.T) {
	s := tests.ApiScenario{
		Name: "a bidi override in an edited name", Method: http.MethodPatch, URL: userURL(testutil.VolunteerID),
		Headers:         testutil.Auth(testutil.UserTokens(t).Volunteer),
		Body:            strings.NewReader(`{"first_name":"\u202eVera"}`),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"first_name":{"code":"validation_invalid_chars"`},
		ExpectedEvents: map[string]int{"*": 0, "OnRecordUpdateRequest": 1, "OnModelUpdate": 1, "OnRecordUpdate": 1,
			"OnModelValidate": 1, "OnRecordValidate": 1, "OnModelAfterUpdateError": 1, "OnRecordAfterUpdateError": 1},
		TestAppFactory: testutil.NewAppWithUsers,
	}
	s.Test(t)
}

func TestPasswordChangeOver72Bytes(t *testing.T) {
	long := strings.Repeat("x", 73)
	s := tests.ApiScenario{
		Name: "the owner picks a 73-byte password", Method: http.MethodPatch, URL: userURL(testutil.VolunteerID),
		Headers:         testutil.Auth(testutil.UserTokens(t).Volunteer),
		Body:            strings.NewReader(`{"oldPassword":"` + testutil.DefaultPassword + `","password":"` + long + `","passwordConfirm":"` + long + `"}`),
		ExpectedStatus:  400,
		ExpectedContent: []string{`"password":{"code":"validation_max_text_constraint"`},
		ExpectedEvents:  testutil.NoEvents,
		TestAppFactory:  testutil.NewAppWithUsers,
	}
	s.Test(t)
}
