package projects_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The records API gives nobody the scope versions or milestones, whatever
// their role: the parties read them through the scope route.
func TestProjectCollectionsDenyEveryone(t *testing.T) {
	as := testutil.SignedIn(t)
	var sc []tests.ApiScenario
	for _, c := range []struct {
		who     string
		headers map[string]string
	}{
		{"guest", nil}, {"volunteer", as.Vera}, {"other volunteer", as.Victor}, {"company owner", as.Acme},
		{"team member", as.Mia}, {"other company", as.Globex}, {"superadmin", as.Sally},
	} {
		for _, w := range []struct{ method, url, body string }{
			{http.MethodGet, "/api/collections/scope_versions/records", ""},
			{http.MethodGet, "/api/collections/milestones/records", ""},
			{http.MethodGet, "/api/collections/milestones/records/" + msOne, ""},
			{http.MethodPost, "/api/collections/scope_versions/records", `{"engagement":"` + testutil.EngVera + `","version":9,"status":"agreed","goal":"x","proposed_side":"volunteer"}`},
			{http.MethodPatch, "/api/collections/milestones/records/" + msOne, `{"status":"signed_off"}`},
			{http.MethodDelete, "/api/collections/milestones/records/" + msOne, ""},
		} {
			sc = append(sc, tests.ApiScenario{Name: c.who + " " + w.method + " " + w.url, Method: w.method, URL: w.url,
				Headers: c.headers, Body: strings.NewReader(w.body), ExpectedStatus: 403, ExpectedContent: testutil.Status(403),
				ExpectedEvents: testutil.NoEvents,
				AfterTestFunc:  testutil.All(versions(1), expect("milestones", msOne, "status", "submitted"))})
		}
	}
	testutil.Run(t, submitted, sc)
}
