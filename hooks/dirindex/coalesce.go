package dirindex

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// entryFields are, per collection, the fields the entries' loaders
// (LoadVolunteer, LoadCompany, userOf) read.
var entryFields = map[string][]string{
	"users":              {"username", "first_name", "last_name", "role", "country", "category", "profile_step", "suspended", "created"},
	"volunteer_profiles": {"user", "city", "tags", "languages", "about", "available", "photo"},
	"company_profiles":   {"user", "company_name", "city", "tags", "logo", "description"},
	"skills":             {"profile", "name", "sort"},
	"experiences":        {"profile", "role", "company", "sort"},
}

// Watch adds fields of collection that a listener's copy of the entries
// reads beside them (OnChange): an update of one of them rewrites the
// user's entries and tells the listeners, as a change of the entry's own
// fields does. Call it before the app serves.
func (ix *Index) Watch(collection string, fields ...string) {
	ix.mu.Lock()
	defer ix.mu.Unlock()
	for _, f := range fields {
		if !slices.Contains(ix.watched[collection], f) {
			ix.watched[collection] = append(ix.watched[collection], f)
		}
	}
}

// entryChanged reports whether an update of r changes a watched field
// (Original is the stored state until the write's after-success hooks have
// run). The opportunities' own test is liveChanged.
func (ix *Index) entryChanged(r *core.Record) bool {
	ix.mu.Lock()
	fields, known := ix.watched[r.Collection().Name]
	ix.mu.Unlock()
	return !known || formx.Changed(r, fields...)
}

// txWrites are the users whose entries the writes of one transaction
// touched, in order, each once.
type txWrites struct {
	users []string
}

// note files userID ("" for a write that changed no entry) under the
// transaction tx; when it ends, complete tells the listeners of each user
// once and moves the generation on, before the write returns to its
// caller. A step that replaces a volunteer's skills thus refreshes the
// in-memory indexes once, not once per skill.
func (ix *Index) note(tx core.App, userID string) {
	info := tx.TxInfo()
	if info == nil { // not reached: reindexAfter runs in a transaction
		ix.complete(nil, nil, []string{userID})
		return
	}
	ix.mu.Lock()
	w, ok := ix.pending[info]
	if !ok {
		w = &txWrites{}
		ix.pending[info] = w
	}
	if userID != "" && !slices.Contains(w.users, userID) {
		w.users = append(w.users, userID)
	}
	ix.mu.Unlock()
	if !ok {
		info.OnComplete(func(txErr error) error {
			ix.complete(info, txErr, nil)
			return nil
		})
	}
}

// complete runs after the transaction info ends (nil, with users: a write
// outside one): on a commit, the listeners hear of each user, then the
// generation moves on, so that a reader that cached an answer while the
// change was not yet visible filed it under the old generation.
func (ix *Index) complete(info *core.TxAppInfo, txErr error, users []string) {
	ix.mu.Lock()
	if info != nil {
		if w := ix.pending[info]; w != nil {
			users = w.users
		}
		delete(ix.pending, info)
	}
	listeners, app := ix.listeners, ix.app
	ix.mu.Unlock()
	if txErr != nil {
		return
	}
	for _, userID := range users {
		if userID == "" {
			continue
		}
		for _, fn := range listeners {
			fn(app, userID)
		}
	}
	ix.Bump()
}
