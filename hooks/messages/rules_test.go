package messages_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

func listEvents(n int) map[string]int {
	return map[string]int{"OnRecordsListRequest": 1, "OnRecordEnrich": n}
}

var viewEvents = map[string]int{"OnRecordViewRequest": 1, "OnRecordEnrich": 1}

// TestConversationRules pins who lists and views conversations: the
// volunteer and the company's whole team, nobody else (not a superadmin),
// and that nobody creates, edits or deletes one through the records API.
func TestConversationRules(t *testing.T) {
	tok := allTokens(t)
	const list = "/api/collections/conversations/records"
	one := list + "/" + convID
	var s []tests.ApiScenario
	for _, c := range tok.cast() {
		if c.in {
			s = append(s,
				tests.ApiScenario{Name: c.role + " lists the conversation", Method: http.MethodGet, URL: list,
					Headers: auth(c.token), ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, convID},
					NotExpectedContent: []string{otherConvID}, ExpectedEvents: listEvents(1)},
				tests.ApiScenario{Name: c.role + " views it", Method: http.MethodGet, URL: one, Headers: auth(c.token),
					ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + convID + `"`}, ExpectedEvents: viewEvents})
		} else {
			s = append(s,
				tests.ApiScenario{Name: c.role + " lists none of it", Method: http.MethodGet, URL: list,
					Headers: auth(c.token), ExpectedStatus: 200, NotExpectedContent: []string{convID},
					ExpectedEvents: map[string]int{"OnRecordsListRequest": 1}},
				tests.ApiScenario{Name: c.role + " cannot view it", Method: http.MethodGet, URL: one, Headers: auth(c.token),
					ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: map[string]int{"*": 0}})
		}
		for _, w := range []struct{ method, url, body string }{
			{http.MethodPost, list, `{"company":"company00000001","volunteer":"volunteer000001"}`},
			{http.MethodPatch, one, `{"blocked_by":"","company_unread":0}`},
			{http.MethodDelete, one, ``},
		} {
			s = append(s, tests.ApiScenario{Name: c.role + " cannot " + w.method + " through the records API",
				Method: w.method, URL: w.url, Body: strings.NewReader(w.body), Headers: auth(c.token),
				ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}, ExpectedEvents: map[string]int{"*": 0}})
		}
	}
	run(t, newApp, s)
}

// TestMessageRules pins who lists, views, sends, edits and deletes
// messages: participants only, and nobody edits or deletes one.
func TestMessageRules(t *testing.T) {
	tok := allTokens(t)
	const list = "/api/collections/messages/records"
	one := list + "/" + veraMsgID
	var s []tests.ApiScenario
	for _, c := range tok.cast() {
		send := `{"conversation":"` + convID + `","body":"Hello again"}`
		if c.in {
			s = append(s,
				tests.ApiScenario{Name: c.role + " lists the conversation's messages only", Method: http.MethodGet,
					URL: list + "?filter=" + `conversation%3D%22` + convID + `%22`, Headers: auth(c.token), ExpectedStatus: 200,
					ExpectedContent: []string{`"totalItems":2`, veraMsgID, miaMsgID}, NotExpectedContent: []string{globexMsgID},
					ExpectedEvents: listEvents(2)},
				tests.ApiScenario{Name: c.role + " views a message", Method: http.MethodGet, URL: one, Headers: auth(c.token),
					ExpectedStatus: 200, ExpectedContent: []string{"Hello from Vera"}, ExpectedEvents: viewEvents},
				tests.ApiScenario{Name: c.role + " sends a message", Method: http.MethodPost, URL: list,
					Body: strings.NewReader(send), Headers: auth(c.token), ExpectedStatus: 200,
					ExpectedContent: []string{`"body":"Hello again"`},
					ExpectedEvents:  sentEvents(notifiedBy(c.role))})
		} else {
			s = append(s,
				tests.ApiScenario{Name: c.role + " lists none of them", Method: http.MethodGet, URL: list, Headers: auth(c.token),
					ExpectedStatus: 200, NotExpectedContent: []string{veraMsgID, miaMsgID, "Hello from Vera"},
					ExpectedEvents: map[string]int{"OnRecordsListRequest": 1}},
				tests.ApiScenario{Name: c.role + " cannot view one", Method: http.MethodGet, URL: one, Headers: auth(c.token),
					ExpectedStatus: 404, NotExpectedContent: []string{"Hello from Vera"}, ExpectedEvents: map[string]int{"*": 0}},
				tests.ApiScenario{Name: c.role + " cannot send into it", Method: http.MethodPost, URL: list,
					Body: strings.NewReader(send), Headers: auth(c.token), ExpectedStatus: 400,
					ExpectedContent: []string{`"status":400`}, ExpectedEvents: map[string]int{"*": 0}})
		}
		s = append(s,
			tests.ApiScenario{Name: c.role + " cannot edit a message", Method: http.MethodPatch, URL: one,
				Body: strings.NewReader(`{"body":"changed"}`), Headers: auth(c.token), ExpectedStatus: 403,
				ExpectedEvents: map[string]int{"*": 0}},
			tests.ApiScenario{Name: c.role + " cannot delete a message", Method: http.MethodDelete, URL: one,
				Headers: auth(c.token), ExpectedStatus: 403, ExpectedEvents: map[string]int{"*": 0}})
	}
	run(t, newApp, s)
}

// TestReportRules: reports are never reachable through the records API.
func TestReportRules(t *testing.T) {
	tok := allTokens(t)
	const list = "/api/collections/message_reports/records"
	var s []tests.ApiScenario
	for _, c := range []struct{ role, token string }{
		{"guest", ""}, {"volunteer", tok.volunteer}, {"owner", tok.owner}, {"member", tok.member}, {"superadmin", tok.superadmin},
	} {
		s = append(s,
			tests.ApiScenario{Name: c.role + " cannot list reports", Method: http.MethodGet, URL: list, Headers: auth(c.token),
				ExpectedStatus: 403, ExpectedEvents: map[string]int{"*": 0}},
			tests.ApiScenario{Name: c.role + " cannot create a report", Method: http.MethodPost, URL: list, Headers: auth(c.token),
				Body: strings.NewReader(`{"reason":"x","status":"open"}`), ExpectedStatus: 403, ExpectedEvents: map[string]int{"*": 0}})
	}
	run(t, newApp, s)
}

// notifiedBy is how many people a message of role notifies: the company's
// owner and member for the volunteer, the volunteer for the company.
func notifiedBy(role string) int {
	if role == "volunteer" {
		return 2
	}
	return 1
}
