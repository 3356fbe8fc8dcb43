package pb_migrations_test

import (
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// The alert job's bookkeeping moves from one row per match to digests
// and seen rows and back, keeping what was found and what waits to be
// sent: down, vera's unsent match and the two sent ones become match
// rows; up again, the same digest and the same seen items.
func TestSavedSearchDigestsMigrateBothWays(t *testing.T) {
	app := appWithMatching(t)
	defer app.Cleanup()
	saveRecord(t, app, "saved_search_seen", "ruleseenclosed1", map[string]any{"item": ruleOppClosed, "searches": []string{ruleSearchVera}})
	if _, err := app.DB().NewQuery(`UPDATE saved_search_seen SET searches = '["` + ruleSearchVera + `","` + ruleSearchAcme + `"]' WHERE id = '` + ruleSeenOpen + `'`).Execute(); err != nil {
		t.Fatal(err)
	}
	rows := func(q string) []string {
		t.Helper()
		var out []string
		if err := app.DB().NewQuery(q).Column(&out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	digests := `SELECT d.search || ' ' || j.value FROM saved_search_digests d, json_each(d.items) j ORDER BY 1`
	seen := `SELECT j.value || ' ' || s.item FROM saved_search_seen s, json_each(s.searches) j ORDER BY 1`
	wantDigests, wantSeen := rows(digests), rows(seen)
	if len(wantDigests) != 1 || len(wantSeen) != 3 {
		t.Fatalf("fixture: digests %v, seen %v", wantDigests, wantSeen)
	}

	runner := core.NewMigrationsRunner(app, core.AppMigrations)
	if _, err := runner.Down(1); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"saved_search_digests", "saved_search_seen"} {
		if _, err := app.FindCollectionByNameOrId(name); err == nil {
			t.Errorf("%s still exists after down", name)
		}
	}
	unsent := rows(`SELECT search || ' ' || item FROM saved_search_matches WHERE notified_at = '' ORDER BY 1`)
	all := rows(`SELECT search || ' ' || item FROM saved_search_matches ORDER BY 1`)
	if !slices.Equal(unsent, wantDigests) || !slices.Equal(all, wantSeen) {
		t.Fatalf("down: unsent %v (want %v), all %v (want %v)", unsent, wantDigests, all, wantSeen)
	}

	if _, err := runner.Up(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.FindCollectionByNameOrId("saved_search_matches"); err == nil {
		t.Error("saved_search_matches still exists after up")
	}
	if got, gotSeen := rows(digests), rows(seen); !slices.Equal(got, wantDigests) || !slices.Equal(gotSeen, wantSeen) {
		t.Errorf("up: digests %v (want %v), seen %v (want %v)", got, wantDigests, gotSeen, wantSeen)
	}
}
