package companies

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Messages of the details step ("Tech Company details").
const (
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

// Limits of the details step.
const (
	MaxShortText = formx.MaxShortText // city, role
	MaxLanguages = formx.MaxLanguages // the schema's languages MaxSelect
	MaxTags      = formx.MaxTags
	MaxTagLength = formx.MaxTagLength  // one tag
	MaxLogoBytes = formx.MaxImageBytes // the product's "500KB"
)

// LogoMimeTypes are the image types a logo may be (no SVG: it can carry script).
var LogoMimeTypes = formx.ImageMimeTypes

// detailsRequest is the multipart body of step 2; the logo stays in the
// request as a file.
type detailsRequest struct {
	CountryCode formx.Value[string] `form:"country_code"`
	Phone       formx.Value[string] `form:"phone"`
	CompanyName formx.Value[string] `form:"company_name"`
	City        formx.Value[string] `form:"city"`
	RoleTitle   formx.Value[string] `form:"role_title"`
	Languages   []string            `form:"languages"`
	Tags        []string            `form:"tags"`
	Website     formx.Value[string] `form:"website"`
	VideoURL    formx.Value[string] `form:"video_url"`
	SocialLinks formx.Value[string] `form:"social_links"`

	countryCode, phone, companyName, city, role, website, video string
	languages, tags                                             []string
	links                                                       []SocialLink
}

// validate checks the text fields and keeps them trimmed.
func (r *detailsRequest) validate(app core.App) formx.Errors {
	errs := formx.Errors{}
	r.countryCode = errs.DialCode(app, "country_code", errs.Text("country_code", r.CountryCode))
	r.phone = errs.Text("phone", r.Phone)
	errs.Phone("phone", r.phone)
	// The profile editor may rename the company; the wizard leaves it out.
	r.companyName = errs.Text("company_name", r.CompanyName)
	if r.CompanyName.Sent {
		errs.Required("company_name", r.companyName, auth.MsgCompanyName, 100)
	}
	r.city, r.role = errs.Text("city", r.City), errs.Text("role_title", r.RoleTitle)
	errs.Required("city", r.city, MsgCity, MaxShortText)
	errs.Required("role_title", r.role, MsgRoleTitle, MaxShortText)
	r.languages = errs.Languages(app, "languages", r.Languages)
	r.tags = errs.Tags("tags", r.Tags)
	r.website, r.video = formx.WithScheme(errs.Text("website", r.Website)), errs.Text("video_url", r.VideoURL)
	errs.WebURL("website", r.website)
	errs.WebURL("video_url", r.video)
	r.links = errs.SocialLinks("social_links", errs.Text("social_links", r.SocialLinks))
	return errs
}

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
	var req detailsRequest
	if err := formx.BindMultipart(e, &req); err != nil {
		return err
	}
	errs := req.validate(e.App)
	logo, sent := errs.Image(e, "logo")
	if !sent && profile.GetString("logo") == "" {
		errs.Add("logo", "validation_required", MsgLogoRequired)
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}

	if req.CompanyName.Sent {
		profile.Set("company_name", req.companyName)
	}
	profile.Set("country_code", req.countryCode)
	profile.Set("phone", req.phone)
	profile.Set("city", req.city)
	profile.Set("role_title", req.role)
	profile.Set("languages", req.languages)
	profile.Set("tags", req.tags)
	profile.Set("website", req.website)
	profile.Set("video_url", req.video)
	if logo != nil {
		profile.Set("logo", logo)
	}
	return saveStep(e, profile, StepPlan, req.links)
}
