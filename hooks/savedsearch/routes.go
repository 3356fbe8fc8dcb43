package savedsearch

import (
	"encoding/json"
	"errors"
	"net/http"
	"slices"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// Messages of the routes.
const (
	MsgNotFound   = "This saved search does not exist."
	MsgWrongKind  = "Volunteers save opportunity searches; company teams save volunteer searches."
	MsgNoSearches = "Saved searches are for volunteers and company teams."
	MsgFailed     = "Saved searches could not be loaded. Please try again."
)

// Register binds the routes and the alert job.
func Register(app core.App, cfg config.Config) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/saved-searches")
		g.Bind(auth.RequireUser(), auth.RequireVerified(), searcher())
		g.GET("", list)
		g.POST("", create)
		g.PATCH("/{id}", update)
		g.DELETE("/{id}", remove)
		return se.Next()
	})
	registerAlerts(app, cfg)
}

// searcher admits volunteers and company team members (superadmins search
// in their own area).
func searcher() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "voluntechSavedSearcher",
		Func: func(e *core.RequestEvent) error {
			if r := e.Auth.GetString("role"); r != auth.RoleVolunteer && r != auth.RoleCompany {
				return e.ForbiddenError(MsgNoSearches, nil)
			}
			return e.Next()
		},
	}
}

// kindOf is the kind of search a user saves: opportunities for a
// volunteer, volunteers for a company team member.
func kindOf(user *core.Record) string {
	if user.GetString("role") == auth.RoleCompany {
		return KindVolunteers
	}
	return KindOpportunities
}

// answer is a saved search as the routes answer it: the record, the
// filters that name a deleted pick-list entry (dropped) and the search
// page's link.
func answer(app core.App, r *core.Record) *core.Record {
	var q Query
	_ = r.UnmarshalJSONField("query", &q)
	r.WithCustomData(true)
	dropped := Dropped(app, r.GetString("kind"), q)
	r.Set("dropped", dropped)
	r.Set("link", Link(r.GetString("kind"), q.without(dropped)))
	return r
}

// list answers GET /api/saved-searches: {items: [saved search]}, the
// user's own, newest first.
func list(e *core.RequestEvent) error {
	records, err := e.App.FindRecordsByFilter("saved_searches", "user = {:u}", "-created", MaxPerUser, 0,
		dbx.Params{"u": e.Auth.Id})
	if err != nil {
		return formx.Failed(e, MsgFailed, "listing saved searches failed", err)
	}
	for _, r := range records {
		answer(e.App, r)
	}
	return e.JSON(http.StatusOK, map[string]any{"items": records})
}

// createRequest is the body of POST /api/saved-searches.
type createRequest struct {
	Name      formx.Value[string] `json:"name"`
	Kind      formx.Value[string] `json:"kind"`
	Frequency formx.Value[string] `json:"frequency"`
	Query     json.RawMessage     `json:"query"`
}

var errLimit = errors.New("saved search limit reached")

// create answers POST /api/saved-searches {name, kind, query, frequency}:
// 201 with the saved search. 403 (field "kind") for the other role's kind;
// 400 for an unknown filter, a query over 200 characters, an unknown
// pick-list entry, a bad name or frequency, or the 21st search (field
// "name", naming the limit). Alerts cover what is posted after it is
// saved.
func create(e *core.RequestEvent) error {
	var req createRequest
	var name, kind, frequency string
	var q Query
	err := formx.ReadJSON(e, &req, func() error {
		errs := formx.Errors{}
		name = checkName(errs, req.Name, true)
		kind = errs.Text("kind", req.Kind)
		if !errs.Has("kind") && !slices.Contains(Kinds, kind) {
			errs.Add("kind", "validation_invalid_value", MsgKind)
		}
		frequency = checkFrequency(errs, req.Frequency, true)
		if !errs.Has("kind") && kind == kindOf(e.Auth) {
			q = parseQuery(e.App, errs, kind, req.Query)
		}
		return errs.Err()
	})
	if err != nil {
		return err
	}
	if kind != kindOf(e.Auth) {
		return e.ForbiddenError(MsgWrongKind, formx.FieldError("kind", "validation_wrong_kind", MsgWrongKind))
	}
	var saved *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		n, err := tx.CountRecords("saved_searches", dbx.HashExp{"user": e.Auth.Id})
		if err != nil {
			return err
		}
		if n >= MaxPerUser {
			return errLimit
		}
		c, err := tx.FindCollectionByNameOrId("saved_searches")
		if err != nil {
			return err
		}
		saved = core.NewRecord(c)
		saved.Set("user", e.Auth.Id)
		saved.Set("kind", kind)
		saved.Set("name", name)
		saved.Set("query", q)
		saved.Set("frequency", frequency)
		saved.Set("checked_until", time.Now().UTC())
		return tx.Save(saved)
	})
	if errors.Is(err, errLimit) {
		return e.BadRequestError(formx.MsgFixFields, formx.FieldError("name", "validation_limit_reached", MsgLimit))
	}
	if err != nil {
		return formx.SaveFailed(e, err, "saving a saved search failed")
	}
	r, err := e.App.FindRecordById("saved_searches", saved.Id)
	if err != nil {
		return formx.Failed(e, formx.MsgSaveFailed, "reading a saved search failed", err)
	}
	return e.JSON(http.StatusCreated, answer(e.App, r))
}

