package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// basicRequest is the multipart body of step 2; the photo stays in the
// request as a file.
type basicRequest struct {
	formx.ProfileBasics
	RemovePhoto formx.Value[bool] `form:"remove_photo"`
}

// validate checks the text fields and keeps them trimmed.
func (r *basicRequest) validate(app core.App) formx.Errors {
	errs := formx.Errors{}
	r.ProfileBasics.Validate(app, errs)
	errs.Flag("remove_photo", r.RemovePhoto)
	return errs
}

// postBasicProfile saves step 2 (multipart): country_code, phone, city,
// languages (repeated, at least one), tags (repeated, at most 3),
// video_url, photo (an optional image file of at most 500 KB; a profile
// keeps its stored photo when none is sent, and remove_photo=true drops
// it) and social_links (a JSON text `[{network, url}]` that replaces the
// saved links; "" or "[]" clears them, leaving the field out keeps them,
// so an editor tab that does not show the links cannot wipe them).
func postBasicProfile(e *core.RequestEvent) error {
	user, profile, err := profileForStep(e, StepBasic)
	if err != nil {
		return err
	}
	var req basicRequest
	photo, err := formx.ReadImageForm(e, &req, func() formx.Errors { return req.validate(e.App) }, "photo", "")
	if err != nil {
		return err
	}

	req.ProfileBasics.Apply(profile)
	switch {
	case photo != nil:
		profile.Set("photo", photo)
	case req.RemovePhoto.V:
		profile.Set("photo", "")
	}
	var replaceLinks func(tx core.App) error
	if req.SocialLinks.Sent {
		replaceLinks = func(tx core.App) error { return formx.ReplaceSocialLinks(tx, user.Id, req.Links) }
	}
	return saveStep(e, user, profile, StepBasic, replaceLinks)
}
