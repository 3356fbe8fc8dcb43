package matching

import (
	"fmt"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the synonym table's checks (a superadmin edits it through the
// records API, beside the other pick lists).
const (
	MsgSynonymBlank   = "Enter a spelling with letters or digits."
	MsgSynonymFailed  = "The synonym could not be saved. Please try again."
	MsgSynonymSame    = "This spelling is the skill itself."
	MsgSynonymTaken   = "This spelling is already a synonym of %s."
	MsgSynonymIsSkill = "The skill %s has spellings of its own; it cannot be another skill's spelling."
	MsgSynonymIsOther = "The spelling %s belongs to %s: choose %s."
)

// bindSynonymChecks keeps the superadmins' edits of the synonym table one
// level deep (a spelling maps to a skill that is no spelling itself), so
// Key needs one lookup: each one sent through the records API is trimmed
// and lower-cased, and a spelling that is its skill, one already taken, or
// a chain is a field error. Only requests are checked: the migration's
// first rows hold harmless spellings of one key (nodejs, node.js). The
// stored keys never change with the table (keys.go): an edit takes effect
// at the next score.
func bindSynonymChecks(app core.App) {
	check := func(e *core.RecordRequestEvent) error {
		term := strings.ToLower(strings.TrimSpace(e.Record.GetString("term")))
		canonical := strings.ToLower(strings.TrimSpace(e.Record.GetString("canonical")))
		e.Record.Set("term", term)
		e.Record.Set("canonical", canonical)
		errs, err := synonymErrors(e.App, e.Record.Id, term, canonical)
		if err != nil {
			return formx.Failed(e.RequestEvent, MsgSynonymFailed, "checking a skill synonym failed", err)
		}
		if err := errs.Err(); err != nil {
			return e.BadRequestError(formx.MsgFixFields, err)
		}
		return e.Next()
	}
	app.OnRecordCreateRequest("skill_synonyms").BindFunc(check)
	app.OnRecordUpdateRequest("skill_synonyms").BindFunc(check)
}

// synonymErrors checks the pair (term, canonical) of the row id against the
// other rows.
func synonymErrors(app core.App, id, term, canonical string) (formx.Errors, error) {
	errs := formx.Errors{}
	tk, ck := compact(term), compact(canonical)
	if term != "" && tk == "" {
		errs.Add("term", "validation_invalid_value", MsgSynonymBlank)
	}
	if canonical != "" && ck == "" {
		errs.Add("canonical", "validation_invalid_value", MsgSynonymBlank)
	}
	if tk == "" || ck == "" {
		return errs, nil
	}
	if tk == ck {
		errs.Add("term", "validation_same_skill", MsgSynonymSame)
		return errs, nil
	}
	var rows []struct {
		Term      string `db:"term"`
		Canonical string `db:"canonical"`
	}
	if err := app.DB().Select("term", "canonical").From("skill_synonyms").
		Where(dbx.Not(dbx.HashExp{"id": id})).All(&rows); err != nil {
		return nil, err
	}
	for _, r := range rows {
		switch {
		case compact(r.Term) == tk:
			errs.Add("term", "validation_not_unique", fmt.Sprintf(MsgSynonymTaken, r.Canonical))
		case compact(r.Canonical) == tk:
			errs.Add("term", "validation_synonym_chain", fmt.Sprintf(MsgSynonymIsSkill, term))
		}
		// A row whose spelling and skill have one key (nodejs, node.js)
		// maps nothing.
		if compact(r.Term) == ck && compact(r.Canonical) != ck {
			errs.Add("canonical", "validation_synonym_chain", fmt.Sprintf(MsgSynonymIsOther, canonical, r.Canonical, r.Canonical))
		}
	}
	return errs, nil
}
