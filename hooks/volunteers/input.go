package volunteers

import (
	"math"
	"strconv"
	"strings"

	"voluntech/hooks/formx"
)

// Messages of malformed list input.
const (
	MsgList         = "Must be a list."
	MsgEntry        = "Each entry must be an object."
	MsgWholeNumber  = "Must be a whole number."
	MsgTrueOrFalse  = "Must be true or false."
	MsgMonthPattern = "Must be a month number from 1 to 12."
)

var monthNames = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}

// list reads body[key] as a list of objects of at most max entries. A
// missing key is an error too: an empty body must not wipe a saved list,
// only an explicit [] does.
func list(errs formx.Errors, body map[string]any, key, what string, max int) []map[string]any {
	raw, present := body[key]
	items, isList := raw.([]any)
	switch {
	case !present || raw == nil:
		errs.Add(key, "validation_required", "Please send the list of "+what+".")
		return nil
	case !isList:
		errs.Add(key, "validation_invalid_type", MsgList)
		return nil
	case len(items) > max:
		errs.Add(key, "validation_too_many", "Add at most "+strconv.Itoa(max)+" "+what+".")
		return nil
	}
	out := make([]map[string]any, 0, len(items))
	for i, item := range items {
		obj, ok := item.(map[string]any)
		if !ok {
			errs.Add(key+"."+strconv.Itoa(i), "validation_invalid_type", MsgEntry)
			obj = map[string]any{}
		}
		out = append(out, obj)
	}
	return out
}

// whole reads an optional whole number: a JSON number or a text of digits;
// null, "" and a missing value read as 0 (not given).
func whole(errs formx.Errors, v any, key string) int {
	switch t := v.(type) {
	case nil:
		return 0
	case float64:
		if t == math.Trunc(t) && math.Abs(t) < 1e6 {
			return int(t)
		}
		if t == math.Trunc(t) {
			return math.MaxInt32 // out of every range, reported by the range check
		}
	case string:
		s := strings.TrimSpace(t)
		if s == "" {
			return 0
		}
		if n, err := strconv.Atoi(s); err == nil && n > -1e6 && n < 1e6 {
			return n
		}
	}
	errs.Add(key, "validation_invalid_type", MsgWholeNumber)
	return 0
}

// month reads an optional month: a number 1 to 12 as whole does, or a
// month name matched by its first three letters ("Mar", "march").
func month(errs formx.Errors, v any, key string) int {
	if s, ok := v.(string); ok {
		s = strings.ToLower(strings.TrimSpace(s))
		if len(s) >= 3 && s[0] >= 'a' && s[0] <= 'z' {
			for i, name := range monthNames {
				if strings.HasPrefix(s, name) {
					return i + 1
				}
			}
			errs.Add(key, "validation_invalid_type", MsgMonthPattern)
			return 0
		}
	}
	return whole(errs, v, key)
}

// flag reads an optional boolean: JSON true/false, or "true"/"false"/"1"/
// "0"/"on"/"" as a form would send it; null reads as false.
func flag(errs formx.Errors, v any, key string) bool {
	switch t := v.(type) {
	case nil:
		return false
	case bool:
		return t
	case string:
		switch strings.ToLower(strings.TrimSpace(t)) {
		case "true", "1", "on":
			return true
		case "false", "0", "off", "":
			return false
		}
	}
	errs.Add(key, "validation_invalid_type", MsgTrueOrFalse)
	return false
}

// period reads the period fields of one entry and applies the period rules;
// errors go under prefix+field.
func period(errs formx.Errors, obj map[string]any, prefix string, maxYear int) Period {
	p := Period{
		StartYear:  whole(errs, obj["start_year"], prefix+"start_year"),
		StartMonth: month(errs, obj["start_month"], prefix+"start_month"),
		EndYear:    whole(errs, obj["end_year"], prefix+"end_year"),
		EndMonth:   month(errs, obj["end_month"], prefix+"end_month"),
		Current:    flag(errs, obj["current"], prefix+"current"),
	}
	for _, f := range []string{"start_year", "start_month", "end_year", "end_month", "current"} {
		if errs.Has(prefix + f) {
			return p // a malformed value: the rules would report nonsense
		}
	}
	if perr := p.Validate(maxYear); perr != nil {
		errs.Add(prefix+perr.Field, perr.Code, perr.Message)
	}
	return p.Normalized()
}
