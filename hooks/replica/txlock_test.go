package replica_test

import (
	"database/sql"
	"path/filepath"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
	"voluntech/hooks/replica"
)

// A replicating app shares its databases with Litestream's writer, so the
// pool PocketBase writes through must take the write lock when a
// transaction begins, and the read pool must not.
func TestWritePoolBeginsImmediate(t *testing.T) {
	dir := t.TempDir()
	app := core.NewBaseApp(core.BaseAppConfig{
		DataDir:   dir,
		DBConnect: replica.DBConnect(config.Config{ReplicaURL: "file://" + filepath.Join(dir, "replica")}),
	})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	defer app.ResetBootstrapState()

	// Another writer that gives up at once instead of waiting.
	other, err := sql.Open("sqlite", filepath.Join(dir, "data.db")+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	// BEGIN and ROLLBACK must reach the same connection.
	other.SetMaxOpenConns(1)
	otherCanWrite := func() bool {
		if _, err := other.Exec("BEGIN IMMEDIATE"); err != nil {
			return false
		}
		if _, err := other.Exec("ROLLBACK"); err != nil {
			t.Fatal(err)
		}
		return true
	}

	for _, tc := range []struct {
		name      string
		db        dbx.Builder
		wantOther bool
	}{
		{"write pool", app.NonconcurrentDB(), false},
		{"read pool", app.ConcurrentDB(), true},
	} {
		err := tc.db.(*dbx.DB).Transactional(func(tx *dbx.Tx) error {
			if got := otherCanWrite(); got != tc.wantOther {
				t.Errorf("%s: another writer could write during a transaction: %v, want %v", tc.name, got, tc.wantOther)
			}
			return nil
		})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
	}
	if !otherCanWrite() {
		t.Fatal("the write lock outlived the transaction")
	}
}
