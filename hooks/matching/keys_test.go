package matching_test

import (
	"slices"
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
	if err := matching.EnsureKeys(app); err != nil {
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
