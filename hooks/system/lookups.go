package system

import (
	"net/http"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/activity"
	"voluntech/hooks/formx"
)

// EditableKinds are the lookup lists a superadmin edits in the system area.
var EditableKinds = []string{"volunteer_category", "study_area", "course_title", "institution", "company_category", "company_partner"}

// Messages of the lookup routes.
const (
	MsgLookupNotFound = "This entry was not found."
	MsgKind           = "Choose one of the lists of the system area."
	MsgKindLocked     = "This list is not edited in the system area."
	MsgLookupName     = "Name is required."
	MsgLookupTaken    = "This list already has an entry with this name."
	MsgNotPending     = "This entry is not waiting for approval."
)

// LookupNameMax is the longest name of an entry.
const LookupNameMax = 100

// LookupItem is one entry of a list as the system area shows it.
type LookupItem struct {
	ID          string     `json:"id"`
	Name        string     `json:"name"`
	Status      string     `json:"status"`
	Uses        int        `json:"uses"`
	SubmittedBy *Submitter `json:"submitted_by"`
	Created     string     `json:"created"`
}

// Submitter is the volunteer who proposed an entry.
type Submitter struct {
	ID       string `json:"id"`
	Username string `json:"username"`
}

func lookupItem(app core.App, r *core.Record, uses int) LookupItem {
	item := LookupItem{ID: r.Id, Name: r.GetString("name"), Status: r.GetString("status"), Uses: uses,
		Created: r.GetDateTime("created").String()}
	if id := r.GetString("submitted_by"); id != "" {
		item.SubmittedBy = &Submitter{ID: id}
		if u, err := app.FindRecordById("users", id); err == nil {
			item.SubmittedBy.Username = u.GetString("username")
		}
	}
	return item
}

// listLookups: GET /api/system/lookups?kind=&q=&status=approved|pending,
// every entry sorted by name, with its number of uses.
func listLookups(e *core.RequestEvent) error {
	q := newQuery(e)
	kind := q.oneOf("kind", EditableKinds...)
	if kind == "" && !q.errs.Has("kind") {
		q.errs.Add("kind", "validation_required", MsgKind)
	}
	text := q.text("q")
	status := q.oneOf("status", "approved", "pending")
	if err := q.fail(e); err != nil {
		return err
	}
	var records []*core.Record
	err := e.App.RecordQuery("lookups").AndWhere(where(dbx.HashExp{"kind": kind}, equalsExp("status", status), containsExp(text, "[[name]]"))).
		OrderBy("[[name]] COLLATE NOCASE", "id").All(&records)
	if err != nil {
		return routeFailed(e, "list lookups", err)
	}
	uses, err := usesOfKind(e.App, kind)
	if err != nil {
		return routeFailed(e, "count lookup uses", err)
	}
	items := make([]LookupItem, len(records))
	for i, r := range records {
		items[i] = lookupItem(e.App, r, uses[r.Id].Total())
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}

// lookupRequest is the body of a new entry ({kind, name}) or a rename
// ({name}).
type lookupRequest struct {
	Kind formx.Value[string] `json:"kind"`
	Name formx.Value[string] `json:"name"`

	kind, name string
}

// validateNew checks a new entry: an editable kind and a name free in it.
func (r *lookupRequest) validateNew(app core.App) error {
	errs := formx.Errors{}
	r.kind = errs.Text("kind", r.Kind)
	if !errs.Has("kind") && !slices.Contains(EditableKinds, r.kind) {
		errs.Add("kind", "validation_invalid_value", MsgKind)
		r.kind = ""
	}
	r.name = r.validateName(app, r.kind, "", errs)
	return errs.Err()
}

// validateRename checks the new name of the entry exceptID of kind.
func (r *lookupRequest) validateRename(app core.App, kind, exceptID string) error {
	errs := formx.Errors{}
	r.name = r.validateName(app, kind, exceptID, errs)
	return errs.Err()
}

// validateName checks the name for an entry of kind; exceptID is the
// entry being renamed.
func (r *lookupRequest) validateName(app core.App, kind, exceptID string, errs formx.Errors) string {
	name := errs.Text("name", r.Name)
	if errs.Has("name") {
		return name
	}
	errs.Required("name", name, MsgLookupName, LookupNameMax)
	if !errs.Has("name") && kind != "" {
		n, err := app.CountRecords("lookups", dbx.HashExp{"kind": kind},
			dbx.NewExp("[[name]] = {:n} COLLATE NOCASE", dbx.Params{"n": name}), dbx.Not(dbx.HashExp{"id": exceptID}))
		if err != nil || n > 0 {
			errs.Add("name", "validation_not_unique", MsgLookupTaken)
		}
	}
	return name
}

// createLookup: POST /api/system/lookups {kind, name}: a new approved
// entry at the end of its list.
func createLookup(e *core.RequestEvent) error {
	var req lookupRequest
	if err := formx.ReadJSON(e, &req, func() error { return req.validateNew(e.App) }); err != nil {
		return err
	}
	kind, name := req.kind, req.name
	c, err := e.App.FindCollectionByNameOrId("lookups")
	if err != nil {
		return routeFailed(e, "lookups collection", err)
	}
	var last int
	_ = e.App.DB().NewQuery("SELECT COALESCE(MAX(sort), 0) FROM lookups WHERE kind = {:k}").Bind(dbx.Params{"k": kind}).Row(&last)
	r := core.NewRecord(c)
	r.Set("kind", kind)
	r.Set("name", name)
	r.Set("status", "approved")
	r.Set("sort", last+1)
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(r); err != nil {
			return err
		}
		return logLookup(tx, e.Auth, "lookups.create", r, nil)
	})
	if err != nil {
		if verr := formx.ValidationErrors(err); verr != nil {
			return e.BadRequestError(MsgFixFields, verr)
		}
		return routeFailed(e, "create lookup", err)
	}
	return e.JSON(http.StatusOK, lookupItem(e.App, r, 0))
}

