package auth_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/testutil"
)

const signUpURL = "/api/collections/users/records"

// lookupIDs are the ids of the lookups a sign-up form sends. Every test app
// of one test binary is a copy of the same migrated template, so the ids
// read from one app hold in all of them.
type lookupIDs struct {
	GB, VolunteerCategory, CompanyCategory string
}

func readLookupIDs(t *testing.T) lookupIDs {
	t.Helper()
	return testutil.ReadLookups(t, func(l func(kind, name string) string) lookupIDs {
		return lookupIDs{
			GB:                l("country", "GB"),
			VolunteerCategory: l("volunteer_category", "Web Development"),
			CompanyCategory:   l("company_category", "SaaS"),
		}
	})
}

func (ids lookupIDs) volunteer() map[string]any {
	return map[string]any{
		"username":        "nora",
		"email":           "nora@example.com",
		"password":        "Secret-pass-1",
		"passwordConfirm": "Secret-pass-1",
		"first_name":      "Nora",
		"last_name":       "Volunteer",
		"role":            "volunteer",
		"country":         ids.GB,
		"category":        ids.VolunteerCategory,
		"terms_accepted":  true,
		"consent":         true,
	}
}

func (ids lookupIDs) company() map[string]any {
	b := ids.volunteer()
	b["username"] = "newco"
	b["email"] = "founder@newco.example.com"
	b["role"] = "company"
	b["category"] = ids.CompanyCategory
	b["company_name"] = "NewCo Ltd"
	return b
}

// with is the JSON body of a copy of body with the changes applied; a nil
// value removes the key.
func with(body map[string]any, changes map[string]any) io.Reader {
	return testutil.JSONBody(testutil.With(body, changes))
}

// expectNoUser asserts that the sign-up created neither the user nor a
// company profile.
func expectNoUser(email string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if n := testutil.Count(t, app, "users", dbx.HashExp{"email": email}); n != 0 {
			t.Errorf("users with %s = %d, want 0", email, n)
		}
		if n := testutil.Count(t, app, "company_profiles", nil); n != 0 {
			t.Errorf("company_profiles = %d, want 0", n)
		}
		if n := testutil.FlushMail(t, app) + app.TestMailer.TotalSend(); n != 0 {
			t.Errorf("mails sent = %d, want 0", n)
		}
	}
}

// refusedByHook are the events of a sign-up the hook refuses: the request
// event and the schema validation that collects every field error at once.
var refusedByHook = map[string]int{
	"*":                     0,
	"OnRecordCreateRequest": 1,
	"OnModelValidate":       1,
	"OnRecordValidate":      1,
}

// refusedBySchema are the events of a sign-up that passes the hook and fails
// the schema validation inside the save.
var refusedBySchema = map[string]int{
	"*":                        0,
	"OnRecordCreateRequest":    1,
	"OnModelCreate":            1,
	"OnRecordCreate":           1,
	"OnModelValidate":          1,
	"OnRecordValidate":         1,
	"OnModelAfterCreateError":  1,
	"OnRecordAfterCreateError": 1,
}

