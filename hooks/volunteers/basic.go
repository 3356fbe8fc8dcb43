package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// basicRequest is the multipart body of step 2; the photo stays in the
// request as a file.
type basicRequest struct {
	CountryCode formx.Value[string] `form:"country_code"`
	Phone       formx.Value[string] `form:"phone"`
	City        formx.Value[string] `form:"city"`
	Languages   []string            `form:"languages"`
	Tags        []string            `form:"tags"`
	VideoURL    formx.Value[string] `form:"video_url"`
	RemovePhoto formx.Value[bool]   `form:"remove_photo"`
	SocialLinks formx.Value[string] `form:"social_links"`

	countryCode, phone, city, video string
	languages, tags                 []string
	links                           []formx.SocialLink
}

// validate checks the text fields and keeps them trimmed.
func (r *basicRequest) validate(app core.App) formx.Errors {
	errs := formx.Errors{}
	r.countryCode = errs.DialCode(app, "country_code", errs.Text("country_code", r.CountryCode))
	r.phone = errs.Text("phone", r.Phone)
	errs.Phone("phone", r.phone)
	r.city = errs.Text("city", r.City)
	errs.Required("city", r.city, formx.MsgCity, formx.MaxShortText)
	r.languages = errs.Languages(app, "languages", r.Languages)
	r.tags = errs.Tags("tags", r.Tags)
	r.video = errs.Text("video_url", r.VideoURL)
	errs.WebURL("video_url", r.video)
	errs.Flag("remove_photo", r.RemovePhoto)
	r.links = errs.SocialLinks("social_links", errs.Text("social_links", r.SocialLinks))
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
	if err := formx.BindMultipart(e, &req); err != nil {
		return err
	}
	errs := req.validate(e.App)
	photo, _ := errs.Image(e, "photo")
	if err := errs.Refusal(e); err != nil {
		return err
	}

	profile.Set("country_code", req.countryCode)
	profile.Set("phone", req.phone)
	profile.Set("city", req.city)
	profile.Set("languages", req.languages)
	profile.Set("tags", req.tags)
	profile.Set("video_url", req.video)
	switch {
	case photo != nil:
		profile.Set("photo", photo)
	case req.RemovePhoto.V:
		profile.Set("photo", "")
	}
	var replaceLinks func(tx core.App) error
	if req.SocialLinks.Sent {
		replaceLinks = func(tx core.App) error { return formx.ReplaceSocialLinks(tx, user.Id, req.links) }
	}
	return saveStep(e, user, profile, StepBasic, replaceLinks)
}
