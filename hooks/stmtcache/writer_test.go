package stmtcache

import (
	"database/sql"
	"errors"
	"path/filepath"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// lockHolder is another writer (plain driver, no busy wait) on the file.
type lockHolder struct {
	t  *testing.T
	db *sql.DB
}

func newLockHolder(t *testing.T, path string) *lockHolder {
	t.Helper()
	db, err := sql.Open("sqlite", path+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1) // BEGIN and ROLLBACK on one connection
	t.Cleanup(func() { db.Close() })
	return &lockHolder{t: t, db: db}
}

// hold takes the write lock; the returned func frees it.
func (h *lockHolder) hold() (release func()) {
	h.t.Helper()
	if _, err := h.db.Exec("BEGIN IMMEDIATE"); err != nil {
		h.t.Fatal(err)
	}
	return func() {
		if _, err := h.db.Exec("ROLLBACK"); err != nil {
			h.t.Error(err)
		}
	}
}

// newWriter is a table t on a fresh file, an OpenWriter pool of one
// connection waiting up to wait, and another writer on the same file.
func newWriter(t *testing.T, dsnTail string, wait time.Duration) (*dbx.DB, *lockHolder) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "w.db")
	w, err := OpenWriter(path+"?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)"+dsnTail, wait)
	if err != nil {
		t.Fatal(err)
	}
	w.DB().SetMaxOpenConns(1)
	t.Cleanup(func() { w.Close() })
	if _, err := w.NewQuery("CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)").Execute(); err != nil {
		t.Fatal(err)
	}
	return w, newLockHolder(t, path)
}

func isBusy(err error) bool {
	var e *sqlite.Error
	return errors.As(err, &e) && e.Code() == sqlite3.SQLITE_BUSY
}

// A writer's BEGIN and its statements outside a transaction wait for a
// lock another connection holds, and go on once it is freed.
func TestWriterWaitsForTheLock(t *testing.T) {
	w, other := newWriter(t, "&_txlock=immediate", 10*time.Second)
	const holdFor = 50 * time.Millisecond
	for _, tc := range []struct {
		name  string
		write func() error
	}{
		{"transaction", func() error {
			return w.Transactional(func(tx *dbx.Tx) error {
				_, err := tx.NewQuery("INSERT INTO t (v) VALUES (1)").Execute()
				return err
			})
		}},
		{"statement", func() error {
			_, err := w.NewQuery("INSERT INTO t (v) VALUES (2)").Execute()
			return err
		}},
		{"statement with rows", func() error {
			var id int
			return w.NewQuery("INSERT INTO t (v) VALUES (3) RETURNING id").Row(&id)
		}},
	} {
		release := other.hold()
		time.AfterFunc(holdFor, release)
		start := time.Now()
		if err := tc.write(); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if waited := time.Since(start); waited < holdFor/2 {
			t.Errorf("%s: done after %v, while another connection held the lock for %v", tc.name, waited, holdFor)
		}
	}
	var n int
	if err := w.NewQuery("SELECT count(*) FROM t").Row(&n); err != nil || n != 3 {
		t.Fatalf("rows = %d (%v), want 3", n, err)
	}
}

// A writer gives up with SQLITE_BUSY once its wait has passed, and reads
// do not wait for the write lock.
func TestWriterGivesUpAfterItsWait(t *testing.T) {
	const wait = 100 * time.Millisecond
	w, other := newWriter(t, "&_txlock=immediate", wait)
	release := other.hold()
	defer release()

	start := time.Now()
	_, err := w.NewQuery("INSERT INTO t (v) VALUES (1)").Execute()
	if !isBusy(err) {
		t.Fatalf("insert while locked: %v, want SQLITE_BUSY", err)
	}
	if waited := time.Since(start); waited < wait {
		t.Errorf("gave up after %v, before its wait of %v", waited, wait)
	}
	if err := w.Transactional(func(*dbx.Tx) error { return nil }); !isBusy(err) {
		t.Fatalf("begin while locked: %v, want SQLITE_BUSY", err)
	}

	start = time.Now()
	var n int
	if err := w.NewQuery("SELECT count(*) FROM t").Row(&n); err != nil {
		t.Fatalf("read while locked: %v", err)
	}
	if waited := time.Since(start); waited >= wait {
		t.Errorf("a read waited %v for the write lock", waited)
	}
}

// Inside a transaction a busy statement is not tried again: a DEFERRED
// transaction that has read may hold a stale snapshot.
func TestWriterDoesNotRetryInsideATransaction(t *testing.T) {
	const wait = 5 * time.Second
	w, other := newWriter(t, "", wait) // BEGIN DEFERRED
	start := time.Now()
	err := w.Transactional(func(tx *dbx.Tx) error {
		var n int
		if err := tx.NewQuery("SELECT count(*) FROM t").Row(&n); err != nil {
			return err
		}
		release := other.hold()
		defer release()
		_, err := tx.NewQuery("INSERT INTO t (v) VALUES (1)").Execute()
		return err
	})
	if !isBusy(err) {
		t.Fatalf("insert in a transaction while locked: %v, want SQLITE_BUSY", err)
	}
	if waited := time.Since(start); waited >= wait {
		t.Errorf("a statement inside a transaction was retried for %v", waited)
	}
	// The pool's connection is out of its transaction: the next write
	// outside one waits again.
	release := other.hold()
	time.AfterFunc(20*time.Millisecond, release)
	if _, err := w.NewQuery("INSERT INTO t (v) VALUES (2)").Execute(); err != nil {
		t.Fatalf("insert after the transaction: %v", err)
	}
}
