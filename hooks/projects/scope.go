package projects

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
)

// planned is one milestone of a scope version as stored in
// scope_versions.milestones; its id is the milestones record's once the
// version is agreed.
type planned struct {
	ID        string `json:"id"`
	Title     string `json:"title"`
	DoneMeans string `json:"done_means"`
	Due       string `json:"due"`
}

// plan is a version's milestones.
func plan(v *core.Record) []planned {
	var out []planned
	_ = json.Unmarshal([]byte(v.GetString("milestones")), &out)
	return out
}

// versionsOf is every scope version of the engagement, oldest first.
func versionsOf(app core.App, engagementID string) ([]*core.Record, error) {
	return app.FindRecordsByFilter("scope_versions", "engagement = {:e}", "version", 0, 0, dbx.Params{"e": engagementID})
}

// liveMilestones is the engagement's milestones records in order.
func liveMilestones(app core.App, engagementID string) ([]*core.Record, error) {
	return app.FindRecordsByFilter("milestones", "engagement = {:e}", "position", 0, 0, dbx.Params{"e": engagementID})
}

// latest is the newest version, nil without any.
func latest(versions []*core.Record) *core.Record {
	if len(versions) == 0 {
		return nil
	}
	return versions[len(versions)-1]
}

// agreedOf is the newest agreed version, nil before any agreement.
func agreedOf(versions []*core.Record) *core.Record {
	for i := len(versions) - 1; i >= 0; i-- {
		if versions[i].GetString("status") == VersionAgreed {
			return versions[i]
		}
	}
	return nil
}

// scopeRequest is the body of PUT /api/engagements/{id}/scope.
type scopeRequest struct {
	Goal         formx.Value[string]                     `json:"goal"`
	HoursPerWeek formx.Value[float64]                    `json:"hours_per_week"`
	Milestones   formx.Value[[]formx.Value[milestoneIn]] `json:"milestones"`
	Comment      formx.Value[string]                     `json:"comment"`

	goal    string
	hours   float64
	plan    []planned
	comment string
}

type milestoneIn struct {
	ID        formx.Value[string] `json:"id"`
	Title     formx.Value[string] `json:"title"`
	DoneMeans formx.Value[string] `json:"done_means"`
	Due       formx.Value[string] `json:"due"`
}

// validate checks the body against the engagement (its start day) and the
// milestone ids it may name (known: any of its versions' or records').
func (r *scopeRequest) validate(started string, known map[string]bool) error {
	errs := formx.Errors{}
	r.goal = errs.Text("goal", r.Goal)
	requiredText(errs, "goal", r.goal, MsgGoalRequired, MsgGoalTooLong, GoalMax)
	r.hours = r.HoursPerWeek.V
	if r.HoursPerWeek.Wrong || !r.HoursPerWeek.Sent || r.hours < 0.5 || r.hours > MaxHoursWeek {
		errs.Add("hours_per_week", "validation_hours_range", MsgHours)
	}
	r.comment = errs.Text("comment", r.Comment)
	if len([]rune(r.comment)) > CommentMax {
		errs.Add("comment", "validation_length_too_long", MsgCommentTooLong)
	}
	items := formx.List(errs, "milestones", "milestones", MaxMilestones, r.Milestones)
	if r.Milestones.Sent && !r.Milestones.Wrong && len(r.Milestones.V) == 0 {
		errs.Add("milestones", "validation_required", MsgMilestonesMin)
	}
	seen := map[string]bool{}
	r.plan = make([]planned, 0, len(items))
	for i, m := range items {
		key := "milestones." + strconv.Itoa(i) + "."
		p := planned{
			ID:        errs.Text(key+"id", m.ID),
			Title:     errs.Text(key+"title", m.Title),
			DoneMeans: errs.Text(key+"done_means", m.DoneMeans),
			Due:       errs.Text(key+"due", m.Due),
		}
		switch {
		case p.ID == "":
			p.ID = security.RandomStringWithAlphabet(15, core.DefaultIdAlphabet)
		case !known[p.ID]:
			errs.Add(key+"id", "validation_unknown_milestone", MsgUnknownMilestone)
		case seen[p.ID]:
			errs.Add(key+"id", "validation_duplicate", MsgDuplicate)
		}
		seen[p.ID] = true
		requiredText(errs, key+"title", p.Title, MsgTitleRequired, MsgTitleTooLong, TitleMax)
		requiredText(errs, key+"done_means", p.DoneMeans, MsgDoneRequired, MsgDoneTooLong, DoneMax)
		if _, err := time.Parse(time.DateOnly, p.Due); err != nil {
			errs.Add(key+"due", "validation_date_format", MsgDueFormat)
		} else if p.Due < started {
			errs.Add(key+"due", "validation_due_before_start", MsgDueBeforeStart)
		}
		r.plan = append(r.plan, p)
	}
	return errs.Err()
}

