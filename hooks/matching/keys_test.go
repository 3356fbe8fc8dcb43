package matching_test

import (
	"net/http"
	"net/http/httptest"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/matching"
	"voluntech/hooks/testutil"
)

// The key tables follow every write once built, and a rebuild writes the
// same rows.
func TestKeysFollowWrites(t *testing.T) {
	app := fixture(t)
	defer app.Cleanup()
	if err := matching.KeepKeys(app); err != nil {
		t.Fatal(err)
	}
	keys := func(table, col, id string) []string {
		t.Helper()
		var out []string
		if err := app.DB().Select("key").From(table).Where(dbx.HashExp{col: id}).OrderBy("key").Column(&out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	if got := keys("match_opportunity_keys", "opportunity", oppReact); !slices.Equal(got, []string{"react", "sql"}) {
		t.Errorf("oppReact keys = %v", got)
	}
	testutil.SetFields(t, app, "opportunities", oppReact, map[string]any{"skills": []string{"Vue.js"}})
	if got := keys("match_opportunity_keys", "opportunity", oppReact); !slices.Equal(got, []string{"vuejs"}) {
		t.Errorf("after the edit, oppReact keys = %v", got)
	}
	testutil.AddEntry(t, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": "Figma", "level": "Beginner"})
	testutil.SetFields(t, app, "volunteer_profiles", testutil.VolunteerProfileID, map[string]any{"tags": []string{"Climate"}})
	if got := keys("match_volunteer_keys", "user_id", testutil.VolunteerID); !slices.Equal(got, []string{"climate", "figma", "nodejs", "reactjs"}) {
		t.Errorf("vera's keys = %v", got)
	}
	if err := app.Delete(testutil.Opportunity(t, app, oppReact)); err != nil {
		t.Fatal(err)
	}
	if got := keys("match_opportunity_keys", "opportunity", oppReact); len(got) != 0 {
		t.Errorf("a deleted opportunity keeps keys %v", got)
	}
	var before, after int
	_ = app.DB().NewQuery("SELECT COUNT(*) FROM match_volunteer_keys").Row(&before)
	if err := matching.RebuildKeys(app.DB()); err != nil {
		t.Fatal(err)
	}
	_ = app.DB().NewQuery("SELECT COUNT(*) FROM match_volunteer_keys").Row(&after)
	if before != after || before == 0 {
		t.Errorf("rebuild: %d rows before, %d after", before, after)
	}
}

// A served app takes its candidates from the search engine's indexes: it
// keeps no key rows through writes, and the rows and version an older
// binary left are dropped at start, so a later KeepKeys rebuilds them
// instead of trusting rows that no write kept.
func TestServedAppKeepsNoKeys(t *testing.T) {
	app := fixture(t)
	defer app.Cleanup()
	count := func(q string) int {
		t.Helper()
		var n int
		if err := app.DB().NewQuery(q).Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	const keyRows = "SELECT (SELECT COUNT(*) FROM match_volunteer_keys) + (SELECT COUNT(*) FROM match_opportunity_keys)"
	const version = "SELECT COUNT(*) FROM derived_data_versions WHERE name = 'matching_keys'"
	if n := count(keyRows); n != 0 {
		t.Fatalf("%d key rows before any rebuild: the upkeep runs without KeepKeys", n)
	}
	// What an older binary, which kept them, leaves behind.
	if err := matching.EnsureKeys(app); err != nil {
		t.Fatal(err)
	}
	if count(keyRows) == 0 || count(version) != 1 {
		t.Fatal("EnsureKeys wrote no rows or no version")
	}
	h := testutil.Handler(t, app) // the start of a served app
	if n, v := count(keyRows), count(version); n != 0 || v != 0 {
		t.Errorf("after the start: %d key rows, %d versions; want none", n, v)
	}
	testutil.AddEntry(t, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": "Figma", "level": "Beginner"})
	if n := count(keyRows); n != 0 {
		t.Errorf("a write kept %d key rows", n)
	}
	// The recommendations still come (from the indexes).
	rec := httptest.NewRecorder()
	req := httptest.NewRequest(http.MethodGet, "/api/volunteer/recommendations", nil)
	vera, err := app.FindRecordById("users", testutil.VolunteerID)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", testutil.Token(t, vera))
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), oppReact) {
		t.Errorf("recommendations: %d %s", rec.Code, rec.Body.String())
	}
}
