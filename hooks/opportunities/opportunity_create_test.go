package opportunities_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/plaintext"
	"voluntech/hooks/testutil"
)

// newest checks the last opportunity acme posted.
func newest(check func(testing.TB, map[string]any)) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, res *http.Response) {
		t.Helper()
		var body map[string]any
		testutil.DecodeResponse(t, res, &body)
		r := testutil.Opportunity(t, app, body["id"].(string))
		check(t, map[string]any{
			"company": r.GetString("company"), "title": r.GetString("title"), "skills": strings.Join(r.GetStringSlice("skills"), ","),
			"applicants": r.GetInt("applicants"), "interviews": r.GetInt("interviews"), "closed_reason": r.GetString("closed_reason"),
			"status": r.GetString("status"),
		})
	}
}

func TestCreateOpportunity(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	valid := validOpportunity(id)
	created := events("OnRecordCreateRequest", 1, 0, 1, 0, 0)
	refused := only("OnRecordCreateRequest")
	post := func(name, token string, body map[string]any, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(token),
			Body: testutil.JSONBody(body), ExpectedStatus: status, ExpectedContent: want}
	}
	bad := func(name string, changes map[string]any, want ...string) tests.ApiScenario {
		s := post(name, tok.Company, testutil.With(valid, changes), 400, append([]string{`"message":"` + opportunities.MsgFixFields + `"`}, want...)...)
		s.ExpectedEvents = refused
		s.AfterTestFunc = count("opportunities", 6)
		return s
	}
	s := []tests.ApiScenario{
		{Name: "a guest is asked to sign in", Method: http.MethodPost, URL: oppURL, Body: testutil.JSONBody(valid),
			ExpectedStatus: 401, ExpectedContent: []string{opportunities.MsgSignIn}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: count("opportunities", 6)},
	}
	for _, c := range []struct{ name, token, msg string }{
		{"a volunteer cannot post", tok.Volunteer, opportunities.MsgCompaniesOnly},
		{"a superadmin cannot post", tok.Superadmin, opportunities.MsgCompaniesOnly},
		{"an unverified company cannot post", testutil.UnverifiedCompanyToken(t), auth.MsgVerifyFirst},
	} {
		sc := post(c.name, c.token, valid, 403, `"message":"`+c.msg+`"`)
		sc.ExpectedEvents = refused
		sc.AfterTestFunc = count("opportunities", 6)
		s = append(s, sc)
	}
	ok := post("the company posts; the server sets the owner, counters and skills", tok.Company,
		testutil.With(valid, map[string]any{"company": testutil.OtherCompanyID, "applicants": 7, "interviews": 3, "closed_reason": "x"}), 200,
		`"company":"`+testutil.CompanyID+`"`, `"title":"Data volunteer"`, `"skills":["SQL","Python"]`, `"applicants":0`,
		`"company_name":"Acme Ltd"`, `"company_username":"acme"`, `"category_name":`, `"country_name":"United Kingdom`)
	ok.ExpectedEvents = created
	ok.AfterTestFunc = testutil.All(count("opportunities", 7), noMail, newest(func(t testing.TB, got map[string]any) {
		want := map[string]any{"company": testutil.CompanyID, "title": "Data volunteer", "skills": "SQL,Python",
			"applicants": 0, "interviews": 0, "closed_reason": "", "status": "open"}
		for k, v := range want {
			if got[k] != v {
				t.Errorf("%s = %v, want %v", k, got[k], v)
			}
		}
	}))
	remote := post("a remote opportunity needs no city", tok.Company, testutil.With(valid, map[string]any{"remote": true, "city": ""}), 200, `"remote":true`)
	remote.ExpectedEvents = created
	s = append(s, ok, remote,
		bad("a title over two lines", map[string]any{"title": "Frontend\r\nhelper"}, `"title":{"code":"validation_line_break","message":"`+plaintext.MsgOneLine+`"`),
		bad("a title with a bidi override", map[string]any{"title": "\u202eFrontend helper"}, `"title":{"code":"validation_invalid_chars"`),
		bad("a city or remote", map[string]any{"city": "  "}, `"city":{"code":"validation_required","message":"`+opportunities.MsgCityOrRemote+`"`),
		bad("expiry in the past", map[string]any{"expires_at": testutil.InDays(-2).String()}, `"expires_at":{"code":"validation_expired","message":"`+opportunities.MsgExpiryFuture+`"`),
		bad("expiry in the past, even for a draft", map[string]any{"status": "draft", "expires_at": testutil.InDays(-2).String()}, `"expires_at":{"code":"validation_expired"`),
		bad("no expiry", map[string]any{"expires_at": nil}, `"expires_at":{"code":"validation_required"`),
		bad("eleven skills", map[string]any{"skills": []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"}}, `"skills":{"code":"validation_length_out_of_range","message":"`+opportunities.MsgTooManySkills+`"`),
		bad("a skill too long", map[string]any{"skills": []string{strings.Repeat("x", 51)}}, `"skills":{"code":"validation_length_out_of_range"`),
		bad("skills not a list", map[string]any{"skills": map[string]any{"a": 1}}, `"skills":{"code":"validation_invalid_type"`),
		bad("skills not names", map[string]any{"skills": []any{1, 2}}, `"skills":{"code":"validation_invalid_type"`),
		bad("a category of another kind", map[string]any{"category": id.Language}, `"category":{"code":"validation_invalid_value","message":"`+opportunities.MsgChooseCategory+`"`),
		bad("no category", map[string]any{"category": nil}, `"category":{"code":"validation_required"`),
		bad("a country that is a language", map[string]any{"country": id.Language}, `"country":{"code":"validation_invalid_value"`),
		bad("every schema error at once", map[string]any{"title": " ", "hours_per_day": 13, "duration_months": 0, "status": "live", "description": ""},
			`"title":{"code":"validation_required"`, `"hours_per_day":{"code":"validation_max_number_constraint"`, `"duration_months":{"code":"validation_required"`,
			`"status":{"code":"validation_invalid_value"`, `"description":{"code":"validation_required"`),
	)
	testutil.Run(t, base, s)
}

func TestPlanLimit(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	valid := validOpportunity(id)
	starter := opportunities.PlanLimitMessage("Starter", 5)
	if starter != "Your Starter plan allows 5 live opportunities. Upgrade your plan to publish more." {
		t.Fatalf("message = %q", starter)
	}
	limited := []string{`"message":"` + starter + `"`, `"status":{"code":"validation_plan_limit","message":"` + starter + `"`}
	created := events("OnRecordCreateRequest", 1, 0, 1, 0, 0)
	updated := events("OnRecordUpdateRequest", 1, 1, 0, 0, 0)
	live := func(want int) testutil.AfterFunc {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			t.Helper()
			if n, _ := opportunities.LiveCount(app, testutil.CompanyID, ""); n != want {
				t.Errorf("live opportunities = %d, want %d", n, want)
			}
		}
	}
	url := func(oppID string) string { return oppURL + "/" + oppID }
	status := func(v string) io.Reader { return testutil.JSONBody(map[string]any{"status": v}) }
	testutil.Run(t, with(atLimit), []tests.ApiScenario{
		{Name: "the 6th open opportunity on Starter is refused", Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(valid), ExpectedStatus: 400, ExpectedContent: limited,
			ExpectedEvents: only("OnRecordCreateRequest"), AfterTestFunc: live(5)},
		{Name: "a 6th as a draft is fine", Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(testutil.With(valid, map[string]any{"status": "draft"})), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"draft"`}, ExpectedEvents: created, AfterTestFunc: live(5)},
		{Name: "hold to open at the limit is refused", Method: http.MethodPatch, URL: url(oppHold), Headers: testutil.Auth(tok.Company),
			Body: status("open"), ExpectedStatus: 400, ExpectedContent: limited, ExpectedEvents: only("OnRecordUpdateRequest"), AfterTestFunc: live(5)},
		{Name: "hold to draft at the limit is fine", Method: http.MethodPatch, URL: url(oppHold), Headers: testutil.Auth(tok.Company),
			Body: status("draft"), ExpectedStatus: 200, ExpectedContent: []string{`"status":"draft"`}, ExpectedEvents: updated},
		{Name: "editing a live one at the limit is fine", Method: http.MethodPatch, URL: url(oppOpen), Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(map[string]any{"title": "Renamed at the limit"}), ExpectedStatus: 200, ExpectedContent: []string{`"title":"Renamed at the limit"`}, ExpectedEvents: updated},
		{Name: "reviving an expired one at the limit is refused", Method: http.MethodPatch, URL: url(oppExpired), Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(map[string]any{"expires_at": testutil.InDays(5).String()}), ExpectedStatus: 400, ExpectedContent: limited, ExpectedEvents: only("OnRecordUpdateRequest")},
		{Name: "with one closed, hold to open fits again", Method: http.MethodPatch, URL: url(oppHold), Headers: testutil.Auth(tok.Company),
			Body: status("open"), ExpectedStatus: 200, ExpectedContent: []string{`"status":"open"`}, ExpectedEvents: updated, AfterTestFunc: live(5),
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				atLimit(t, app)
				o := testutil.Opportunity(t, app, "opplimit0000005")
				o.Set("status", "closed")
				if err := app.Save(o); err != nil {
					t.Fatal(err)
				}
			})},
		{Name: "an Essential plan has room for more", Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(valid), ExpectedStatus: 200, ExpectedEvents: created, ExpectedContent: []string{`"status":"open"`}, AfterTestFunc: live(6),
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				atLimit(t, app)
				testutil.GivePlan(t, app, testutil.CompanyID, "essential")
			})},
		{Name: "without a plan: choose one", Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(tok.OtherCompany),
			Body: testutil.JSONBody(valid), ExpectedStatus: 400, ExpectedEvents: only("OnRecordCreateRequest"),
			ExpectedContent: []string{`"status":{"code":"validation_plan_limit","message":"` + opportunities.MsgChoosePlan + `"`}},
		{Name: "without a plan a draft is fine", Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(tok.OtherCompany),
			Body: testutil.JSONBody(testutil.With(valid, map[string]any{"status": "draft"})), ExpectedStatus: 200, ExpectedEvents: created,
			ExpectedContent: []string{`"company":"` + testutil.OtherCompanyID + `"`}},
		{Name: "a canceled plan has no room", Method: http.MethodPost, URL: oppURL, Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(valid), ExpectedStatus: 400, ExpectedEvents: only("OnRecordCreateRequest"),
			ExpectedContent: []string{opportunities.MsgChoosePlan},
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				_, err := app.DB().Update("subscriptions", dbx.Params{"status": "canceled"}, dbx.HashExp{"company": testutil.CompanyID}).Execute()
				if err != nil {
					t.Fatal(err)
				}
			})},
	})
}
