package system_test

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const usersURL = "/api/system/users"

func TestListUsers(t *testing.T) {
	unverified := testutil.Then(world, func(t testing.TB, app *tests.TestApp) { testutil.CreateUnverifiedVolunteer(t, app) })
	get := func(name, query string, status int, want []string, notWant ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: usersURL + query, Headers: admin(t),
			TestAppFactory: unverified, ExpectedStatus: status, ExpectedContent: want, NotExpectedContent: notWant}
	}
	run(t, []tests.ApiScenario{
		get("every user, newest first", "", 200, []string{`"page":1`, `"perPage":10`, `"totalItems":6`, `"totalPages":1`,
			`{"id":"volunteer000003","username":"ursula","email":"ursula@example.com","first_name":"First ursula","last_name":"Last","full_name":"First ursula Last","role":"volunteer","verified":false,"status":"Unverified","created":"`,
			`"username":"sally","email":"sally@example.com","first_name":"First sally","last_name":"Last","full_name":"First sally Last","role":"superadmin","verified":true,"status":"Active"`}),
		get("search by email without case", "?q=VERA%40EXAMPLE", 200, []string{`"totalItems":1`, `"username":"vera"`}, `"victor"`),
		get("search by full name", "?q="+url.QueryEscape("first victor last"), 200, []string{`"totalItems":1`, `"username":"victor"`}),
		get("search by role", "?q=superadmin", 200, []string{`"totalItems":1`, `"username":"sally"`}),
		get("search with a LIKE wildcard is literal", "?q=%25", 200, []string{`"totalItems":0`, `"items":[]`}),
		get("unverified only", "?status=unverified", 200, []string{`"totalItems":1`, `"username":"ursula"`}, `"vera"`),
		get("active only", "?status=active", 200, []string{`"totalItems":5`}, `"ursula"`),
		get("second page of two per page", "?perPage=2&page=2", 200, []string{`"page":2`, `"perPage":2`, `"totalItems":6`, `"totalPages":3`,
			`"username":"acme"`, `"username":"globex"`}, `"vera"`, `"sally"`),
		get("a page past the end is empty", "?page=9", 200, []string{`"page":9`, `"items":[]`}),
		get("page 0", "?page=0", 400, []string{`"page":{"code":"validation_invalid_value","message":"Page must be a whole number from 1."}`}),
		get("page not a number", "?page=two", 400, []string{`"page":{"code":"validation_invalid_value"`}),
		get("perPage 101", "?perPage=101", 400, []string{`"perPage":{"code":"validation_invalid_value","message":"Per page must be a whole number from 1 to 100."}`}),
		get("unknown status", "?status=banned", 400, []string{`"status":{"code":"validation_invalid_value"`}),
		get("a search of 101 characters", "?q="+strings.Repeat("a", 101), 400, []string{`"q":{"code":"validation_length_too_long"`}),
	})
}

// tokenIn is the password-reset token in a set-password mail.
var tokenIn = regexp.MustCompile(`/reset-password/([^?"\s]+)\?email=`)