// editableLookup finds the entry of the path for a route that changes it:
// 404 unknown, 400 for a list the system area does not edit.
func editableLookup(e *core.RequestEvent) (*core.Record, error) {
	r, err := e.App.FindRecordById("lookups", e.Request.PathValue("id"))
	if err != nil {
		return nil, e.NotFoundError(MsgLookupNotFound, nil)
	}
	if !slices.Contains(EditableKinds, r.GetString("kind")) {
		return nil, e.BadRequestError(MsgKindLocked, nil)
	}
	return r, nil
}

// renameLookup: PATCH /api/system/lookups/{id} {name}. Educations that
// name a renamed course title or institution follow the new name.
func renameLookup(e *core.RequestEvent) error {
	r, err := editableLookup(e)
	if err != nil {
		return err
	}
	var req lookupRequest
	if err := formx.ReadJSON(e, &req, func() error { return req.validateRename(e.App, r.GetString("kind"), r.Id) }); err != nil {
		return err
	}
	name := req.name
	old := r.GetString("name")
	before := activity.Snapshot(r)
	r.Set("name", name)
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(r); err != nil {
			return err
		}
		if err := logLookup(tx, e.Auth, "lookups.rename", r, before); err != nil {
			return err
		}
		field, byName := nameUses[r.GetString("kind")]
		if !byName || old == name {
			return nil
		}
		entries, err := tx.FindAllRecords("educations", dbx.NewExp("[["+field+"]] = {:old} COLLATE NOCASE", dbx.Params{"old": old}))
		if err != nil {
			return err
		}
		for _, ed := range entries {
			ed.Set(field, name)
			if err := tx.Save(ed); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return routeFailed(e, "rename lookup", err)
	}
	return respondLookup(e, r)
}

// respondLookup answers the entry with its count of uses.
func respondLookup(e *core.RequestEvent, r *core.Record) error {
	uses, err := UsesOf(e.App, r.Id)
	if err != nil {
		return routeFailed(e, "count lookup uses", err)
	}
	return e.JSON(http.StatusOK, lookupItem(e.App, r, uses.Total()))
}

// deleteLookup: DELETE /api/system/lookups/{id}, refused while in use.
func deleteLookup(e *core.RequestEvent) error {
	r, err := editableLookup(e)
	if err != nil {
		return err
	}
	uses, err := UsesOf(e.App, r.Id)
	if err != nil {
		return routeFailed(e, "count lookup uses", err)
	}
	if uses.Total() > 0 {
		return e.BadRequestError(uses.Message(), validation.Errors{
			"id": validation.NewError("validation_in_use", uses.Message()),
		})
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Delete(r); err != nil {
			return err
		}
		return logLookup(tx, e.Auth, "lookups.delete", nil, activity.Snapshot(r))
	})
	if err != nil {
		return routeFailed(e, "delete lookup", err)
	}
	return e.NoContent(http.StatusNoContent)
}

// pendingLookup finds the entry of the path for approve and reject.
func pendingLookup(e *core.RequestEvent) (*core.Record, error) {
	r, err := editableLookup(e)
	if err != nil {
		return nil, err
	}
	if r.GetString("status") != "pending" {
		return nil, e.BadRequestError(MsgNotPending, nil)
	}
	return r, nil
}

// approveLookup: POST /api/system/lookups/{id}/approve: a volunteer's
// proposal joins the public list.
func approveLookup(e *core.RequestEvent) error {
	r, err := pendingLookup(e)
	if err != nil {
		return err
	}
	before := activity.Snapshot(r)
	r.Set("status", "approved")
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(r); err != nil {
			return err
		}
		return logLookup(tx, e.Auth, "lookups.approve", r, before)
	})
	if err != nil {
		return routeFailed(e, "approve lookup", err)
	}
	return respondLookup(e, r)
}

// rejectLookup: POST /api/system/lookups/{id}/reject: the proposal is
// deleted, and the educations that chose it keep no area.
func rejectLookup(e *core.RequestEvent) error {
	r, err := pendingLookup(e)
	if err != nil {
		return err
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		entries, err := tx.FindAllRecords("educations", dbx.HashExp{"area": r.Id})
		if err != nil {
			return err
		}
		for _, ed := range entries {
			ed.Set("area", "")
			if err := tx.Save(ed); err != nil {
				return err
			}
		}
		if err := tx.Delete(r); err != nil {
			return err
		}
		return logLookup(tx, e.Auth, "lookups.reject", nil, activity.Snapshot(r))
	})
	if err != nil {
		return routeFailed(e, "reject lookup", err)
	}
	return e.NoContent(http.StatusNoContent)
}

// logLookup writes the activity entry of a lookup change: after is the
// saved entry (nil once deleted), before its fields before the change (nil
// for a new one); an edit logs only the fields that changed.
func logLookup(tx core.App, actor *core.Record, action string, after *core.Record, before map[string]any) error {
	entry := activity.Entry{Action: action, Target: "lookups"}
	a := activity.Snapshot(after)
	src := a
	if src == nil {
		src = before
	}
	entry.TargetID, _ = src["id"].(string)
	name, _ := src["name"].(string)
	kind, _ := src["kind"].(string)
	entry.Label = name + " (" + strings.ReplaceAll(kind, "_", " ") + ")"
	switch {
	case before != nil && a != nil:
		entry.Before, entry.After = activity.Changed(before, a)
	case a != nil:
		entry.After = a
	default:
		entry.Before = before
	}
	return activity.Log(tx, actor, entry)
}
