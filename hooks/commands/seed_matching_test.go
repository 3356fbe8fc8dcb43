package commands_test

import (
	"net/http"
	"strings"
	"testing"

	"voluntech/hooks/commands"
	"voluntech/hooks/testutil"
)

// Seeded rows go in by SQL, past the record hooks, with their directory
// entries: the search engine's indexes load them at start, so
// recommendations find seeded opportunities and suggestions seeded
// volunteers (with no key tables: only SQLSource reads those).
func TestSeededRowsAreMatched(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 40, Companies: 5, Opportunities: 60, RandSeed: 11}); err != nil {
		t.Fatal(err)
	}
	// A seeded volunteer and a seeded open opportunity that share a skill.
	var volunteerID, opportunityID, companyID string
	err := app.DB().NewQuery(`SELECT p.user, o.id, o.company FROM skills s
		JOIN volunteer_profiles p ON p.id = s.profile
		JOIN opportunities o ON o.status = 'open'
		JOIN json_each(o.skills) j ON j.value = s.name
		ORDER BY p.user, o.id LIMIT 1`).Row(&volunteerID, &opportunityID, &companyID)
	if err != nil {
		t.Fatal("no seeded volunteer shares a skill with a seeded opportunity: ", err)
	}
	token := func(id string) map[string]string { return testutil.Auth(testutil.TokenOf(t, app, id)) }
	h := testutil.Handler(t, app)
	rec := testutil.Do(h, http.MethodGet, "/api/volunteer/recommendations?perPage=50", nil, token(volunteerID))
	if rec.Code != 200 || strings.Contains(rec.Body.String(), `"totalItems":0`) {
		t.Fatalf("recommendations of a seeded volunteer: %d %s", rec.Code, rec.Body)
	}
	rec = testutil.Do(h, http.MethodGet, "/api/company/opportunities/"+opportunityID+"/suggestions", nil, token(companyID))
	if rec.Code != 200 || strings.Contains(rec.Body.String(), `"totalItems":0`) {
		t.Fatalf("suggestions for a seeded opportunity: %d %s", rec.Code, rec.Body)
	}
}

// The demo's records go through the record hooks: its volunteers get
// recommendations, with their availability among the reasons.
func TestSeedDemoRecommends(t *testing.T) {
	app := demoApp(t)
	lina := demoUser(t, app, "lina.dev")
	rec := testutil.Do(testutil.Handler(t, app), http.MethodGet, "/api/volunteer/recommendations", nil, testutil.Auth(testutil.Token(t, lina)))
	body := rec.Body.String()
	if rec.Code != 200 || strings.Contains(body, `"totalItems":0`) || !strings.Contains(body, "a day, within your 4") {
		t.Fatalf("lina's recommendations: %d %s", rec.Code, body)
	}
}
