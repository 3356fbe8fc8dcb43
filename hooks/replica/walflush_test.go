package replica

import (
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// The flusher syncs every WAL file it is given, one that appears later
// too, and again only once written; after Stop it syncs nothing more and
// has closed its files.
func TestWALFlusherSyncsEachFileUntilStopped(t *testing.T) {
	dir := t.TempDir()
	a, b := filepath.Join(dir, "a.db-wal"), filepath.Join(dir, "b.db-wal")
	if err := os.WriteFile(a, []byte("frames"), 0o600); err != nil {
		t.Fatal(err)
	}
	synced := make(chan *os.File, 1000)
	f := startWALFlusher([]string{a, b}, time.Millisecond, func(file *os.File) error {
		synced <- file
		return nil
	})
	waitFor := func(path string) *os.File {
		t.Helper()
		deadline := time.After(10 * time.Second)
		for {
			select {
			case file := <-synced:
				if file.Name() == path {
					return file
				}
			case <-deadline:
				t.Fatalf("%s was never synced", path)
			}
		}
	}
	fa := waitFor(a)
	if err := os.WriteFile(b, []byte("frames"), 0o600); err != nil {
		t.Fatal(err)
	}
	fb := waitFor(b)
	// Unwritten since, neither is flushed again; a is, once written.
	for len(synced) > 0 {
		<-synced
	}
	time.Sleep(20 * time.Millisecond)
	if n := len(synced); n != 0 {
		t.Errorf("%d flushes of files not written since their last one", n)
	}
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(a, later, later); err != nil {
		t.Fatal(err)
	}
	waitFor(a)
	f.Stop()
	for len(synced) > 0 {
		<-synced
	}
	time.Sleep(20 * time.Millisecond)
	if n := len(synced); n != 0 {
		t.Errorf("%d syncs after Stop", n)
	}
	for _, file := range []*os.File{fa, fb} {
		if _, err := file.Stat(); err == nil {
			t.Errorf("%s still open after Stop", file.Name())
		}
	}
}

// A replicating server flushes the WAL of every replicated database, and
// stops when replication stops.
func TestStartFlushesEveryReplicatedWAL(t *testing.T) {
	dir := t.TempDir()
	cfg := config.Config{ReplicaURL: "file://" + filepath.Join(dir, "replica")}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir, DBConnect: DBConnect(cfg)})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ResetBootstrapState()
	r, err := Start(app, cfg)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, name := range Databases {
		want = append(want, filepath.Join(dir, name)+"-wal")
	}
	if r.flush == nil || !slices.Equal(r.flush.paths, want) || r.flush.every != FlushEvery {
		t.Fatalf("flusher %+v, want the WAL files %v every %s", r.flush, want, FlushEvery)
	}
	if err := r.Close(); err != nil {
		t.Fatal(err)
	}
	select {
	case <-r.flush.done:
	default:
		t.Error("the flusher still runs after Close")
	}
}
