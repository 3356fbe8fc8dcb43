package responses_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/responses"
	"voluntech/hooks/testutil"
)

// settingsID is the id of the one site_settings record (the same in every
// test app: they copy one migrated template).
func settingsID(t *testing.T) string {
	t.Helper()
	a := testutil.NewApp(t)
	defer a.Cleanup()
	r, err := a.FindFirstRecordByFilter("site_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	return r.Id
}

// A superadmin sets the close-out's days through the records API, from 7 to
// 60; out of bounds, 0 or another type is a field error with the bounds;
// nobody else may change them.
func TestNoResponseDaysSetting(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/collections/site_settings/records/" + settingsID(t)
	daysAre := func(want int) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if got := responses.NoResponseDays(app); got != want {
				t.Errorf("days = %d, want %d", got, want)
			}
		}
	}
	refused := map[string]int{"*": 0, "OnRecordUpdateRequest": 1, "OnRecordUpdate": 1, "OnModelUpdate": 1,
		"OnRecordValidate": 1, "OnModelValidate": 1, "OnRecordAfterUpdateError": 1, "OnModelAfterUpdateError": 1}
	bad := func(name string, days any, want string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPatch, URL: url, Headers: as.Sally,
			Body: testutil.JSONBody(map[string]any{"no_response_days": days}), ExpectedStatus: 400,
			ExpectedContent: []string{`"no_response_days":{"code":"` + want}, ExpectedEvents: refused, AfterTestFunc: daysAre(21)}
	}
	scenarios := []tests.ApiScenario{
		{Name: "guest", Method: http.MethodPatch, URL: url, Body: strings.NewReader(`{"no_response_days":30}`),
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: daysAre(21)},
		{Name: "a company", Method: http.MethodPatch, URL: url, Headers: as.Acme, Body: strings.NewReader(`{"no_response_days":30}`),
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: daysAre(21)},
		{Name: "a volunteer", Method: http.MethodPatch, URL: url, Headers: as.Vera, Body: strings.NewReader(`{"no_response_days":30}`),
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: daysAre(21)},
		bad("6 days", 6, `validation_out_of_range","message":"Choose whole days from 7 to 60."`),
		bad("61 days", 61, `validation_out_of_range","message":"Choose whole days from 7 to 60."`),
		bad("0 days", 0, `validation_out_of_range"`),
		bad("not a number", "soon", `validation_out_of_range"`),
		bad("a decimal", 7.5, `validation_only_int_constraint"`),
		{Name: "superadmin: 30 days", Method: http.MethodPatch, URL: url, Headers: as.Sally,
			Body: strings.NewReader(`{"no_response_days":30}`), ExpectedStatus: 200, ExpectedContent: []string{`"no_response_days":30`},
			ExpectedEvents: testutil.RequestEvents(1, 1, "OnRecordUpdateRequest", "OnRecordEnrich"), AfterTestFunc: daysAre(30)}, // and its activity log entry,
	}
	testutil.Run(t, testutil.NewAppWithTeam, scenarios)
}

// The opportunity page's promise follows the setting.
func TestAnswerWithinFollowsTheSetting(t *testing.T) {
	as := testutil.SignedIn(t)
	url := "/api/collections/site_settings/records/" + settingsID(t)
	h := testutil.Serve(t, func(t testing.TB) *tests.TestApp {
		a := testutil.NewAppWithTeam(t)
		testutil.CreateOpportunity(t, a, "oppanswer000001", testutil.CompanyID, nil)
		return a
	})
	within := func() string {
		rec := testutil.Do(h, http.MethodGet, "/api/collections/opportunities/records/oppanswer000001", nil, as.Vera)
		_, after, _ := strings.Cut(rec.Body.String(), `"answer_within_days":`)
		n, _, _ := strings.Cut(after, ",")
		return strings.TrimSuffix(n, "}")
	}
	if got := within(); got != "21" {
		t.Fatalf("answer within %q days, want 21", got)
	}
	if rec := testutil.Do(h, http.MethodPatch, url, []byte(`{"no_response_days":14}`), as.Sally); rec.Code != 200 {
		t.Fatalf("saving the setting: %d %s", rec.Code, rec.Body)
	}
	if got := within(); got != "14" {
		t.Fatalf("answer within %q days, want 14", got)
	}
}
