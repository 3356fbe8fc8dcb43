package dirindex

import (
	"database/sql"
	"errors"
	"strings"
)

// Writer writes directory entries through one connection or transaction.
// A bulk Writer (NewBulkWriter) keeps its statements prepared.
type Writer struct {
	ex    Execer
	stmts map[string]*sql.Stmt
}

// newWriter writes through ex statement by statement.
func newWriter(ex Execer) *Writer { return &Writer{ex: ex} }

// NewBulkWriter writes through ex (a transaction, for speed) with prepared
// statements; Close it after.
func NewBulkWriter(ex Execer) *Writer { return &Writer{ex: ex, stmts: map[string]*sql.Stmt{}} }

// Close releases the prepared statements.
func (w *Writer) Close() {
	for _, st := range w.stmts {
		_ = st.Close()
	}
	w.stmts = map[string]*sql.Stmt{}
}

func (w *Writer) exec(query string, args ...any) error {
	if w.stmts == nil {
		_, err := w.ex.Exec(query, args...)
		return err
	}
	st, err := w.stmt(query)
	if err != nil {
		return err
	}
	_, err = st.Exec(args...)
	return err
}

// stmt is query prepared once per bulk Writer.
func (w *Writer) stmt(query string) (*sql.Stmt, error) {
	if st, ok := w.stmts[query]; ok {
		return st, nil
	}
	st, err := w.ex.Prepare(query)
	if err != nil {
		return nil, err
	}
	w.stmts[query] = st
	return st, nil
}

// queryRow reads one row, through a prepared statement in bulk.
func (w *Writer) queryRow(dest []any, query string, args ...any) error {
	if w.stmts == nil {
		return w.ex.QueryRow(query, args...).Scan(dest...)
	}
	st, err := w.stmt(query)
	if err != nil {
		return err
	}
	return st.QueryRow(args...).Scan(dest...)
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
