package projects_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// portfolioData: vera's completed engagement with the first milestone
// published and a second one signed off but confidential (and published).
func portfolioData(t testing.TB) *tests.TestApp {
	app := impactData(t)
	testutil.SetFields(t, app, "milestones", msOne, map[string]any{"publish": true})
	testutil.SetFields(t, app, "milestones", msTwo, map[string]any{"status": "signed_off", "signed_off_at": testutil.InDays(0),
		"submitted_at": testutil.InDays(0), "link": "https://example.org/secret", "note": "Internal.", "confidential": true, "publish": true})
	return app
}

func TestPublicPortfolio(t *testing.T) {
	as := testutil.SignedIn(t)
	shown := []string{`"id":"` + testutil.EngVera + `"`, `"title":"Frontend helper"`, `"company_name":"Acme Ltd"`, `"hours":4`,
		`"deliverables":[{"title":"Wireframes","note":"n","link":"https://example.org/w"}]`}
	testutil.RunRoute(t, http.MethodGet, "/api/volunteers/vera/portfolio", portfolioData, []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 200, ExpectedContent: shown, NotExpectedContent: []string{"secret", "Internal.", testutil.EngGlobex},
			ExpectedEvents: testutil.NoEvents},
		{Name: "other company", Headers: as.Globex, ExpectedStatus: 200, ExpectedContent: shown, ExpectedEvents: testutil.NoEvents},
	})
	hidden := testutil.Then(portfolioData, func(t testing.TB, app *tests.TestApp) {
		testutil.SetFields(t, app, "engagements", testutil.EngVera, map[string]any{"portfolio_hidden": true})
	})
	testutil.RunRoute(t, http.MethodGet, "/api/volunteers/vera/portfolio", hidden, []tests.ApiScenario{
		{Name: "a hidden entry", ExpectedStatus: 200, ExpectedContent: []string{`"items":[]`}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/volunteers/acme/portfolio", portfolioData, []tests.ApiScenario{
		{Name: "a company's username", ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/volunteer/portfolio", hidden, []tests.ApiScenario{
		{Name: "owner sees the hidden entry", Headers: as.Vera, ExpectedStatus: 200, ExpectedContent: []string{`"hidden":true`, testutil.EngVera}, ExpectedEvents: testutil.NoEvents},
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "company", Headers: as.Acme, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
	})
}

func TestSavePortfolio(t *testing.T) {
	as := testutil.SignedIn(t)
	body := map[string]any{"entries": []any{map[string]any{"id": testutil.EngVera, "hidden": true}}}
	visible := expect("engagements", testutil.EngVera, "portfolio_hidden", "false")
	testutil.RunRoute(t, http.MethodPut, "/api/volunteer/portfolio", portfolioData, []tests.ApiScenario{
		{Name: "guest", Body: testutil.JSONBody(body), ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents, AfterTestFunc: visible},
		{Name: "company", Headers: as.Acme, Body: testutil.JSONBody(body), ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents, AfterTestFunc: visible},
		{Name: "other volunteer orders vera's", Headers: as.Victor, Body: testutil.JSONBody(body), ExpectedStatus: 400,
			ExpectedContent: []string{`"entries.0.id":{"code":"validation_not_in_portfolio"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: visible},
		{Name: "listed twice", Headers: as.Vera, Body: testutil.JSONBody(map[string]any{"entries": []any{map[string]any{"id": testutil.EngVera}, map[string]any{"id": testutil.EngVera}}}),
			ExpectedStatus: 400, ExpectedContent: []string{`"entries.1.id":{"code":"validation_duplicate"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: visible},
		{Name: "no list", Headers: as.Vera, Body: testutil.JSONBody(map[string]any{}), ExpectedStatus: 400,
			ExpectedContent: []string{`"entries":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: visible},
		{Name: "volunteer hides it", Headers: as.Vera, Body: testutil.JSONBody(body), ExpectedStatus: 200,
			ExpectedContent: []string{`"hidden":true`}, ExpectedEvents: map[string]int{"OnRecordUpdate": 1, "OnRecordCreate": 0},
			AfterTestFunc: testutil.All(expect("engagements", testutil.EngVera, "portfolio_hidden", "true"), expect("engagements", testutil.EngVera, "portfolio_position", "1"))},
	})
}

// The transcript as a PDF: the volunteer's own completed engagements with
// their published deliverables (never a confidential one), to them only.
func TestTranscriptPDF(t *testing.T) {
	as := testutil.SignedIn(t)
	veras := []string{"%PDF-", "TRANSCRIPT OF VOLUNTEER WORK", "Frontend helper", "Acme Ltd", "Wireframes", "https://example.org/w",
		"4 approved hours", "1 engagement completed", "0 certificates"}
	testutil.RunRoute(t, http.MethodGet, "/api/volunteer/transcript.pdf", portfolioData, []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "company", Headers: as.Acme, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "superadmin", Headers: as.Sally, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "the volunteer", Headers: as.Vera, ExpectedStatus: 200, ExpectedContent: veras,
			NotExpectedContent: []string{"secret", "Internal."}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if ct := res.Header.Get("Content-Type"); ct != "application/pdf" {
					t.Errorf("Content-Type %q", ct)
				}
			}},
		{Name: "another volunteer gets their own", Headers: as.Victor, ExpectedStatus: 200,
			ExpectedContent: []string{"%PDF-", "No completed engagements yet."}, NotExpectedContent: []string{"Frontend helper", "Wireframes"},
			ExpectedEvents: testutil.NoEvents},
	})
}
