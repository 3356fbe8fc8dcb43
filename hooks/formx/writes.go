package formx

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// Hooks that follow every write of a collection (what derived rows,
// counters and in-memory copies need), whatever path makes it: the
// records API, a route, a cascade.

// OnEveryWrite binds fn to the execute hooks of every create, update and
// delete of the collections: it runs inside the write's transaction.
func OnEveryWrite(app core.App, fn func(e *core.RecordEvent) error, collections ...string) {
	for _, c := range collections {
		app.OnRecordCreateExecute(c).BindFunc(fn)
		app.OnRecordUpdateExecute(c).BindFunc(fn)
		app.OnRecordDeleteExecute(c).BindFunc(fn)
	}
}

// AfterEveryWrite binds fn to the success hooks of every create, update
// and delete of the collections: it runs once the write is committed.
func AfterEveryWrite(app core.App, fn func(e *core.RecordEvent) error, collections ...string) {
	for _, c := range collections {
		app.OnRecordAfterCreateSuccess(c).BindFunc(fn)
		app.OnRecordAfterUpdateSuccess(c).BindFunc(fn)
		app.OnRecordAfterDeleteSuccess(c).BindFunc(fn)
	}
}

// Changed reports whether one of fields of r differs from its stored
// state (r.Original(): the stored record until the write's after-success
// hooks have run). Values compare as text, so a list (a relation to
// several, a JSON array) compares whole.
func Changed(r *core.Record, fields ...string) bool {
	o := r.Original()
	for _, f := range fields {
		if fmt.Sprint(r.Get(f)) != fmt.Sprint(o.Get(f)) {
			return true
		}
	}
	return false
}
