package companies

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Messages of the details step ("Tech Company details").
const (
	MsgMultipart     = "Please send the details as multipart/form-data."
	MsgCountryCode   = formx.MsgCountryCode
	MsgPhone         = formx.MsgPhone
	MsgPhoneDigits   = formx.MsgPhoneDigits
	MsgCity          = formx.MsgCity
	MsgRoleTitle     = "Please enter your role."
	MsgLanguages     = formx.MsgLanguages
	MsgLanguagesList = formx.MsgLanguagesList
	MsgTags          = formx.MsgTags
	MsgTagLength     = formx.MsgTagLength
	MsgLogoRequired  = "Please upload your company logo."
	MsgLogoSize      = formx.MsgFileSize
	MsgLogoType      = formx.MsgImageType
)

// Limits of the details step (spec 000 §5 and §9).
const (
	MaxShortText = formx.MaxShortText  // city, role
	MaxLanguages = formx.MaxLanguages  // the schema's languages MaxSelect
	MaxTags      = formx.MaxTags       // spec 000 §9
	MaxTagLength = formx.MaxTagLength  // one tag
	MaxLogoBytes = formx.MaxImageBytes // "500KB", spec 000 §9
)

// LogoMimeTypes are the image types a logo may be (no SVG: it can carry script).
var LogoMimeTypes = formx.ImageMimeTypes

// postDetails saves step 2 (multipart): country_code, phone, city,
// role_title, languages and tags (repeated once per value), website,
// video_url, logo (a file, required while none is stored), social_links
// (a JSON text `[{network, url}]` that replaces the saved links) and, from
// the profile editor, an optional company_name.
func postDetails(e *core.RequestEvent) error {
	profile, err := profileForStep(e, StepDetails)
	if err != nil {
		return err
	}
	form, err := formx.ReadMultipart(e)
	if err != nil {
		return e.BadRequestError(MsgMultipart, nil)
	}
	errs := formx.Errors{}

	countryCode := errs.DialCode(e.App, "country_code", form.One("country_code"))
	phone := form.One("phone")
	errs.Phone("phone", phone)
	// The profile editor may rename the company; the wizard leaves it out.
	renaming := form.Sent("company_name")
	companyName := form.One("company_name")
	if renaming {
		errs.Required("company_name", companyName, auth.MsgCompanyName, 100)
	}
	city, role := form.One("city"), form.One("role_title")
	errs.Required("city", city, MsgCity, MaxShortText)
	errs.Required("role_title", role, MsgRoleTitle, MaxShortText)
	languages := errs.Languages(e.App, "languages", form["languages"])
	tags := errs.Tags("tags", form["tags"])
	website, video := form.One("website"), form.One("video_url")
	errs.WebURL("website", website)
	errs.WebURL("video_url", video)
	logo, sent := errs.Image(e, "logo")
	if !sent && profile.GetString("logo") == "" {
		errs.Add("logo", "validation_required", MsgLogoRequired)
	}
	links := errs.SocialLinks("social_links", form.One("social_links"))
	if err := errs.Refusal(e); err != nil {
		return err
	}

	if renaming {
		profile.Set("company_name", companyName)
	}
	profile.Set("country_code", countryCode)
	profile.Set("phone", phone)
	profile.Set("city", city)
	profile.Set("role_title", role)
	profile.Set("languages", languages)
	profile.Set("tags", tags)
	profile.Set("website", website)
	profile.Set("video_url", video)
	if logo != nil {
		profile.Set("logo", logo)
	}
	return saveStep(e, profile, StepPlan, links)
}
