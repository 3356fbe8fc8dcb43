package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the motivation step ("Understanding your motivation").
const (
	MsgEducationLevel  = "Please select your level of higher education."
	MsgExperienceYears = "Please select your years of work experience."
	MsgMotivation      = "Please select your motivation for volunteering."
	MsgOtherMotivation = "Please tell us your motivation."
	MsgSource          = "Please tell us how you found us."
	MsgPartner         = "Please select the partner you came from."
)

// MaxOtherMotivation is the length of the free-text motivation.
const MaxOtherMotivation = 300

// postMotivation saves step 1 (JSON): education_level, experience_years,
// motivation, other_motivation (required for the "Other" motivation,
// cleared for any other), source and partner (required for the partner
// source, cleared for any other; DESIGN.md §6.2).
func postMotivation(e *core.RequestEvent) error {
	user, profile, body, err := jsonStep(e, StepMotivation)
	if err != nil {
		return err
	}
	errs := formx.Errors{}
	pick := func(key, kind, msg string) string {
		id := errs.Text(body, key)
		if !errs.Has(key) && !formx.LookupOfKind(e.App, id, kind) {
			errs.Add(key, "validation_required", msg)
		}
		return id
	}
	level := pick("education_level", "education_level", MsgEducationLevel)
	years := pick("experience_years", "experience_years", MsgExperienceYears)
	motivation := pick("motivation", "motivation", MsgMotivation)
	other := errs.Text(body, "other_motivation")
	if lookupFlag(e.App, motivation, "is_other") {
		errs.Required("other_motivation", other, MsgOtherMotivation, MaxOtherMotivation)
	} else {
		other = ""
	}
	source := pick("source", "source", MsgSource)
	partner := ""
	if lookupFlag(e.App, source, "is_partner_source") {
		partner = pick("partner", "volunteer_partner", MsgPartner)
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}

	profile.Set("education_level", level)
	profile.Set("experience_years", years)
	profile.Set("motivation", motivation)
	profile.Set("other_motivation", other)
	profile.Set("source", source)
	profile.Set("partner", partner)
	return saveStep(e, user, profile, StepMotivation, nil)
}

// lookupFlag reads a boolean of a lookup (is_other, is_partner_source).
func lookupFlag(app core.App, id, field string) bool {
	if id == "" {
		return false
	}
	r, err := app.FindRecordById("lookups", id)
	return err == nil && r.GetBool(field)
}