func TestCreateUser(t *testing.T) {
	valid := map[string]any{"username": "newbie", "email": "newbie@example.com", "first_name": "New", "last_name": "Bie", "role": "volunteer"}
	post := func(name string, body any, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodPost, URL: usersURL, Headers: admin(t), Body: testutil.JSONBody(body),
			ExpectedStatus: status, ExpectedContent: want}
		if status != 200 {
			s.AfterTestFunc = testutil.All(testutil.ExpectCount("users", nil, 5), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if testutil.FlushMail(t, app) != 0 {
					t.Error("mail sent")
				}
			})
		}
		return s
	}
	bad := func(name string, changes map[string]any, want ...string) tests.ApiScenario {
		return post(name, testutil.With(valid, changes), 400, want...)
	}
	created := post("a superadmin adds a volunteer, who gets a set-password link", valid, 200,
		`"username":"newbie","email":"newbie@example.com","first_name":"New","last_name":"Bie","full_name":"New Bie","role":"volunteer","verified":true,"status":"Active"`)
	created.ExpectedEvents = testutil.RequestEvents(0, 2) // the user and the activity entry
	created.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		u, err := app.FindAuthRecordByEmail("users", "newbie@example.com")
		if err != nil {
			t.Fatal(err)
		}
		if !u.Verified() || u.GetString("role") != "volunteer" || u.ValidatePassword("") {
			t.Errorf("user %v", u.FieldsData())
		}
		msg := testutil.OnlyMail(t, app)
		if msg.To[0].Address != "newbie@example.com" || !strings.Contains(msg.Subject, "Voluntech account") {
			t.Errorf("mail to %v: %q", msg.To, msg.Subject)
		}
		m := tokenIn.FindStringSubmatch(msg.Text)
		if m == nil || !strings.Contains(msg.Text, testutil.TestAppURL+"/reset-password/") || !strings.Contains(msg.Text, "?email=newbie%40example.com") {
			t.Fatalf("no set-password link in %q", msg.Text)
		}
		tok, _ := url.PathUnescape(m[1])
		if r, err := app.FindAuthRecordByToken(tok, core.TokenTypePasswordReset); err != nil || r.Id != u.Id {
			t.Errorf("the link's token is not a password-reset token of the user: %v", err)
		}
	}
	company := post("a company gets its company profile", testutil.With(valid, map[string]any{"role": "company", "company_name": "Newbie Labs"}), 200,
		`"role":"company"`)
	company.ExpectedEvents = testutil.RequestEvents(0, 3)
	company.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		u, err := app.FindFirstRecordByData("users", "username", "newbie")
		if err != nil {
			t.Fatal(err)
		}
		p, err := app.FindFirstRecordByData("company_profiles", "user", u.Id)
		if err != nil || p.GetString("company_name") != "Newbie Labs" {
			t.Errorf("company profile %v %v", p, err)
		}
	}

	run(t, []tests.ApiScenario{
		created, company,
		post("empty body", map[string]any{}, 400,
			`"username":{"code":"validation_required","message":"Username is required."}`,
			`"email":{"code":"validation_required","message":"Email is required."}`,
			`"first_name":{"code":"validation_required","message":"First name is required."}`,
			`"last_name":{"code":"validation_required","message":"Last name is required."}`,
			`"role":{"code":"validation_invalid_value","message":"Choose volunteer, company or superadmin."}`),
		post("not an object", []string{"x"}, 400, `"status":400`),
		bad("bad email", map[string]any{"email": "not-an-email"}, `"email":{"code":"validation_invalid_email","message":"Enter a valid email address."}`),
		bad("email taken in another case", map[string]any{"email": "VERA@example.com"}, `"email":{"code":"validation_not_unique","message":"An account with this email already exists."}`),
		bad("username taken in another case", map[string]any{"username": "VeRa"}, `"username":{"code":"validation_not_unique","message":"This username is already taken."}`),
		bad("reserved username", map[string]any{"username": "Dashboard"}, `"username":{"code":"validation_reserved"`),
		bad("username too short", map[string]any{"username": "ab"}, `"username":{"code":"validation_length_out_of_range"`),
		bad("username with a space", map[string]any{"username": "new bie"}, `"username":{"code":"validation_invalid_format"`),
		bad("first name too long", map[string]any{"first_name": strings.Repeat("n", 51)}, `"first_name":{"code":"validation_length_too_long","message":"Must be at most 50 characters."}`),
		bad("last name blank", map[string]any{"last_name": "   "}, `"last_name":{"code":"validation_required"`),
		bad("unknown role", map[string]any{"role": "owner"}, `"role":{"code":"validation_invalid_value"`),
		bad("wrong types", map[string]any{"username": 7, "role": []string{"volunteer"}},
			`"username":{"code":"validation_invalid_type","message":"Must be text."}`, `"role":{"code":"validation_invalid_type"`),
		bad("company name too long", map[string]any{"role": "company", "company_name": strings.Repeat("c", 101)}, `"company_name":{"code":"validation_length_too_long"`),
	})
}