// requiredText records on key a blank value (required) or one over max
// characters (tooLong).
func requiredText(errs formx.Errors, key, value, required, tooLong string, max int) {
	switch {
	case value == "":
		errs.Add(key, "validation_required", required)
	case len([]rune(value)) > max:
		errs.Add(key, "validation_length_too_long", tooLong)
	}
}

// readComment reads the JSON body's "comment" of a request for changes:
// required, at most CommentMax characters.
func readComment(e *core.RequestEvent) (string, error) {
	return formx.ReadField(e, "comment", func(errs formx.Errors, c string) {
		requiredText(errs, "comment", c, MsgCommentRequired, MsgCommentTooLong, CommentMax)
	})
}

var (
	errChanged    = errors.New("the scope changed meanwhile")
	errCantRemove = errors.New("a submitted milestone would be removed")
)

// getScope answers GET /api/engagements/{id}/scope to the engagement's
// volunteer, its company team and superadmins (404 for anyone else): the
// scope's current version (the proposal waiting for an answer, else the
// agreed one), its milestones with their state and deliverables, the next
// due date and the history of every version (scopeView).
func getScope(e *core.RequestEvent) error {
	eng, _, err := engagementOf(e, false)
	if err != nil {
		return err
	}
	view, err := scopeView(e.App, eng)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "loading a scope failed", err)
	}
	return e.JSON(http.StatusOK, view)
}

// putScope answers PUT /api/engagements/{id}/scope {goal, hours_per_week,
// milestones: [{id?, title, done_means, due}], comment?}: a new version,
// proposed to the other side. Before any agreement only the company team
// writes the scope (the volunteer: 403 on "scope"); once agreed, either
// side proposes a change. A proposal waiting for the other side's answer
// must be answered first (400 on "scope"); one's own waiting proposal is
// superseded. A milestone is named by the id of an earlier version
// (unknown: 400 on milestones.N.id); a due date before the engagement's
// start, or dropping a milestone whose deliverable was submitted, is a
// field error. The version and the other side's notices are one
// transaction. Answers the scope as getScope does.
func putScope(e *core.RequestEvent) error {
	eng, side, err := engagementOf(e, true)
	if err != nil {
		return err
	}
	versions, err := versionsOf(e.App, eng.Id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "loading a scope failed", err)
	}
	last := latest(versions)
	refuse := func(status int, code, msg string) error {
		fe := formx.FieldError("scope", code, msg)
		if status == http.StatusForbidden {
			return e.ForbiddenError(msg, fe)
		}
		return e.BadRequestError(msg, fe)
	}
	switch {
	case side == SideVolunteer && agreedOf(versions) == nil:
		return refuse(http.StatusForbidden, "validation_company_writes_scope", MsgVolunteerNoEdit)
	case last != nil && last.GetString("status") == VersionProposed && last.GetString("proposed_side") != side:
		return refuse(http.StatusBadRequest, "validation_answer_first", MsgAnswerFirst)
	}
	live, err := liveMilestones(e.App, eng.Id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "loading milestones failed", err)
	}
	known := map[string]bool{}
	for _, v := range versions {
		for _, p := range plan(v) {
			known[p.ID] = true
		}
	}
	for _, m := range live {
		known[m.Id] = true
	}
	var req scopeRequest
	started := eng.GetDateTime("accepted_at").Time().UTC().Format(time.DateOnly)
	if err := formx.ReadJSON(e, &req, func() error { return req.validate(started, known) }); err != nil {
		return err
	}
	if removesSubmitted(live, req.plan) {
		return e.BadRequestError(MsgCantRemove, formx.FieldError("milestones", "validation_cannot_remove", MsgCantRemove))
	}

	err = e.App.RunInTransaction(func(tx core.App) error {
		versions, err := versionsOf(tx, eng.Id)
		if err != nil {
			return err
		}
		now := latest(versions)
		if !sameVersion(now, last) {
			return errChanged
		}
		if now != nil && now.GetString("status") == VersionProposed {
			now.Set("status", VersionSuperseded)
			if err := tx.Save(now); err != nil {
				return err
			}
		}
		c, err := tx.FindCachedCollectionByNameOrId("scope_versions")
		if err != nil {
			return err
		}
		v := core.NewRecord(c)
		v.Set("engagement", eng.Id)
		v.Set("version", len(versions)+1)
		v.Set("status", VersionProposed)
		v.Set("goal", req.goal)
		v.Set("hours_per_week", req.hours)
		v.Set("milestones", req.plan)
		v.Set("proposed_side", side)
		v.Set("proposed_by", e.Auth.Id)
		v.Set("comment", req.comment)
		if err := tx.Save(v); err != nil {
			return err
		}
		return tellProposed(tx, eng, v, agreedOf(versions) != nil)
	})
	return answerScope(e, eng, err)
}

