package directory_test

import (
	"encoding/binary"
	"hash/crc32"
	"os"
	"slices"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/search"
	"voluntech/hooks/testutil"
)

// restartedEqualsFresh restarts the directories and checks what each read
// (want: of both directories, or of the volunteers' then the companies')
// and that the restarted columns equal the tables.
func restartedEqualsFresh(t *testing.T, app *tests.TestApp, want ...string) {
	t.Helper()
	if len(want) == 1 {
		want = append(want, want[0])
	}
	restarted, fresh, sources, err := search.Restarted(app)
	if err != nil {
		t.Fatal(err)
	}
	if wantSources := []string{"volunteer_directory: " + want[0], "company_directory: " + want[1]}; !slices.Equal(sources, wantSources) {
		t.Fatalf("a restart read %q, want %q", sources, wantSources)
	}
	if !slices.Equal(restarted, fresh) {
		t.Fatalf("the restarted columns differ from the tables\nrestarted: %q\nfresh:     %q", restarted, fresh)
	}
}

func logged(t *testing.T, app *tests.TestApp) int {
	t.Helper()
	var n int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM " + dirindex.ChangeLog).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

// A write that bypasses the hooks (raw SQL, as a migration might do) is
// logged by the triggers, so a restart from the snapshot still reads it.
func TestSnapshotReplaysWritesTheHooksDidNotMake(t *testing.T) {
	app := listApp(t)
	defer app.Cleanup()
	restartedEqualsFresh(t, app, "rows") // no snapshot yet: every entry is read, then saved
	if n := logged(t, app); n != 0 {
		t.Fatalf("the change log keeps %d entries after a snapshot covering them", n)
	}
	other := testutil.Lookup(t, app, "country", "Germany")
	if _, err := app.DB().NewQuery("UPDATE volunteer_directory SET country = {:c} WHERE user_id = {:u}").
		Bind(map[string]any{"c": other, "u": listFixture[0].id}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("DELETE FROM volunteer_directory WHERE user_id = {:u}").
		Bind(map[string]any{"u": listFixture[2].id}).Execute(); err != nil {
		t.Fatal(err)
	}
	if n := logged(t, app); n != 2 {
		t.Fatalf("the change log has %d entries after two raw writes, want 2", n)
	}
	restartedEqualsFresh(t, app, "snapshot")
	if n := logged(t, app); n != 0 {
		t.Fatalf("the change log keeps %d entries after the snapshot that replayed them", n)
	}
}

// A damaged or foreign snapshot file is never trusted: the start reads
// every entry instead.
func TestSnapshotDamagedFileFallsBackToRows(t *testing.T) {
	app := listApp(t)
	defer app.Cleanup()
	restartedEqualsFresh(t, app, "rows")
	for name, damage := range map[string]func([]byte) []byte{
		"flipped byte": func(b []byte) []byte { b[len(b)/2] ^= 0xff; return b },
		"truncated":    func(b []byte) []byte { return b[:len(b)/3] },
		"empty":        func([]byte) []byte { return nil },
		// A file of another layout passes its checksum: its version is
		// what refuses it.
		"older version": func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b[4:], 1)
			return resum(b)
		},
		"another fingerprint": func(b []byte) []byte {
			b[8] ^= 0xff
			return resum(b)
		},
		// A count the file cannot hold, with a good checksum.
		"huge count": func(b []byte) []byte {
			binary.LittleEndian.PutUint64(b[24:], 1<<40)
			return resum(b)
		},
	} {
		t.Run(name, func(t *testing.T) {
			for _, path := range search.SnapshotPaths(app) {
				data, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, damage(data), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			restartedEqualsFresh(t, app, "rows")
			// The full read saved a good snapshot again.
			restartedEqualsFresh(t, app, "snapshot")
		})
	}
}

// resum gives b (a snapshot file) a correct checksum again.
func resum(b []byte) []byte {
	body := b[:len(b)-4]
	binary.LittleEndian.PutUint32(b[len(b)-4:], crc32.ChecksumIEEE(body))
	return b
}

// An older snapshot file beside a newer database (a restored backup may
// give one) is refused once the log rows it would need were deleted.
func TestSnapshotOlderThanTheTrimmedLogFallsBackToRows(t *testing.T) {
	app := listApp(t)
	defer app.Cleanup()
	restartedEqualsFresh(t, app, "rows")
	old := map[string][]byte{}
	for _, path := range search.SnapshotPaths(app) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		old[path] = data
	}
	if _, err := app.DB().NewQuery("DELETE FROM volunteer_directory WHERE user_id = {:u}").
		Bind(map[string]any{"u": listFixture[2].id}).Execute(); err != nil {
		t.Fatal(err)
	}
	restartedEqualsFresh(t, app, "snapshot") // replays the delete, then deletes its log row
	for path, data := range old {
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	// The companies' snapshot is still current: nothing of theirs changed.
	restartedEqualsFresh(t, app, "rows", "snapshot")
}

// wordsRestart restarts the directories with their postings and checks
// where each read its words (want, as for restartedEqualsFresh) and that
// the words equal a fresh read of FTS5.
func wordsRestart(t *testing.T, app *tests.TestApp, want ...string) {
	t.Helper()
	if len(want) == 1 {
		want = append(want, want[0])
	}
	sources, fresh, err := search.RestartedWords(app)
	if err != nil {
		t.Fatal(err)
	}
	if wantSources := []string{"volunteer_directory: " + want[0], "company_directory: " + want[1]}; !slices.Equal(sources, wantSources) {
		t.Fatalf("a restart read its words from %q, want %q", sources, wantSources)
	}
	for i, ok := range fresh {
		if !ok {
			t.Fatalf("%s: the restarted words differ from a fresh read of FTS5", sources[i])
		}
	}
}

// A restart reads its words from the words file and files again the words
// of every user changed since (through the app or by raw SQL); a damaged
// file is never trusted.
func TestWordsFileReplaysChangesSinceIt(t *testing.T) {
	app := listApp(t)
	defer app.Cleanup()
	wordsRestart(t, app, "fts5") // no file yet: read from FTS5, then written
	wordsRestart(t, app, "file")

	// New words for one volunteer, a volunteer gone, a new one listed.
	p, err := app.FindFirstRecordByFilter("volunteer_profiles", "user = {:u}", map[string]any{"u": listFixture[0].id})
	if err != nil {
		t.Fatal(err)
	}
	p.Set("about", "Zeppelin restorer and quilting teacher.")
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().NewQuery("DELETE FROM volunteer_directory WHERE user_id = {:u}").
		Bind(map[string]any{"u": listFixture[2].id}).Execute(); err != nil {
		t.Fatal(err)
	}
	addListedVolunteer(t, app, listedVolunteer{id: "volunteer000019", username: "otto", first: "Otto", category: "Web Development",
		country: "GB", about: "Typesetting nerd.", skills: []string{"Xylography"}, languages: []string{"en"}, step: 7})
	restartedEqualsFresh(t, app, "snapshot") // the columns replay the changes and trim the log up to the words file
	wordsRestart(t, app, "file")

	for _, path := range search.WordsPaths(app) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		data[len(data)/2] ^= 0xff
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
	}
	wordsRestart(t, app, "fts5")
	wordsRestart(t, app, "file")
}
