package companies

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the business step ("Understanding the business and your plans").
const (
	MsgDescription         = "Please describe your business."
	MsgProgressDescription = "Please describe your progress."
	MsgFuturePlan          = "Please describe your plan for the next 12 to 18 months."
)

// MaxBusinessText is the length of each business text. The spec shows
// counters without a figure; 1000 characters leaves room for a real answer.
const MaxBusinessText = 1000

// postBusiness saves step 4: description, progress_description and
// future_plan (JSON), each non-blank after trimming. It finishes the wizard.
func postBusiness(e *core.RequestEvent) error {
	profile, body, err := jsonStep(e, StepBusiness)
	if err != nil {
		return err
	}
	errs := formx.Errors{}
	texts := map[string]string{}
	for _, f := range []struct{ key, msg string }{
		{"description", MsgDescription},
		{"progress_description", MsgProgressDescription},
		{"future_plan", MsgFuturePlan},
	} {
		texts[f.key] = errs.Text(body, f.key)
		errs.Required(f.key, texts[f.key], f.msg, MaxBusinessText)
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}
	for k, v := range texts {
		profile.Set(k, v)
	}
	return saveStep(e, profile, StepDone, nil)
}
