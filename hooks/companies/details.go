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
	formx.ProfileBasics
	CompanyName formx.Value[string] `form:"company_name"`
	RoleTitle   formx.Value[string] `form:"role_title"`
	Website     formx.Value[string] `form:"website"`

	companyName, role, website string
}

// validate checks the text fields and keeps them trimmed.
func (r *detailsRequest) validate(app core.App) formx.Errors {
	errs := formx.Errors{}
	r.ProfileBasics.Validate(app, errs)
	// The profile editor may rename the company; the wizard leaves it out.
	r.companyName = errs.Text("company_name", r.CompanyName)
	if r.CompanyName.Sent {
		errs.Required("company_name", r.companyName, auth.MsgCompanyName, 100)
	}
	r.role = errs.Text("role_title", r.RoleTitle)
	errs.Required("role_title", r.role, MsgRoleTitle, MaxShortText)
	r.website = formx.WithScheme(errs.Text("website", r.Website))
	errs.WebURL("website", r.website)
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
	// The logo is required until one is stored.
	logoRequired := ""
	if profile.GetString("logo") == "" {
		logoRequired = MsgLogoRequired
	}
	var req detailsRequest
	logo, err := formx.ReadImageForm(e, &req, func() formx.Errors { return req.validate(e.App) }, "logo", logoRequired)
	if err != nil {
		return err
	}

	if req.CompanyName.Sent {
		profile.Set("company_name", req.companyName)
	}
	req.ProfileBasics.Apply(profile)
	profile.Set("role_title", req.role)
	profile.Set("website", req.website)
	if logo != nil {
		profile.Set("logo", logo)
	}
	return saveStep(e, profile, StepPlan, req.Links)
}
