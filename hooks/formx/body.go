package formx

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
)

// Messages of a value of the wrong type.
const (
	MsgList        = "Must be a list."
	MsgEntry       = "Each entry must be an object."
	MsgWholeNumber = "Must be a whole number."
	MsgTrueOrFalse = "Must be true or false."
)

// Value is one field of a typed request body. It remembers whether the
// field was sent and whether it held a value of another type, so that a
// request's validate() reports a wrong type as an error of that field:
// left to encoding/json, the first mismatch would fail the whole body, and
// its error names no list index (the forms need "educations.1.end_year").
// A wrong type is never converted: "Mar" is no month, "on" no boolean.
type Value[T any] struct {
	V     T
	Sent  bool // present and not null
	Wrong bool // present with a value of another type
}

// UnmarshalJSON reads the JSON value; null reads as not sent.
func (v *Value[T]) UnmarshalJSON(b []byte) error {
	*v = Value[T]{}
	if bytes.Equal(bytes.TrimSpace(b), []byte("null")) {
		return nil
	}
	v.Sent = true
	if err := json.Unmarshal(b, &v.V); err != nil {
		var typeErr *json.UnmarshalTypeError
		if !errors.As(err, &typeErr) {
			return err
		}
		var zero T
		v.V, v.Wrong = zero, true
	}
	return nil
}

// UnmarshalText reads one multipart value (PocketBase's BindBody calls it):
// text as sent, a whole number in digits, a boolean as "true" or "false";
// "" is the zero value, as an empty form input sends it.
func (v *Value[T]) UnmarshalText(b []byte) error {
	*v = Value[T]{Sent: true}
	s := strings.TrimSpace(string(b))
	switch p := any(&v.V).(type) {
	case *string:
		*p = string(b)
	case *bool:
		switch s {
		case "true":
			*p = true
		case "false", "":
		default:
			v.Wrong = true
		}
	case *int:
		if s == "" {
			break
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			v.Wrong = true
		}
		*p = n
	default:
		v.Wrong = true
	}
	return nil
}

// BindJSON reads a JSON body of at most MaxJSONBody bytes into dst, a
// request struct of Value fields; an empty body leaves dst empty so that
// validate() names every missing field. The body is read as JSON whatever
// its Content-Type says (API clients often leave it out); a body that is no
// JSON object is answered 400 MsgInvalidBody.
func BindJSON(e *core.RequestEvent, dst any) error {
	e.Request.Body = http.MaxBytesReader(e.Response, e.Request.Body, MaxJSONBody)
	e.Request.Header.Set("Content-Type", "application/json")
	if err := e.BindBody(dst); err != nil {
		return e.BadRequestError(MsgInvalidBody, nil)
	}
	return nil
}

// ReadJSON binds the JSON body into req (BindJSON) and checks it with
// validate, usually a closure over req.validate: field errors are answered
// 400 MsgFixFields. nil lets the handler go on with the checked values.
func ReadJSON(e *core.RequestEvent, req any, validate func() error) error {
	if err := BindJSON(e, req); err != nil {
		return err
	}
	if err := validate(); err != nil {
		return e.BadRequestError(MsgFixFields, err)
	}
	return nil
}

// ReadReason reads the body {reason} of a route that refuses, revokes or
// suspends something and must say why (ReadField of "reason").
func ReadReason(e *core.RequestEvent, check func(errs Errors, reason string)) (string, error) {
	return ReadField(e, "reason", check)
}

// RequiredReason is the usual check of a reason: not blank (msg) and at
// most max characters.
func RequiredReason(msg string, max int) func(errs Errors, reason string) {
	return func(errs Errors, reason string) { errs.Required("reason", reason, msg, max) }
}

// BindMultipart reads a multipart/form-data body into dst through its
// `form` tags: a repeated field fills a []string, files stay in the request
// for Image. Any other body is answered 400 MsgMultipart.
func BindMultipart(e *core.RequestEvent, dst any) error {
	if !strings.HasPrefix(e.Request.Header.Get("Content-Type"), "multipart/form-data") {
		return e.BadRequestError(MsgMultipart, nil)
	}
	if err := e.BindBody(dst); err != nil {
		return e.BadRequestError(MsgMultipart, nil)
	}
	return nil
}

// Check runs ozzo-validation rules on value and records the first failure
// under key (unless key already has an error).
func (f Errors) Check(key string, value any, rules ...validation.Rule) {
	if _, seen := f[key]; seen {
		return
	}
	if err := validation.Validate(value, rules...); err != nil {
		f[key] = err
	}
}

// typed records msg under key when v held a value of another type.
func typed[T any](f Errors, key string, v Value[T], msg string) T {
	if v.Wrong {
		f.Add(key, "validation_invalid_type", msg)
	}
	return v.V
}

// Text is v trimmed; another type is an error on key.
func (f Errors) Text(key string, v Value[string]) string {
	return strings.TrimSpace(typed(f, key, v, MsgMustBeText))
}

// Whole is the whole number v (0 when not sent); another type, a text of
// digits too, is an error on key with msg.
func (f Errors) Whole(key string, v Value[int], msg string) int {
	return typed(f, key, v, msg)
}

// WholeIn is the whole number v (0 when not sent) from lo to hi; another
// type or a number out of bounds is an error on key with msg.
func (f Errors) WholeIn(key string, v Value[int], lo, hi int, msg string) int {
	n := typed(f, key, v, msg)
	if !v.Wrong && (n < lo || n > hi) {
		f.Add(key, "validation_out_of_range", msg)
	}
	return n
}

// Flag is the boolean v (false when not sent); another type is an error on
// key.
func (f Errors) Flag(key string, v Value[bool]) bool {
	return typed(f, key, v, MsgTrueOrFalse)
}

// List reads the list v of at most max entries named what. A missing list is
// an error too: an empty body must not wipe a saved list, only an explicit
// [] does. An entry that is no object is an error on key.N; it is returned as
// an empty entry so that the indexes of the others stay those of the form.
func List[T any](f Errors, key, what string, max int, v Value[[]Value[T]]) []T {
	switch {
	case !v.Sent:
		f.Add(key, "validation_required", "Please send the list of "+what+".")
		return nil
	case v.Wrong:
		f.Add(key, "validation_invalid_type", MsgList)
		return nil
	case len(v.V) > max:
		f.Add(key, "validation_too_many", "Add at most "+strconv.Itoa(max)+" "+what+".")
		return nil
	}
	out := make([]T, len(v.V))
	for i, item := range v.V {
		if item.Wrong || !item.Sent {
			f.Add(key+"."+strconv.Itoa(i), "validation_invalid_type", MsgEntry)
			continue
		}
		out[i] = item.V
	}
	return out
}

// Pick is the trimmed id v of a pick list: an approved lookup of kind, else
// an error on key with msg.
func (f Errors) Pick(app core.App, key string, v Value[string], kind, msg string) string {
	id := f.Text(key, v)
	f.Check(key, id, Lookup(app, kind, msg))
	return id
}

// TextField is one required text of a form and its message when blank.
type TextField struct {
	Key   string
	Value Value[string]
	Msg   string
}

// RequiredTexts keeps the trimmed texts by key, each required and at most
// max characters.
func (f Errors) RequiredTexts(max int, fields ...TextField) map[string]string {
	texts := make(map[string]string, len(fields))
	for _, t := range fields {
		texts[t.Key] = f.Text(t.Key, t.Value)
		f.Required(t.Key, texts[t.Key], t.Msg, max)
	}
	return texts
}
