package dirindex

import (
	"database/sql"
	"errors"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// The opportunity search: every open opportunity has a row in
// OpportunityIndex (its rid, ordering by creation like the directories',
// and its record id) and a document in OpportunitySearch (rowid = rid)
// made of its title, skills, city and description. Writes of
// opportunities keep both in step inside their own transaction; a closed,
// draft or held opportunity has neither. Expiry is time, not a write: the
// readers drop expired entries when they ask.
const (
	OpportunityIndex  = "opportunity_index"
	OpportunitySearch = "opportunity_search"
	OpportunityVocab  = "opportunity_search_vocab"
)

// opportunityText are the searched fields, in the FTS5 column order.
var opportunityText = []string{"title", "skills", "city", "description"}

// opportunityWrite runs an opportunity's write and then rewrites its
// search entry, in one transaction (the caller's when there is one). An
// update that leaves the searched fields and the status alone (a counter
// or an expiry date) keeps the entry as it is.
func opportunityWrite(e *core.RecordEvent) error {
	deleted := e.Type == core.ModelEventTypeDelete
	if e.Type == core.ModelEventTypeUpdate && !searchedChanged(e.Record) {
		return e.Next()
	}
	return formx.ThenInTransaction(e, func(tx core.App) error {
		w := newWriter(tx.NonconcurrentDB())
		if deleted || e.Record.GetString("status") != "open" {
			return w.RemoveOpportunity(e.Record.Id)
		}
		return w.PutOpportunity(e.Record.Id, CreatedMs(e.Record.GetString("created")), OpportunityText(e.Record))
	})
}

func searchedChanged(r *core.Record) bool {
	return formx.Changed(r, append([]string{"status"}, opportunityText...)...)
}

// OpportunityText is the searched text of an opportunity record, in the
// FTS5 column order.
func OpportunityText(r *core.Record) []string {
	return []string{r.GetString("title"), strings.Join(r.GetStringSlice("skills"), " "), r.GetString("city"), r.GetString("description")}
}

// oppRid is the rid of the opportunity's entry, 0 when there is none.
func (w *Writer) oppRid(id string) (int64, error) {
	var rid int64
	err := w.queryRow([]any{&rid}, `SELECT rid FROM `+OpportunityIndex+` WHERE id = ?`, id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return rid, err
}

// PutOpportunity writes the search entry of the open opportunity id
// created at createdMs, replacing its text when it has one.
func (w *Writer) PutOpportunity(id string, createdMs int64, text []string) error {
	rid, err := w.oppRid(id)
	if err != nil {
		return err
	}
	if rid != 0 {
		if err := w.exec(`DELETE FROM `+OpportunitySearch+` WHERE rowid = ?`, rid); err != nil {
			return err
		}
	} else {
		if rid, err = w.freeOppRid(Rid(createdMs, id)); err != nil {
			return err
		}
		if err := w.exec(`INSERT INTO `+OpportunityIndex+` (rid, id) VALUES (?, ?)`, rid, id); err != nil {
			return err
		}
	}
	return w.exec(insertSQL("INSERT", OpportunitySearch, append([]string{"rowid"}, opportunityText...)),
		append([]any{rid}, toAny(text)...)...)
}

// freeOppRid is rid, moved on past a rid another opportunity holds.
func (w *Writer) freeOppRid(rid int64) (int64, error) {
	for {
		var one int
		err := w.queryRow([]any{&one}, `SELECT 1 FROM `+OpportunityIndex+` WHERE rid = ?`, rid)
		if errors.Is(err, sql.ErrNoRows) {
			return rid, nil
		}
		if err != nil {
			return 0, err
		}
		rid++
	}
}

// RemoveOpportunity deletes the opportunity's search entry, if any.
func (w *Writer) RemoveOpportunity(id string) error {
	rid, err := w.oppRid(id)
	if err != nil || rid == 0 {
		return err
	}
	if err := w.exec(`DELETE FROM `+OpportunitySearch+` WHERE rowid = ?`, rid); err != nil {
		return err
	}
	return w.exec(`DELETE FROM `+OpportunityIndex+` WHERE rid = ?`, rid)
}

// RebuildOpportunities empties the opportunity search and indexes every
// open opportunity again, in one transaction (the caller's when there is
// one).
func RebuildOpportunities(app core.App) error {
	return app.RunInTransaction(func(tx core.App) error {
		db := tx.NonconcurrentDB()
		for _, t := range []string{OpportunityIndex, OpportunitySearch} {
			if _, err := db.NewQuery(`DELETE FROM ` + t).Execute(); err != nil {
				return err
			}
		}
		records, err := tx.FindAllRecords("opportunities")
		if err != nil {
			return err
		}
		w := NewBulkWriter(db)
		defer w.Close()
		for _, r := range records {
			if r.GetString("status") != "open" {
				continue
			}
			if err := w.PutOpportunity(r.Id, CreatedMs(r.GetString("created")), OpportunityText(r)); err != nil {
				return err
			}
		}
		return nil
	})
}
