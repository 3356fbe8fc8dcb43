package auth_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/testutil"
)

func userURL(id string) string { return "/api/collections/users/records/" + id }

var userUpdated = testutil.RequestEvents(1, 0, "OnRecordUpdateRequest", "OnRecordEnrich")

var userUpdateRefused = map[string]int{"*": 0, "OnRecordUpdateRequest": 1}

func findUser(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	return testutil.Record(t, app, "users", id)
}

// expectField asserts a stored user field after the request.
func expectField(id, field, want string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if got := findUser(t, app, id).GetString(field); got != want {
			t.Errorf("%s.%s = %q, want %q", id, field, got, want)
		}
	}
}

func TestUserUpdate(t *testing.T) {
	tok := testutil.UserTokens(t)
	ids := readLookupIDs(t)
	// refused is a PATCH by token on user id that the record hooks answer
	// 400 with want before anything is saved; after checks what stayed.
	refused := func(name, id, token, body string, after func(testing.TB, *tests.TestApp, *http.Response), want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, URL: userURL(id), Body: strings.NewReader(body), Headers: testutil.Auth(token),
			ExpectedStatus: 400, ExpectedContent: want, ExpectedEvents: userUpdateRefused, AfterTestFunc: after}
	}
	// hiddenVera is a PATCH on vera by someone who may not see her: a 404
	// before any hook runs; after checks what stayed.
	hiddenVera := func(name string, headers map[string]string, body string, after func(testing.TB, *tests.TestApp, *http.Response)) tests.ApiScenario {
		return tests.ApiScenario{Name: name, URL: userURL(testutil.VolunteerID), Body: strings.NewReader(body), Headers: headers,
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: after}
	}

	scenarios := []tests.ApiScenario{
		refused("volunteer makes themselves superadmin",
			testutil.VolunteerID, tok.Volunteer, `{"role":"superadmin"}`, expectField(testutil.VolunteerID, "role", "volunteer"),
			`"role":{"code":"validation_forbidden_change","message":"`+auth.MsgRoleChange+`"}`),
		refused("volunteer becomes a company",
			testutil.VolunteerID, tok.Volunteer, `{"role":"company"}`, expectField(testutil.VolunteerID, "role", "volunteer"),
			`"role":{"code":"validation_forbidden_change"`),
		refused("company becomes a volunteer",
			testutil.CompanyID, tok.Company, `{"role":"volunteer"}`, expectField(testutil.CompanyID, "role", "company"),
			`"role":{"code":"validation_forbidden_change"`),
		refused("company makes itself superadmin",
			testutil.CompanyID, tok.Company, `{"role":"superadmin"}`, expectField(testutil.CompanyID, "role", "company"),
			`"role":{"code":"validation_forbidden_change"`),
		{
			Name:               "owner changes profile_step",
			URL:                userURL(testutil.VolunteerID),
			Body:               strings.NewReader(`{"profile_step":5}`),
			Headers:            testutil.Auth(tok.Volunteer),
			ExpectedStatus:     400,
			ExpectedContent:    []string{`"profile_step":{"code":"validation_forbidden_change","message":"` + auth.MsgManagedField},
			NotExpectedContent: []string{`"role"`},
			ExpectedEvents:     userUpdateRefused,
			AfterTestFunc:      expectField(testutil.VolunteerID, "profile_step", "1"),
		},
		refused("owner backdates the accepted terms",
			testutil.VolunteerID, tok.Volunteer, `{"terms_accepted_at":"2001-01-01 00:00:00.000Z","consent_at":""}`, nil,
			`"terms_accepted_at":{"code":"validation_forbidden_change"`, `"consent_at":{"code":"validation_forbidden_change"`),
		refused("owner sets adult_confirmed_at directly",
			testutil.VolunteerID, tok.Volunteer, `{"adult_confirmed_at":"2001-01-01 00:00:00.000Z"}`, expectField(testutil.VolunteerID, "adult_confirmed_at", ""),
			`"adult_confirmed_at":{"code":"validation_forbidden_change"`),
		{
			Name:               "owner marks themselves verified",
			URL:                userURL(testutil.VolunteerID),
			Body:               strings.NewReader(`{"verified":true}`),
			Headers:            testutil.Auth(tok.Volunteer),
			BeforeTestFunc:     unverify(testutil.VolunteerID),
			ExpectedStatus:     400,
			ExpectedContent:    []string{`"verified":{`},
			NotExpectedContent: []string{`"verified":true`},
			ExpectedEvents:     userUpdateRefused,
			AfterTestFunc:      expectField(testutil.VolunteerID, "verified", "false"),
		},
		refused("owner takes another user's username in another case",
			testutil.VolunteerID, tok.Volunteer, `{"username":"VICTOR"}`, expectField(testutil.VolunteerID, "username", "vera"),
			`"username":{"code":"validation_not_unique","message":"`+auth.MsgUsernameTaken),
		refused("owner picks a company category",
			testutil.VolunteerID, tok.Volunteer, `{"category":"`+ids.CompanyCategory+`"}`, nil,
			`"category":{"code":"validation_required"`),
		refused("owner picks a category that is not a country",
			testutil.VolunteerID, tok.Volunteer, `{"country":"`+ids.VolunteerCategory+`"}`, nil,
			`"country":{"code":"validation_required"`),
		{
			Name:               "owner changes first_name and username case",
			URL:                userURL(testutil.VolunteerID),
			Body:               strings.NewReader(`{"first_name":"Veronica","username":"Vera"}`),
			Headers:            testutil.Auth(tok.Volunteer),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"first_name":"Veronica"`, `"username":"Vera"`, `"role":"volunteer"`},
			NotExpectedContent: []string{`"password"`},
			ExpectedEvents:     userUpdated,
			AfterTestFunc:      expectField(testutil.VolunteerID, "first_name", "Veronica"),
		},
		{
			Name:               "owner confirms being an adult",
			URL:                userURL(testutil.VolunteerID),
			Body:               strings.NewReader(`{"adult_confirmed":true}`),
			Headers:            testutil.Auth(tok.Volunteer),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"id":"` + testutil.VolunteerID + `"`},
			NotExpectedContent: []string{`"adult_confirmed_at":""`},
			ExpectedEvents:     userUpdated,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if findUser(t, app, testutil.VolunteerID).GetDateTime("adult_confirmed_at").IsZero() {
					t.Error("adult_confirmed_at not set")
				}
			},
		},
		{
			Name:    "confirming again keeps the first confirmation",
			URL:     userURL(testutil.VolunteerID),
			Body:    strings.NewReader(`{"adult_confirmed":"true"}`),
			Headers: testutil.Auth(tok.Volunteer),
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				u := findUser(t, app, testutil.VolunteerID)
				u.Set("adult_confirmed_at", "2024-05-01 10:00:00.000Z")
				if err := app.Save(u); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`"adult_confirmed_at":"2024-05-01 10:00:00.000Z"`},
			ExpectedEvents:  userUpdated,
		},
		{
			Name:               "another user edits someone else",
			URL:                userURL(testutil.VolunteerID),
			Body:               strings.NewReader(`{"first_name":"Mallory"}`),
			Headers:            testutil.Auth(tok.OtherVolunteer),
			ExpectedStatus:     404,
			ExpectedContent:    []string{`"status":404`},
			NotExpectedContent: []string{`"Mallory"`},
			ExpectedEvents:     map[string]int{"*": 0},
			AfterTestFunc:      expectField(testutil.VolunteerID, "first_name", "First vera"),
		},
		hiddenVera("a company edits a volunteer's role", testutil.Auth(tok.Company), `{"role":"company"}`,
			expectField(testutil.VolunteerID, "role", "volunteer")),
		hiddenVera("a guest edits a user", nil, `{"first_name":"Mallory"}`,
			expectField(testutil.VolunteerID, "first_name", "First vera")),
		{
			Name:            "superadmin changes a user's role to company: the company profile comes with it",
			URL:             userURL(testutil.VolunteerID),
			Body:            strings.NewReader(`{"role":"company","profile_step":2,"company_name":"Vera Labs"}`),
			Headers:         testutil.Auth(tok.Superadmin),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"role":"company"`, `"profile_step":2`},
			ExpectedEvents:  testutil.RequestEvents(1, 1, "OnRecordUpdateRequest", "OnRecordEnrich"),
			AfterTestFunc: testutil.All(expectField(testutil.VolunteerID, "role", "company"),
				func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					p, err := app.FindFirstRecordByData("company_profiles", "user", testutil.VolunteerID)
					if err != nil || p.GetString("company_name") != "Vera Labs" {
						t.Errorf("company profile = %v, %v; want one named Vera Labs", p, err)
					}
				}),
		},
		refused("superadmin cannot change their own role through the records API",
			testutil.SuperadminID, tok.Superadmin, `{"role":"volunteer"}`, expectField(testutil.SuperadminID, "role", "superadmin"),
			`"role":{"code":"validation_own_role","message":"`+auth.MsgOwnRole+`"`),
		{
			Name:            "superadmin verifies a user",
			URL:             userURL(testutil.VolunteerID),
			Body:            strings.NewReader(`{"verified":true}`),
			Headers:         testutil.Auth(tok.Superadmin),
			BeforeTestFunc:  unverify(testutil.VolunteerID),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"verified":true`},
			ExpectedEvents:  userUpdated,
		},
		{
			Name:           "superadmin changes their own password without the current one",
			URL:            userURL(testutil.SuperadminID),
			Body:           strings.NewReader(`{"password":"New-secret-9","passwordConfirm":"New-secret-9","oldPassword":"wrong-one"}`),
			Headers:        testutil.Auth(tok.Superadmin),
			ExpectedStatus: 400,
			ExpectedContent: []string{
				`"oldPassword":{"code":"validation_invalid_old_password","message":"` + auth.MsgOldPassword + `"}`,
			},
			ExpectedEvents: userUpdateRefused,
		},
		{
			Name:            "superadmin changes their own password with the current one",
			URL:             userURL(testutil.SuperadminID),
			Body:            strings.NewReader(`{"password":"New-secret-9","passwordConfirm":"New-secret-9","oldPassword":"` + testutil.DefaultPassword + `"}`),
			Headers:         testutil.Auth(tok.Superadmin),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"id":"` + testutil.SuperadminID + `"`},
			ExpectedEvents:  userUpdated,
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if !findUser(t, app, testutil.SuperadminID).ValidatePassword("New-secret-9") {
					t.Error("the new password was not stored")
				}
			},
		},
		{
			Name:            "superadmin cannot set an unknown role",
			URL:             userURL(testutil.VolunteerID),
			Body:            strings.NewReader(`{"role":"owner"}`),
			Headers:         testutil.Auth(tok.Superadmin),
			ExpectedStatus:  400,
			ExpectedContent: []string{`"role":{"code":"validation_invalid_value"`},
			ExpectedEvents: map[string]int{
				"*":                        0,
				"OnRecordUpdateRequest":    1,
				"OnModelUpdate":            1,
				"OnRecordUpdate":           1,
				"OnModelValidate":          1,
				"OnRecordValidate":         1,
				"OnModelAfterUpdateError":  1,
				"OnRecordAfterUpdateError": 1,
			},
			AfterTestFunc: expectField(testutil.VolunteerID, "role", "volunteer"),
		},
	}
	for _, s := range scenarios {
		s.Method = http.MethodPatch
		s.TestAppFactory = testutil.NewAppWithUsers
		s.Test(t)
	}
}

func unverify(id string) func(testing.TB, *tests.TestApp, *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
		u := findUser(t, app, id)
		u.SetVerified(false)
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
	}
}
