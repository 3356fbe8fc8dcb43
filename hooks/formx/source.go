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

// SourceAndPartner picks how the user found us and, only for a partner
// source, the partner from the partnerKind list; for any other source the
// partner is cleared.
func (f Errors) SourceAndPartner(app core.App, source, partner Value[string], partnerKind string) (string, string) {
	sourceID := f.Pick(app, "source", source, "source", MsgSource)
	if !LookupFlag(app, sourceID, "is_partner_source") {
		return sourceID, ""
	}
	return sourceID, f.Pick(app, "partner", partner, partnerKind, MsgPartner)
}
