package security_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/security"
	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// readOnly makes the app's write connection refuse every write, as a
// database on a read-only or failing disk does (SQLITE_READONLY).
func readOnly(t testing.TB, app *tests.TestApp) {
	t.Helper()
	if _, err := app.NonconcurrentDB().NewQuery("PRAGMA query_only = 1").Execute(); err != nil {
		t.Fatal(err)
	}
}

func TestWritesOnReadOnlyDatabaseAnswer503(t *testing.T) {
	tok := testutil.UserTokens(t)
	lookups := func(t testing.TB, app *tests.TestApp) map[string]any {
		return map[string]any{
			"username": "nora", "email": "nora@example.com", "password": "Secret-pass-1", "passwordConfirm": "Secret-pass-1",
			"first_name": "Nora", "last_name": "Volunteer", "role": "volunteer",
			"country":        testutil.Lookup(t, app, "country", "GB"),
			"category":       testutil.Lookup(t, app, "volunteer_category", "Web Development"),
			"terms_accepted": true, "consent": true,
		}
	}
	var signUp map[string]any
	{
		app := testutil.NewApp(t)
		signUp = lookups(t, app)
		app.Cleanup()
	}
	const opp = "oppfault0000001"
	scenarios := []tests.ApiScenario{
		{
			Name: "sign-up", Method: http.MethodPost, URL: "/api/collections/users/records",
			Body: testutil.JSONBody(signUp), ExpectedStatus: http.StatusServiceUnavailable,
			ExpectedContent:    []string{`"message":"` + security.MsgUnavailable + `"`},
			NotExpectedContent: []string{"readonly", "SQL"},
			ExpectedEvents:     map[string]int{"OnRecordCreateRequest": 1},
			TestAppFactory: func(t testing.TB) *tests.TestApp {
				app := testutil.NewApp(t)
				readOnly(t, app)
				return app
			},
		},
		{
			Name: "applying", Method: http.MethodPost, URL: "/api/collections/applications/records",
			Headers: testutil.Auth(tok.OtherVolunteer), Body: testutil.JSONBody(map[string]any{"opportunity": opp}),
			ExpectedStatus:  http.StatusServiceUnavailable,
			ExpectedContent: []string{`"message":"` + security.MsgUnavailable + `"`},
			ExpectedEvents:  map[string]int{"OnRecordCreateRequest": 1},
			TestAppFactory: func(t testing.TB) *tests.TestApp {
				app := testutil.NewAppWithUsers(t)
				testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, wizard.VolunteerDone)
				testutil.GivePlan(t, app, testutil.CompanyID, "starter")
				testutil.CreateOpportunity(t, app, opp, testutil.CompanyID, map[string]any{"title": "Frontend helper"})
				readOnly(t, app)
				return app
			},
		},
		{
			Name: "a client's bad input stays 400 on the same database", Method: http.MethodPost,
			URL: "/api/collections/users/records", Body: testutil.JSONBody(map[string]any{"username": "x"}),
			ExpectedStatus: http.StatusBadRequest, ExpectedContent: []string{`"status":400`},
			ExpectedEvents: map[string]int{"OnRecordCreateRequest": 1},
			TestAppFactory: func(t testing.TB) *tests.TestApp {
				app := testutil.NewApp(t)
				readOnly(t, app)
				return app
			},
		},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

type fakeSQLiteError int

func (e fakeSQLiteError) Error() string { return fmt.Sprintf("sqlite error %d", int(e)) }
func (e fakeSQLiteError) Code() int     { return int(e) }

func TestServerFault(t *testing.T) {
	for _, c := range []struct {
		err  error
		want int
	}{
		{fmt.Errorf("save: %w", fakeSQLiteError(13)), 503},    // SQLITE_FULL: disk full
		{fmt.Errorf("save: %w", fakeSQLiteError(8|256)), 503}, // SQLITE_READONLY_RECOVERY
		{fmt.Errorf("save: %w", fakeSQLiteError(11)), 500},    // SQLITE_CORRUPT
		{fmt.Errorf("save: %w", fakeSQLiteError(19)), 0},      // a constraint: the request's fault
		{fmt.Errorf("write file: %w", security.ErrnoENOSPC), 503},
		{fmt.Errorf("plain"), 0},
	} {
		if got := security.ServerFault(c.err); got != c.want {
			t.Errorf("ServerFault(%v) = %d, want %d", c.err, got, c.want)
		}
	}
}
