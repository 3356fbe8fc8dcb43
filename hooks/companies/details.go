package companies

import (
	"errors"
	"net/http"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/core/validators"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/router"

	"voluntech/hooks/auth"
)

// Messages of the details step ("Tech Company details").
const (
	MsgMultipart     = "Please send the details as multipart/form-data."
	MsgCountryCode   = "Please select a country code."
	MsgPhone         = "Please enter your phone number."
	MsgPhoneDigits   = "Phone number must contain 4 to 15 digits only."
	MsgCity          = "Please enter your city."
	MsgRoleTitle     = "Please enter your role."
	MsgLanguages     = "Please select at least one language."
	MsgLanguagesList = "Please select languages from the list."
	MsgTags          = "Add at most 3 tags."
	MsgTagLength     = "Each tag must be at most 30 characters."
	MsgLogoRequired  = "Please upload your company logo."
	MsgLogoSize      = "File size should be less than 500KB"
	MsgLogoType      = "Please upload a JPEG, PNG, WebP or GIF image."
)

// Limits of the details step (spec 000 §5 and §9).
const (
	MaxShortText = 50     // city, role
	MaxLanguages = 20     // the schema's languages MaxSelect
	MaxTags      = 3      // spec 000 §9
	MaxTagLength = 30     // one tag
	MaxLogoBytes = 512000 // "500KB", spec 000 §9
)

// LogoMimeTypes are the image types a logo may be (no SVG: it can carry script).
var LogoMimeTypes = []string{"image/jpeg", "image/png", "image/webp", "image/gif"}

var digitsOnly = regexp.MustCompile(`^[0-9]+$`)

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
	if err := e.Request.ParseMultipartForm(router.DefaultMaxMemory); err != nil {
		return e.BadRequestError(MsgMultipart, nil)
	}
	values := e.Request.MultipartForm.Value
	one := func(key string) string {
		if v := values[key]; len(v) > 0 {
			return strings.TrimSpace(v[0])
		}
		return ""
	}
	errs := fieldErrors{}

	countryCode := strings.TrimPrefix(one("country_code"), "+")
	if !digitsOnly.MatchString(countryCode) || len(countryCode) > 4 || !dialCodeExists(e.App, countryCode) {
		errs.add("country_code", "validation_required", MsgCountryCode)
	}
	phone := one("phone")
	if phone == "" {
		errs.add("phone", "validation_required", MsgPhone)
	} else if !digitsOnly.MatchString(phone) || len(phone) < 4 || len(phone) > 15 {
		errs.add("phone", "validation_invalid_phone", MsgPhoneDigits)
	}
	// The profile editor may rename the company; the wizard leaves it out.
	_, renaming := values["company_name"]
	companyName := one("company_name")
	if renaming {
		errs.required("company_name", companyName, auth.MsgCompanyName, 100)
	}
	city, role := one("city"), one("role_title")
	errs.required("city", city, MsgCity, MaxShortText)
	errs.required("role_title", role, MsgRoleTitle, MaxShortText)

	languages := uniqueValues(values["languages"], false)
	switch {
	case len(languages) == 0:
		errs.add("languages", "validation_required", MsgLanguages)
	case len(languages) > MaxLanguages:
		errs.add("languages", "validation_too_many", "Select at most "+strconv.Itoa(MaxLanguages)+" languages.")
	default:
		for _, id := range languages {
			if !auth.LookupOfKind(e.App, id, "language") {
				errs.add("languages", "validation_invalid_value", MsgLanguagesList)
			}
		}
	}
	tags := uniqueValues(values["tags"], true)
	if len(tags) > MaxTags {
		errs.add("tags", "validation_too_many", MsgTags)
	}
	for _, t := range tags {
		if len([]rune(t)) > MaxTagLength {
			errs.add("tags", "validation_length_too_long", MsgTagLength)
		}
	}
	website, video := one("website"), one("video_url")
	for key, link := range map[string]string{"website": website, "video_url": video} {
		if link != "" && (!ValidWebURL(link) || len(link) > MaxURL) {
			errs.add(key, "validation_invalid_url", MsgInvalidURL)
		}
	}
	logo := readLogo(e, profile, errs)
	links := parseSocialLinks(one("social_links"), errs)
	if verr := errs.errors(); verr != nil {
		return e.BadRequestError(MsgFixFields, verr)
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

// readLogo returns the uploaded logo, nil when none was sent (allowed only
// while one is stored), and reports a missing, oversized or non-image file.
func readLogo(e *core.RequestEvent, profile *core.Record, errs fieldErrors) *filesystem.File {
	files, err := e.FindUploadedFiles("logo")
	if errors.Is(err, http.ErrMissingFile) || (err == nil && len(files) == 0) {
		if profile.GetString("logo") == "" {
			errs.add("logo", "validation_required", MsgLogoRequired)
		}
		return nil
	}
	if err != nil || len(files) != 1 {
		errs.add("logo", "validation_invalid_file", "Please upload one image.")
		return nil
	}
	file := files[0]
	if file.Size > MaxLogoBytes {
		errs.add("logo", "validation_file_size_limit", MsgLogoSize)
		return nil
	}
	if validators.UploadedFileMimeType(LogoMimeTypes)(file) != nil {
		errs.add("logo", "validation_invalid_mime_type", MsgLogoType)
		return nil
	}
	return file
}

// uniqueValues trims, drops blanks and duplicates (without case when
// foldCase), keeping the first spelling and the order.
func uniqueValues(in []string, foldCase bool) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, v := range in {
		v = strings.TrimSpace(v)
		key := v
		if foldCase {
			key = strings.ToLower(v)
		}
		if v == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, v)
	}
	return out
}

func dialCodeExists(app core.App, code string) bool {
	n, err := app.CountRecords("lookups", dbx.HashExp{"kind": "country", "status": "approved", "dial_code": code})
	return err == nil && n > 0
}
