package pb_migrations_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Ids of appWithNotes' notes.
const (
	ruleNoteAcme   = "rulenoteacme001" // acme's note on vera's application
	ruleNoteGlobex = "rulenoteglobex1" // globex's note on victor's application
	noteSecret     = "Strong portfolio, call her first"
)

// appWithNotes is appWithOpportunities with one private note per company.
func appWithNotes(t testing.TB) *tests.TestApp {
	app := appWithOpportunities(t)
	saveRecord(t, app, "application_notes", ruleNoteAcme,
		map[string]any{"application": ruleAppVera, "company": testutil.CompanyID, "body": noteSecret})
	saveRecord(t, app, "application_notes", ruleNoteGlobex,
		map[string]any{"application": ruleAppVictor, "company": testutil.OtherCompanyID, "body": "Globex's own thoughts"})
	return app
}

// A note on an application is the company team's alone: the volunteer it
// is about, other volunteers, other companies and even superadmins neither
// list, view, write nor delete it, and the application they read does not
// carry it.
func TestApplicationNotesRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/application_notes/records"
	const apps = "/api/collections/applications/records"
	visible := map[string]int{"guest": 0, "vera": 0, "victor": 0, "acme": 1, "mia": 1, "globex": 1, "superadmin": 0}
	team := map[string]bool{"acme": true, "mia": true}
	var s []tests.ApiScenario
	for _, c := range callers(t, tok) {
		h := testutil.Auth(c.token)
		n := visible[c.name]
		ls := tests.ApiScenario{Name: c.name + " lists " + strconv.Itoa(n), Method: http.MethodGet, URL: list, Headers: h,
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(n)}, ExpectedEvents: listed(n)}
		if !team[c.name] {
			ls.NotExpectedContent = []string{noteSecret}
		}
		view := tests.ApiScenario{Name: c.name + " views acme's note", Method: http.MethodGet, URL: list + "/" + ruleNoteAcme, Headers: h}
		// A note on vera's closed-opportunity application, as acme's.
		create := tests.ApiScenario{Name: c.name + " writes a note", Method: http.MethodPost, URL: list, Headers: h,
			Body: testutil.JSONBody(map[string]any{"application": ruleAppVeraClose, "company": testutil.CompanyID, "body": "  Met her  "})}
		update := tests.ApiScenario{Name: c.name + " edits acme's note", Method: http.MethodPatch, URL: list + "/" + ruleNoteAcme,
			Headers: h, Body: testutil.JSONBody(map[string]any{"body": "Changed"})}
		// Nobody deletes a note through the API: emptying it is the edit.
		del := tests.ApiScenario{Name: c.name + " deletes acme's note", Method: http.MethodDelete, URL: list + "/" + ruleNoteAcme,
			Headers: h, ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents,
			AfterTestFunc: expectCount("application_notes", 2)}
		if team[c.name] {
			view.ExpectedStatus, view.ExpectedContent, view.ExpectedEvents = 200, []string{noteSecret}, viewed
			create.ExpectedStatus, create.ExpectedEvents = 200, created
			create.ExpectedContent = []string{`"body":"Met her"`, `"updated_by_name":"First ` + c.name + ` Last"`}
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 200, []string{`"body":"Changed"`}, updated
		} else {
			view.ExpectedStatus, view.ExpectedContent, view.ExpectedEvents = 404, notFound, noEvents
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 404, notFound, noEvents
			create.ExpectedStatus, create.ExpectedContent = 400, []string{`"status":400`}
			create.ExpectedEvents = noEvents
			create.AfterTestFunc = expectCount("application_notes", 2)
			if c.name == "guest" {
				create.ExpectedStatus, create.ExpectedContent, create.ExpectedEvents = 401, []string{`"status":401`}, noEvents
			}
		}
		s = append(s, ls, view, create, update, del)
		// Whoever reads vera's application never finds the note in it.
		if c.name == "vera" || team[c.name] || c.name == "superadmin" {
			s = append(s, tests.ApiScenario{Name: c.name + " reads vera's application without the note", Method: http.MethodGet,
				URL: apps + "/" + ruleAppVera, Headers: h, ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + ruleAppVera + `"`},
				NotExpectedContent: []string{noteSecret, "reminded_at"}, ExpectedEvents: viewed})
		}
	}
	acme := testutil.Auth(tok.Company)
	s = append(s,
		tests.ApiScenario{Name: "acme writes a note as globex's", Method: http.MethodPost, URL: list, Headers: acme,
			Body:           testutil.JSONBody(map[string]any{"application": ruleAppVeraClose, "company": testutil.OtherCompanyID, "body": "x"}),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: noEvents,
			AfterTestFunc: expectCount("application_notes", 2)},
		tests.ApiScenario{Name: "globex writes a note on acme's applicant as itself", Method: http.MethodPost, URL: list,
			Headers:        testutil.Auth(tok.OtherCompany),
			Body:           testutil.JSONBody(map[string]any{"application": ruleAppVeraClose, "company": testutil.OtherCompanyID, "body": "x"}),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: noEvents,
			AfterTestFunc: expectCount("application_notes", 2)},
		tests.ApiScenario{Name: "acme moves its note to globex", Method: http.MethodPatch, URL: list + "/" + ruleNoteAcme, Headers: acme,
			Body: testutil.JSONBody(map[string]any{"company": testutil.OtherCompanyID}), ExpectedStatus: 404, ExpectedContent: notFound,
			ExpectedEvents: noEvents},
		tests.ApiScenario{Name: "acme moves its note to another application", Method: http.MethodPatch, URL: list + "/" + ruleNoteAcme,
			Headers: acme, Body: testutil.JSONBody(map[string]any{"application": ruleAppVeraClose}), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		tests.ApiScenario{Name: "acme writes a second note on the same application", Method: http.MethodPost, URL: list, Headers: acme,
			Body:           testutil.JSONBody(map[string]any{"application": ruleAppVera, "company": testutil.CompanyID, "body": "again"}),
			ExpectedStatus: 400, ExpectedContent: []string{`"application":{"code":"validation_not_unique"`},
			ExpectedEvents: refusedCreate("OnModelCreateExecute", "OnRecordCreateExecute"),
			AfterTestFunc:  expectCount("application_notes", 2)},
		tests.ApiScenario{Name: "acme writes a note too long", Method: http.MethodPost, URL: list, Headers: acme,
			Body: testutil.JSONBody(map[string]any{"application": ruleAppVeraClose, "company": testutil.CompanyID,
				"body": string(make([]byte, 2001))}),
			ExpectedStatus: 400, ExpectedContent: []string{`"body":{"code":"validation_max_text_constraint"`},
			ExpectedEvents: refusedCreate(),
			AfterTestFunc:  expectCount("application_notes", 2)},
	)
	run(t, appWithNotes, s)
}

// refusedCreate is the events of a create the schema refuses (plus the
// execute events when the database refuses it).
func refusedCreate(more ...string) map[string]int {
	ev := map[string]int{"*": 0, "OnRecordCreateRequest": 1, "OnModelCreate": 1, "OnModelValidate": 1,
		"OnRecordCreate": 1, "OnRecordValidate": 1, "OnModelAfterCreateError": 1, "OnRecordAfterCreateError": 1}
	for _, name := range more {
		ev[name] = 1
	}
	return ev
}
