package dirindex

import (
	"context"
	"database/sql"
	"slices"
	"sync"
)

// The pieces of in-memory term postings (docs/scaling.md) that the
// directory stores and the opportunity search share: reading an FTS5
// index's words with their entries, and tokenising a changed entry's text
// as FTS5 does, so the words in memory are exactly the index's.

// ReadPostings reads every word of the FTS5 table search with the entries
// holding it, in one read transaction: first runs in it before the words
// are read and gives the rids (sorted ascending) that number the entries,
// so both are one consistent state. terms are sorted; lists[t] holds the
// positions in rids of the entries having terms[t], ascending; an entry
// whose rid is not in rids is skipped.
func ReadPostings(ctx context.Context, db *sql.DB, search string, first func(*sql.Tx) ([]int64, error)) (rids []int64, terms []string, lists [][]uint32, err error) {
	conn, err := db.Conn(ctx)
	if err != nil {
		return nil, nil, nil, err
	}
	defer conn.Close()
	// A temporary table lives on this connection only.
	vocab := "temp." + search + "_postings"
	if _, err := conn.ExecContext(ctx, "CREATE VIRTUAL TABLE IF NOT EXISTS "+vocab+
		" USING fts5vocab(main, "+search+", instance)"); err != nil {
		return nil, nil, nil, err
	}
	defer func() { _, _ = conn.ExecContext(context.Background(), "DROP TABLE IF EXISTS "+vocab) }()
	tx, err := conn.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return nil, nil, nil, err
	}
	defer func() { _ = tx.Rollback() }()
	if rids, err = first(tx); err != nil {
		return nil, nil, nil, err
	}
	rows, err := tx.QueryContext(ctx, "SELECT term, doc FROM "+vocab)
	if err != nil {
		return nil, nil, nil, err
	}
	defer rows.Close()
	var arena []uint32
	var starts []int
	var term sql.RawBytes
	var rid int64
	last, lastSlot := "", int64(-1)
	for rows.Next() {
		if err := rows.Scan(&term, &rid); err != nil {
			return nil, nil, nil, err
		}
		if len(terms) == 0 || string(term) != last {
			last = string(term)
			terms = append(terms, last)
			starts = append(starts, len(arena))
			lastSlot = -1
		}
		slot, ok := slices.BinarySearch(rids, rid)
		if !ok || int64(slot) == lastSlot {
			continue // not listed, or the same entry again (detail=full lists each place)
		}
		arena = append(arena, uint32(slot))
		lastSlot = int64(slot)
	}
	if err := rows.Err(); err != nil {
		return nil, nil, nil, err
	}
	lists = make([][]uint32, len(terms))
	for t, start := range starts {
		end := len(arena)
		if t+1 < len(starts) {
			end = starts[t+1]
		}
		lists[t] = arena[start:end:end] // a later append copies the list out
	}
	return rids, terms, lists, nil
}

// PlainTerm reports whether t is plain lower-case ASCII letters and
// digits: FTS5's tokenizer may fold other letters, so searches with those
// go to FTS5.
func PlainTerm(t string) bool {
	if t == "" {
		return false
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// The tokenizer of the FTS5 tables (pb_migrations 1763701600 and
// 1763716000), run on a private in-memory database: the words of a
// changed entry are then exactly those FTS5 indexed.
var tokenizer struct {
	mu sync.Mutex
	db *sql.DB
}

// Words returns the distinct indexed words of text.
func Words(text string) ([]string, error) {
	w, err := WordsOfEach([]string{text})
	if err != nil {
		return nil, err
	}
	return w[0], nil
}

// WordsOfEach returns the distinct indexed words of each text (sorted),
// the texts tokenised together: one write of the FTS5 table for all of
// them, where a text at a time cost a flush of it each (about a
// millisecond: most of the alert job's reading of a day's 2,000 changed
// opportunities).
func WordsOfEach(texts []string) ([][]string, error) {
	tokenizer.mu.Lock()
	defer tokenizer.mu.Unlock()
	if tokenizer.db == nil {
		db, err := sql.Open("sqlite", ":memory:")
		if err != nil {
			return nil, err
		}
		db.SetMaxOpenConns(1)
		db.SetConnMaxIdleTime(0)
		db.SetConnMaxLifetime(0)
		for _, q := range []string{
			`CREATE VIRTUAL TABLE words USING fts5(text, detail=none, tokenize='unicode61 remove_diacritics 2')`,
			`CREATE VIRTUAL TABLE words_instance USING fts5vocab(words, 'instance')`,
		} {
			if _, err := db.Exec(q); err != nil {
				_ = db.Close()
				return nil, err
			}
		}
		tokenizer.db = db
	}
	if err := tokenizeAll(tokenizer.db, texts); err != nil {
		return nil, err
	}
	// One row per word and text (detail=none has no positions), by word.
	rows, err := tokenizer.db.Query(`SELECT term, doc FROM words_instance`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make([][]string, len(texts))
	for rows.Next() {
		var w string
		var doc int
		if err := rows.Scan(&w, &doc); err != nil {
			return nil, err
		}
		if doc < 1 || doc > len(texts) {
			continue
		}
		if ws := out[doc-1]; len(ws) == 0 || ws[len(ws)-1] != w {
			out[doc-1] = append(ws, w)
		}
	}
	return out, rows.Err()
}

// Column reads the one column of a query's rows (as a Query call returns
// them: Column[string](db.Query(...))) and closes them.
func Column[T any](rows *sql.Rows, err error) ([]T, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []T
	for rows.Next() {
		var v T
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

// tokenizeAll replaces the tokenizer table's rows with texts, the i-th
// as rowid i+1, in one transaction.
func tokenizeAll(db *sql.DB, texts []string) error {
	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	if _, err := tx.Exec(`DELETE FROM words`); err != nil {
		return err
	}
	insert, err := tx.Prepare(`INSERT INTO words (rowid, text) VALUES (?, ?)`)
	if err != nil {
		return err
	}
	defer insert.Close()
	for i, text := range texts {
		if _, err := insert.Exec(i+1, text); err != nil {
			return err
		}
	}
	return tx.Commit()
}