func TestUpdateUser(t *testing.T) {
	victor := usersURL + "/" + testutil.OtherVolunteerID
	patch := func(name, url string, body any, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodPatch, URL: url, Headers: admin(t), Body: testutil.JSONBody(body),
			ExpectedStatus: status, ExpectedContent: want}
		if status != 200 {
			s.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				for _, id := range []string{testutil.OtherVolunteerID, testutil.SuperadminID} {
					u, _ := app.FindRecordById("users", id)
					if u == nil || u.GetString("first_name") != "First "+u.GetString("username") || u.Email() != u.GetString("username")+"@example.com" ||
						(id == testutil.SuperadminID && u.GetString("role") != "superadmin") {
						t.Errorf("user %s changed", id)
					}
				}
			}
		}
		return s
	}
	edited := patch("a superadmin edits a name and the email", victor, map[string]any{"first_name": " Vic ", "email": "vic@example.org"}, 200,
		`"id":"volunteer000002","username":"victor","email":"vic@example.org","first_name":"Vic","last_name":"Last","full_name":"Vic Last","role":"volunteer"`)
	edited.ExpectedEvents = testutil.SavedEvents(1, 1, 0)
	edited.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		u, _ := app.FindRecordById("users", testutil.OtherVolunteerID)
		if u.GetString("first_name") != "Vic" || u.Email() != "vic@example.org" || u.GetString("username") != "victor" {
			t.Errorf("user %v", u.FieldsData())
		}
	}
	sameName := patch("keeping one's own username in another case", victor, map[string]any{"username": "Victor"}, 200, `"username":"Victor"`)
	sameName.ExpectedEvents = testutil.SavedEvents(1, 1, 0)
	toCompany := patch("a volunteer made a company gets a company profile", victor, map[string]any{"role": "company"}, 200, `"role":"company"`)
	toCompany.ExpectedEvents = testutil.SavedEvents(1, 2, 0)
	toCompany.AfterTestFunc = testutil.ExpectCount("company_profiles", dbx.HashExp{"user": testutil.OtherVolunteerID, "company_name": "victor"}, 1)
	promote := patch("promoting another user", victor, map[string]any{"role": "superadmin"}, 200, `"role":"superadmin"`)
	promote.ExpectedEvents = testutil.SavedEvents(1, 1, 0)

	run(t, []tests.ApiScenario{
		edited, sameName, toCompany, promote,
		patch("unknown id", usersURL+"/nosuchuser00000", map[string]any{"first_name": "X"}, 404, `"status":404`, "This user was not found."),
		patch("self-demote", usersURL+"/"+testutil.SuperadminID, map[string]any{"role": "volunteer"}, 400,
			`"role":{"code":"validation_own_role","message":"You cannot remove your own superadmin role."}`),
		patch("duplicate username in another case", victor, map[string]any{"username": "VERA"}, 400, `"username":{"code":"validation_not_unique"`),
		patch("duplicate email in another case", victor, map[string]any{"email": "Vera@Example.com"}, 400, `"email":{"code":"validation_not_unique"`),
		patch("bad email", victor, map[string]any{"email": "vic@"}, 400, `"email":{"code":"validation_invalid_email"`),
		patch("reserved username", victor, map[string]any{"username": "system"}, 400, `"username":{"code":"validation_reserved"`),
		patch("bad role", victor, map[string]any{"role": "admin"}, 400, `"role":{"code":"validation_invalid_value"`),
		patch("empty first name", victor, map[string]any{"first_name": ""}, 400, `"first_name":{"code":"validation_required"`),
		patch("last name too long", victor, map[string]any{"last_name": strings.Repeat("l", 51)}, 400, `"last_name":{"code":"validation_length_too_long"`),
		patch("wrong type", victor, map[string]any{"email": true}, 400, `"email":{"code":"validation_invalid_type"`),
	})
}
