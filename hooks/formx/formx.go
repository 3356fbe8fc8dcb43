// Package formx holds the form handling shared by the custom routes:
// binding JSON and multipart bodies into typed request structs (Value),
// collecting field errors in PocketBase's error shape (Errors), and the
// checks both profile wizards apply the same way (dial code, phone,
// languages, tags, images, social links).
package formx

import (
	"errors"
	"strconv"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// Messages shared by every wizard route. MsgFixFields heads every answer
// that carries field errors, whichever route or hook refuses.
const (
	MsgFixFields    = "Please fix the highlighted fields."
	MsgInvalidBody  = "The request body could not be read."
	MsgMultipart    = "Please send the form as multipart/form-data."
	MsgStepsInOrder = "Please complete the previous steps first."
	MsgSaveFailed   = "Your changes could not be saved. Please try again."
	MsgMustBeText   = "Must be text."
)

// MaxJSONBody bounds a JSON step: twenty list entries of a few hundred
// characters each fit many times over.
const MaxJSONBody = 64 << 10

// Errors collects the errors of one form, keyed as the form's fields; the
// first error of a field wins. It is the one way the project builds
// PocketBase's error shape {status, message, data: {field: {code, message}}}:
// Refusal answers with it, FieldError is the one-field case.
type Errors validation.Errors

// FieldError is the data of a refusal that concerns one field.
func FieldError(key, code, msg string) validation.Errors {
	return validation.Errors{key: validation.NewError(code, msg)}
}

// Refusal answers 400 MsgFixFields with the collected errors; nil when there
// are none, so a handler goes on.
func (f Errors) Refusal(e *core.RequestEvent) error {
	if len(f) == 0 {
		return nil
	}
	return e.BadRequestError(MsgFixFields, validation.Errors(f))
}

// Add records an error on key unless key already has one.
func (f Errors) Add(key, code, msg string) {
	if _, seen := f[key]; !seen {
		f[key] = validation.NewError(code, msg)
	}
}

// Merge adds errs' errors on the keys that have none yet.
func (f Errors) Merge(errs validation.Errors) {
	for k, v := range errs {
		if _, seen := f[k]; !seen {
			f[k] = v
		}
	}
}

// Has reports whether key has an error.
func (f Errors) Has(key string) bool {
	_, seen := f[key]
	return seen
}

// Required checks a non-blank value of at most max characters.
func (f Errors) Required(key, value, msg string, max int) {
	f.Check(key, value, validation.Required.Error(msg), maxLength(max))
}

// MaxLen checks the length in characters, as the UI counters count.
func (f Errors) MaxLen(key, value string, max int) {
	f.Check(key, value, maxLength(max))
}

func maxLength(max int) validation.Rule {
	return validation.RuneLength(0, max).ErrorObject(
		validation.NewError("validation_length_too_long", "Must be at most "+strconv.Itoa(max)+" characters."))
}

// Err returns the collected errors as a request's validate() returns them:
// an untyped nil when there are none, so that err != nil holds only with
// errors.
func (f Errors) Err() error {
	if len(f) == 0 {
		return nil
	}
	return validation.Errors(f)
}

// ValidationErrors returns the field errors inside err (a record's schema
// validation), or nil for any other failure.
func ValidationErrors(err error) validation.Errors {
	var verr validation.Errors
	if errors.As(err, &verr) {
		return verr
	}
	return nil
}
