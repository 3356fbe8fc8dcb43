package pb_migrations_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Ids of appWithMatching's records.
const (
	ruleDismissVera  = "ruledismissvera"
	ruleSearchVera   = "rulesearchvera1"
	ruleSearchAcme   = "rulesearchacme1"
	ruleDigestVera   = "ruledigestvera1"
	ruleSeenOpen     = "ruleseenopen001"
	ruleSynonymAdded = "rulesynonym0001"
)

// appWithMatching is appWithOpportunities with vera's dismissal of globex's
// opportunity, a saved search of vera and of acme, and one match (its
// digest and seen rows).
func appWithMatching(t testing.TB) *tests.TestApp {
	app := appWithOpportunities(t)
	saveRecord(t, app, "opportunity_dismissals", ruleDismissVera,
		map[string]any{"volunteer": testutil.VolunteerID, "opportunity": ruleOppGlobex, "reason": "Too far"})
	saveRecord(t, app, "saved_searches", ruleSearchVera, map[string]any{"user": testutil.VolunteerID,
		"kind": "opportunities", "name": "Vera's React", "query": map[string]any{"q": "react"}, "frequency": "daily"})
	saveRecord(t, app, "saved_searches", ruleSearchAcme, map[string]any{"user": testutil.CompanyID,
		"kind": "volunteers", "name": "Acme's designers", "query": map[string]any{"q": "design"}, "frequency": "weekly"})
	saveRecord(t, app, "saved_search_digests", ruleDigestVera, map[string]any{"search": ruleSearchVera, "items": []string{ruleOppOpen}})
	saveRecord(t, app, "saved_search_seen", ruleSeenOpen, map[string]any{"item": ruleOppOpen, "searches": []string{ruleSearchVera}})
	return app
}

// The matching collections deny by default: each owner lists and views
// only their own dismissals and saved searches and writes none of them
// through the records API (the routes validate); the matches are the
// server's alone; the synonyms are the superadmins' pick list.
func TestMatchingRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	type coll struct {
		name, own    string
		visible      map[string]int
		ownerOf      string // who may view own
		createBody   map[string]any
		superadminRW bool
		serverOnly   bool // no API rules: PocketBase's superusers only
	}
	colls := []coll{
		{name: "opportunity_dismissals", own: ruleDismissVera, ownerOf: "vera",
			visible:    map[string]int{"vera": 1},
			createBody: map[string]any{"volunteer": testutil.VolunteerID, "opportunity": ruleOppOpen}},
		{name: "saved_searches", own: ruleSearchVera, ownerOf: "vera",
			visible: map[string]int{"vera": 1, "acme": 1},
			createBody: map[string]any{"user": testutil.VolunteerID, "kind": "opportunities", "name": "x",
				"query": map[string]any{}, "frequency": "daily"}},
		{name: "saved_search_digests", own: ruleDigestVera, serverOnly: true,
			createBody: map[string]any{"search": ruleSearchVera, "items": []string{ruleOppClosed}}},
		{name: "saved_search_seen", own: ruleSeenOpen, serverOnly: true,
			createBody: map[string]any{"item": ruleOppClosed, "searches": []string{ruleSearchVera}}},
	}
	var s []tests.ApiScenario
	for _, c := range callers(t, tok) {
		h := testutil.Auth(c.token)
		for _, co := range colls {
			list := "/api/collections/" + co.name + "/records"
			n := co.visible[c.name]
			if c.name == "superadmin" && !co.serverOnly {
				n = 0 // superadmins have no rule of their own here
			}
			ls := tests.ApiScenario{Name: c.name + " lists " + co.name, Method: http.MethodGet, URL: list, Headers: h,
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":` + strconv.Itoa(n)}, ExpectedEvents: listed(n)}
			if co.serverOnly {
				// No list rule: only superadmins (PocketBase's) list; ours are users.
				ls.ExpectedStatus, ls.ExpectedContent, ls.ExpectedEvents = 403, forbidden, noEvents
				if c.name == "guest" {
					ls.ExpectedStatus, ls.ExpectedContent = 403, forbidden
				}
			}
			view := tests.ApiScenario{Name: c.name + " views " + co.own, Method: http.MethodGet, URL: list + "/" + co.own, Headers: h,
				ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents}
			if c.name == co.ownerOf {
				view.ExpectedStatus, view.ExpectedContent, view.ExpectedEvents = 200, []string{`"id":"` + co.own + `"`}, viewed
			}
			if co.serverOnly {
				view.ExpectedStatus, view.ExpectedContent = 403, forbidden
			}
			create := tests.ApiScenario{Name: c.name + " creates in " + co.name, Method: http.MethodPost, URL: list, Headers: h,
				Body: testutil.JSONBody(co.createBody), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents}
			update := tests.ApiScenario{Name: c.name + " edits " + co.own, Method: http.MethodPatch, URL: list + "/" + co.own, Headers: h,
				Body: testutil.JSONBody(map[string]any{"name": "changed", "reason": "changed"}), ExpectedStatus: 403,
				ExpectedContent: forbidden, ExpectedEvents: noEvents}
			del := tests.ApiScenario{Name: c.name + " deletes " + co.own, Method: http.MethodDelete, URL: list + "/" + co.own, Headers: h,
				ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents}
			if c.name == "guest" {
				create.ExpectedStatus, create.ExpectedContent = 403, forbidden
			}
			s = append(s, ls, view, create, update, del)
		}
		// The synonyms: superadmins list, add, edit and remove; nobody else.
		const syn = "/api/collections/skill_synonyms/records"
		if c.name == "superadmin" {
			s = append(s,
				tests.ApiScenario{Name: "superadmin lists synonyms", Method: http.MethodGet, URL: syn + "?filter=term='reactjs'", Headers: h,
					ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, `"canonical":"react"`}, ExpectedEvents: listed(1)},
				tests.ApiScenario{Name: "superadmin adds a synonym (stored lower-cased: hooks/matching)", Method: http.MethodPost, URL: syn, Headers: h,
					Body:           testutil.JSONBody(map[string]any{"id": ruleSynonymAdded, "term": "Angular.js", "canonical": "angular"}),
					ExpectedStatus: 200, ExpectedContent: []string{`"term":"angular.js"`}, ExpectedEvents: created},
				tests.ApiScenario{Name: "superadmin adds a spelling twice", Method: http.MethodPost, URL: syn, Headers: h,
					Body:           testutil.JSONBody(map[string]any{"term": "ReactJS", "canonical": "react"}),
					ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}},
			)
			continue
		}
		s = append(s,
			tests.ApiScenario{Name: c.name + " lists synonyms", Method: http.MethodGet, URL: syn, Headers: h,
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
			tests.ApiScenario{Name: c.name + " adds a synonym", Method: http.MethodPost, URL: syn, Headers: h,
				Body: testutil.JSONBody(map[string]any{"term": "Angular.js", "canonical": "angular"}),
				// A create rule that fails is PocketBase's generic 400.
				ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: noEvents,
				AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
					if n, _ := app.CountRecords("skill_synonyms", dbx.HashExp{"canonical": "angular"}); n != 0 {
						t.Errorf("a synonym was added by %s", "a non-superadmin")
					}
				}},
		)
	}
	for _, sc := range s {
		sc.TestAppFactory = appWithMatching
		sc.Test(t)
	}
}
