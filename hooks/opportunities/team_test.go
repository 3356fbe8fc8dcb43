package opportunities_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// A member of acme's team posts, edits and moves applicants exactly as the
// owner does; acme's team (and only it) sees who did what, and keeps seeing
// it, flagged "former", after the member is removed.
func TestTeamMemberWorksForTheCompany(t *testing.T) {
	id := readIDs(t)
	tok := testutil.UserTokens(t)
	mia := testutil.Auth(testutil.MemberToken(t))
	owner := testutil.Auth(tok.Company)
	const posted = "oppbymia0000001"
	body := validOpportunity(id)
	body["id"] = posted
	body["status"] = "draft"

	app := testutil.Then(base, func(t testing.TB, app *tests.TestApp) {
		testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
	})(t)
	f := testutil.NewFlow(t, app, testutil.Config())
	for _, s := range []tests.ApiScenario{
		{Name: "the member posts for the company", Method: http.MethodPost, URL: oppURL, Headers: mia, Body: testutil.JSONBody(body),
			ExpectedStatus: 200, ExpectedEvents: events("OnRecordCreateRequest", 1, 0, 1, 0, 0),
			ExpectedContent: []string{`"company":"` + testutil.CompanyID + `"`, `"created_by":"` + testutil.MemberID + `"`,
				`"created_by_name":"First mia Last"`, `"created_by_former":false`, `"updated_by_name":"First mia Last"`}},
		{Name: "the member edits the owner's opportunity", Method: http.MethodPatch, URL: oppURL + "/" + oppOpen, Headers: mia,
			Body: testutil.JSONBody(map[string]any{"title": "Frontend helper (React)"}), ExpectedStatus: 200,
			ExpectedEvents:  events("OnRecordUpdateRequest", 1, 1, 0, 0, 0),
			ExpectedContent: []string{`"title":"Frontend helper (React)"`, `"updated_by":"` + testutil.MemberID + `"`, `"updated_by_name":"First mia Last"`}},
		{Name: "the owner sees who posted", Method: http.MethodGet, URL: oppURL + "/" + posted, Headers: owner, ExpectedStatus: 200,
			ExpectedEvents:  map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			ExpectedContent: []string{`"created_by_name":"First mia Last"`, `"created_by_former":false`}},
		{Name: "the public does not", Method: http.MethodGet, URL: oppURL + "/" + oppOpen, ExpectedStatus: 200,
			ExpectedEvents:     map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			ExpectedContent:    []string{`"title":"Frontend helper (React)"`},
			NotExpectedContent: []string{"updated_by", "created_by", "mia"}},
		{Name: "another company does not", Method: http.MethodGet, URL: oppURL + "/" + oppOpen, Headers: testutil.Auth(tok.OtherCompany),
			ExpectedStatus: 200, ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			NotExpectedContent: []string{"updated_by", "mia"}},
		{Name: "the member moves the applicant", Method: http.MethodPatch, URL: appURL + "/" + appVera, Headers: mia,
			Body: testutil.JSONBody(map[string]any{"stage": "in_review"}), ExpectedStatus: 200,
			ExpectedEvents: events("OnRecordUpdateRequest", 1, 1, 1, 0, 1),
			ExpectedContent: []string{`"stage":"in_review"`, `"by":"` + testutil.MemberID + `","by_name":"First mia Last"`,
				`"last_moved_by_name":"First mia Last"`, `"last_moved_by_former":false`}},
		{Name: "the owner lists who moved it", Method: http.MethodGet, URL: appURL, Headers: owner, ExpectedStatus: 200,
			ExpectedEvents:  map[string]int{"*": 0, "OnRecordsListRequest": 1, "OnRecordEnrich": 1},
			ExpectedContent: []string{`"by":"` + testutil.MemberID + `","by_name":"First mia Last"`, `"last_moved_by_name":"First mia Last"`}},
		{Name: "the volunteer does not see who", Method: http.MethodGet, URL: appURL + "/" + appVera, Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 200, ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			ExpectedContent:    []string{`"stage":"in_review"`},
			NotExpectedContent: []string{"by_name", `"by":`, "mia", "last_moved_by"}},
		// Nor by a filter: the mover is in no field a client's filter
		// reaches (history_movers is hidden).
		{Name: "the volunteer cannot find the mover by filter", Method: http.MethodGet,
			URL: appURL + "?filter=" + url.QueryEscape(`history~"mia"`), Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: map[string]int{"*": 0, "OnRecordsListRequest": 1}},
		{Name: "the volunteer cannot filter on the movers", Method: http.MethodGet,
			URL: appURL + "?filter=" + url.QueryEscape(`history_movers~"mia"`), Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 400, NotExpectedContent: []string{appVera}, ExpectedEvents: testutil.NoEvents},
		{Name: "the member cannot remove a teammate", Method: http.MethodDelete, URL: "/api/company/team/members/" + testutil.MemberID,
			Headers: mia, ExpectedStatus: 403, ExpectedEvents: testutil.NoEvents, ExpectedContent: []string{"Only the account owner can manage the team."}},
		{Name: "the owner removes the member", Method: http.MethodDelete, URL: "/api/company/team/members/" + testutil.MemberID,
			Headers: owner, ExpectedStatus: 204, ExpectedEvents: testutil.SavedEvents(1, 1, 1)}, // the member's new token key, their team_removals record, the member
		// Their session no longer signs in: the records API treats them as
		// a guest, the company routes and auth-refresh answer 401.
		{Name: "the removed member is signed out", Method: http.MethodGet, URL: "/api/company/team", Headers: mia, ExpectedStatus: 401,
			ExpectedContent: []string{`"status":401`}, ExpectedEvents: testutil.NoEvents},
		{Name: "the removed member cannot refresh", Method: http.MethodPost, URL: "/api/collections/users/auth-refresh", Headers: mia,
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, ExpectedEvents: testutil.NoEvents},
		{Name: "the removed member lists nothing", Method: http.MethodGet, URL: appURL, Headers: mia, ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: map[string]int{"*": 0, "OnRecordsListRequest": 1}},
		{Name: "the move stays, by a former team member", Method: http.MethodGet, URL: appURL + "/" + appVera, Headers: owner,
			ExpectedStatus: 200, ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			ExpectedContent: []string{`"by_name":"First mia Last","by_former":true`, `"last_moved_by_former":true`}},
		{Name: "the posting stays, by a former team member", Method: http.MethodGet, URL: oppURL + "/" + posted, Headers: owner,
			ExpectedStatus: 200, ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			ExpectedContent: []string{`"company":"` + testutil.CompanyID + `"`, `"created_by_name":"First mia Last"`, `"created_by_former":true`}},
		{Name: "the owner's own move is the owner's", Method: http.MethodPatch, URL: appURL + "/" + appVera, Headers: owner,
			Body: testutil.JSONBody(map[string]any{"stage": "interview"}), ExpectedStatus: 200,
			ExpectedEvents: events("OnRecordUpdateRequest", 1, 1, 1, 0, 1),
			ExpectedContent: []string{`"by":"` + testutil.CompanyID + `","by_name":"First acme Last"}`,
				`"last_moved_by_name":"First acme Last"`, `"last_moved_by_former":false`}},
	} {
		f.Run(s)
	}
}
