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
