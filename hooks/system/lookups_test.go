package system_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/system"
	"voluntech/hooks/testutil"
)

const lookupsURL = "/api/system/lookups"

// lookupIDs are seeded lookups, the same in every test app.
type lookupIDs struct{ SwDev, CompSci, DataSci, MBA, OpenUni, Coursera, Country string }

func readLookupIDs(t *testing.T) lookupIDs {
	return testutil.ReadLookups(t, func(l func(kind, name string) string) lookupIDs {
		return lookupIDs{SwDev: l("volunteer_category", "Software Development"), CompSci: l("study_area", "Computer Science"),
			DataSci: l("study_area", "Data Science"), MBA: l("course_title", "MBA"), OpenUni: l("institution", "Open University"),
			Coursera: l("institution", "Coursera"), Country: l("country", "GB")}
	})
}

func lookupExists(id string, want bool) testutil.AfterFunc {
	return testutil.ExpectCount("lookups", dbx.HashExp{"id": id}, map[bool]int64{true: 1, false: 0}[want])
}

func TestUsesMessage(t *testing.T) {
	for _, c := range []struct {
		uses system.Uses
		want string
	}{
		{system.Uses{}, ""},
		{system.Uses{"volunteer": 3, "opportunity": 1}, "This entry is used by 3 volunteers and 1 opportunity."},
		{system.Uses{"volunteer": 1}, "This entry is used by 1 volunteer."},
		{system.Uses{"company": 2, "volunteer": 1, "opportunity": 4}, "This entry is used by 1 volunteer, 2 companies and 4 opportunities."},
		{system.Uses{"superadmin": 1, "widgets": 2}, "This entry is used by 1 superadmin and 2 widgets records."},
	} {
		if got := c.uses.Message(); got != c.want {
			t.Errorf("%v: %q, want %q", c.uses, got, c.want)
		}
	}
}

