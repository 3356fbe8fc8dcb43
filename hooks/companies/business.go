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

// businessRequest is the body of step 4.
type businessRequest struct {
	Description         formx.Value[string] `json:"description"`
	ProgressDescription formx.Value[string] `json:"progress_description"`
	FuturePlan          formx.Value[string] `json:"future_plan"`

	texts map[string]string
}

// validate keeps the trimmed texts, each required.
func (r *businessRequest) validate() error {
	errs := formx.Errors{}
	r.texts = errs.RequiredTexts(MaxBusinessText,
		formx.TextField{Key: "description", Value: r.Description, Msg: MsgDescription},
		formx.TextField{Key: "progress_description", Value: r.ProgressDescription, Msg: MsgProgressDescription},
		formx.TextField{Key: "future_plan", Value: r.FuturePlan, Msg: MsgFuturePlan})
	return errs.Err()
}

// postBusiness saves step 4: description, progress_description and
// future_plan (JSON), each non-blank after trimming. It finishes the wizard.
func postBusiness(e *core.RequestEvent) error {
	var req businessRequest
	profile, err := readStep(e, StepBusiness, &req, req.validate)
	if err != nil {
		return err
	}
	for k, v := range req.texts {
		profile.Set(k, v)
	}
	return saveStep(e, profile, StepDone, nil)
}
