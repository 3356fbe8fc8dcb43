package pb_migrations_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The API rules of every collection, for a guest, each role and another
// user. testutil.SeedUsers makes the cast with fixed ids and tokens.

const pendingLookupID = "pendinglookup01"

// appWithPending adds a lookup the volunteer proposed and nobody approved.
func appWithPending(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	saveRecord(t, app, "lookups", pendingLookupID, map[string]any{
		"kind": "institution", "name": "Volunteer Academy", "status": "pending", "submitted_by": testutil.VolunteerID,
	})
	return app
}

// fixedIDs are ids the migrations create; every test app is a copy of the
// same migrated template, so they are the same in all of them.
type fixedIDs struct{ Settings, EdX, SaaS string }

func readFixedIDs(t *testing.T) fixedIDs {
	t.Helper()
	app := testutil.NewApp(t)
	defer app.Cleanup()
	s, err := app.FindFirstRecordByFilter("site_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	return fixedIDs{
		Settings: s.Id,
		EdX:      testutil.Lookup(t, app, "institution", "edX"),
		SaaS:     testutil.Lookup(t, app, "company_category", "SaaS"),
	}
}

var (
	noEvents = map[string]int{"*": 0}
	listed   = func(n int) map[string]int {
		m := map[string]int{"*": 0, "OnRecordsListRequest": 1}
		if n > 0 {
			m["OnRecordEnrich"] = n
		}
		return m
	}
	viewed  = map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1}
	created = map[string]int{
		"*": 0, "OnRecordCreateRequest": 1, "OnRecordEnrich": 1,
		"OnModelCreate": 1, "OnModelCreateExecute": 1, "OnModelAfterCreateSuccess": 1, "OnModelValidate": 1,
		"OnRecordCreate": 1, "OnRecordCreateExecute": 1, "OnRecordAfterCreateSuccess": 1, "OnRecordValidate": 1,
	}
	updated = map[string]int{
		"*": 0, "OnRecordUpdateRequest": 1, "OnRecordEnrich": 1,
		"OnModelUpdate": 1, "OnModelUpdateExecute": 1, "OnModelAfterUpdateSuccess": 1, "OnModelValidate": 1,
		"OnRecordUpdate": 1, "OnRecordUpdateExecute": 1, "OnRecordAfterUpdateSuccess": 1, "OnRecordValidate": 1,
	}
	deleted = map[string]int{
		"*": 0, "OnRecordDeleteRequest": 1,
		"OnModelDelete": 1, "OnModelDeleteExecute": 1, "OnModelAfterDeleteSuccess": 1,
		"OnRecordDelete": 1, "OnRecordDeleteExecute": 1, "OnRecordAfterDeleteSuccess": 1,
	}
	// A superadmin's edit of the site settings also writes its activity entry.
	updatedAndLogged = func() map[string]int {
		m := map[string]int{}
		for k, v := range updated {
			m[k] = v
		}
		for _, k := range []string{"OnModelCreate", "OnModelCreateExecute", "OnModelAfterCreateSuccess",
			"OnRecordCreate", "OnRecordCreateExecute", "OnRecordAfterCreateSuccess"} {
			m[k] = 1
		}
		m["OnModelValidate"], m["OnRecordValidate"] = 2, 2
		return m
	}()
	notFound  = []string{`"status":404`}
	forbidden = []string{`"status":403`}
)

func expectCount(collection string, want int64) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		n, err := app.CountRecords(collection)
		if err != nil {
			t.Fatal(err)
		}
		if n != want {
			t.Errorf("%s records = %d, want %d", collection, n, want)
		}
	}
}

func expectName(id, want string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		r, err := app.FindRecordById("lookups", id)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.GetString("name"); got != want {
			t.Errorf("lookup %s name = %q, want %q", id, got, want)
		}
	}
}

func run(t *testing.T, factory func(testing.TB) *tests.TestApp, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		s.TestAppFactory = factory
		s.Test(t)
	}
}

func TestUsersRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/users/records"
	one := list + "/" + testutil.VolunteerID
	run(t, testutil.NewAppWithUsers, []tests.ApiScenario{
		{Name: "guest lists users", Method: http.MethodGet, URL: list, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`, `"items":[]`}, ExpectedEvents: listed(0)},
		{Name: "volunteer lists only themselves", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent:    []string{`"totalItems":1`, `"id":"` + testutil.VolunteerID + `"`, `"email":"vera@example.com"`},
			NotExpectedContent: []string{testutil.OtherVolunteerID, testutil.CompanyID, `"password"`, `"tokenKey"`},
			ExpectedEvents:     listed(1)},
		{Name: "company lists only itself", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent:    []string{`"totalItems":1`, `"id":"` + testutil.CompanyID + `"`},
			NotExpectedContent: []string{testutil.VolunteerID, testutil.OtherCompanyID},
			ExpectedEvents:     listed(1)},
		{Name: "superadmin lists every user", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":5`, testutil.VolunteerID, testutil.OtherVolunteerID, testutil.CompanyID, testutil.OtherCompanyID, testutil.SuperadminID},
			ExpectedEvents:  listed(5)},
		{Name: "guest views a user", Method: http.MethodGet, URL: one, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "volunteer views themselves", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"id":"` + testutil.VolunteerID + `"`, `"email":"vera@example.com"`}, NotExpectedContent: []string{`"password"`},
			ExpectedEvents: viewed},
		{Name: "another volunteer views the volunteer", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, NotExpectedContent: []string{"vera@example.com"}, ExpectedEvents: noEvents},
		{Name: "company views the volunteer", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.Company), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "superadmin views the volunteer", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"email":"vera@example.com"`}, ExpectedEvents: viewed},
		{Name: "guest deletes a user", Method: http.MethodDelete, URL: one, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectCount("users", 5)},
		{Name: "another user deletes the volunteer", Method: http.MethodDelete, URL: one, Headers: testutil.Auth(tok.Company), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectCount("users", 5)},
	})
}

func TestLookupsRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	ids := readFixedIDs(t)
	const list = "/api/collections/lookups/records"
	motivations := list + "?filter=" + url.QueryEscape(`kind='motivation'`)
	pending := list + "?filter=" + url.QueryEscape(`status='pending'`)
	pendingOne := list + "/" + pendingLookupID
	edx := list + "/" + ids.EdX
	newLookup := `{"kind":"institution","name":"Code Club","status":"approved"}`
	rename := `{"name":"edX Online"}`

	// Lookups: 249 countries, 183 languages, the named lists and the pending one.
	run(t, appWithPending, []tests.ApiScenario{
		{Name: "guest lists approved motivations", Method: http.MethodGet, URL: motivations, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":6`, `"name":"Other"`, `"is_other":true`}, ExpectedEvents: listed(6)},
		{Name: "guest views an approved lookup", Method: http.MethodGet, URL: edx, ExpectedStatus: 200,
			ExpectedContent: []string{`"name":"edX"`}, ExpectedEvents: viewed},
		{Name: "guest lists pending lookups", Method: http.MethodGet, URL: pending, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{"Volunteer Academy"}, ExpectedEvents: listed(0)},
		{Name: "submitter lists their pending lookup", Method: http.MethodGet, URL: pending, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, `"name":"Volunteer Academy"`}, ExpectedEvents: listed(1)},
		{Name: "another volunteer lists pending lookups", Method: http.MethodGet, URL: pending, Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{"Volunteer Academy"}, ExpectedEvents: listed(0)},
		{Name: "company lists pending lookups", Method: http.MethodGet, URL: pending, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{"Volunteer Academy"}, ExpectedEvents: listed(0)},
		{Name: "superadmin lists pending lookups", Method: http.MethodGet, URL: pending, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, `"name":"Volunteer Academy"`}, ExpectedEvents: listed(1)},
		{Name: "guest views the pending lookup", Method: http.MethodGet, URL: pendingOne, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "submitter views the pending lookup", Method: http.MethodGet, URL: pendingOne, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"pending"`}, ExpectedEvents: viewed},
		{Name: "another volunteer views the pending lookup", Method: http.MethodGet, URL: pendingOne, Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "superadmin views the pending lookup", Method: http.MethodGet, URL: pendingOne, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"pending"`}, ExpectedEvents: viewed},

		{Name: "guest creates a lookup", Method: http.MethodPost, URL: list, Body: strings.NewReader(newLookup), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: noEvents, AfterTestFunc: expectNoLookup("Code Club")},
		{Name: "volunteer creates a lookup", Method: http.MethodPost, URL: list, Body: strings.NewReader(newLookup), Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: noEvents, AfterTestFunc: expectNoLookup("Code Club")},
		{Name: "company creates a lookup", Method: http.MethodPost, URL: list, Body: strings.NewReader(newLookup), Headers: testutil.Auth(tok.Company), ExpectedStatus: 400,
			ExpectedContent: []string{`"status":400`}, ExpectedEvents: noEvents, AfterTestFunc: expectNoLookup("Code Club")},
		{Name: "superadmin creates a lookup", Method: http.MethodPost, URL: list, Body: strings.NewReader(newLookup), Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"name":"Code Club"`}, ExpectedEvents: created},

		{Name: "guest renames a lookup", Method: http.MethodPatch, URL: edx, Body: strings.NewReader(rename), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectName(ids.EdX, "edX")},
		{Name: "volunteer renames a lookup", Method: http.MethodPatch, URL: edx, Body: strings.NewReader(rename), Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectName(ids.EdX, "edX")},
		{Name: "submitter approves their own lookup", Method: http.MethodPatch, URL: pendingOne, Body: strings.NewReader(`{"status":"approved"}`), Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "company renames a lookup", Method: http.MethodPatch, URL: edx, Body: strings.NewReader(rename), Headers: testutil.Auth(tok.Company), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectName(ids.EdX, "edX")},
		{Name: "superadmin renames a lookup", Method: http.MethodPatch, URL: edx, Body: strings.NewReader(rename), Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"name":"edX Online"`}, ExpectedEvents: updated, AfterTestFunc: expectName(ids.EdX, "edX Online")},
		{Name: "superadmin approves the pending lookup", Method: http.MethodPatch, URL: pendingOne, Body: strings.NewReader(`{"status":"approved"}`), Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"approved"`}, ExpectedEvents: updated},

		{Name: "guest deletes a lookup", Method: http.MethodDelete, URL: edx, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectName(ids.EdX, "edX")},
		{Name: "volunteer deletes a lookup", Method: http.MethodDelete, URL: edx, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectName(ids.EdX, "edX")},
		{Name: "company deletes a lookup", Method: http.MethodDelete, URL: edx, Headers: testutil.Auth(tok.Company), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: expectName(ids.EdX, "edX")},
		{Name: "superadmin deletes a lookup", Method: http.MethodDelete, URL: edx, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 204,
			ExpectedEvents: deleted, AfterTestFunc: expectNoLookup("edX")},
	})
}

func expectNoLookup(name string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if _, err := app.FindFirstRecordByData("lookups", "name", name); err == nil {
			t.Errorf("lookup %q exists", name)
		}
	}
}

func TestSiteSettingsRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	ids := readFixedIDs(t)
	const list = "/api/collections/site_settings/records"
	one := list + "/" + ids.Settings
	footer := `{"footer_html":"<p>changed</p>"}`
	unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		r, err := app.FindRecordById("site_settings", ids.Settings)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(r.GetString("footer_html"), "changed") {
			t.Error("footer changed")
		}
	}
	var scenarios []tests.ApiScenario
	for _, who := range []struct{ name, token string }{
		{"guest", ""}, {"volunteer", tok.Volunteer}, {"company", tok.Company},
	} {
		h := testutil.Auth(who.token)
		scenarios = append(scenarios,
			tests.ApiScenario{Name: who.name + " lists site settings", Method: http.MethodGet, URL: list, Headers: h, ExpectedStatus: 200,
				ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{"footer_html"}, ExpectedEvents: listed(0)},
			tests.ApiScenario{Name: who.name + " views site settings", Method: http.MethodGet, URL: one, Headers: h, ExpectedStatus: 404,
				ExpectedContent: notFound, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: who.name + " edits site settings", Method: http.MethodPatch, URL: one, Headers: h, Body: strings.NewReader(footer), ExpectedStatus: 404,
				ExpectedContent: notFound, ExpectedEvents: noEvents, AfterTestFunc: unchanged},
		)
	}
	for _, who := range []struct{ name, token string }{
		{"guest", ""}, {"volunteer", tok.Volunteer}, {"superadmin", tok.Superadmin},
	} {
		h := testutil.Auth(who.token)
		scenarios = append(scenarios,
			tests.ApiScenario{Name: who.name + " creates site settings", Method: http.MethodPost, URL: list, Headers: h, Body: strings.NewReader(footer), ExpectedStatus: 403,
				ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("site_settings", 1)},
			tests.ApiScenario{Name: who.name + " deletes site settings", Method: http.MethodDelete, URL: one, Headers: h, ExpectedStatus: 403,
				ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("site_settings", 1)},
		)
	}
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "superadmin lists site settings", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, `"footer_html":`}, ExpectedEvents: listed(1)},
		tests.ApiScenario{Name: "superadmin views site settings", Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"footer_html":`}, ExpectedEvents: viewed},
		tests.ApiScenario{Name: "superadmin edits site settings", Method: http.MethodPatch, URL: one, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(footer), ExpectedStatus: 200,
			ExpectedContent: []string{`changed`}, ExpectedEvents: updatedAndLogged},
	)
	run(t, testutil.NewAppWithUsers, scenarios)
}

func TestCompanyProfilesRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/company_profiles/records"
	own := list + "/" + testutil.CompanyProfileID
	rename := `{"company_name":"Renamed"}`
	run(t, testutil.NewAppWithUsers, []tests.ApiScenario{
		{Name: "company views its own profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"company_name":"Acme Ltd"`}, ExpectedEvents: viewed},
		{Name: "another company views the profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.OtherCompany), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "volunteer views a company profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "guest views a company profile", Method: http.MethodGet, URL: own, ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "superadmin views a company profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"company_name":"Acme Ltd"`}, ExpectedEvents: viewed},
		{Name: "company lists company profiles", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{"Globex"}, ExpectedEvents: listed(0)},
		{Name: "guest lists company profiles", Method: http.MethodGet, URL: list, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "superadmin lists company profiles", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`, "Acme Ltd", "Globex Ltd"}, ExpectedEvents: listed(2)},
		{Name: "company creates a second profile", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Company),
			Body: strings.NewReader(`{"user":"` + testutil.CompanyID + `","company_name":"Second"}`), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("company_profiles", 2)},
		{Name: "company renames its profile directly", Method: http.MethodPatch, URL: own, Headers: testutil.Auth(tok.Company), Body: strings.NewReader(rename), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "company deletes its profile", Method: http.MethodDelete, URL: own, Headers: testutil.Auth(tok.Company), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("company_profiles", 2)},
		{Name: "superadmin renames a profile through the records API", Method: http.MethodPatch, URL: own, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(rename), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents},
	})
}
