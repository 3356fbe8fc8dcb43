package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The collections behind the system area, per role: account_deletions,
// subscriptions (with their history), site_settings and lookups.

const deletionID = "acctdeletion001"

// appWithSystem adds one closed account and gives acme's subscription a
// history.
func appWithSystem(t testing.TB) *tests.TestApp {
	app := appWithBilling(t)
	saveRecord(t, app, "account_deletions", deletionID, map[string]any{"role": "volunteer", "by": "self"})
	s, err := app.FindRecordById("subscriptions", acmeSubID)
	if err != nil {
		t.Fatal(err)
	}
	s.Set("started_at", time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC))
	if err := app.Save(s); err != nil {
		t.Fatal(err)
	}
	return app
}

// who is each caller of the rules tables.
type who struct{ name, token string }

func everyone(t testing.TB) []who {
	tok := testutil.UserTokens(t)
	return []who{{"guest", ""}, {"volunteer", tok.Volunteer}, {"company", tok.Company}, {"superadmin", tok.Superadmin}}
}

func TestAccountDeletionsRules(t *testing.T) {
	run(t, appWithSystem, superadminLog{
		collection: "account_deletions", id: deletionID,
		many: "closed accounts", one: "a closed account", createVerb: "records",
		superadminContent: []string{`"totalItems":1`, `"role":"volunteer"`, `"by":"self"`},
		createBody:        `{"role":"company","by":"self"}`, updateBody: `{"role":"company"}`,
	}.scenarios(everyone(t)))
}

func TestSubscriptionHistoryRules(t *testing.T) {
	const list = "/api/collections/subscriptions/records"
	one := list + "/" + acmeSubID
	unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		s, err := app.FindRecordById("subscriptions", acmeSubID)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(s.GetString("started_at"), "2026-01-02 03:04:05") || s.GetString("canceled_at") != "" {
			t.Errorf("history changed: %q %q", s.GetString("started_at"), s.GetString("canceled_at"))
		}
	}
	var scenarios []tests.ApiScenario
	for _, w := range everyone(t) {
		h := testutil.Auth(w.token)
		switch w.name {
		case "guest", "volunteer":
			scenarios = append(scenarios, tests.ApiScenario{Name: w.name + " views acme's subscription", Method: http.MethodGet, URL: one,
				Headers: h, ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents})
		default:
			scenarios = append(scenarios, tests.ApiScenario{Name: w.name + " views acme's subscription with its history", Method: http.MethodGet,
				URL: one, Headers: h, ExpectedStatus: 200, ExpectedContent: []string{`"started_at":"2026-01-02 03:04:05`, `"canceled_at":""`},
				ExpectedEvents: viewed})
		}
		scenarios = append(scenarios, tests.ApiScenario{Name: w.name + " rewrites the history", Method: http.MethodPatch, URL: one, Headers: h,
			Body: strings.NewReader(`{"started_at":"2020-01-01 00:00:00.000Z","canceled_at":"2020-02-01 00:00:00.000Z"}`),
			// The update rule is nil: only the billing code writes.
			ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: unchanged})
	}
	run(t, appWithSystem, scenarios)
}

// The lookups a superadmin edits in the system area: nobody else may
// delete one, and a superadmin may not delete one in use.
func TestLookupsDeleteRules(t *testing.T) {
	ids := readFixedIDs(t)
	const list = "/api/collections/lookups/records"
	saas := list + "/" + ids.SaaS
	var scenarios []tests.ApiScenario
	for _, w := range everyone(t) {
		h := testutil.Auth(w.token)
		if w.name == "superadmin" {
			// acme and globex have SaaS as their category (the first of its kind).
			scenarios = append(scenarios, tests.ApiScenario{Name: "superadmin deletes a category in use", Method: http.MethodDelete, URL: saas,
				Headers: h, ExpectedStatus: 400, ExpectedContent: []string{`"message":"This entry is used by 2 companies."`},
				ExpectedEvents: map[string]int{"*": 0, "OnRecordDeleteRequest": 1}, AfterTestFunc: lookupKept(ids.SaaS)})
			continue
		}
		scenarios = append(scenarios, tests.ApiScenario{Name: w.name + " deletes a category in use", Method: http.MethodDelete, URL: saas,
			Headers: h, ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: lookupKept(ids.SaaS)})
	}
	run(t, testutil.NewAppWithUsers, scenarios)
}

func lookupKept(id string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if _, err := app.FindRecordById("lookups", id); err != nil {
			t.Errorf("lookup %s was deleted", id)
		}
	}
}
