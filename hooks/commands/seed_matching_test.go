package commands_test

import (
	"net/http"
	"strings"
	"testing"

	"voluntech/hooks/commands"
	"voluntech/hooks/testutil"
)

// Seeded rows go in by SQL, past the record hooks; the seed rebuilds the
// matching's key tables, so recommendations find seeded opportunities and
// suggestions seeded volunteers.
func TestSeedLeavesTheMatchingKeysComplete(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 40, Companies: 5, Opportunities: 60, RandSeed: 11}); err != nil {
		t.Fatal(err)
	}
	count := func(sql string) int {
		var n int
		if err := app.DB().NewQuery(sql).Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	// Every open opportunity with skills and every volunteer with skills
	// or tags has keys, and their version is stamped.
	for sql, want := range map[string]string{
		"SELECT COUNT(DISTINCT opportunity) FROM match_opportunity_keys": `SELECT COUNT(*) FROM opportunities WHERE status = 'open' AND skills != '[]'`,
		"SELECT COUNT(DISTINCT user_id) FROM match_volunteer_keys": `SELECT COUNT(*) FROM volunteer_profiles p WHERE
			p.tags != '[]' OR EXISTS (SELECT 1 FROM skills s WHERE s.profile = p.id)`,
		"SELECT version FROM derived_data_versions WHERE name = 'matching_keys'": "SELECT 1",
	} {
		if got, exp := count(sql), count(want); got != exp || got == 0 {
			t.Errorf("%s = %d, want %d", sql, got, exp)
		}
	}
	// A seeded volunteer and a seeded open opportunity that share a skill.
	var volunteerID, opportunityID, companyID string
	err := app.DB().NewQuery(`SELECT v.user_id, o.id, o.company FROM match_volunteer_keys v
		JOIN match_opportunity_keys k ON k.key = v.key AND v.tag = 0
		JOIN opportunities o ON o.id = k.opportunity
		ORDER BY v.user_id, o.id LIMIT 1`).Row(&volunteerID, &opportunityID, &companyID)
	if err != nil {
		t.Fatal("no seeded volunteer shares a skill with a seeded opportunity: ", err)
	}
	token := func(id string) map[string]string {
		t.Helper()
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		tok, err := u.NewAuthToken()
		if err != nil {
			t.Fatal(err)
		}
		return map[string]string{"Authorization": tok}
	}
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
	app := testutil.NewApp(t)
	defer app.Cleanup()
	if _, err := commands.SeedDemo(app); err != nil {
		t.Fatal(err)
	}
	lina, err := app.FindFirstRecordByData("users", "username", "lina.dev")
	if err != nil {
		t.Fatal(err)
	}
	tok, err := lina.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	rec := testutil.Do(testutil.Handler(t, app), http.MethodGet, "/api/volunteer/recommendations", nil, map[string]string{"Authorization": tok})
	body := rec.Body.String()
	if rec.Code != 200 || strings.Contains(body, `"totalItems":0`) || !strings.Contains(body, "a day, within your 4") {
		t.Fatalf("lina's recommendations: %d %s", rec.Code, body)
	}
}
