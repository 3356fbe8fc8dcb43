package system_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// route is one /api/system route with a body a superadmin could send.
type route struct{ method, url, body string }

var routes = []route{
	{http.MethodGet, "/api/system/users", ""},
	{http.MethodPost, "/api/system/users", `{"username":"newbie","email":"newbie@example.com","first_name":"New","last_name":"Bie","role":"volunteer"}`},
	{http.MethodPatch, "/api/system/users/" + testutil.OtherVolunteerID, `{"first_name":"Changed"}`},
	{http.MethodDelete, "/api/system/users/" + testutil.OtherVolunteerID, ""},
	{http.MethodGet, "/api/system/stats", ""},
	{http.MethodGet, "/api/system/volunteers", ""},
	{http.MethodGet, "/api/system/companies", ""},
	{http.MethodGet, "/api/system/lookups?kind=study_area", ""},
	{http.MethodPost, "/api/system/lookups", `{"kind":"study_area","name":"Robotics"}`},
	{http.MethodPatch, "/api/system/lookups/" + PendingAreaID, `{"name":"Renamed"}`},
	{http.MethodDelete, "/api/system/lookups/" + PendingAreaID, ""},
	{http.MethodPost, "/api/system/lookups/" + PendingAreaID + "/approve", ""},
	{http.MethodPost, "/api/system/lookups/" + PendingAreaID + "/reject", ""},
	{http.MethodGet, "/api/system/opportunities", ""},
	{http.MethodPost, "/api/system/opportunities/" + OpenOppID + "/close", `{"reason":"Spam"}`},
	{http.MethodGet, "/api/system/applications", ""},
	{http.MethodGet, "/api/system/payments", ""},
	{http.MethodGet, "/api/system/emails", ""},
	{http.MethodPost, "/api/system/emails/" + FailedMailID + "/retry", ""},
}

// Every system route refuses guests (401), volunteers and companies (403)
// and changes nothing for them.
func TestGuard(t *testing.T) {
	unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if n := count(t, app, "users", nil); n != 5 {
			t.Errorf("users = %d", n)
		}
		if r, err := app.FindRecordById("lookups", PendingAreaID); err != nil || r.GetString("status") != "pending" || r.GetString("name") != "Quantum Basket Weaving" {
			t.Error("the pending area changed")
		}
		if o, err := app.FindRecordById("opportunities", OpenOppID); err != nil || o.GetString("status") != "open" {
			t.Error("the opportunity changed")
		}
		if testutil.FlushMail(t, app) != 0 {
			t.Error("mail sent")
		}
	}
	var scenarios []tests.ApiScenario
	for _, r := range routes {
		for _, c := range refused(t) {
			s := tests.ApiScenario{Name: c.name + " " + r.method + " " + r.url, Method: r.method, URL: r.url,
				Headers: testutil.Auth(c.token), ExpectedStatus: c.status,
				ExpectedContent: []string{`"status":` + map[int]string{401: "401", 403: "403"}[c.status]},
				AfterTestFunc:   unchanged}
			if r.body != "" {
				s.Body = strings.NewReader(r.body)
			}
			scenarios = append(scenarios, s)
		}
	}
	run(t, scenarios)
}
