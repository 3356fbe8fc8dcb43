package opportunities

import (
	"context"
	"encoding/json"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/plaintext"
)

// serverFields are kept by the server: the owner, the counters of the
// application hooks, the reason of a superadmin's close and who of the team
// posted and last edited it.
var serverFields = []string{"company", "applicants", "interviews", "closed_reason",
	"created_by", "created_by_name", "updated_by", "updated_by_name"}

// stampActor records the team member who wrote r in field and field_name
// (the name as it is now, so it outlives the member's account).
func stampActor(r, actor *core.Record, field string) {
	if actor == nil {
		return
	}
	r.Set(field, actor.Id)
	r.Set(field+"_name", FullName(actor))
}

// FullName is a user's first and last name.
func FullName(u *core.Record) string {
	return strings.TrimSpace(u.GetString("first_name") + " " + u.GetString("last_name"))
}

// MsgClosedByAdmin refuses reopening an opportunity a superadmin closed.
const MsgClosedByAdmin = "This opportunity was closed by a Voluntech administrator and cannot be reopened."

// createOpportunity lets a verified company post an opportunity: the owner
// is the signed-in company and the server fields start empty whatever the
// body says.
func (s *service) createOpportunity(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	if err := refuseCreator(e, auth.RoleCompany, MsgCompaniesOnly); err != nil {
		return err
	}
	r := e.Record
	r.Set("company", auth.CompanyIDOf(e.Auth))
	stampActor(r, e.Auth, "created_by")
	stampActor(r, e.Auth, "updated_by")
	r.Set("applicants", 0)
	r.Set("interviews", 0)
	r.Set("closed_reason", "")
	if err := validateOpportunity(e.App, r, nil).Refusal(e.RequestEvent); err != nil {
		return err
	}
	return saveWithinLimit(e, false)
}

// updateOpportunity lets the owning company (the update rule) edit its
// opportunity under the same rules; the server fields cannot change.
func (s *service) updateOpportunity(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	r, orig := e.Record, e.Record.Original()
	errs := formx.Errors{}
	for _, f := range serverFields {
		if r.GetString(f) != orig.GetString(f) {
			errs.Add(f, "validation_read_only", MsgReadOnly)
		}
	}
	if len(errs) > 0 {
		return e.BadRequestError(MsgReadOnly, errs.Err())
	}
	if orig.GetString("closed_reason") != "" && r.GetString("status") != StatusClosed {
		return e.BadRequestError(MsgClosedByAdmin, formx.FieldError("status", "validation_closed_by_admin", MsgClosedByAdmin))
	}
	if err := validateOpportunity(e.App, r, orig).Refusal(e.RequestEvent); err != nil {
		return err
	}
	stampActor(r, e.Auth, "updated_by")
	return saveWithinLimit(e, isLive(orig))
}

// validateOpportunity normalises the texts and skills of r and returns
// every field error at once: the schema's and the product's rules (orig is
// nil for a new opportunity).
func validateOpportunity(app core.App, r, orig *core.Record) formx.Errors {
	for _, f := range []string{"title", "city", "experience", "qualification", "description"} {
		r.Set(f, strings.TrimSpace(r.GetString(f)))
	}
	errs := formx.Errors{}
	skills, skillErr := normalizeSkills(r.Get("skills"))
	if skillErr != nil {
		errs["skills"] = skillErr
	} else {
		r.Set("skills", skills)
	}
	for _, f := range r.Collection().Fields {
		if _, seen := errs[f.GetName()]; seen || f.GetName() == core.FieldNameId {
			continue
		}
		if err := f.ValidateValue(context.Background(), app, r); err != nil {
			errs[f.GetName()] = err
		}
	}
	add := errs.Add
	if t := r.GetString("title"); plaintext.LineBreak(t) {
		add("title", "validation_line_break", plaintext.MsgOneLine)
	} else if plaintext.InvisibleChar(t) {
		add("title", "validation_invalid_chars", plaintext.MsgInvisibleChars)
	}
	if cat := r.GetString("category"); cat == "" {
		add("category", "validation_required", MsgChooseCategory)
	} else if !formx.LookupOfKind(app, cat, "volunteer_category") {
		add("category", "validation_invalid_value", MsgChooseCategory)
	}
	if c := r.GetString("country"); c != "" && !formx.LookupOfKind(app, c, "country") {
		add("country", "validation_invalid_value", MsgChooseCountry)
	}
	if !r.GetBool("remote") && r.GetString("city") == "" {
		add("city", "validation_required", MsgCityOrRemote)
	}
	expires := r.GetDateTime("expires_at")
	if expires.IsZero() {
		add("expires_at", "validation_required", MsgExpiryRequired)
	} else if expiryMustBeFuture(r, orig) && !expires.After(types.NowDateTime()) {
		add("expires_at", "validation_expired", MsgExpiryFuture)
	}
	return errs
}

// expiryMustBeFuture: on create, and whenever the opportunity becomes open
// or an open one gets a new expiry date.
func expiryMustBeFuture(r, orig *core.Record) bool {
	if orig == nil {
		return true
	}
	if r.GetString("status") != StatusOpen {
		return false
	}
	return orig.GetString("status") != StatusOpen || !r.GetDateTime("expires_at").Equal(orig.GetDateTime("expires_at"))
}

// isLive reports whether r is open and unexpired: what the plan limits.
func isLive(r *core.Record) bool {
	return r.GetString("status") == StatusOpen && r.GetDateTime("expires_at").After(types.NowDateTime())
}

// normalizeSkills reads the JSON list of skill names: trimmed, blanks
// dropped, case-insensitive duplicates dropped (the first spelling stays).
func normalizeSkills(raw any) ([]string, error) {
	var list []any
	switch v := raw.(type) {
	case nil:
	case types.JSONRaw:
		if len(v) > 0 && string(v) != "null" {
			var decoded any
			if err := json.Unmarshal(v, &decoded); err != nil {
				return nil, validation.NewError("validation_invalid_type", MsgSkillsList)
			}
			l, ok := decoded.([]any)
			if !ok {
				return nil, validation.NewError("validation_invalid_type", MsgSkillsList)
			}
			list = l
		}
	default:
		return nil, validation.NewError("validation_invalid_type", MsgSkillsList)
	}
	out := make([]string, 0, len(list))
	seen := map[string]bool{}
	for _, item := range list {
		name, ok := item.(string)
		if !ok {
			return nil, validation.NewError("validation_invalid_type", MsgSkillsList)
		}
		name = strings.Join(strings.Fields(name), " ")
		key := strings.ToLower(name)
		if name == "" || seen[key] {
			continue
		}
		if utf8.RuneCountInString(name) > MaxSkillLen {
			return nil, validation.NewError("validation_length_out_of_range", MsgSkillTooLong)
		}
		seen[key] = true
		out = append(out, name)
	}
	if len(out) > MaxSkills {
		return nil, validation.NewError("validation_length_out_of_range", MsgTooManySkills)
	}
	return out, nil
}
