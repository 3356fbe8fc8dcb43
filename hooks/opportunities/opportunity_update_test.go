package opportunities_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// titleIs checks an opportunity's title (unchanged after a refusal).
func titleIs(id, want string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		if got := testutil.Opportunity(t, app, id).GetString("title"); got != want {
			t.Errorf("%s title = %q, want %q", id, got, want)
		}
	}
}

func TestUpdateOpportunity(t *testing.T) {
	tok := testutil.UserTokens(t)
	updated := events("OnRecordUpdateRequest", 1, 1, 0, 0, 0)
	refused := only("OnRecordUpdateRequest")
	patch := func(name, token, id string, body map[string]any, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPatch, URL: oppURL + "/" + id, Headers: testutil.Auth(token),
			Body: testutil.JSONBody(body), ExpectedStatus: status, ExpectedContent: want, ExpectedEvents: refused}
	}
	ok := func(s tests.ApiScenario) tests.ApiScenario {
		s.ExpectedEvents = updated
		return s
	}
	unchanged := titleIs(oppOpen, "Frontend helper")
	closedByAdmin := with(func(t testing.TB, app *tests.TestApp) {
		o := testutil.Opportunity(t, app, oppClosed)
		o.Set("closed_reason", "Asks for unpaid full-time work.")
		if err := app.Save(o); err != nil {
			t.Fatal(err)
		}
	})
	scenarios := []tests.ApiScenario{
		ok(patch("the owner edits and the skills are cleaned", tok.Company, oppOpen,
			map[string]any{"title": " Frontend lead ", "skills": []string{"go", " Go ", "Rust"}}, 200,
			`"title":"Frontend lead"`, `"skills":["go","Rust"]`, `"company_name":"Acme Ltd"`)),
		patch("the company cannot change", tok.Company, oppOpen, map[string]any{"company": testutil.OtherCompanyID, "applicants": 9}, 400,
			`"company":{"code":"validation_read_only"`, `"applicants":{"code":"validation_read_only"`),
		patch("nor the close reason", tok.Company, oppOpen, map[string]any{"closed_reason": "mine"}, 400, `"closed_reason":{"code":"validation_read_only"`),
		ok(patch("sending back the same counters is fine", tok.Company, oppOpen, map[string]any{"applicants": 1, "interviews": 0, "title": "Same"}, 200,
			`"title":"Same"`)),
		patch("no city and not remote", tok.Company, oppOpen, map[string]any{"remote": false, "city": ""}, 400,
			`"city":{"code":"validation_required","message":"`+opportunities.MsgCityOrRemote+`"`),
		patch("reopening with a past expiry", tok.Company, oppClosed, map[string]any{"status": "open", "expires_at": testutil.InDays(-1).String()}, 400,
			`"expires_at":{"code":"validation_expired"`),
		ok(patch("a draft may keep an old expiry", tok.Company, oppExpired, map[string]any{"status": "draft"}, 200, `"status":"draft"`)),
		patch("an open one gets a past expiry", tok.Company, oppOpen, map[string]any{"expires_at": testutil.InDays(-1).String()}, 400,
			`"expires_at":{"code":"validation_expired"`),
		{Name: "a superadmin's close stays", Method: http.MethodPatch, URL: oppURL + "/" + oppClosed, Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(map[string]any{"status": "open"}), ExpectedStatus: 400, ExpectedEvents: refused, TestAppFactory: closedByAdmin,
			ExpectedContent: []string{`"status":{"code":"validation_closed_by_admin"`}},
		{Name: "a closed one can still be edited", Method: http.MethodPatch, URL: oppURL + "/" + oppClosed, Headers: testutil.Auth(tok.Company),
			Body: testutil.JSONBody(map[string]any{"title": "All done, thanks"}), ExpectedStatus: 200, ExpectedEvents: updated, TestAppFactory: closedByAdmin,
			ExpectedContent: []string{`"closed_reason":"Asks for unpaid full-time work."`}},
	}
	for _, c := range []struct{ name, token string }{
		{"a guest", ""}, {"a volunteer", tok.Volunteer}, {"another company", tok.OtherCompany}, {"a superadmin", tok.Superadmin},
	} {
		scenarios = append(scenarios, tests.ApiScenario{Name: c.name + " cannot edit", Method: http.MethodPatch, URL: oppURL + "/" + oppOpen,
			Headers: testutil.Auth(c.token), Body: testutil.JSONBody(map[string]any{"title": "Hijacked"}),
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: unchanged})
	}
	testutil.Run(t, base, scenarios)
}