func checkName(errs formx.Errors, v formx.Value[string], required bool) string {
	name := errs.Text("name", v)
	if errs.Has("name") {
		return ""
	}
	switch {
	case (required || v.Sent) && (name == "" || len([]rune(name)) > NameMax):
		errs.Add("name", "validation_invalid_value", MsgName)
	case invisible(name):
		errs.Add("name", "validation_invisible_chars", MsgNameInvisible)
	}
	return name
}

func checkFrequency(errs formx.Errors, v formx.Value[string], required bool) string {
	f := errs.Text("frequency", v)
	if !errs.Has("frequency") && (required || v.Sent) && !slices.Contains(Frequencies, f) {
		errs.Add("frequency", "validation_invalid_value", MsgFrequency)
	}
	return f
}

// own is the caller's saved search {id}; nil (and a 404 answered) for
// anyone else's or none.
func own(e *core.RequestEvent) (*core.Record, error) {
	r, err := e.App.FindRecordById("saved_searches", e.Request.PathValue("id"))
	if err != nil || r.GetString("user") != e.Auth.Id {
		return nil, e.NotFoundError(MsgNotFound, nil)
	}
	return r, nil
}

// updateRequest is the body of PATCH /api/saved-searches/{id}.
type updateRequest struct {
	Name      formx.Value[string] `json:"name"`
	Frequency formx.Value[string] `json:"frequency"`
	Paused    formx.Value[bool]   `json:"paused"`
}

// update answers PATCH /api/saved-searches/{id} {name?, frequency?,
// paused?}: the owner renames it, changes how often alerts come, or pauses
// and resumes them. 404 for anyone else's. Resuming alerts only of what is
// posted from then on (a paused search collects nothing).
func update(e *core.RequestEvent) error {
	r, err := own(e)
	if r == nil {
		return err
	}
	var req updateRequest
	var name, frequency string
	var paused bool
	err = formx.ReadJSON(e, &req, func() error {
		errs := formx.Errors{}
		name = checkName(errs, req.Name, false)
		frequency = checkFrequency(errs, req.Frequency, false)
		paused = errs.Flag("paused", req.Paused)
		return errs.Err()
	})
	if err != nil {
		return err
	}
	if req.Name.Sent {
		r.Set("name", name)
	}
	if req.Frequency.Sent {
		r.Set("frequency", frequency)
	}
	if req.Paused.Sent {
		if r.GetBool("paused") && !paused {
			r.Set("checked_until", time.Now().UTC())
		}
		r.Set("paused", paused)
	}
	if err := e.App.Save(r); err != nil {
		return formx.SaveFailed(e, err, "updating a saved search failed")
	}
	return e.JSON(http.StatusOK, answer(e.App, r))
}

// remove answers DELETE /api/saved-searches/{id}: 204; 404 for anyone
// else's. Its match records go with it.
func remove(e *core.RequestEvent) error {
	r, err := own(e)
	if r == nil {
		return err
	}
	if err := e.App.Delete(r); err != nil {
		return formx.Failed(e, formx.MsgSaveFailed, "deleting a saved search failed", err)
	}
	return e.NoContent(http.StatusNoContent)
}
