package companies_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const contactURL = "/api/company/onboarding/contact"

// contactIs expects acme's saved choice and address.
func contactIs(show bool, email string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		p := profileOf(t, app, testutil.CompanyID)
		if p.GetBool("show_contact_email") != show || p.GetString("contact_email") != email {
			t.Errorf("show_contact_email %v contact_email %q, want %v %q", p.GetBool("show_contact_email"), p.GetString("contact_email"), show, email)
		}
	}
}

func TestContactEmail(t *testing.T) {
	tok := testutil.UserTokens(t)
	mia := testutil.MemberToken(t)
	valid := map[string]any{"show_contact_email": true, "contact_email": "  hello@acme.example.com "}
	refused := func(name, token string, body map[string]any, status int, content ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Headers: testutil.Auth(token), Body: testutil.JSONBody(body), ExpectedStatus: status,
			ExpectedContent: content, ExpectedEvents: testutil.NoEvents, AfterTestFunc: contactIs(false, "")}
	}
	scenarios := []tests.ApiScenario{
		refused("guest", "", valid, 401, `"status":401`),
		refused("volunteer", tok.Volunteer, valid, 403, `"status":403`),
		refused("superadmin", tok.Superadmin, valid, 403, `"status":403`),
		refused("unverified company", testutil.UnverifiedCompanyToken(t), valid, 403, "Please verify your email address first."),
		refused("shown without an address", tok.Company, map[string]any{"show_contact_email": true, "contact_email": " "}, 400,
			`"contact_email":{"code":"validation_required","message":"Please enter the email to show on your public page."}`),
		refused("not an address", tok.Company, testutil.With(valid, map[string]any{"contact_email": "hello@"}), 400,
			`"contact_email":{"code":"validation_invalid_email","message":"Please enter a valid email address."}`),
		refused("an address too long", tok.Company, testutil.With(valid, map[string]any{"contact_email": strings.Repeat("a", 250) + "@x.io"}), 400,
			`"contact_email":{"code":"validation_invalid_email"`),
		refused("wrong types", tok.Company, map[string]any{"show_contact_email": "yes", "contact_email": 5}, 400,
			`"show_contact_email":{"code":"validation_invalid_type"`, `"contact_email":{"code":"validation_invalid_type"`),
		{Name: "the owner shows an address", Headers: testutil.Auth(tok.Company), Body: testutil.JSONBody(valid), ExpectedStatus: 200,
			ExpectedContent: []string{`"show_contact_email":true`, `"contact_email":"hello@acme.example.com"`, `"step":5`},
			ExpectedEvents:  testutil.SavedEvents(1, 0, 0), AfterTestFunc: contactIs(true, "hello@acme.example.com")},
		{Name: "a member shows an address", Headers: testutil.Auth(mia), Body: testutil.JSONBody(valid), ExpectedStatus: 200,
			ExpectedContent: []string{`"show_contact_email":true`, `"company_name":"Acme Ltd"`},
			ExpectedEvents:  testutil.SavedEvents(1, 0, 0), AfterTestFunc: contactIs(true, "hello@acme.example.com")},
		{Name: "hidden, the address kept", Headers: testutil.Auth(tok.Company),
			Body:           testutil.JSONBody(map[string]any{"show_contact_email": false, "contact_email": "hello@acme.example.com"}),
			ExpectedStatus: 200, ExpectedContent: []string{`"show_contact_email":false`, `"contact_email":"hello@acme.example.com"`},
			ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: contactIs(false, "hello@acme.example.com")},
		{Name: "globex changes only its own", Headers: testutil.Auth(tok.OtherCompany), Body: testutil.JSONBody(valid), ExpectedStatus: 200,
			ExpectedContent: []string{`"company_name":"Globex Ltd"`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			AfterTestFunc: contactIs(false, "")},
	}
	factory := func(t testing.TB) *tests.TestApp {
		app := atStep(5)(t)
		testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
		return app
	}
	testutil.RunRoute(t, http.MethodPost, contactURL, factory, scenarios)
}
