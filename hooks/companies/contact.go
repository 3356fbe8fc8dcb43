package companies

import (
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Messages of the public contact email.
const (
	MsgContactEmailRequired = "Please enter the email to show on your public page."
	MsgContactEmailInvalid  = "Please enter a valid email address."
)

// MaxContactEmail is the longest address an email field takes.
const MaxContactEmail = 254

// contactRequest is the body of POST /api/company/onboarding/contact.
type contactRequest struct {
	ShowContactEmail formx.Value[bool]   `json:"show_contact_email"`
	ContactEmail     formx.Value[string] `json:"contact_email"`

	show  bool
	email string
}

// validate keeps the choice and the trimmed address: required while shown,
// a valid address whenever given.
func (r *contactRequest) validate() error {
	errs := formx.Errors{}
	r.show = errs.Flag("show_contact_email", r.ShowContactEmail)
	r.email = errs.Text("contact_email", r.ContactEmail)
	switch {
	case errs.Has("contact_email"):
	case r.email == "" && r.show:
		errs.Add("contact_email", "validation_required", MsgContactEmailRequired)
	case r.email != "" && (len(r.email) > MaxContactEmail || is.EmailFormat.Validate(r.email) != nil):
		errs.Add("contact_email", "validation_invalid_email", MsgContactEmailInvalid)
	}
	return errs.Err()
}

// postContact saves whether the public company page shows a contact email
// and which one (JSON: show_contact_email, contact_email). Any member of
// the team may change it, as they may the rest of the profile; the answer
// is the whole draft.
func postContact(e *core.RequestEvent) error {
	profile, err := FindProfile(e.App, auth.CompanyIDOf(e.Auth))
	if err != nil {
		return e.NotFoundError(MsgNoProfile, nil)
	}
	var req contactRequest
	if err := formx.ReadJSON(e, &req, req.validate); err != nil {
		return err
	}
	profile.Set("show_contact_email", req.show)
	profile.Set("contact_email", req.email)
	err = formx.SaveStep(e, "saving the contact email failed", 0, func(tx core.App) error { return tx.Save(profile) })
	if err != nil {
		return err
	}
	return respondDraft(e, profile)
}
