package companies_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/formx"
	"voluntech/hooks/testutil"
)

// readOnlyAt is atStep(step) on a database whose write connection refuses
// every write, as one on a full or read-only disk does (SQLITE_READONLY, a
// fault that may pass).
func readOnlyAt(step int) func(testing.TB) *tests.TestApp {
	return testutil.Then(atStep(step), func(t testing.TB, app *tests.TestApp) {
		if _, err := app.NonconcurrentDB().NewQuery("PRAGMA query_only = 1").Execute(); err != nil {
			t.Fatal(err)
		}
	})
}

// A disk or database fault answers 503 with the one message on every kind
// of route (formx.Failed classifies it): the records API, a custom JSON
// route and a custom multipart route; never 500, never the driver's text.
func TestDiskFaultAnswers503OnEveryKindOfRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	uk := testutil.LookupOf(t, "country", "GB")
	acme := testutil.Auth(tok.Company)
	unavailable := []string{`"status":503`, `"message":"` + formx.MsgUnavailable + `"`}
	hidden := []string{"readonly", "SQL", "attempt to write"}
	multipart, multipartHeaders := testutil.MultipartBody(validDetails(id),
		testutil.Upload{Field: "logo", Name: "logo.png", Data: testutil.PNGBytes(32, false)})
	for k, v := range acme {
		multipartHeaders[k] = v
	}
	// The step's update of the profile is tried and fails.
	failedUpdate := map[string]int{
		"OnModelValidate": 1, "OnModelUpdate": 1, "OnModelUpdateExecute": 1, "OnModelAfterUpdateError": 1,
		"OnRecordValidate": 1, "OnRecordUpdate": 1, "OnRecordUpdateExecute": 1, "OnRecordAfterUpdateError": 1,
	}
	scenarios := []tests.ApiScenario{
		{
			Name: "records API (a company's sign-up)", Method: http.MethodPost, URL: "/api/collections/users/records",
			Body: testutil.JSONBody(map[string]any{
				"username": "nova", "email": "nova@example.com", "password": "Secret-pass-1", "passwordConfirm": "Secret-pass-1",
				"first_name": "Nova", "last_name": "Founder", "role": "company", "company_name": "Nova Labs",
				"country": uk, "category": id.SaaS, "terms_accepted": true, "consent": true,
			}),
			ExpectedStatus: http.StatusServiceUnavailable, ExpectedContent: unavailable, NotExpectedContent: hidden,
			ExpectedEvents: map[string]int{"OnRecordCreateRequest": 1},
			TestAppFactory: readOnlyAt(2),
		},
		{
			Name: "custom JSON route", Method: http.MethodPost, URL: "/api/company/onboarding/background", Headers: acme,
			Body: testutil.JSONBody(map[string]any{
				"company_stage": id.Seed, "team_size": id.SixToTen, "team_structure": "Two founders",
				"fund_type": id.Revenue, "source": id.SearchEngine,
			}),
			ExpectedStatus: http.StatusServiceUnavailable, ExpectedContent: unavailable, NotExpectedContent: hidden,
			ExpectedEvents: failedUpdate,
			TestAppFactory: readOnlyAt(1),
		},
		{
			Name: "custom multipart route", Method: http.MethodPost, URL: detailsURL, Headers: multipartHeaders,
			Body:           multipart,
			ExpectedStatus: http.StatusServiceUnavailable, ExpectedContent: unavailable, NotExpectedContent: hidden,
			ExpectedEvents: failedUpdate,
			TestAppFactory: readOnlyAt(2),
		},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}