func TestSignUp(t *testing.T) {
	ids := readLookupIDs(t)
	vol, comp := ids.volunteer(), ids.company()
	withAlice := func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		testutil.CreateUser(t, app, testutil.UserOpts{Username: "alice", Email: "alice@example.com", Role: "volunteer"})
	}
	// refused is a sign-up from base with changes that a hook answers 400
	// with want (and without notWant) before any user is saved.
	refused := func(name string, base, changes map[string]any, want, notWant []string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: signUpURL, Body: with(base, changes),
			ExpectedStatus: 400, ExpectedContent: want, NotExpectedContent: notWant, ExpectedEvents: refusedByHook,
			AfterTestFunc: expectNoUser(base["email"].(string))}
	}
	// aliceFirst is s with alice signed up before it.
	aliceFirst := func(s tests.ApiScenario) tests.ApiScenario {
		s.BeforeTestFunc = withAlice
		return s
	}
	// bySchema is s answered by the collection's schema instead of the hook.
	bySchema := func(s tests.ApiScenario) tests.ApiScenario {
		s.ExpectedEvents = refusedBySchema
		return s
	}

	scenarios := []tests.ApiScenario{
		{
			Name:           "volunteer signs up",
			Method:         http.MethodPost,
			URL:            signUpURL,
			Body:           with(vol, nil),
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`"username":"nora"`,
				`"role":"volunteer"`,
				`"verified":false`,
				`"profile_step":1`,
			},
			NotExpectedContent: []string{`"password"`, `"tokenKey"`},
			// The verification mail is queued with the sign-up.
			ExpectedEvents: testutil.RequestEvents(0, 1, "OnRecordCreateRequest", "OnRecordEnrich",
				"OnMailerRecordVerificationSend"),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				u, err := app.FindAuthRecordByEmail("users", "nora@example.com")
				if err != nil {
					t.Fatal(err)
				}
				if msg := testutil.OnlyMail(t, app); msg.To[0].Address != "nora@example.com" ||
					!strings.Contains(msg.HTML, testutil.TestAppURL+"/volunteer/email-verified?token=") {
					t.Errorf("verification mail to %v: %s", msg.To, msg.HTML)
				}
				if u.GetDateTime("terms_accepted_at").IsZero() || u.GetDateTime("consent_at").IsZero() {
					t.Errorf("terms_accepted_at=%q consent_at=%q, want both set",
						u.GetString("terms_accepted_at"), u.GetString("consent_at"))
				}
				if !u.GetDateTime("adult_confirmed_at").IsZero() {
					t.Errorf("adult_confirmed_at = %q, want empty", u.GetString("adult_confirmed_at"))
				}
				if u.GetInt("profile_step") != 1 || u.Verified() {
					t.Errorf("profile_step=%d verified=%v, want 1 false", u.GetInt("profile_step"), u.Verified())
				}
				if !u.ValidatePassword("Secret-pass-1") {
					t.Error("password not stored")
				}
				if n := testutil.Count(t, app, "company_profiles", nil); n != 0 {
					t.Errorf("company_profiles = %d, want 0 for a volunteer", n)
				}
			},
		},
		{
			Name:   "volunteer cannot set the managed fields in the sign-up body",
			Method: http.MethodPost,
			URL:    signUpURL,
			Body: with(vol, map[string]any{
				"profile_step":       6,
				"verified":           false,
				"adult_confirmed_at": "2020-01-01 00:00:00.000Z",
				"terms_accepted_at":  "2001-01-01 00:00:00.000Z",
			}),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"profile_step":1`, `"adult_confirmed_at":""`},
			NotExpectedContent: []string{`2001-01-01`, `2020-01-01`},
			ExpectedEvents:     map[string]int{"OnRecordCreateRequest": 1, "OnModelCreate": 1},
		},
		{
			Name:           "company signs up with its company profile",
			Method:         http.MethodPost,
			URL:            signUpURL,
			Body:           with(comp, nil),
			ExpectedStatus: 200,
			ExpectedContent: []string{
				`"username":"newco"`,
				`"role":"company"`,
				`"verified":false`,
			},
			NotExpectedContent: []string{`"password"`},
			ExpectedEvents: map[string]int{
				"*":                              0,
				"OnRecordCreateRequest":          1,
				"OnRecordEnrich":                 1,
				"OnModelCreate":                  2,
				"OnModelCreateExecute":           2,
				"OnModelAfterCreateSuccess":      2,
				"OnModelValidate":                2,
				"OnRecordCreate":                 2,
				"OnRecordCreateExecute":          2,
				"OnRecordAfterCreateSuccess":     2,
				"OnRecordValidate":               2,
				"OnMailerRecordVerificationSend": 1,
			},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				u, err := app.FindAuthRecordByEmail("users", "founder@newco.example.com")
				if err != nil {
					t.Fatal(err)
				}
				profiles, err := app.FindAllRecords("company_profiles")
				if err != nil {
					t.Fatal(err)
				}
				if len(profiles) != 1 {
					t.Fatalf("company_profiles = %d, want 1", len(profiles))
				}
				if p := profiles[0]; p.GetString("user") != u.Id || p.GetString("company_name") != "NewCo Ltd" {
					t.Errorf("profile user=%q name=%q, want %q %q", p.GetString("user"), p.GetString("company_name"), u.Id, "NewCo Ltd")
				}
			},
		},
		refused("a username that is an app route", vol, map[string]any{"username": "Dashboard"},
			[]string{`"username":{"code":"validation_reserved","message":"` + auth.MsgUsernameReserved + `"}`}, nil),
		refused("a username of 31 characters", comp, map[string]any{"username": strings.Repeat("u", 31)},
			[]string{`"username":{"code":"validation_length_out_of_range","message":"Username must be 3 to 30 characters long."}`}, nil),
		aliceFirst(refused("username taken in another case", vol, map[string]any{"username": "Alice"},
			[]string{`"username":{"code":"validation_not_unique","message":"` + auth.MsgUsernameTaken + `"}`}, []string{`"email"`})),
		{
			Name:               "email taken (in another case)",
			Method:             http.MethodPost,
			URL:                signUpURL,
			Body:               with(vol, map[string]any{"email": "Alice@Example.com"}),
			BeforeTestFunc:     withAlice,
			ExpectedStatus:     400,
			ExpectedContent:    []string{`"email":{"code":"validation_not_unique","message":"` + auth.MsgEmailTaken + `"}`},
			NotExpectedContent: []string{`"username"`},
			ExpectedEvents:     refusedByHook,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := testutil.Count(t, app, "users", dbx.HashExp{"username": "nora"}); n != 0 {
					t.Errorf("user nora created")
				}
			},
		},
		refused("password of 7 characters", vol, map[string]any{"password": "Abc-12x", "passwordConfirm": "Abc-12x"},
			[]string{`"password":{"code":"validation_min_text_constraint","message":"Password must be at least 8 characters long`}, []string{`"passwordConfirm"`}),
		refused("passwords that differ", vol, map[string]any{"passwordConfirm": "Secret-pass-2"},
			[]string{`"passwordConfirm":{"code":"validation_values_mismatch"`}, nil),
		refused("superadmin cannot be chosen", vol, map[string]any{"role": "superadmin"},
			[]string{`"role":{"code":"validation_invalid_role","message":"` + auth.MsgRole + `"}`}, []string{`"superadmin"`}),
		refused("missing consent", vol, map[string]any{"consent": nil},
			[]string{`"consent":{"code":"validation_required","message":"` + auth.MsgConsentVol + `"}`}, []string{`"terms_accepted"`}),
		refused("company consent false", comp, map[string]any{"consent": false},
			[]string{`"consent":{"code":"validation_required","message":"` + auth.MsgConsentComp + `"}`}, []string{`"terms_accepted"`}),
		refused("missing terms", vol, map[string]any{"terms_accepted": nil},
			[]string{`"terms_accepted":{"code":"validation_required","message":"` + auth.MsgTerms + `"}`}, []string{`"consent"`}),
		refused("company without company_name", comp, map[string]any{"company_name": nil},
			[]string{`"company_name":{"code":"validation_required","message":"` + auth.MsgCompanyName + `"}`}, nil),
		refused("company with a blank company_name", comp, map[string]any{"company_name": "   "},
			[]string{`"company_name":{"code":"validation_required"`}, nil),
		refused("company_name of 101 characters", comp, map[string]any{"company_name": strings.Repeat("c", 101)},
			[]string{`"company_name":{"code":"validation_length_too_long"`}, nil),
		refused("company category for a volunteer", vol, map[string]any{"category": ids.CompanyCategory},
			[]string{`"category":{"code":"validation_required","message":"` + auth.MsgCategory + `"}`}, []string{`"country"`}),
		refused("volunteer category for a company", comp, map[string]any{"category": ids.VolunteerCategory},
			[]string{`"category":{"code":"validation_required"`}, nil),
		refused("a category id as the country", vol, map[string]any{"country": ids.VolunteerCategory},
			[]string{`"country":{"code":"validation_required","message":"` + auth.MsgCountry + `"}`}, nil),
		refused("role as a number", vol, map[string]any{"role": 1},
			[]string{`"role":{"code":"validation_invalid_role"`}, []string{`"status":500`}),
		refused("country that is not an id", vol, map[string]any{"country": "United Kingdom"},
			[]string{`"country":{`}, []string{`"status":500`}),
		refused("objects and numbers where text is expected", vol, map[string]any{
			"country":        map[string]any{"id": ids.GB},
			"category":       42,
			"password":       1234567,
			"terms_accepted": "yes",
			"company_name":   []string{"x"},
		}, []string{`"country":{`, `"category":{`, `"password":{`, `"terms_accepted":{`}, []string{`"status":500`}),
		{
			Name:               "a body that is not a JSON object",
			Method:             http.MethodPost,
			URL:                signUpURL,
			Body:               strings.NewReader(`["nora"]`),
			ExpectedStatus:     400,
			NotExpectedContent: []string{`"status":500`},
			ExpectedEvents:     map[string]int{"*": 0},
			AfterTestFunc:      expectNoUser("nora@example.com"),
		},
		bySchema(refused("first_name of 51 characters", vol, map[string]any{"first_name": strings.Repeat("n", 51)},
			[]string{`"first_name":{"code":"validation_max_text_constraint"`}, []string{`"status":500`})),
		bySchema(refused("company with a 51-character first_name creates no profile", comp, map[string]any{"first_name": strings.Repeat("n", 51)},
			[]string{`"first_name":{"code":"validation_max_text_constraint"`}, nil)),
		refused("every problem is reported at once", vol, map[string]any{"consent": nil, "terms_accepted": nil, "first_name": "", "username": "x"},
			[]string{`"consent":{`, `"terms_accepted":{`, `"first_name":{"code":"validation_required"`, `"username":{"code":"validation_length_out_of_range"`}, nil),
	}

	form, formHeaders := testutil.MultipartBody(map[string]any{
		"username": "maya", "email": "maya@example.com",
		"password": "Secret-pass-1", "passwordConfirm": "Secret-pass-1",
		"first_name": "Maya", "last_name": "Form", "role": "company",
		"country": ids.GB, "category": ids.CompanyCategory, "company_name": "Maya Labs",
		"terms_accepted": "on", "consent": "true",
	})
	scenarios = append(scenarios, tests.ApiScenario{
		Name:            "company signs up with a multipart form",
		Method:          http.MethodPost,
		URL:             signUpURL,
		Body:            form,
		Headers:         formHeaders,
		ExpectedStatus:  200,
		ExpectedContent: []string{`"username":"maya"`, `"role":"company"`},
		ExpectedEvents:  map[string]int{"OnRecordCreateRequest": 1, "OnModelCreate": 2},
		AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if _, err := app.FindFirstRecordByData("company_profiles", "company_name", "Maya Labs"); err != nil {
				t.Errorf("no company profile: %v", err)
			}
		},
	})

	for _, s := range scenarios {
		s.TestAppFactory = testutil.NewApp
		s.Test(t)
	}
}
