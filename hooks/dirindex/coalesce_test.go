package dirindex_test

import (
	"errors"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
)

// The listeners hear of the user of a transaction's writes once, when it
// commits, before it returns; of a rolled-back one, never; of an update
// of a field no entry reads, never (a watched one, once).
func TestListenersHearOncePerTransaction(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	ix := dirindex.IndexOf(app)
	var heard []string
	ix.OnChange(func(_ core.App, userID string) { heard = append(heard, userID) })
	ix.Watch("volunteer_profiles", "months")
	write := func(tx core.App) error {
		for _, name := range []string{"Go", "Rust", "SQL"} {
			testutil.AddEntry(t, tx, "skills", p.Id, map[string]any{"name": name, "level": "Advanced"})
		}
		p.Set("about", "Three skills.")
		return tx.Save(p)
	}
	gen := ix.Generation()
	if err := app.RunInTransaction(write); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(heard, []string{testutil.VolunteerID}) || ix.Generation() == gen {
		t.Fatalf("a transaction of four writes was heard as %q (generation %d -> %d)", heard, gen, ix.Generation())
	}
	heard = nil
	rollback := errors.New("rollback")
	if err := app.RunInTransaction(func(tx core.App) error {
		if err := write(tx); err != nil {
			return err
		}
		return rollback
	}); !errors.Is(err, rollback) {
		t.Fatal(err)
	}
	if len(heard) != 0 {
		t.Fatalf("a rolled-back transaction was heard as %q", heard)
	}
	p, _ = app.FindRecordById("volunteer_profiles", p.Id)
	p.Set("website", "https://vera.example.com")
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	if len(heard) != 0 {
		t.Fatalf("an update of a field no entry reads was heard as %q", heard)
	}
	p.Set("months", 6)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(heard, []string{testutil.VolunteerID}) {
		t.Fatalf("an update of a watched field was heard as %q", heard)
	}
}
