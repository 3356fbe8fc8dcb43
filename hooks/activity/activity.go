// Package activity keeps the system area's record of what superadmins
// changed (the activity_log collection): who, what, when, and the target's
// fields before and after. An entry is written through the app of the
// change's own transaction, so a change that rolls back leaves no entry and
// a committed one always has its entry.
package activity

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Collection is the log's collection.
const Collection = "activity_log"

// Entry is one change: Action names it ("lookups.rename"), Target and
// TargetID what it touched, Label a line a person recognises the target by;
// Before and After are the target's state (nil when it did not exist).
type Entry struct {
	Action   string
	Target   string
	TargetID string
	Label    string
	Before   any
	After    any
}

// Log writes entry by actor through app (pass the transaction's app).
func Log(app core.App, actor *core.Record, entry Entry) error {
	c, err := app.FindCachedCollectionByNameOrId(Collection)
	if err != nil {
		return err
	}
	r := core.NewRecord(c)
	if actor != nil {
		r.Set("actor", actor.Id)
		r.Set("actor_name", actorName(actor))
	}
	r.Set("action", entry.Action)
	r.Set("target", entry.Target)
	r.Set("target_id", entry.TargetID)
	r.Set("label", clip(entry.Label, 300))
	r.Set("before", entry.Before)
	r.Set("after", entry.After)
	return app.Save(r)
}

// actorName is "First Last (username)", or whatever of it exists.
func actorName(u *core.Record) string {
	name := strings.TrimSpace(u.GetString("first_name") + " " + u.GetString("last_name"))
	user := u.GetString("username")
	switch {
	case name != "" && user != "":
		return clip(name+" ("+user+")", 200)
	case name != "":
		return clip(name, 200)
	case user != "":
		return clip(user, 200)
	}
	return clip(u.Email(), 200)
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n-1]) + "…"
}

// Snapshot is r's stored fields as the log keeps them: everything but
// passwords, token keys and fields hidden from the API, and without the
// updated timestamp (it changes on every save and says nothing).
func Snapshot(r *core.Record) map[string]any {
	if r == nil {
		return nil
	}
	out := map[string]any{"id": r.Id}
	for _, f := range r.Collection().Fields {
		name := f.GetName()
		if f.GetHidden() || name == "updated" || name == "id" {
			continue
		}
		switch f.Type() {
		case core.FieldTypePassword:
			continue
		case core.FieldTypeJSON:
			// Keep JSON values as JSON, not as their raw text.
			var v any
			if raw := r.GetString(name); raw != "" && json.Unmarshal([]byte(raw), &v) == nil {
				out[name] = v
				continue
			}
		}
		out[name] = r.Get(name)
	}
	return out
}

// Changed is the part of before and after that differs, key by key, so a
// rename logs the name and not the whole record twice.
func Changed(before, after map[string]any) (map[string]any, map[string]any) {
	b, a := map[string]any{}, map[string]any{}
	for k, av := range after {
		bv, ok := before[k]
		if !ok || !same(bv, av) {
			if ok {
				b[k] = bv
			}
			a[k] = av
		}
	}
	for k, bv := range before {
		if _, ok := after[k]; !ok {
			b[k] = bv
		}
	}
	return b, a
}

func same(x, y any) bool {
	xs, err1 := json.Marshal(x)
	ys, err2 := json.Marshal(y)
	return err1 == nil && err2 == nil && string(xs) == string(ys)
}

// Register logs the superadmins' edits of the site settings (the footer),
// which go through PocketBase's records API rather than a custom route: the
// update and its entry run in one transaction.
func Register(app core.App) {
	app.OnRecordUpdateRequest("site_settings").BindFunc(func(e *core.RecordRequestEvent) error {
		if !auth.IsSuperadmin(e.Auth) {
			return e.Next()
		}
		before := Snapshot(e.Record.Original())
		return formx.RequestThenInTransaction(e, func(tx core.App) error {
			b, a := Changed(before, Snapshot(e.Record))
			return Log(tx, e.Auth, Entry{Action: "settings.update", Target: "site_settings",
				TargetID: e.Record.Id, Label: "Site settings", Before: b, After: a})
		})
	})
}
