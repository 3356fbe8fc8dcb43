package auth

import (
	"net/http"
	"strings"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/plaintext"
)

// Messages of the name and password fields.
const (
	MsgFirstName    = "First name is required."
	MsgLastName     = "Last name is required."
	MsgPasswordLong = "Password must be at most 72 bytes long (a letter with an accent counts as 2, an emoji as 4)."
)

// MaxPasswordBytes is bcrypt's limit: it refuses longer passwords, which
// PocketBase then answered with a bare "Failed to create record.".
const MaxPasswordBytes = 72

// CheckUserFields trims the names of u and returns the errors of its names
// and new password, whichever path saves it (sign-up, account settings, the
// system area, the dashboard).
func CheckUserFields(u *core.Record) validation.Errors {
	errs := validation.Errors{}
	for _, f := range []struct{ key, msg string }{{"first_name", MsgFirstName}, {"last_name", MsgLastName}} {
		v := strings.TrimSpace(u.GetString(f.key))
		u.Set(f.key, v)
		switch {
		case plaintext.InvisibleChar(v):
			errs[f.key] = validation.NewError("validation_invalid_chars", plaintext.MsgInvisibleChars)
		case strings.TrimFunc(v, isBlankish) == "":
			errs[f.key] = validation.NewError("validation_required", f.msg)
		}
	}
	if pv, ok := u.GetRaw("password").(*core.PasswordFieldValue); ok && len(pv.Plain) > MaxPasswordBytes {
		errs["password"] = validation.NewError("validation_max_text_constraint", MsgPasswordLong)
	}
	if len(errs) == 0 {
		return nil
	}
	return errs
}

// isBlankish: a name of only punctuation-free spaces is blank.
func isBlankish(r rune) bool {
	return r == ' ' || r == '\u00a0' || r == '\u3000' || (r >= '\u2000' && r <= '\u200a')
}

// validateUserFields adds CheckUserFields to the schema's own checks, so a
// form learns every problem at once.
func validateUserFields(e *core.RecordEvent) error {
	own := CheckUserFields(e.Record)
	err := e.Next()
	if own == nil {
		return err
	}
	if schema, ok := err.(validation.Errors); ok {
		for k, v := range schema {
			if _, seen := own[k]; !seen {
				own[k] = v
			}
		}
	}
	return own
}

// longPasswords answers a password over bcrypt's limit with a field error
// on every users route that takes one (sign-up, password change, reset
// confirmation). PocketBase hashes the password while it checks the API
// rules, before any record hook, and its failure was a bare 400.
func longPasswords(e *core.RequestEvent) error {
	if e.Request.Method == http.MethodGet || e.Request.Method == http.MethodDelete {
		return e.Next()
	}
	switch e.Request.PathValue("collection") {
	case "users", "_pb_users_auth_":
	default:
		return e.Next()
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.Next()
	}
	errs := validation.Errors{}
	for _, key := range []string{"password", "newPassword"} {
		if p, _ := info.Body[key].(string); len(p) > MaxPasswordBytes {
			errs[key] = validation.NewError("validation_max_text_constraint", MsgPasswordLong)
		}
	}
	if len(errs) > 0 {
		return e.BadRequestError("Please fix the highlighted fields.", errs)
	}
	return e.Next()
}
