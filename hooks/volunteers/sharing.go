package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the contact sharing choices.
const (
	MsgShareEmail = "Please choose whether to share your email."
	MsgSharePhone = "Please choose whether to share your phone number."
)

// sharingRequest is the body of POST /api/volunteer/contact-sharing: both
// choices, each a JSON boolean.
type sharingRequest struct {
	ShareEmail formx.Value[bool] `json:"share_email"`
	SharePhone formx.Value[bool] `json:"share_phone"`

	email, phone bool
}

func (r *sharingRequest) validate() error {
	errs := formx.Errors{}
	r.email = errs.Flag("share_email", r.ShareEmail)
	r.phone = errs.Flag("share_phone", r.SharePhone)
	if !r.ShareEmail.Sent {
		errs.Add("share_email", "validation_required", MsgShareEmail)
	}
	if !r.SharePhone.Sent {
		errs.Add("share_phone", "validation_required", MsgSharePhone)
	}
	return errs.Err()
}

// postContactSharing saves the volunteer's choices to show their email and
// their phone to signed-in company teams (JSON: share_email, share_phone;
// both off until chosen). The phone is saved by the basic step, so the
// choices wait for it; the answer is the whole profile.
func postContactSharing(e *core.RequestEvent) error {
	var req sharingRequest
	user, profile, err := readStep(e, StepEducation, &req, req.validate)
	if err != nil {
		return err
	}
	profile.Set("share_email", req.email)
	profile.Set("share_phone", req.phone)
	err = formx.SaveStep(e, "saving the contact sharing failed", StepBasic, func(tx core.App) error { return tx.Save(profile) })
	if err != nil {
		return err
	}
	return respondProfile(e, user, profile)
}
