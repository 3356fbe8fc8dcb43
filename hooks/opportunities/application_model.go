package opportunities

import (
	"encoding/json"
	"time"
	"voluntech/hooks/formx"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// HistoryEntry is one stage an application reached, with when and, for a
// company's move, which team member made it (the name as it was then, so a
// removed member's moves still say whose they were). Only stage and at
// are stored in history; the mover is stored apart (Mover, in the hidden
// history_movers, out of reach of a volunteer's filter) and merged in by
// the enrich hook for the company's readers, with ByFormer.
type HistoryEntry struct {
	Stage    string `json:"stage"`
	At       string `json:"at"`
	By       string `json:"by,omitempty"`
	ByName   string `json:"by_name,omitempty"`
	ByFormer bool   `json:"by_former,omitempty"`
}

// Mover is who made the company's move to Stage at At (history_movers).
type Mover struct {
	Stage  string `json:"stage"`
	At     string `json:"at"`
	By     string `json:"by"`
	ByName string `json:"by_name"`
}

// Movers reads who made an application's company moves.
func Movers(r *core.Record) []Mover {
	var m []Mover
	_ = json.Unmarshal([]byte(r.GetString("history_movers")), &m)
	return m
}

// historyTime is the ISO UTC form of history times.
const historyTime = "2006-01-02T15:04:05.000Z"

// History reads an application's history, oldest first.
func History(r *core.Record) []HistoryEntry {
	var h []HistoryEntry
	_ = json.Unmarshal([]byte(r.GetString("history")), &h)
	return h
}

// appendHistory adds the stage of a new application, and every later
// change of stage, to its history. It is a model hook, so every path that
// writes an application keeps the history.
// A request hook that knows who made the move appends the entry itself
// (addMove), and this hook then finds the stage already there.
func appendHistory(e *core.RecordEvent) error {
	h := History(e.Record)
	stage := e.Record.GetString("stage")
	if stage != "" && (len(h) == 0 || h[len(h)-1].Stage != stage) {
		h = append(h, HistoryEntry{Stage: stage, At: time.Now().UTC().Format(historyTime)})
		e.Record.Set("history", h)
	}
	return e.Next()
}

// addMove appends the company's move to stage, made by actor, to r's
// history.
func addMove(r, actor *core.Record, stage string) {
	at := time.Now().UTC().Format(historyTime)
	r.Set("history", append(History(r), HistoryEntry{Stage: stage, At: at}))
	r.Set("history_movers", append(Movers(r), Mover{Stage: stage, At: at, By: actor.Id, ByName: FullName(actor)}))
}

// recountAfter runs an application write and then recounts the
// opportunities it touches (before and after the write), in one transaction
// (the caller's when there is one).
func recountAfter(e *core.RecordEvent) error {
	ids := map[string]bool{}
	for _, r := range []*core.Record{e.Record, e.Record.Original()} {
		if id := r.GetString("opportunity"); id != "" {
			ids[id] = true
		}
	}
	return formx.ThenInTransaction(e, func(tx core.App) error {
		for id := range ids {
			if err := Recount(tx, id); err != nil {
				return err
			}
		}
		return nil
	})
}

// Recount sets the counters of the opportunity from its applications:
// applicants are those not withdrawn, interviews those at the interview
// stage. The statement skips the record hooks on purpose: counters are not
// an edit of the opportunity (its updated time stays).
func Recount(app core.App, opportunityID string) error {
	_, err := recountQuery(app, opportunityID).Execute()
	return err
}

// recountQuery is Recount's statement. Each count also states that the
// opportunity is not empty, the condition of idx_applications_once, the
// index of applications by opportunity: SQLite uses a partial index only
// for a query that states its condition. Without it every application's
// create and stage move counted by reading all the applications, with the
// write lock held.
func recountQuery(app core.App, opportunityID string) *dbx.Query {
	return app.NonconcurrentDB().NewQuery(`UPDATE opportunities SET
		applicants = (SELECT COUNT(*) FROM applications WHERE opportunity = {:id} AND opportunity != '' AND stage != 'withdrawn'),
		interviews = (SELECT COUNT(*) FROM applications WHERE opportunity = {:id} AND opportunity != '' AND stage = 'interview')
		WHERE id = {:id}`).Bind(dbx.Params{"id": opportunityID})
}

// recountOpportunity recounts an opportunity right after its own update:
// the update writes the counters it read, which an application saved in
// between would have changed.
func recountOpportunity(e *core.RecordEvent) error {
	return formx.ThenInTransaction(e, func(tx core.App) error {
		return Recount(tx, e.Record.Id)
	})
}
