// Package stmtcache keeps the statements a database connection runs
// prepared, so that SQLite parses each text once per connection instead of
// at every query.
//
// It is a database/sql driver wrapping modernc.org/sqlite's: each
// connection keeps up to PerConn prepared statements by their text (the
// least recently used one is finalized first). A query or exec whose text
// is cached binds and steps the kept statement and resets it when done (the
// rows closed): a reset statement holds no read snapshot and SQLite
// prepares it again by itself after a schema change. While a statement's
// rows are open, a query of the same text on that connection (a query
// nested in the loop over another's rows, in one transaction) is run
// uncached, as the plain driver would.
//
// At a million volunteers SQLite spent 15.6% of the server's samples
// parsing statements (docs/scaling.md, "Writes at a million"): every
// query of PocketBase and of the hooks was prepared and finalized again.
package stmtcache

import (
	"container/list"
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"reflect"

	"github.com/pocketbase/dbx"
	"modernc.org/sqlite"
)

// DriverName is the name the driver is registered under.
const DriverName = "sqlite_stmtcache"

// PerConn is the most statements a connection keeps prepared.
const PerConn = 200

func init() { sql.Register(DriverName, cachingDriver{}) }

// Open opens the database with the driver (dsn as for modernc.org/sqlite).
func Open(dsn string) (*dbx.DB, error) { return dbx.Open(DriverName, dsn) }

type cachingDriver struct{}

// inner is what the wrapped connection offers (modernc.org/sqlite's conn
// implements all of it).
type inner interface {
	driver.Conn
	driver.ConnBeginTx
	driver.ConnPrepareContext
	driver.ExecerContext
	driver.QueryerContext
	driver.Pinger
	driver.SessionResetter
	driver.Validator
}

func (cachingDriver) Open(dsn string) (driver.Conn, error) {
	c, err := (&sqlite.Driver{}).Open(dsn)
	if err != nil {
		return nil, err
	}
	in, ok := c.(inner)
	if !ok {
		c.Close()
		return nil, errors.New("stmtcache: the sqlite driver's connection lacks an interface")
	}
	return &conn{inner: in, stmts: map[string]*list.Element{}, lru: list.New()}, nil
}

// stmt is the statement interface of modernc.org/sqlite's stmt.
type stmt interface {
	driver.Stmt
	driver.StmtExecContext
	driver.StmtQueryContext
}

// entry is one kept statement.
type entry struct {
	text string
	st   stmt
	busy bool // its rows are open
	gone bool // evicted while busy: finalized when its rows close
}

// conn is one connection with its kept statements. database/sql uses a
// connection from one goroutine at a time, so it needs no lock.
type conn struct {
	inner
	stmts    map[string]*list.Element // of *entry, by text
	lru      *list.List               // most recently used first
	prepared int                      // statements prepared for the cache (tests)
}

// get is the kept statement of text, prepared now if need be; nil when it
// is busy.
func (c *conn) get(ctx context.Context, text string) (*entry, error) {
	if el, ok := c.stmts[text]; ok {
		e := el.Value.(*entry)
		if e.busy {
			return nil, nil
		}
		c.lru.MoveToFront(el)
		return e, nil
	}
	ds, err := c.inner.PrepareContext(ctx, text)
	if err != nil {
		return nil, err
	}
	st, ok := ds.(stmt)
	if !ok {
		ds.Close()
		return nil, errors.New("stmtcache: the sqlite driver's statement lacks an interface")
	}
	c.prepared++
	e := &entry{text: text, st: st}
	c.stmts[text] = c.lru.PushFront(e)
	for c.lru.Len() > PerConn {
		c.evict(c.lru.Back())
	}
	return e, nil
}

func (c *conn) evict(el *list.Element) {
	e := el.Value.(*entry)
	c.lru.Remove(el)
	delete(c.stmts, e.text)
	if e.busy {
		e.gone = true
		return
	}
	e.st.Close()
}

func (c *conn) QueryContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Rows, error) {
	e, err := c.get(ctx, query)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return c.inner.QueryContext(ctx, query, args)
	}
	r, err := e.st.QueryContext(ctx, args)
	if err != nil {
		return nil, err
	}
	if _, ok := r.(rowsInner); !ok {
		r.Close()
		return nil, errors.New("stmtcache: the sqlite driver's rows lack an interface")
	}
	e.busy = true
	return &rows{Rows: r, e: e}, nil
}

func (c *conn) ExecContext(ctx context.Context, query string, args []driver.NamedValue) (driver.Result, error) {
	e, err := c.get(ctx, query)
	if err != nil {
		return nil, err
	}
	if e == nil {
		return c.inner.ExecContext(ctx, query, args)
	}
	return e.st.ExecContext(ctx, args)
}

// Close finalizes the kept statements and closes the connection.
func (c *conn) Close() error {
	for el := c.lru.Front(); el != nil; el = el.Next() {
		if e := el.Value.(*entry); !e.busy {
			e.st.Close()
		}
	}
	c.stmts, c.lru = nil, list.New()
	return c.inner.Close()
}

// rowsInner is what modernc.org/sqlite's rows offer beyond driver.Rows.
type rowsInner interface {
	driver.Rows
	driver.RowsColumnTypeDatabaseTypeName
	driver.RowsColumnTypeLength
	driver.RowsColumnTypeNullable
	driver.RowsColumnTypePrecisionScale
	driver.RowsColumnTypeScanType
}

// rows are the rows of a kept statement: closing them frees it.
type rows struct {
	driver.Rows
	e *entry
}

func (r *rows) Close() error {
	err := r.Rows.Close()
	r.e.busy = false
	if r.e.gone {
		r.e.st.Close()
	}
	return err
}

// The column types of the wrapped rows (the superuser's SQL console reads
// them).

func (r *rows) ColumnTypeDatabaseTypeName(i int) string {
	return r.Rows.(rowsInner).ColumnTypeDatabaseTypeName(i)
}

func (r *rows) ColumnTypeLength(i int) (int64, bool) { return r.Rows.(rowsInner).ColumnTypeLength(i) }

func (r *rows) ColumnTypeNullable(i int) (bool, bool) {
	return r.Rows.(rowsInner).ColumnTypeNullable(i)
}

func (r *rows) ColumnTypePrecisionScale(i int) (int64, int64, bool) {
	return r.Rows.(rowsInner).ColumnTypePrecisionScale(i)
}

func (r *rows) ColumnTypeScanType(i int) reflect.Type {
	return r.Rows.(rowsInner).ColumnTypeScanType(i)
}
