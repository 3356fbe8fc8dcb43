package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/pb_migrations"
)

// Messages of the career aspirations step.
const (
	MsgAbout       = "Please introduce yourself."
	MsgAspirations = "Please describe your career path."
	MsgOpportunity = "Please describe your ideal opportunity."
)

// MaxCareerText is the length of each career text (DESIGN.md §6.3).
const MaxCareerText = pb_migrations.MaxCareerText

// postAspiration saves step 6 (JSON): about, aspirations and opportunity,
// each non-blank after trimming and at most 500 characters, and an
// optional available (open to opportunities) for the editor. It finishes
// the wizard, which makes the volunteer available unless available is
// sent as false.
func postAspiration(e *core.RequestEvent) error {
	user, profile, body, err := jsonStep(e, StepAspiration)
	if err != nil {
		return err
	}
	errs := formx.Errors{}
	texts := map[string]string{}
	for _, f := range []struct{ key, msg string }{
		{"about", MsgAbout},
		{"aspirations", MsgAspirations},
		{"opportunity", MsgOpportunity},
	} {
		texts[f.key] = errs.Text(body, f.key)
		errs.Required(f.key, texts[f.key], f.msg, MaxCareerText)
	}
	_, setAvailable := body["available"]
	available := flag(errs, body["available"], "available")
	if err := errs.Refusal(e); err != nil {
		return err
	}
	for k, v := range texts {
		profile.Set(k, v)
	}
	switch {
	case setAvailable && body["available"] != nil:
		profile.Set("available", available)
	case profile.GetInt("wizard_step") < StepDone:
		// Finishing the wizard makes the volunteer open to opportunities.
		profile.Set("available", true)
	}
	return saveStep(e, user, profile, StepAspiration, nil)
}
