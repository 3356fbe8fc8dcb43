package stmtcache

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"testing"
)

func openDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open(DriverName, path+"?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)")
	if err != nil {
		t.Fatal(err)
	}
	db.SetMaxOpenConns(1) // one connection: its cache is the one the test reads
	t.Cleanup(func() { db.Close() })
	return db
}

func exec(t *testing.T, db *sql.DB, q string, args ...any) {
	t.Helper()
	if _, err := db.Exec(q, args...); err != nil {
		t.Fatalf("%s: %v", q, err)
	}
}

// cached reports the connection's kept statements and how many it prepared.
func cached(t *testing.T, db *sql.DB) (kept, prepared int) {
	t.Helper()
	c, err := db.Conn(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Raw(func(dc any) error {
		cc := dc.(*conn)
		kept, prepared = cc.lru.Len(), cc.prepared
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	return kept, prepared
}

func count(t *testing.T, db *sql.DB) int {
	t.Helper()
	var n int
	if err := db.QueryRow("SELECT count(*) FROM t WHERE v >= ?", 0).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestStatementsArePreparedOncePerText(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "a.db"))
	exec(t, db, "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
	_, before := cached(t, db)
	for i := range 5 {
		exec(t, db, "INSERT INTO t (v) VALUES (?)", i)
		if got := count(t, db); got != i+1 {
			t.Fatalf("count after %d inserts = %d", i+1, got)
		}
	}
	if _, after := cached(t, db); after-before != 2 {
		t.Errorf("prepared %d statements for 2 texts run 5 times each", after-before)
	}
}

// A query nested in the loop over the rows of the same text (one
// connection) must not reset the outer statement.
func TestNestedQueryOfTheSameText(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "a.db"))
	exec(t, db, "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
	for i := 1; i <= 4; i++ {
		exec(t, db, "INSERT INTO t (v) VALUES (?)", i*10)
	}
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	const q = "SELECT v FROM t WHERE v >= ? ORDER BY v"
	rows, err := tx.Query(q, 0)
	if err != nil {
		t.Fatal(err)
	}
	var outer, inner []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		outer = append(outer, v)
		var w int
		if err := tx.QueryRow(q, v).Scan(&w); err != nil {
			t.Fatal(err)
		}
		inner = append(inner, w)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	rows.Close()
	if fmt.Sprint(outer) != "[10 20 30 40]" || fmt.Sprint(inner) != "[10 20 30 40]" {
		t.Errorf("outer %v, inner %v; want [10 20 30 40] both", outer, inner)
	}
}

// A kept statement holds no read snapshot once its rows are closed: a
// write by another connection shows at its next run.
func TestKeptStatementSeesOtherConnectionsWrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.db")
	reader, writer := openDB(t, path), openDB(t, path)
	exec(t, writer, "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
	for i := range 3 {
		if got := count(t, reader); got != i {
			t.Fatalf("reader counts %d rows, want %d", got, i)
		}
		exec(t, writer, "INSERT INTO t (v) VALUES (?)", i)
	}
}

// A schema change reaches a kept statement (SQLite prepares it again).
func TestKeptStatementFollowsSchemaChanges(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "a.db"))
	exec(t, db, "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
	exec(t, db, "INSERT INTO t (v) VALUES (1)")
	cols := func() int {
		rows, err := db.Query("SELECT * FROM t")
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		c, err := rows.Columns()
		if err != nil {
			t.Fatal(err)
		}
		return len(c)
	}
	if n := cols(); n != 2 {
		t.Fatalf("%d columns, want 2", n)
	}
	exec(t, db, "ALTER TABLE t ADD COLUMN w TEXT")
	if n := cols(); n != 3 {
		t.Errorf("after ADD COLUMN: %d columns, want 3", n)
	}
}

// A connection keeps PerConn statements at most, and evicting one whose
// rows are open leaves those rows readable.
func TestCacheIsBounded(t *testing.T) {
	db := openDB(t, filepath.Join(t.TempDir(), "a.db"))
	exec(t, db, "CREATE TABLE t (id INTEGER PRIMARY KEY, v INTEGER)")
	exec(t, db, "INSERT INTO t (v) VALUES (1), (2)")
	tx, err := db.Begin()
	if err != nil {
		t.Fatal(err)
	}
	defer tx.Rollback()
	rows, err := tx.Query("SELECT v FROM t ORDER BY v")
	if err != nil {
		t.Fatal(err)
	}
	for i := range PerConn + 10 {
		var n int
		if err := tx.QueryRow(fmt.Sprintf("SELECT %d + count(*) FROM t", i)).Scan(&n); err != nil || n != i+2 {
			t.Fatalf("query %d: %d, %v", i, n, err)
		}
	}
	var got []int
	for rows.Next() {
		var v int
		if err := rows.Scan(&v); err != nil {
			t.Fatal(err)
		}
		got = append(got, v)
	}
	rows.Close()
	if fmt.Sprint(got) != "[1 2]" {
		t.Errorf("rows of the evicted statement: %v, want [1 2]", got)
	}
	tx.Rollback()
	if kept, _ := cached(t, db); kept != PerConn {
		t.Errorf("%d statements kept, want %d", kept, PerConn)
	}
}

// BenchmarkRecordLookup reads one row by id with a statement shaped like
// PocketBase's record lookups, through the plain driver and this one.
func BenchmarkRecordLookup(b *testing.B) {
	const q = "SELECT `users`.* FROM `users` WHERE (`users`.`id`=?) AND (`users`.`role` != ?) ORDER BY `users`.`created` DESC LIMIT 1"
	for _, drv := range []string{"sqlite", DriverName} {
		b.Run(drv, func(b *testing.B) {
			db, err := sql.Open(drv, filepath.Join(b.TempDir(), "a.db"))
			if err != nil {
				b.Fatal(err)
			}
			defer db.Close()
			if _, err := db.Exec("CREATE TABLE users (id TEXT PRIMARY KEY, email TEXT, role TEXT, first_name TEXT, last_name TEXT, team TEXT, created TEXT, updated TEXT)"); err != nil {
				b.Fatal(err)
			}
			for i := range 1000 {
				if _, err := db.Exec("INSERT INTO users VALUES (?, ?, 'volunteer', 'A', 'B', '', '2026', '2026')", fmt.Sprint(i), fmt.Sprint(i, "@x")); err != nil {
					b.Fatal(err)
				}
			}
			b.ResetTimer()
			for i := range b.N {
				rows, err := db.Query(q, fmt.Sprint(i%1000), "x")
				if err != nil {
					b.Fatal(err)
				}
				for rows.Next() {
				}
				rows.Close()
			}
		})
	}
}
