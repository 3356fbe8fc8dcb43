package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the career aspirations step.
const (
	MsgAbout       = "Please introduce yourself."
	MsgAspirations = "Please describe your career path."
	MsgOpportunity = "Please describe your ideal opportunity."
)

// MaxCareerText is the length of each career text (docs/architecture.md, decision 3).
const MaxCareerText = 500

// The volunteer's availability (issue 35): the hours a day and the months
// they can give, compared with an opportunity's by the matching score. 0 is
// "not said"; the maxima are an opportunity's (the schema's bounds,
// pb_migrations OpportunityMaxHoursPerDay and OpportunityMaxMonths).
const (
	MaxHoursPerDay = 12
	MaxMonths      = 24

	MsgHoursPerDay = "Choose whole hours from 0 to 12 (0: not said)."
	MsgMonths      = "Choose whole months from 0 to 24 (0: not said)."
)

// aspirationRequest is the body of step 6.
type aspirationRequest struct {
	About       formx.Value[string] `json:"about"`
	Aspirations formx.Value[string] `json:"aspirations"`
	Opportunity formx.Value[string] `json:"opportunity"`
	Available   formx.Value[bool]   `json:"available"`
	HoursPerDay formx.Value[int]    `json:"hours_per_day"`
	Months      formx.Value[int]    `json:"months"`

	texts map[string]string
}

// validate keeps the trimmed texts, each required.
func (r *aspirationRequest) validate() error {
	errs := formx.Errors{}
	r.texts = errs.RequiredTexts(MaxCareerText,
		formx.TextField{Key: "about", Value: r.About, Msg: MsgAbout},
		formx.TextField{Key: "aspirations", Value: r.Aspirations, Msg: MsgAspirations},
		formx.TextField{Key: "opportunity", Value: r.Opportunity, Msg: MsgOpportunity})
	errs.Flag("available", r.Available)
	errs.WholeIn("hours_per_day", r.HoursPerDay, 0, MaxHoursPerDay, MsgHoursPerDay)
	errs.WholeIn("months", r.Months, 0, MaxMonths, MsgMonths)
	return errs.Err()
}

// postAspiration saves step 6 (JSON): about, aspirations and opportunity,
// each non-blank after trimming and at most 500 characters, an optional
// available (open to opportunities) for the editor, and the optional
// availability hours_per_day (0-12) and months (0-24), whole numbers, 0
// for not said, each kept as saved when not sent. It finishes
// the wizard, which makes the volunteer available unless available is
// sent as false.
func postAspiration(e *core.RequestEvent) error {
	var req aspirationRequest
	user, profile, err := readStep(e, StepAspiration, &req, req.validate)
	if err != nil {
		return err
	}
	for k, v := range req.texts {
		profile.Set(k, v)
	}
	if req.HoursPerDay.Sent {
		profile.Set("hours_per_day", req.HoursPerDay.V)
	}
	if req.Months.Sent {
		profile.Set("months", req.Months.V)
	}
	switch {
	case req.Available.Sent:
		profile.Set("available", req.Available.V)
	case CurrentStep(user) < StepDone:
		// Finishing the wizard makes the volunteer open to opportunities.
		profile.Set("available", true)
	}
	return saveStep(e, user, profile, StepAspiration, nil)
}
