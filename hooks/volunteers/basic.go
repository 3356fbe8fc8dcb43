package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

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
	form, err := formx.ReadMultipart(e)
	if err != nil {
		return e.BadRequestError(formx.MsgMultipart, nil)
	}
	errs := formx.Errors{}
	countryCode := errs.DialCode(e.App, "country_code", form.One("country_code"))
	phone := form.One("phone")
	errs.Phone("phone", phone)
	city := form.One("city")
	errs.Required("city", city, formx.MsgCity, formx.MaxShortText)
	languages := errs.Languages(e.App, "languages", form["languages"])
	tags := errs.Tags("tags", form["tags"])
	video := form.One("video_url")
	errs.WebURL("video_url", video)
	removePhoto := flag(errs, form.One("remove_photo"), "remove_photo")
	photo, _ := errs.Image(e, "photo")
	links := errs.SocialLinks("social_links", form.One("social_links"))
	if err := errs.Refusal(e); err != nil {
		return err
	}

	profile.Set("country_code", countryCode)
	profile.Set("phone", phone)
	profile.Set("city", city)
	profile.Set("languages", languages)
	profile.Set("tags", tags)
	profile.Set("video_url", video)
	switch {
	case photo != nil:
		profile.Set("photo", photo)
	case removePhoto:
		profile.Set("photo", "")
	}
	var replaceLinks func(tx core.App) error
	if form.Sent("social_links") {
		replaceLinks = func(tx core.App) error { return formx.ReplaceSocialLinks(tx, user.Id, links) }
	}
	return saveStep(e, user, profile, StepBasic, replaceLinks)
}
