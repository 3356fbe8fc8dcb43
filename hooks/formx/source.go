package formx

import "github.com/pocketbase/pocketbase/core"

// Messages of the "how did you find us" question that both wizards end
// their first step with.
const (
	MsgSource  = "Please tell us how you found us."
	MsgPartner = "Please select the partner you came from."
)

// LookupFlag reads a boolean of a lookup (is_other, is_partner_source); an
// empty or unknown id has none.
func LookupFlag(app core.App, id, field string) bool {
	if id == "" {
		return false
	}
	r, err := app.FindRecordById("lookups", id)
	return err == nil && r.GetBool(field)
}

// FoundUs is that question as a step's request embeds it: the source and,
// for a partner source, the partner.
type FoundUs struct {
	Source  Value[string] `json:"source"`
	Partner Value[string] `json:"partner"`

	source, partner string
}

// Validate picks how the user found us and, only for a partner source, the
// partner from the partnerKind list; for any other source the partner is
// cleared.
func (q *FoundUs) Validate(app core.App, errs Errors, partnerKind string) {
	q.source = errs.Pick(app, "source", q.Source, "source", MsgSource)
	q.partner = ""
	if LookupFlag(app, q.source, "is_partner_source") {
		q.partner = errs.Pick(app, "partner", q.Partner, partnerKind, MsgPartner)
	}
}

// Apply stores the checked answer on the profile.
func (q *FoundUs) Apply(profile *core.Record) {
	profile.Set("source", q.source)
	profile.Set("partner", q.partner)
}
