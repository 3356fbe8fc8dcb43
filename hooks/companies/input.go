package companies

import (
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// maxJSONBody bounds the JSON steps: three texts of 1000 characters fit many
// times over.
const maxJSONBody = 64 << 10

// readJSON decodes a JSON object body; an empty body reads as {} so the
// answer names every missing field.
func readJSON(e *core.RequestEvent) (map[string]any, error) {
	body := map[string]any{}
	err := json.NewDecoder(io.LimitReader(e.Request.Body, maxJSONBody)).Decode(&body)
	if err != nil && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return body, nil
}

// fieldErrors collects the errors of one form, keyed as the form's fields.
type fieldErrors validation.Errors

func (f fieldErrors) add(key, code, msg string) {
	if _, seen := f[key]; !seen {
		f[key] = validation.NewError(code, msg)
	}
}

// text reads a string value; any other JSON type is an error on key. A
// missing value or null reads as "".
func (f fieldErrors) text(body map[string]any, key string) string {
	s, ok := asText(body[key])
	if !ok {
		f.add(key, "validation_invalid_type", "Must be text.")
	}
	return s
}

// asText reads a trimmed string; nil reads as "", any other type is not text.
func asText(v any) (string, bool) {
	switch t := v.(type) {
	case nil:
		return "", true
	case string:
		return strings.TrimSpace(t), true
	}
	return "", false
}

// required checks a non-blank value of at most max characters.
func (f fieldErrors) required(key, value, msg string, max int) {
	if value == "" {
		f.add(key, "validation_required", msg)
		return
	}
	f.maxLen(key, value, max)
}

// maxLen checks the length in characters, as the UI counters count.
func (f fieldErrors) maxLen(key, value string, max int) {
	if utf8.RuneCountInString(value) > max {
		f.add(key, "validation_length_too_long", "Must be at most "+strconv.Itoa(max)+" characters.")
	}
}

func (f fieldErrors) errors() validation.Errors {
	if len(f) == 0 {
		return nil
	}
	return validation.Errors(f)
}

// validationErrors returns the field errors inside err (a record's schema
// validation), or nil for any other failure.
func validationErrors(err error) validation.Errors {
	var verr validation.Errors
	if errors.As(err, &verr) {
		return verr
	}
	return nil
}
