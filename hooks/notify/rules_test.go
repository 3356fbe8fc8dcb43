package notify_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/notify"
	"voluntech/hooks/testutil"
)

// TestNotificationRules pins the collection's rules for every role: each
// user lists, views and marks read their own notifications only; nobody
// creates or deletes one, nor changes anything but `read`.
func TestNotificationRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	roles := []struct {
		name, token, own string
	}{
		{"guest", "", ""},
		{"volunteer", tok.Volunteer, veraNote},
		{"other volunteer", tok.OtherVolunteer, ""},
		{"company owner", tok.Company, acmeNote},
		{"team member", testutil.MemberToken(t), miaNote},
		{"other company", tok.OtherCompany, ""},
		{"superadmin", tok.Superadmin, sallyNote},
	}
	all := []string{veraNote, acmeNote, miaNote, sallyNote}
	listEvents := map[string]int{"*": 0, "OnRecordsListRequest": 1}
	var scenarios []tests.ApiScenario
	for _, r := range roles {
		h := testutil.Auth(r.token)
		if r.token == "" {
			h = nil
		}
		list := tests.ApiScenario{Name: r.name + " lists only their own", Method: http.MethodGet, URL: recordsURL,
			Headers: h, TestAppFactory: world, ExpectedStatus: 200, ExpectedEvents: listEvents}
		if r.own != "" {
			list.ExpectedContent = []string{`"totalItems":1`, `"id":"` + r.own + `"`}
			list.ExpectedEvents = map[string]int{"*": 0, "OnRecordsListRequest": 1, "OnRecordEnrich": 1}
		} else {
			list.ExpectedContent = []string{`"totalItems":0`}
		}
		for _, id := range all {
			if id != r.own {
				list.NotExpectedContent = append(list.NotExpectedContent, id)
			}
		}
		scenarios = append(scenarios, list)

		for _, id := range all {
			if id == r.own {
				continue
			}
			scenarios = append(scenarios,
				tests.ApiScenario{Name: r.name + " cannot view " + id, Method: http.MethodGet, URL: recordsURL + "/" + id,
					Headers: h, TestAppFactory: world, ExpectedStatus: 404, ExpectedContent: []string{`"status":404`},
					ExpectedEvents: testutil.NoEvents},
				tests.ApiScenario{Name: r.name + " cannot mark " + id + " read", Method: http.MethodPatch, URL: recordsURL + "/" + id,
					Headers: h, Body: testutil.JSONBody(map[string]any{"read": true}), TestAppFactory: world,
					ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: testutil.NoEvents,
					AfterTestFunc: isRead(false, id)})
		}
		target := r.own
		if target == "" {
			target = veraNote
		}
		scenarios = append(scenarios,
			tests.ApiScenario{Name: r.name + " cannot create", Method: http.MethodPost, URL: recordsURL, Headers: h,
				Body:           testutil.JSONBody(map[string]any{"user": testutil.VolunteerID, "kind": notify.KindMessage, "title": "Hi"}),
				TestAppFactory: world, ExpectedStatus: 403, ExpectedContent: []string{`"status":403`},
				ExpectedEvents: testutil.NoEvents},
			tests.ApiScenario{Name: r.name + " cannot delete", Method: http.MethodDelete, URL: recordsURL + "/" + target, Headers: h,
				TestAppFactory: world, ExpectedStatus: 403, ExpectedContent: []string{`"status":403`},
				ExpectedEvents: testutil.NoEvents, AfterTestFunc: isRead(false, target)})
		if r.own == "" {
			continue
		}
		scenarios = append(scenarios,
			tests.ApiScenario{Name: r.name + " views their own", Method: http.MethodGet, URL: recordsURL + "/" + r.own, Headers: h,
				TestAppFactory: world, ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + r.own + `"`, `"read":false`},
				ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1}},
			tests.ApiScenario{Name: r.name + " marks their own read", Method: http.MethodPatch, URL: recordsURL + "/" + r.own, Headers: h,
				Body: testutil.JSONBody(map[string]any{"read": true}), TestAppFactory: world,
				ExpectedStatus: 200, ExpectedContent: []string{`"read":true`},
				ExpectedEvents: testutil.RequestEvents(1, 0, "OnRecordUpdateRequest", "OnRecordEnrich"),
				AfterTestFunc:  isRead(true, r.own)})
		for field, value := range map[string]any{"title": "Changed", "body": "Changed", "link": "https://evil.example",
			"kind": notify.KindPaymentFailed, "user": testutil.OtherVolunteerID} {
			scenarios = append(scenarios, tests.ApiScenario{Name: r.name + " cannot change " + field, Method: http.MethodPatch,
				URL: recordsURL + "/" + r.own, Headers: h, Body: testutil.JSONBody(map[string]any{field: value, "read": true}),
				TestAppFactory: world, ExpectedStatus: 400,
				ExpectedContent: []string{`"` + field + `":{"code":"validation_forbidden_change","message":"` + notify.MsgOnlyRead + `"`},
				ExpectedEvents:  map[string]int{"*": 0, "OnRecordUpdateRequest": 1}, AfterTestFunc: isRead(false, r.own)})
		}
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

func TestReadAll(t *testing.T) {
	tok := testutil.UserTokens(t)
	twoUnread := func(t testing.TB) *tests.TestApp {
		app := world(t)
		saveNote(t, app, "notevera0000002", testutil.VolunteerID)
		return app
	}
	scenarios := []tests.ApiScenario{
		{Name: "a guest is asked to sign in", Method: http.MethodPost, URL: readAllURL, TestAppFactory: world,
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: isRead(false, veraNote, acmeNote)},
		{Name: "a volunteer marks all hers read and nobody else's", Method: http.MethodPost, URL: readAllURL,
			Headers: testutil.Auth(tok.Volunteer), TestAppFactory: twoUnread, ExpectedStatus: 200,
			ExpectedContent: []string{`{"updated":2}`}, ExpectedEvents: testutil.SavedEvents(2, 0, 0),
			AfterTestFunc: testutil.All(isRead(true, veraNote, "notevera0000002"), isRead(false, acmeNote, miaNote, sallyNote))},
		{Name: "a member marks hers, not the owner's", Method: http.MethodPost, URL: readAllURL,
			Headers: testutil.Auth(testutil.MemberToken(t)), TestAppFactory: world, ExpectedStatus: 200,
			ExpectedContent: []string{`{"updated":1}`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0),
			AfterTestFunc: testutil.All(isRead(true, miaNote), isRead(false, acmeNote))},
		{Name: "nothing unread is a no-op", Method: http.MethodPost, URL: readAllURL,
			Headers: testutil.Auth(tok.OtherVolunteer), TestAppFactory: world, ExpectedStatus: 200,
			ExpectedContent: []string{`{"updated":0}`}, ExpectedEvents: testutil.NoEvents},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}