func TestLookups(t *testing.T) {
	ids := readLookupIDs(t)
	one := func(id string) string { return lookupsURL + "/" + id }
	send := func(name, method, url string, body any, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: method, URL: url, Headers: admin(t), ExpectedStatus: status, ExpectedContent: want}
		if body != nil {
			s.Body = testutil.JSONBody(body)
		}
		return s
	}

	created := send("a superadmin adds a volunteer category at the end of the list", http.MethodPost, lookupsURL,
		map[string]any{"kind": "volunteer_category", "name": "  Robotics  "}, 200, `"name":"Robotics","status":"approved","uses":0,"submitted_by":null`)
	created.ExpectedEvents = testutil.SavedEvents(0, 2, 0) // the entry and its activity entry
	created.AfterTestFunc = func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		r, err := app.FindFirstRecordByFilter("lookups", "kind = 'volunteer_category' && name = 'Robotics'")
		if err != nil || r.GetInt("sort") != 17 || r.GetString("status") != "approved" {
			t.Errorf("new category %v %v", r, err)
		}
	}
	sameName := send("the same name in another list is fine", http.MethodPost, lookupsURL,
		map[string]any{"kind": "company_category", "name": "Computer Science"}, 200, `"name":"Computer Science","status":"approved"`)
	sameName.ExpectedEvents = testutil.SavedEvents(0, 2, 0)
	renamed := send("renaming an institution renames it in the educations too", http.MethodPatch, one(ids.OpenUni),
		map[string]any{"name": "The Open University"}, 200, `"name":"The Open University","status":"approved","uses":1`)
	renamed.ExpectedEvents = testutil.SavedEvents(2, 1, 0)
	renamed.AfterTestFunc = testutil.ExpectCount("educations", dbx.HashExp{"id": VeraEduID, "institution": "The Open University"}, 1)
	caseOnly := send("renaming in another case only", http.MethodPatch, one(ids.DataSci), map[string]any{"name": "data science"}, 200, `"name":"data science"`)
	caseOnly.ExpectedEvents = testutil.SavedEvents(1, 1, 0)

	deleted := send("an unused entry is deleted", http.MethodDelete, one(ids.DataSci), nil, 204)
	deleted.ExpectedEvents = testutil.SavedEvents(0, 1, 1)
	deleted.AfterTestFunc = lookupExists(ids.DataSci, false)

	approved := send("a pending area of study is approved", http.MethodPost, one(PendingAreaID)+"/approve", nil, 200,
		`"id":"pendingarea0001","name":"Quantum Basket Weaving","status":"approved","uses":1,"submitted_by":{"id":"volunteer000001","username":"vera"}`)
	approved.ExpectedEvents = testutil.SavedEvents(1, 1, 0)
	approved.AfterTestFunc = testutil.ExpectCount("lookups", dbx.HashExp{"id": PendingAreaID, "status": "approved"}, 1)

	rejected := send("a rejected area is deleted and the education keeps no area", http.MethodPost, one(PendingAreaID)+"/reject", nil, 204)
	rejected.ExpectedEvents = testutil.SavedEvents(1, 1, 1)
	rejected.AfterTestFunc = testutil.All(lookupExists(PendingAreaID, false),
		testutil.ExpectCount("educations", dbx.HashExp{"area": PendingAreaID}, 0),
		testutil.ExpectCount("educations", dbx.HashExp{"institution": "edX", "area": ""}, 1))

	inUse := func(name, id, msg string) tests.ApiScenario {
		s := send(name, http.MethodDelete, one(id), nil, 400, `"message":"`+msg+`"`, `"id":{"code":"validation_in_use"`)
		s.AfterTestFunc = lookupExists(id, true)
		return s
	}

	run(t, []tests.ApiScenario{
		send("a list with uses and proposals, by name", http.MethodGet, lookupsURL+"?kind=study_area", nil, 200,
			`{"id":"`+ids.CompSci+`","name":"Computer Science","status":"approved","uses":1,"submitted_by":null,"created":"`,
			`{"id":"pendingarea0001","name":"Quantum Basket Weaving","status":"pending","uses":1,"submitted_by":{"id":"volunteer000001","username":"vera"},"created":"`,
			`"name":"Artificial Intelligence"`),
		send("pending only", http.MethodGet, lookupsURL+"?kind=study_area&status=pending", nil, 200, `"items":[{"id":"pendingarea0001"`),
		send("search", http.MethodGet, lookupsURL+"?kind=volunteer_category&q=DEVELOP", nil, 200,
			`"name":"Mobile Development"`, `"name":"Software Development","status":"approved","uses":5`),
		send("courses count educations by name", http.MethodGet, lookupsURL+"?kind=course_title&q=mba", nil, 200, `"name":"MBA","status":"approved","uses":1`),
		send("no kind", http.MethodGet, lookupsURL, nil, 400, `"kind":{"code":"validation_required"`),
		send("a kind not edited here", http.MethodGet, lookupsURL+"?kind=country", nil, 400, `"kind":{"code":"validation_invalid_value"`),
		send("bad status", http.MethodGet, lookupsURL+"?kind=study_area&status=rejected", nil, 400, `"status":{"code":"validation_invalid_value"`),

		created,
		send("duplicate name in another case", http.MethodPost, lookupsURL, map[string]any{"kind": "study_area", "name": "computer SCIENCE"}, 400,
			`"name":{"code":"validation_not_unique","message":"This list already has an entry with this name."}`),
		sameName,
		send("missing name and kind", http.MethodPost, lookupsURL, map[string]any{}, 400,
			`"name":{"code":"validation_required","message":"Name is required."}`, `"kind":{"code":"validation_invalid_value"`),
		send("name too long", http.MethodPost, lookupsURL, map[string]any{"kind": "institution", "name": strings.Repeat("n", 101)}, 400,
			`"name":{"code":"validation_length_too_long"`),
		send("name not text", http.MethodPost, lookupsURL, map[string]any{"kind": "institution", "name": 3}, 400,
			`"name":{"code":"validation_invalid_type"`),
		send("kind not edited here", http.MethodPost, lookupsURL, map[string]any{"kind": "country", "name": "Atlantis"}, 400,
			`"kind":{"code":"validation_invalid_value"`),

		renamed, caseOnly,
		send("rename to a taken name", http.MethodPatch, one(ids.DataSci), map[string]any{"name": "Computer science"}, 400, `"name":{"code":"validation_not_unique"`),
		send("rename to nothing", http.MethodPatch, one(ids.DataSci), map[string]any{"name": " "}, 400, `"name":{"code":"validation_required"`),
		send("rename an unknown entry", http.MethodPatch, one("nosuchlookup000"), map[string]any{"name": "X"}, 404, `"status":404`),
		send("rename a country", http.MethodPatch, one(ids.Country), map[string]any{"name": "X"}, 400, system.MsgKindLocked),

		deleted,
		inUse("a category used by volunteers and an opportunity", ids.SwDev, "This entry is used by 2 volunteers and 3 opportunities."),
		inUse("an area of study in an education", ids.CompSci, "This entry is used by 1 volunteer."),
		inUse("a course named in an education", ids.MBA, "This entry is used by 1 volunteer."),
		send("delete an unknown entry", http.MethodDelete, one("nosuchlookup000"), nil, 404, `"status":404`),

		approved, rejected,
		send("approve an approved entry", http.MethodPost, one(ids.DataSci)+"/approve", nil, 400, system.MsgNotPending),
		send("reject an approved entry", http.MethodPost, one(ids.DataSci)+"/reject", nil, 400, system.MsgNotPending),
		send("approve an unknown entry", http.MethodPost, one("nosuchlookup000")+"/approve", nil, 404, `"status":404`),
	})
}

var deleteRequestEvents = func() map[string]int {
	ev := testutil.SavedEvents(0, 0, 1)
	ev["OnRecordDeleteRequest"] = 1
	return ev
}()

// The records API refuses the deletion of a lookup in use the same way.
func TestLookupDeleteThroughRecordsAPI(t *testing.T) {
	ids := readLookupIDs(t)
	tok := testutil.UserTokens(t)
	url := func(id string) string { return "/api/collections/lookups/records/" + id }
	run(t, []tests.ApiScenario{
		{Name: "in use: refused with where it is used", Method: http.MethodDelete, URL: url(ids.SwDev), Headers: admin(t),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"This entry is used by 2 volunteers and 3 opportunities."`},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordDeleteRequest": 1}, AfterTestFunc: lookupExists(ids.SwDev, true)},
		{Name: "a country in use by the users", Method: http.MethodDelete, URL: url(ids.Country), Headers: admin(t),
			ExpectedStatus: 400, ExpectedContent: []string{`"message":"This entry is used by 2 volunteers, 2 companies and 1 superadmin."`},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordDeleteRequest": 1}, AfterTestFunc: lookupExists(ids.Country, true)},
		{Name: "unused: deleted", Method: http.MethodDelete, URL: url(ids.Coursera), Headers: admin(t), ExpectedStatus: 204,
			ExpectedEvents: deleteRequestEvents, AfterTestFunc: lookupExists(ids.Coursera, false)},
		{Name: "a volunteer cannot delete one", Method: http.MethodDelete, URL: url(ids.Coursera), Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, AfterTestFunc: lookupExists(ids.Coursera, true)},
	})
}
