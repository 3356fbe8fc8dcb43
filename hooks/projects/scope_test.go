package projects_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const scopeURL = "/api/engagements/" + testutil.EngVera + "/scope"

// Who reads the scope: the volunteer, the company team and superadmins;
// the others learn nothing of the engagement (404), guests sign in (401).
func TestGetScopeByRole(t *testing.T) {
	as := testutil.SignedIn(t)
	var sc []tests.ApiScenario
	for _, c := range []struct {
		who     string
		headers map[string]string
		status  int
	}{
		{"guest", nil, 401}, {"volunteer", as.Vera, 200}, {"other volunteer", as.Victor, 404},
		{"company owner", as.Acme, 200}, {"team member", as.Mia, 200}, {"other company", as.Globex, 404},
		{"superadmin", as.Sally, 200},
	} {
		content := testutil.Status(c.status)
		if c.status == 200 {
			content = []string{`"version":1`, `"status":"proposed"`, `"goal":"Ship an accessible signup flow."`,
				`"title":"Wireframes"`, `"next_due":"` + testutil.Day(3) + `"`, `"agreed_version":0`}
		}
		sc = append(sc, tests.ApiScenario{Name: c.who, Headers: c.headers, ExpectedStatus: c.status,
			ExpectedContent: content, ExpectedEvents: testutil.NoEvents})
	}
	testutil.RunRoute(t, http.MethodGet, scopeURL, proposed, sc)

	testutil.RunRoute(t, http.MethodGet, scopeURL, base, []tests.ApiScenario{
		{Name: "no scope yet: a draft", Headers: as.Vera, ExpectedStatus: 200,
			ExpectedContent: []string{`"version":0`, `"status":"draft"`, `"milestones":[]`, `"history":[]`}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/engagements/nope/scope", base, []tests.ApiScenario{
		{Name: "unknown engagement", Headers: as.Acme, ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
	})
}

// The company team proposes the scope; every refusal saves nothing.
func TestPutScope(t *testing.T) {
	as := testutil.SignedIn(t)
	good := scopeBody(ms("", "Wireframes", testutil.Day(3)), ms("", "Signup form", testutil.Day(20)))
	none := versions(0)
	proposedOK := testutil.All(versions(1), told(testutil.VolunteerID, "scope", "Scope to review", 1),
		mailed("Scope to review", 1), testutil.ExpectCount("milestones", dbx.HashExp{"engagement": testutil.EngVera}, 0))
	refused := func(name string, h map[string]string, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Headers: h, Body: testutil.JSONBody(good), ExpectedStatus: status,
			ExpectedContent: append(testutil.Status(status), want...), ExpectedEvents: testutil.NoEvents, AfterTestFunc: none}
	}
	bad := func(name string, body any, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Headers: as.Acme, Body: testutil.JSONBody(body), ExpectedStatus: 400,
			ExpectedContent: want, ExpectedEvents: testutil.NoEvents, AfterTestFunc: none}
	}
	long := strings.Repeat("a", 1001)
	testutil.RunRoute(t, http.MethodPut, scopeURL, base, []tests.ApiScenario{
		refused("guest", nil, 401),
		refused("the volunteer edits the scope", as.Vera, 403, `"scope":{"code":"validation_company_writes_scope"`),
		refused("other volunteer", as.Victor, 404),
		refused("other company", as.Globex, 404),
		refused("superadmin", as.Sally, 403, `"engagement":{"code":"validation_read_only"`),
		{Name: "company owner proposes", Headers: as.Acme, Body: testutil.JSONBody(good), ExpectedStatus: 200,
			ExpectedContent: []string{`"version":1`, `"status":"proposed"`, `"proposed_side":"company"`, `"title":"Signup form"`, `"status":"open"`},
			ExpectedEvents:  map[string]int{"OnRecordCreate": 2, "OnRecordUpdate": 0}, // the version and the bell (the outbox is no collection)
			AfterTestFunc:   proposedOK},
		{Name: "team member proposes", Headers: as.Mia, Body: testutil.JSONBody(good), ExpectedStatus: 200,
			ExpectedContent: []string{`"version":1`, `"status":"proposed"`}, AfterTestFunc: proposedOK},
		bad("no goal", map[string]any{"hours_per_week": 5, "milestones": []any{ms("", "A", testutil.Day(3))}}, `"goal":{"code":"validation_required"`),
		bad("goal too long", map[string]any{"goal": long, "hours_per_week": 5, "milestones": []any{ms("", "A", testutil.Day(3))}}, `"goal":{"code":"validation_length_too_long"`),
		bad("hours out of range", map[string]any{"goal": "g", "hours_per_week": 81, "milestones": []any{ms("", "A", testutil.Day(3))}}, `"hours_per_week":{"code":"validation_hours_range"`),
		bad("hours as text", map[string]any{"goal": "g", "hours_per_week": "5", "milestones": []any{ms("", "A", testutil.Day(3))}}, `"hours_per_week"`),
		bad("no milestone", scopeBody(), `"milestones":{"code":"validation_required"`),
		bad("due before the engagement started", scopeBody(ms("", "A", testutil.Day(-11))), `"milestones.0.due":{"code":"validation_due_before_start"`),
		bad("due not a date", scopeBody(ms("", "A", "2026-02-30")), `"milestones.0.due":{"code":"validation_date_format"`),
		bad("no title", scopeBody(ms("", "", testutil.Day(3))), `"milestones.0.title":{"code":"validation_required"`),
		bad("a milestone of someone else", scopeBody(ms(msGlobex, "A", testutil.Day(3))), `"milestones.0.id":{"code":"validation_unknown_milestone"`),
		bad("no JSON", "nope", `"status":400`),
	})

	// A proposal waits: the company revises it (the old one superseded),
	// the volunteer cannot write it.
	testutil.RunRoute(t, http.MethodPut, scopeURL, proposed, []tests.ApiScenario{
		{Name: "company revises its waiting proposal", Headers: as.Acme, Body: testutil.JSONBody(scopeBody(ms(msOne, "Wireframes", testutil.Day(4)))),
			ExpectedStatus: 200, ExpectedContent: []string{`"version":2`, `"status":"proposed"`, `"status":"superseded"`, `"changes":["milestone 1 moved to ` + testutil.Day(4) + `","milestone \"Signup form\" removed"]`},
			AfterTestFunc: versions(2)},
		{Name: "volunteer before any agreement", Headers: as.Vera, Body: testutil.JSONBody(good), ExpectedStatus: 403,
			ExpectedContent: []string{`"validation_company_writes_scope"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: versions(1)},
	})

	// Once agreed, either side proposes a change; dropping a submitted
	// milestone is refused.
	testutil.RunRoute(t, http.MethodPut, scopeURL, submitted, []tests.ApiScenario{
		{Name: "volunteer proposes a change", Headers: as.Vera, Body: testutil.JSONBody(scopeBody(ms(msOne, "Wireframes", testutil.Day(3)), ms(msTwo, "Signup form", testutil.Day(27)))),
			ExpectedStatus: 200, ExpectedContent: []string{`"version":2`, `"status":"proposed"`, `"proposed_side":"volunteer"`, `"agreed_version":1`},
			AfterTestFunc: testutil.All(versions(2), told(testutil.CompanyID, "scope", "Scope change proposed", 1), told(testutil.MemberID, "scope", "Scope change proposed", 1))},
		{Name: "dropping a submitted milestone", Headers: as.Acme, Body: testutil.JSONBody(scopeBody(ms(msTwo, "Signup form", testutil.Day(20)))),
			ExpectedStatus: 400, ExpectedContent: []string{`"milestones":{"code":"validation_cannot_remove"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: versions(1)},
	})
	testutil.RunRoute(t, http.MethodPut, scopeURL, volunteerChange, []tests.ApiScenario{
		{Name: "company while the volunteer's change waits", Headers: as.Acme, Body: testutil.JSONBody(good), ExpectedStatus: 400,
			ExpectedContent: []string{`"scope":{"code":"validation_answer_first"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: versions(2)},
	})
}

// The side that did not propose accepts; accepting one's own proposal is
// refused; the agreed version becomes the milestones.
func TestAcceptScope(t *testing.T) {
	as := testutil.SignedIn(t)
	noMilestones := testutil.ExpectCount("milestones", dbx.HashExp{"engagement": testutil.EngVera}, 0)
	refused := func(name string, h map[string]string, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Headers: h, ExpectedStatus: status,
			ExpectedContent: append(testutil.Status(status), want...), ExpectedEvents: testutil.NoEvents, AfterTestFunc: noMilestones}
	}
	url := scopeURL + "/accept"
	testutil.RunRoute(t, http.MethodPost, url, proposed, []tests.ApiScenario{
		refused("guest", nil, 401),
		refused("company accepts its own proposal", as.Acme, 403, `"scope":{"code":"validation_own_proposal"`),
		refused("team member accepts the company's proposal", as.Mia, 403, `"validation_own_proposal"`),
		refused("other volunteer", as.Victor, 404),
		refused("other company", as.Globex, 404),
		refused("superadmin", as.Sally, 403),
		{Name: "volunteer accepts", Headers: as.Vera, ExpectedStatus: 200,
			ExpectedContent: []string{`"status":"agreed"`, `"agreed_version":1`, `"id":"` + msOne + `"`},
			AfterTestFunc: testutil.All(testutil.ExpectCount("milestones", dbx.HashExp{"engagement": testutil.EngVera, "status": "open"}, 2),
				told(testutil.CompanyID, "scope", "Scope agreed", 1), told(testutil.MemberID, "scope", "Scope agreed", 1),
				mailed("Scope agreed", 2))},
	})
	testutil.RunRoute(t, http.MethodPost, url, base, []tests.ApiScenario{
		refused("nothing proposed", as.Vera, 400, `"scope":{"code":"validation_nothing_to_answer"`),
	})
	testutil.RunRoute(t, http.MethodPost, url, volunteerChange, []tests.ApiScenario{
		{Name: "volunteer accepts their own change", Headers: as.Vera, ExpectedStatus: 403,
			ExpectedContent: []string{`"validation_own_proposal"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: expect("milestones", msTwo, "due", testutil.Day(20))},
		{Name: "company accepts the volunteer's change", Headers: as.Mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"version":2`, `"status":"agreed"`, `"agreed_version":2`, `"changes":["milestone 2 moved to ` + testutil.Day(27) + `"]`},
			AfterTestFunc:   testutil.All(expect("milestones", msTwo, "due", testutil.Day(27)), told(testutil.VolunteerID, "scope", "Scope agreed", 1))},
	})
}

// Asking for changes before an agreement, declining a change after it.
func TestRequestScopeChanges(t *testing.T) {
	as := testutil.SignedIn(t)
	url := scopeURL + "/request-changes"
	testutil.RunRoute(t, http.MethodPost, url, proposed, []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, Body: testutil.JSONBody(map[string]any{"comment": "x"}), ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "company on its own proposal", Headers: as.Acme, Body: testutil.JSONBody(map[string]any{"comment": "x"}), ExpectedStatus: 403,
			ExpectedContent: []string{`"validation_own_proposal"`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.ExpectCount("scope_versions", dbx.HashExp{"engagement": testutil.EngVera, "status": "proposed"}, 1)},
		{Name: "no comment", Headers: as.Vera, Body: testutil.JSONBody(map[string]any{"comment": " "}), ExpectedStatus: 400,
			ExpectedContent: []string{`"comment":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "other company", Headers: as.Globex, Body: testutil.JSONBody(map[string]any{"comment": "x"}), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "volunteer asks for changes", Headers: as.Vera, Body: testutil.JSONBody(map[string]any{"comment": "Move the form a week later."}),
			ExpectedStatus: 200, ExpectedContent: []string{`"status":"change_requested"`, `"answer_comment":"Move the form a week later."`},
			AfterTestFunc: testutil.All(told(testutil.CompanyID, "scope", "Changes asked to the scope", 1), mailed("Changes asked to the scope", 2))},
	})
	testutil.RunRoute(t, http.MethodPost, url, volunteerChange, []tests.ApiScenario{
		{Name: "company declines the volunteer's change", Headers: as.Acme, Body: testutil.JSONBody(map[string]any{"comment": "The launch date is fixed."}),
			ExpectedStatus: 200, ExpectedContent: []string{`"version":1`, `"status":"agreed"`, `"status":"declined"`},
			AfterTestFunc: testutil.All(expect("milestones", msTwo, "due", testutil.Day(20)), told(testutil.VolunteerID, "scope", "Scope change declined", 1))},
	})
}

// The journey of the issue: the company proposes, the volunteer asks for a
// change, the company revises, the volunteer accepts; the history keeps
// every version and says what changed.
func TestScopeHistory(t *testing.T) {
	as := testutil.SignedIn(t)
	f := testutil.NewFlow(t, base(t), testutil.Config())
	f.Run(tests.ApiScenario{Name: "v1", Method: http.MethodPut, URL: scopeURL, Headers: as.Acme,
		Body: testutil.JSONBody(scopeBody(ms("", "Wireframes", testutil.Day(3)), ms("", "Signup form", testutil.Day(20)))), ExpectedStatus: 200,
		ExpectedContent: []string{`"version":1`}})
	f.Run(tests.ApiScenario{Name: "changes", Method: http.MethodPost, URL: scopeURL + "/request-changes", Headers: as.Vera,
		Body: testutil.JSONBody(map[string]any{"comment": "Two more days for the form."}), ExpectedStatus: 200, ExpectedContent: []string{`"change_requested"`}})
	v := f.App
	r, err := v.FindFirstRecordByFilter("scope_versions", "engagement = {:e} && version = 1", dbx.Params{"e": testutil.EngVera})
	if err != nil {
		t.Fatal(err)
	}
	var plan []map[string]any
	_ = r.UnmarshalJSONField("milestones", &plan)
	if len(plan) != 2 {
		t.Fatalf("plan %v", plan)
	}
	plan[1]["due"] = testutil.Day(22)
	f.Run(tests.ApiScenario{Name: "v2", Method: http.MethodPut, URL: scopeURL, Headers: as.Mia,
		Body: testutil.JSONBody(map[string]any{"goal": "Ship an accessible signup flow.", "hours_per_week": 5, "milestones": plan}), ExpectedStatus: 200,
		ExpectedContent: []string{`"version":2`, `"status":"proposed"`}})
	f.Run(tests.ApiScenario{Name: "agreed", Method: http.MethodPost, URL: scopeURL + "/accept", Headers: as.Vera, ExpectedStatus: 200,
		ExpectedContent: []string{`"version":2`, `"status":"agreed"`, `"agreed_version":2`,
			`"history":[{"version":1,"status":"change_requested"`, `"answer_comment":"Two more days for the form."`,
			`{"version":2,"status":"agreed"`, `"changes":["milestone 2 moved to ` + testutil.Day(22) + `"]`}})
	if n := testutil.Count(t, f.App, "milestones", dbx.HashExp{"engagement": testutil.EngVera}); n != 2 {
		t.Errorf("%d milestones, want 2", n)
	}
}
