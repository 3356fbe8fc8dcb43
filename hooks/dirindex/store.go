package dirindex

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
)

// Writer writes directory entries through one builder (a transaction's,
// for speed in bulk). A bulk Writer (NewBulkWriter) keeps its statements
// prepared.
type Writer struct {
	db       dbx.Builder
	prepared map[string]*dbx.Query // by statement; nil: not bulk
}

// newWriter writes through db statement by statement.
func newWriter(db dbx.Builder) *Writer { return &Writer{db: db} }

// NewBulkWriter writes through db with prepared statements; Close it
// after.
func NewBulkWriter(db dbx.Builder) *Writer {
	return &Writer{db: db, prepared: map[string]*dbx.Query{}}
}

// Close releases the prepared statements.
func (w *Writer) Close() {
	for _, q := range w.prepared {
		_ = q.Close()
	}
	w.prepared = map[string]*dbx.Query{}
}

// q is sql bound to args, prepared once per bulk Writer.
func (w *Writer) q(sql string, args ...any) *dbx.Query {
	if w.prepared == nil {
		return query(w.db, sql, args...)
	}
	text, params := named(sql, args)
	q, ok := w.prepared[sql]
	if !ok {
		q = w.db.NewQuery(text).Prepare()
		w.prepared[sql] = q
	}
	return q.Bind(params)
}

func (w *Writer) exec(sql string, args ...any) error {
	_, err := w.q(sql, args...).Execute()
	return err
}

// queryRow reads one row.
func (w *Writer) queryRow(dest []any, sql string, args ...any) error {
	return w.q(sql, args...).Row(dest...)
}

// ridOf is the rid of the user's entry, 0 when there is none.
func (w *Writer) ridOf(k *Kind, userID string) (int64, error) {
	var rid int64
	err := w.queryRow([]any{&rid}, `SELECT rid FROM `+k.Dir+` WHERE user_id = ?`, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return rid, err
}

// Put writes doc, replacing the user's entry if there is one (keeping its
// rid).
func (w *Writer) Put(k *Kind, doc *Doc) error {
	rid, err := w.ridOf(k, doc.UserID)
	if err != nil {
		return err
	}
	if rid == 0 {
		return w.Insert(k, doc)
	}
	if err := w.exec(`DELETE FROM `+k.Search+` WHERE rowid = ?`, rid); err != nil {
		return err
	}
	return w.write(k, doc, rid, "INSERT OR REPLACE")
}

// Insert writes the entry of a user known to have none (a new user).
func (w *Writer) Insert(k *Kind, doc *Doc) error {
	rid, err := w.freeRid(k, doc)
	if err != nil {
		return err
	}
	return w.write(k, doc, rid, "INSERT")
}

func (w *Writer) write(k *Kind, doc *Doc, rid int64, verb string) error {
	cols := append([]string{"rid", "user_id", k.Rank, "facets"}, k.Single...)
	args := []any{rid, doc.UserID, doc.Rank, k.EncodeFacets(doc.Multi)}
	for _, s := range k.Single {
		args = append(args, doc.Single[s])
	}
	cols = append(cols, k.Columns...)
	args = append(args, doc.Columns...)
	if err := w.exec(insertSQL(verb, k.Dir, cols), args...); err != nil {
		return err
	}
	text := append([]any{rid}, toAny(doc.Text)...)
	return w.exec(insertSQL("INSERT", k.Search, append([]string{"rowid"}, k.Text...)), text...)
}

// freeRid is Rid for doc, moved on past a rid another user holds.
func (w *Writer) freeRid(k *Kind, doc *Doc) (int64, error) {
	rid := Rid(doc.Created, doc.UserID)
	for {
		var one int
		err := w.queryRow([]any{&one}, `SELECT 1 FROM `+k.Dir+` WHERE rid = ?`, rid)
		if errors.Is(err, sql.ErrNoRows) {
			return rid, nil
		}
		if err != nil {
			return 0, err
		}
		rid++
	}
}

// Remove deletes the user's entry, if any.
func (w *Writer) Remove(k *Kind, userID string) error {
	rid, err := w.ridOf(k, userID)
	if err != nil || rid == 0 {
		return err
	}
	if err := w.exec(`DELETE FROM `+k.Search+` WHERE rowid = ?`, rid); err != nil {
		return err
	}
	return w.exec(`DELETE FROM `+k.Dir+` WHERE rid = ?`, rid)
}

func insertSQL(verb, table string, cols []string) string {
	return verb + ` INTO ` + table + ` (` + strings.Join(cols, ", ") + `) VALUES (?` + strings.Repeat(", ?", len(cols)-1) + `)`
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}