// answerScope answers a scope change that ran as err says: the scope
// after it, a 400 when it lost a race, else the failure.
func answerScope(e *core.RequestEvent, eng *core.Record, err error) error {
	switch {
	case errors.Is(err, errChanged):
		return e.BadRequestError(MsgChanged, formx.FieldError("scope", "validation_changed", MsgChanged))
	case errors.Is(err, errCantRemove):
		return e.BadRequestError(MsgCantRemove, formx.FieldError("milestones", "validation_cannot_remove", MsgCantRemove))
	case err != nil:
		return formx.SaveFailed(e, err, "saving a scope failed")
	}
	return getScope(e)
}

// sameVersion reports whether a and b are the same version in the same
// state (both nil too): nothing happened between a check and its
// transaction.
func sameVersion(a, b *core.Record) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.Id == b.Id && a.GetString("status") == b.GetString("status")
}

// removesSubmitted reports whether next drops a milestone whose
// deliverable was already submitted.
func removesSubmitted(live []*core.Record, next []planned) bool {
	keep := map[string]bool{}
	for _, p := range next {
		keep[p.ID] = true
	}
	for _, m := range live {
		if !keep[m.Id] && m.GetString("status") != MilestoneOpen {
			return true
		}
	}
	return false
}

// waitingFor loads the proposal the caller answers: 400 on "scope" when
// none waits, 403 when the caller proposed it.
func waitingFor(e *core.RequestEvent, eng *core.Record, side string) (*core.Record, []*core.Record, error) {
	versions, err := versionsOf(e.App, eng.Id)
	if err != nil {
		return nil, nil, formx.Failed(e, MsgSaveFailed, "loading a scope failed", err)
	}
	last := latest(versions)
	switch {
	case last == nil || last.GetString("status") != VersionProposed:
		return nil, nil, e.BadRequestError(MsgNothingToAnswer, formx.FieldError("scope", "validation_nothing_to_answer", MsgNothingToAnswer))
	case last.GetString("proposed_side") == side:
		return nil, nil, e.ForbiddenError(MsgOwnProposal, formx.FieldError("scope", "validation_own_proposal", MsgOwnProposal))
	}
	return last, versions, nil
}

// acceptScope answers POST /api/engagements/{id}/scope/accept: the side
// that did not propose the waiting version agrees to it (accepting one's
// own proposal: 403 on "scope"; nothing waiting: 400). The version becomes
// the agreed scope and its milestones the engagement's milestones records
// (new ones open, changed ones updated, dropped open ones deleted), and
// the proposing side is told, in one transaction. Answers the scope.
func acceptScope(e *core.RequestEvent) error {
	eng, side, err := engagementOf(e, true)
	if err != nil {
		return err
	}
	v, _, err := waitingFor(e, eng, side)
	if err != nil {
		return err
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("scope_versions", v.Id)
		if err != nil || !sameVersion(fresh, v) {
			return errChanged
		}
		fresh.Set("status", VersionAgreed)
		fresh.Set("answered_by", e.Auth.Id)
		fresh.Set("answered_at", types.NowDateTime())
		if err := tx.Save(fresh); err != nil {
			return err
		}
		if err := applyPlan(tx, eng, plan(fresh)); err != nil {
			return err
		}
		return tellAnswered(tx, eng, fresh)
	})
	return answerScope(e, eng, err)
}

