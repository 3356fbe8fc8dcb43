package formx

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"regexp"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// Messages of the contact fields both wizards share.
const (
	MsgCountryCode   = "Please select a country code."
	MsgPhone         = "Please enter your phone number."
	MsgPhoneDigits   = "Phone number must contain 4 to 15 digits only."
	MsgPhoneCountry  = "This number starts with another country's code: choose that country code, or enter the number without it."
	MsgCity          = "Please enter your city."
	MsgLanguages     = "Please select at least one language."
	MsgLanguagesList = "Please select languages from the list."
	MsgTags          = "Add at most 3 tags."
	MsgTagLength     = "Each tag must be at most 30 characters."
)

// Limits of the contact fields.
const (
	MaxShortText = 50 // city, role title
	MaxLanguages = 20 // the schemas' languages MaxSelect
	MaxTags      = 3
	MaxTagLength = 30
)

var digitsOnly = regexp.MustCompile(`^[0-9]+$`)

// DialCode reads country_code: the digits of a country's dial code, a
// leading "+" tolerated (docs/architecture.md, decision 8).
func (f Errors) DialCode(app core.App, key, raw string) string {
	code := strings.TrimPrefix(strings.TrimSpace(raw), "+")
	if !digitsOnly.MatchString(code) || len(code) > 4 || !DialCodeExists(app, code) {
		f.Add(key, "validation_required", MsgCountryCode)
	}
	return code
}

// trunkZero are the dial codes of the countries whose national numbers are
// written with a leading 0 (the trunk prefix) that the international form
// drops: "07700 900123" in the UK is +44 7700 900123. Italy (39) keeps its
// 0 and is not here; nor are the countries without a trunk prefix (the
// NANP's 1, Spain, Portugal, the Gulf states...). The UI has the same list
// (ui/src/shared/fields.ts).
var trunkZero = map[string]bool{
	"20": true, "27": true, "31": true, "32": true, "33": true, "41": true, "43": true, "44": true,
	"46": true, "49": true, "54": true, "55": true, "60": true, "61": true, "62": true, "63": true,
	"64": true, "66": true, "81": true, "82": true, "84": true, "86": true, "90": true, "91": true,
	"92": true, "93": true, "94": true, "98": true, "212": true, "213": true, "218": true, "233": true,
	"234": true, "249": true, "251": true, "254": true, "255": true, "256": true, "353": true, "358": true,
	"359": true, "380": true, "381": true, "385": true, "386": true, "421": true, "880": true, "961": true,
	"962": true, "963": true, "964": true, "966": true, "970": true, "971": true, "972": true,
}

// phoneSeparators are what people write between a number's digits.
var phoneSeparators = strings.NewReplacer(" ", "", "-", "", "(", "", ")", "", ".", "", "/", "", "\u00a0", "")

// NationalPhone is the national number in raw as people paste it, after
// the country's dialCode (digits): separators dropped, a leading "+" or
// "00" with this dial code dropped, then the trunk 0 of a country that
// uses one ("+44 (0)7700 900-123" → "7700900123"). otherCountry reports a
// "+" or "00" followed by another dial code (the number is then returned
// as written). Anything else than digits and separators is left for Phone
// to refuse.
func NationalPhone(dialCode, raw string) (national string, otherCountry bool) {
	raw = strings.TrimSpace(raw)
	s := phoneSeparators.Replace(raw)
	intl := false
	switch {
	case strings.HasPrefix(s, "+"):
		s, intl = s[1:], true
	case strings.HasPrefix(s, "00"):
		s, intl = s[2:], true
	}
	if !digitsOnly.MatchString(s) {
		return raw, false
	}
	if intl {
		if dialCode == "" || !strings.HasPrefix(s, dialCode) {
			return raw, dialCode != ""
		}
		s = s[len(dialCode):]
	}
	if trunkZero[dialCode] && strings.HasPrefix(s, "0") {
		s = s[1:]
	}
	return s, false
}

// Phone checks a required phone number of 4 to 15 digits.
func (f Errors) Phone(key, phone string) {
	if phone == "" {
		f.Add(key, "validation_required", MsgPhone)
	} else if !digitsOnly.MatchString(phone) || len(phone) < 4 || len(phone) > 15 {
		f.Add(key, "validation_invalid_phone", MsgPhoneDigits)
	}
}

// Languages reads at least one language lookup id, without duplicates.
func (f Errors) Languages(app core.App, key string, raw []string) []string {
	languages := UniqueValues(raw, false)
	switch {
	case len(languages) == 0:
		f.Add(key, "validation_required", MsgLanguages)
	case len(languages) > MaxLanguages:
		f.Add(key, "validation_too_many", "Select at most "+strconv.Itoa(MaxLanguages)+" languages.")
	default:
		for _, id := range languages {
			if !LookupOfKind(app, id, "language") {
				f.Add(key, "validation_invalid_value", MsgLanguagesList)
			}
		}
	}
	return languages
}

// Tags reads at most MaxTags tags, duplicates dropped without case.
func (f Errors) Tags(key string, raw []string) []string {
	tags := UniqueValues(raw, true)
	if len(tags) > MaxTags {
		f.Add(key, "validation_too_many", MsgTags)
	}
	for _, t := range tags {
		if len([]rune(t)) > MaxTagLength {
			f.Add(key, "validation_length_too_long", MsgTagLength)
		}
	}
	return tags
}

// StoredTags are the tags of a record's JSON field; a malformed stored value
// reads as none.
func StoredTags(r *core.Record, field string) []string {
	var tags []string
	if err := r.UnmarshalJSONField(field, &tags); err != nil || tags == nil {
		return []string{}
	}
	return tags
}

// DialCodeExists reports whether code is the dial code of a country.
func DialCodeExists(app core.App, code string) bool {
	n, err := app.CountRecords("lookups", dbx.HashExp{"kind": "country", "status": "approved", "dial_code": code})
	return err == nil && n > 0
}

// NonNil turns a nil slice into an empty one, so JSON shows [] not null.
func NonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// Lookup is the rule of a pick list: the value is the id of an approved
// lookup of kind, else the error is code "validation_required" with msg (a
// pick that is not in the list was not made).
func Lookup(app core.App, kind, msg string) validation.Rule {
	return validation.By(func(v any) error {
		if id, _ := v.(string); !LookupOfKind(app, id, kind) {
			return validation.NewError("validation_required", msg)
		}
		return nil
	})
}

// LookupOfKind reports whether id is an approved lookup of the given kind:
// every pick list a form offers is one kind of lookup.
func LookupOfKind(app core.App, id, kind string) bool {
	if id == "" {
		return false
	}
	rec, err := app.FindRecordById("lookups", id)
	return err == nil && rec.GetString("kind") == kind && rec.GetString("status") == "approved"
}
