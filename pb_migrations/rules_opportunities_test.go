package pb_migrations_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// Ids of appWithOpportunities' records.
const (
	ruleOppOpen      = "ruleopenacme001" // acme, open
	ruleOppDraft     = "ruledraftacme01" // acme, draft
	ruleOppClosed    = "ruleclosedacme1" // acme, closed; vera applied before it closed
	ruleOppExpired   = "ruleexpiredacm1" // acme, open but expired
	ruleOppGlobex    = "ruleopenglobex1" // globex, open
	ruleAppVera      = "ruleappvera0001" // vera → acme's open one
	ruleAppVeraClose = "ruleappveracls1" // vera → acme's closed one
	ruleAppVictor    = "ruleappvictor01" // victor → globex's open one
)

// appWithOpportunities: the cast with mia on acme's team, both volunteers
// through the wizard, acme on Starter with four opportunities, globex (no
// plan) with one, and three applications.
func appWithOpportunities(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.SetVolunteerStep(t, app, testutil.VolunteerID, wizard.VolunteerDone)
	testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, wizard.VolunteerDone)
	testutil.GivePlan(t, app, testutil.CompanyID, "starter")
	testutil.CreateOpportunity(t, app, ruleOppOpen, testutil.CompanyID, map[string]any{"title": "Open at Acme"})
	testutil.CreateOpportunity(t, app, ruleOppDraft, testutil.CompanyID, map[string]any{"title": "Draft at Acme", "status": "draft"})
	testutil.CreateOpportunity(t, app, ruleOppClosed, testutil.CompanyID, map[string]any{"title": "Closed at Acme"})
	testutil.CreateOpportunity(t, app, ruleOppExpired, testutil.CompanyID, map[string]any{"title": "Expired at Acme", "expires_at": testutil.InDays(-1)})
	testutil.CreateOpportunity(t, app, ruleOppGlobex, testutil.OtherCompanyID, map[string]any{"title": "Open at Globex"})
	testutil.CreateApplication(t, app, ruleAppVera, ruleOppOpen, testutil.VolunteerID, "applied")
	testutil.CreateApplication(t, app, ruleAppVeraClose, ruleOppClosed, testutil.VolunteerID, "in_review")
	testutil.CreateApplication(t, app, ruleAppVictor, ruleOppGlobex, testutil.OtherVolunteerID, "applied")
	closed := testutil.Opportunity(t, app, ruleOppClosed)
	closed.Set("status", "closed")
	if err := app.Save(closed); err != nil {
		t.Fatal(err)
	}
	return app
}

// caller is one role of the rule tables.
type caller struct {
	name, token string
}

// callers are the roles of the tables: mia is a member of acme's team and
// sees and does what acme does.
func callers(t testing.TB, tok testutil.Tokens) []caller {
	return []caller{{"guest", ""}, {"vera", tok.Volunteer}, {"victor", tok.OtherVolunteer},
		{"acme", tok.Company}, {"mia", testutil.MemberToken(t)}, {"globex", tok.OtherCompany}, {"superadmin", tok.Superadmin}}
}

func TestOpportunitiesRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/opportunities/records"
	app := testutil.NewApp(t)
	category := firstCategory(t, app)
	app.Cleanup()
	body := func(status string) map[string]any {
		return map[string]any{"title": "New", "category": category, "status": status, "hours_per_day": 2, "duration_months": 1,
			"remote": true, "description": "Help.", "skills": []string{"Go"}, "expires_at": testutil.InDays(9).String()}
	}
	var s []tests.ApiScenario
	// Who lists how many, and who sees the draft, the closed and the expired
	// one (vera views the closed one she applied to but does not list it).
	visible := map[string]int{"guest": 2, "vera": 2, "victor": 2, "acme": 5, "mia": 5, "globex": 2, "superadmin": 5}
	sees := map[string]map[string]bool{
		ruleOppDraft:   {"acme": true, "mia": true, "superadmin": true},
		ruleOppClosed:  {"vera": true, "acme": true, "mia": true, "superadmin": true},
		ruleOppExpired: {"acme": true, "mia": true, "superadmin": true},
		ruleOppGlobex:  {"guest": true, "vera": true, "victor": true, "acme": true, "mia": true, "globex": true, "superadmin": true},
	}
	for _, c := range callers(t, tok) {
		n := visible[c.name]
		s = append(s, tests.ApiScenario{Name: c.name + " lists " + strconv.Itoa(n), Method: http.MethodGet, URL: list,
			Headers: testutil.Auth(c.token), ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(n)},
			ExpectedEvents: listed(n)})
		for _, id := range []string{ruleOppDraft, ruleOppClosed, ruleOppExpired, ruleOppGlobex} {
			sc := tests.ApiScenario{Name: c.name + " views " + id, Method: http.MethodGet, URL: list + "/" + id, Headers: testutil.Auth(c.token)}
			if sees[id][c.name] {
				sc.ExpectedStatus, sc.ExpectedContent, sc.ExpectedEvents = 200, []string{`"id":"` + id + `"`}, viewed
			} else {
				sc.ExpectedStatus, sc.ExpectedContent, sc.ExpectedEvents = 404, notFound, noEvents
			}
			s = append(s, sc)
		}
		create := tests.ApiScenario{Name: c.name + " creates", Method: http.MethodPost, URL: list, Headers: testutil.Auth(c.token),
			Body: testutil.JSONBody(body("open"))}
		update := tests.ApiScenario{Name: c.name + " updates", Method: http.MethodPatch, URL: list + "/" + ruleOppOpen,
			Headers: testutil.Auth(c.token), Body: testutil.JSONBody(map[string]any{"title": "Changed"})}
		del := tests.ApiScenario{Name: c.name + " deletes", Method: http.MethodDelete, URL: list + "/" + ruleOppOpen, Headers: testutil.Auth(c.token)}
		switch c.name {
		case "guest":
			create.ExpectedStatus, create.ExpectedContent, create.ExpectedEvents = 401, []string{`"status":401`}, noEvents
		case "acme", "mia": // mia posts for acme
			create.ExpectedStatus, create.ExpectedContent, create.ExpectedEvents = 200, []string{`"company":"` + testutil.CompanyID + `"`}, created
		case "globex": // no plan: only a draft
			create.ExpectedStatus, create.ExpectedContent = 400, []string{`"code":"validation_plan_limit"`}
			create.ExpectedEvents = map[string]int{"*": 0, "OnRecordCreateRequest": 1}
			draft := create
			draft.Name, draft.Body = "globex creates a draft", testutil.JSONBody(body("draft"))
			draft.ExpectedStatus, draft.ExpectedContent, draft.ExpectedEvents = 200, []string{`"status":"draft"`}, created
			s = append(s, draft)
		default:
			create.ExpectedStatus, create.ExpectedContent = 403, forbidden
			create.ExpectedEvents = map[string]int{"*": 0, "OnRecordCreateRequest": 1}
		}
		if c.name == "acme" || c.name == "mia" {
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 200, []string{`"title":"Changed"`}, updated
			del.ExpectedStatus, del.ExpectedEvents = 204, withMails(eventsOf(deleted, 1, 0), 1)
			del.AfterTestFunc = expectCount("opportunities", 4)
		} else {
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 404, notFound, noEvents
			del.ExpectedStatus, del.ExpectedContent, del.ExpectedEvents = 404, notFound, noEvents
			del.AfterTestFunc = expectCount("opportunities", 5)
		}
		s = append(s, create, update, del)
	}
	run(t, appWithOpportunities, s)
}

func TestApplicationsRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/applications/records"
	visible := map[string]int{"guest": 0, "vera": 2, "victor": 1, "acme": 2, "mia": 2, "globex": 1, "superadmin": 3}
	seesVera := map[string]bool{"vera": true, "acme": true, "mia": true, "superadmin": true}
	var s []tests.ApiScenario
	for _, c := range callers(t, tok) {
		n := visible[c.name]
		s = append(s, tests.ApiScenario{Name: c.name + " lists " + strconv.Itoa(n), Method: http.MethodGet, URL: list,
			Headers: testutil.Auth(c.token), ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(n)},
			ExpectedEvents: listed(n)})
		view := tests.ApiScenario{Name: c.name + " views vera's", Method: http.MethodGet, URL: list + "/" + ruleAppVera, Headers: testutil.Auth(c.token)}
		if seesVera[c.name] {
			view.ExpectedStatus, view.ExpectedContent, view.ExpectedEvents = 200, []string{`"applicant":{`, `"opportunity_status":"open"`}, viewed
		} else {
			view.ExpectedStatus, view.ExpectedContent, view.ExpectedEvents = 404, notFound, noEvents
		}
		create := tests.ApiScenario{Name: c.name + " applies", Method: http.MethodPost, URL: list, Headers: testutil.Auth(c.token),
			Body: testutil.JSONBody(map[string]any{"opportunity": ruleOppGlobex, "note": "Hello"})}
		update := tests.ApiScenario{Name: c.name + " moves vera's", Method: http.MethodPatch, URL: list + "/" + ruleAppVera,
			Headers: testutil.Auth(c.token), Body: testutil.JSONBody(map[string]any{"stage": "in_review"})}
		switch c.name {
		case "guest":
			create.ExpectedStatus, create.ExpectedContent, create.ExpectedEvents = 401, []string{`"status":401`}, noEvents
		case "vera":
			create.ExpectedStatus, create.ExpectedContent, create.ExpectedEvents = 200, []string{`"stage":"applied"`}, withMails(created, 1)
			update.Body = testutil.JSONBody(map[string]any{"stage": "withdrawn"})
		case "victor": // applied to globex already
			create.ExpectedStatus, create.ExpectedContent = 400, []string{`"code":"validation_already_applied"`}
			create.ExpectedEvents = map[string]int{"*": 0, "OnRecordCreateRequest": 1}
		default:
			create.ExpectedStatus, create.ExpectedContent = 403, forbidden
			create.ExpectedEvents = map[string]int{"*": 0, "OnRecordCreateRequest": 1}
		}
		switch c.name {
		case "vera":
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 200, []string{`"stage":"withdrawn"`}, updated
		case "acme", "mia":
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 200, []string{`"stage":"in_review"`}, withMails(updated, 1)
		default:
			update.ExpectedStatus, update.ExpectedContent, update.ExpectedEvents = 404, notFound, noEvents
		}
		// Nobody deletes an application: withdrawing is a stage.
		del := tests.ApiScenario{Name: c.name + " deletes vera's", Method: http.MethodDelete, URL: list + "/" + ruleAppVera,
			Headers: testutil.Auth(c.token), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents,
			AfterTestFunc: expectCount("applications", 3)}
		s = append(s, view, create, update, del)
	}
	run(t, appWithOpportunities, s)
}

// withMails is events of a write that queues n mails: they go to the
// outbox in the write's transaction and are sent after the request, so no
// mailer event fires inside it (hooks/mail's outbox tests cover delivery).
func withMails(events map[string]int, n int) map[string]int {
	out := map[string]int{"OnMailerSend": 0}
	for k, v := range events {
		out[k] = v
	}
	// Each mailed user also gets a notification record.
	return eventsOf(out, 0, n)
}

// eventsOf adds record updates and creates made in the same request to events.
func eventsOf(events map[string]int, updates, creates int) map[string]int {
	out := map[string]int{}
	for k, v := range events {
		out[k] = v
	}
	for k, v := range testutil.SavedEvents(updates, creates, 0) {
		if k != "*" {
			out[k] += v
		}
	}
	return out
}

// firstCategory is the id of a volunteer category lookup.
func firstCategory(t testing.TB, app *tests.TestApp) string {
	r, err := app.FindFirstRecordByFilter("lookups", "kind = 'volunteer_category'")
	if err != nil {
		t.Fatal(err)
	}
	return r.Id
}