// requestScopeChanges answers POST /api/engagements/{id}/scope/request-
// changes {comment}: the answering side asks for changes to the waiting
// proposal (before an agreement: status change_requested, the company
// revises it) or declines a change of the agreed scope (status declined,
// the agreed version stays). The comment is required (≤ 1,000 characters).
// The proposing side is told in the same transaction. Answers the scope.
func requestScopeChanges(e *core.RequestEvent) error {
	eng, side, err := engagementOf(e, true)
	if err != nil {
		return err
	}
	v, versions, err := waitingFor(e, eng, side)
	if err != nil {
		return err
	}
	comment, err := readComment(e)
	if err != nil {
		return err
	}
	status := VersionChangeRequested
	if agreedOf(versions) != nil {
		status = VersionDeclined
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById("scope_versions", v.Id)
		if err != nil || !sameVersion(fresh, v) {
			return errChanged
		}
		fresh.Set("status", status)
		fresh.Set("answered_by", e.Auth.Id)
		fresh.Set("answered_at", types.NowDateTime())
		fresh.Set("answer_comment", comment)
		if err := tx.Save(fresh); err != nil {
			return err
		}
		return tellAnswered(tx, eng, fresh)
	})
	return answerScope(e, eng, err)
}

// applyPlan makes the engagement's milestones records those of the agreed
// plan p, in tx: an existing milestone takes its new title, meaning, due
// date and position (a new due date may be reminded of again), a new one
// is created open, an open one the plan dropped is deleted; dropping a
// submitted one fails with errCantRemove.
func applyPlan(tx core.App, eng *core.Record, p []planned) error {
	live, err := liveMilestones(tx, eng.Id)
	if err != nil {
		return err
	}
	byID := map[string]*core.Record{}
	for _, m := range live {
		byID[m.Id] = m
	}
	c, err := tx.FindCachedCollectionByNameOrId("milestones")
	if err != nil {
		return err
	}
	for i, item := range p {
		m, ok := byID[item.ID]
		if ok {
			delete(byID, item.ID)
			if m.GetString("due") != item.Due {
				m.Set("reminded_at", "")
			}
		} else {
			m = core.NewRecord(c)
			m.Id = item.ID
			m.Set("engagement", eng.Id)
			m.Set("volunteer", eng.GetString("volunteer"))
			m.Set("company", eng.GetString("company"))
			m.Set("status", MilestoneOpen)
		}
		m.Set("title", item.Title)
		m.Set("done_means", item.DoneMeans)
		m.Set("due", item.Due)
		m.Set("position", i)
		if err := tx.Save(m); err != nil {
			return err
		}
	}
	for _, m := range byID {
		if m.GetString("status") != MilestoneOpen {
			return errCantRemove
		}
		if err := tx.Delete(m); err != nil {
			return err
		}
	}
	return nil
}

// changes says in words what version v changed from the version before it
// (prev; nil for the first): "milestone 2 moved to 2026-12-20".
func changes(prev, v *core.Record) []string {
	out := []string{}
	if prev == nil {
		return out
	}
	if prev.GetString("goal") != v.GetString("goal") {
		out = append(out, "goal changed")
	}
	if a, b := prev.GetFloat("hours_per_week"), v.GetFloat("hours_per_week"); a != b {
		out = append(out, "hours per week "+num(a)+" → "+num(b))
	}
	before := map[string]planned{}
	for _, p := range plan(prev) {
		before[p.ID] = p
	}
	for i, p := range plan(v) {
		n := "milestone " + strconv.Itoa(i+1)
		old, ok := before[p.ID]
		delete(before, p.ID)
		switch {
		case !ok:
			out = append(out, n+" \""+p.Title+"\" added")
			continue
		case old.Title != p.Title:
			out = append(out, n+" renamed \""+p.Title+"\"")
		}
		if old.Due != p.Due {
			out = append(out, n+" moved to "+p.Due)
		}
		if old.DoneMeans != p.DoneMeans {
			out = append(out, n+": what \"done\" means changed")
		}
	}
	for _, p := range plan(prev) {
		if _, dropped := before[p.ID]; dropped {
			out = append(out, "milestone \""+p.Title+"\" removed")
		}
	}
	return out
}

func num(f float64) string {
	return strings.TrimSuffix(strconv.FormatFloat(f, 'f', 1, 64), ".0")
}
