package dirindex

import (
	"fmt"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"voluntech/hooks/formx"
)

// Index is the directory index of one app. Its generation rises after
// every committed change that can alter a directory answer, so cached
// answers of an older generation are never served; listeners hear of
// every user whose entries may have changed, after the commit.
type Index struct {
	gen       atomic.Uint64
	app       core.App // the app Bind was given: the listeners read through it
	mu        sync.Mutex
	listeners []func(app core.App, userID string)
	// watched are, per collection, the fields an entry reads (entryFields
	// and what Watch added): an update that changes none of them leaves
	// the entries as they are.
	watched map[string][]string
	// pending are the users of the writes of each open transaction, told
	// to the listeners once each when it commits (coalesce.go).
	pending map[*core.TxAppInfo]*txWrites
	// expiryChecked is the time RefreshExpired last checked at (the
	// database's date format), "" before its first run.
	expiryChecked string
}

// Generation is the current generation.
func (ix *Index) Generation() uint64 { return ix.gen.Load() }

// Bump moves to a new generation.
func (ix *Index) Bump() { ix.gen.Add(1) }

// OnChange calls fn with the user of every committed change to a record
// that feeds a directory entry (the entry may be new, changed or gone).
func (ix *Index) OnChange(fn func(app core.App, userID string)) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	ix.listeners = append(ix.listeners, fn)
}

// storeKey finds an app's Index in its store.
const storeKey = "voluntech.dirIndex"

// IndexOf is the Index Bind made for app (nil before).
func IndexOf(app core.App) *Index {
	ix, _ := app.Store().Get(storeKey).(*Index)
	return ix
}

// indexed are the collections whose records feed a directory entry.
var indexed = []string{"users", "volunteer_profiles", "skills", "experiences", "company_profiles"}

// Bind keeps app's directory tables in step with its records and returns
// the app's Index.
func Bind(app core.App) *Index {
	ix := &Index{app: app, watched: map[string][]string{}, pending: map[*core.TxAppInfo]*txWrites{}}
	for c, fields := range entryFields {
		ix.Watch(c, fields...)
	}
	app.Store().Set(storeKey, ix)
	// Before any other serve hook (the directory's and the opportunity
	// search's loads read these tables) and before the server listens: a
	// rebuild is rare (a new IndexVersion) and the lists would answer from
	// stale rows until it is done.
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id:       "voluntechDerivedData",
		Priority: -1000,
		Func: func(se *core.ServeEvent) error {
			if _, err := EnsureCurrent(se.App); err != nil {
				return fmt.Errorf("rebuilding the search indexes: %w", err)
			}
			return se.Next()
		},
	})
	// Each write rewrites its user's entries in its transaction; the
	// listeners hear of each user once, when the transaction commits.
	formx.OnEveryWrite(app, ix.reindexAfter, indexed...)
	// Lookup names label the facets and cards.
	bump := func(e *core.RecordEvent) error {
		ix.Bump()
		return e.Next()
	}
	// A company's open opportunities rank it in the "most opportunities"
	// sort; an edit that leaves its status and expiry alone (or a counter
	// update) changes nothing there.
	app.OnRecordCreateExecute("opportunities").BindFunc(ix.reindexAfter)
	app.OnRecordUpdateExecute("opportunities").BindFunc(func(e *core.RecordEvent) error {
		if !liveChanged(e.Record) {
			return e.Next()
		}
		return ix.reindexAfter(e)
	})
	app.OnRecordDeleteExecute("opportunities").BindFunc(ix.reindexAfter)
	// The opportunity search follows every write of an opportunity.
	formx.OnEveryWrite(app, opportunityWrite, "opportunities")
	formx.AfterEveryWrite(app, bump, "lookups")
	return ix
}

// userOf is the user whose entries r feeds ("" when unknown: a list entry
// whose profile went first, in a cascade, told its user already).
func userOf(db dbx.Builder, r *core.Record) string {
	switch r.Collection().Name {
	case "users":
		return r.Id
	case "volunteer_profiles", "company_profiles":
		return r.GetString("user")
	case "opportunities":
		return r.GetString("company")
	case "skills", "experiences":
		var userID string
		_ = query(db, `SELECT user FROM volunteer_profiles WHERE id = ?`, r.GetString("profile")).Row(&userID)
		return userID
	}
	return ""
}

// liveChanged reports whether an opportunity's update can change how many
// open opportunities its company has (Original is the stored state until
// the write's after-success hooks have run).
func liveChanged(r *core.Record) bool {
	return formx.Changed(r, "status", "expires_at", "company")
}

// reindexAfter runs the write and then rewrites the entries it touches, in
// one transaction (the caller's, when there is one); the listeners hear of
// the user once the transaction commits. An update that changes no field
// an entry reads (Watch) rewrites nothing.
func (ix *Index) reindexAfter(e *core.RecordEvent) error {
	skip := e.Type == core.ModelEventTypeUpdate && !ix.entryChanged(e.Record)
	return formx.ThenInTransaction(e, func(tx core.App) error {
		if skip {
			ix.note(tx, "")
			return nil
		}
		db := tx.NonconcurrentDB()
		userID := userOf(db, e.Record)
		ix.note(tx, userID)
		if userID == "" {
			return nil
		}
		w := newWriter(db)
		if err := ReindexVolunteer(w, userID); err != nil {
			return err
		}
		return ReindexCompany(w, userID)
	})
}

// ReindexVolunteer rewrites the user's volunteer entry, or removes it when
// the user is not a listed volunteer.
func ReindexVolunteer(w *Writer, userID string) error {
	v, err := LoadVolunteer(w.db, userID)
	if err != nil {
		return err
	}
	if v == nil {
		return w.Remove(Volunteers, userID)
	}
	return w.Put(Volunteers, v.Doc())
}

// ReindexCompany rewrites the user's company entry, or removes it when the
// user is not a listed company.
func ReindexCompany(w *Writer, userID string) error {
	c, err := LoadCompany(w.db, userID)
	if err != nil {
		return err
	}
	if c == nil {
		return w.Remove(Companies, userID)
	}
	return w.Put(Companies, c.Doc())
}

// RebuildAll empties the directory tables and indexes every volunteer and
// company again, in one transaction (the caller's when there is one).
func RebuildAll(app core.App) error {
	return rebuildDirectories(app, nil)
}

// rebuildDirectories is RebuildAll, calling progress (when not nil) with
// the users done and their total every progressEvery users and at the end.
func rebuildDirectories(app core.App, progress func(done, total int)) error {
	return app.RunInTransaction(func(tx core.App) error {
		db := tx.NonconcurrentDB()
		for _, k := range []*Kind{Volunteers, Companies} {
			for _, t := range []string{k.Dir, k.Search} {
				if _, err := db.NewQuery(`DELETE FROM ` + t).Execute(); err != nil {
					return err
				}
			}
		}
		ids, err := column(db, `SELECT id FROM users WHERE role IN ('volunteer', 'company') ORDER BY created`)
		if err != nil {
			return err
		}
		w := NewBulkWriter(db)
		defer w.Close()
		for i, id := range ids {
			if err := ReindexVolunteer(w, id); err != nil {
				return err
			}
			if err := ReindexCompany(w, id); err != nil {
				return err
			}
			if progress != nil && ((i+1)%progressEvery == 0 || i+1 == len(ids)) {
				progress(i+1, len(ids))
			}
		}
		return nil
	})
}
