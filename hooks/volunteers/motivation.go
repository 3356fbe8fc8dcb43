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
)

// MaxOtherMotivation is the length of the free-text motivation.
const MaxOtherMotivation = 300

// motivationRequest is the body of step 1.
type motivationRequest struct {
	EducationLevel  formx.Value[string] `json:"education_level"`
	ExperienceYears formx.Value[string] `json:"experience_years"`
	Motivation      formx.Value[string] `json:"motivation"`
	OtherMotivation formx.Value[string] `json:"other_motivation"`
	formx.FoundUs

	level, years, motivation, other string
}

// validate checks the picks against their lookup lists and keeps the
// trimmed values; the free text counts only for the "Other" motivation,
// the partner only for the partner source.
func (r *motivationRequest) validate(app core.App) error {
	errs := formx.Errors{}
	r.level = errs.Pick(app, "education_level", r.EducationLevel, "education_level", MsgEducationLevel)
	r.years = errs.Pick(app, "experience_years", r.ExperienceYears, "experience_years", MsgExperienceYears)
	r.motivation = errs.Pick(app, "motivation", r.Motivation, "motivation", MsgMotivation)
	r.other = errs.Text("other_motivation", r.OtherMotivation)
	if formx.LookupFlag(app, r.motivation, "is_other") {
		errs.Required("other_motivation", r.other, MsgOtherMotivation, MaxOtherMotivation)
	} else {
		r.other = ""
	}
	r.FoundUs.Validate(app, errs, "volunteer_partner")
	return errs.Err()
}

// postMotivation saves step 1 (JSON): education_level, experience_years,
// motivation, other_motivation (required for the "Other" motivation,
// cleared for any other), source and partner (required for the partner
// source, cleared for any other).
func postMotivation(e *core.RequestEvent) error {
	var req motivationRequest
	user, profile, err := readStep(e, StepMotivation, &req, func() error { return req.validate(e.App) })
	if err != nil {
		return err
	}
	profile.Set("education_level", req.level)
	profile.Set("experience_years", req.years)
	profile.Set("motivation", req.motivation)
	profile.Set("other_motivation", req.other)
	req.FoundUs.Apply(profile)
	return saveStep(e, user, profile, StepMotivation, nil)
}
