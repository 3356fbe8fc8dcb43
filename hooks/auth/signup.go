// Package auth holds the sign-up rules, the guards on the users collection
// and the role checks shared by every custom route.
package auth

import (
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"

	"voluntech/hooks/config"
)

// Messages shown under the sign-up fields (spec 000 §5, spec 001 §5,
// DESIGN.md §6.1).
const (
	MsgRole             = "Choose whether you join as a volunteer or as a tech company."
	MsgTerms            = "Please accept the Terms of Service and Privacy Policy."
	MsgConsentVol       = "Please confirm that you expect no financial incentives."
	MsgConsentComp      = "Please confirm that you are building a Tech Company."
	MsgPasswordShort    = "Password must be at least 8 characters long"
	MsgPasswordMatch    = "The passwords do not match."
	MsgCountry          = "Please Select country."
	MsgCategory         = "Please Select category."
	MsgCompanyName      = "Company name is required."
	MsgUsernameTaken    = "This username is already taken."
	MsgUsernameReserved = "This username is reserved. Please choose another."
	MsgEmailTaken       = "An account with this email already exists."
	MsgRoleChange       = "Your role cannot be changed."
	MsgManagedField     = "This field is managed by Voluntech."
	MsgOldPassword      = "Your current password is not correct."
)

// MinPasswordLength is "more than 7 characters" (DESIGN.md §6.1).
const MinPasswordLength = 8

// Register binds the users collection hooks.
func Register(app core.App, _ config.Config) {
	app.OnRecordCreateRequest("users").BindFunc(onSignUp)
	app.OnRecordUpdateRequest("users").BindFunc(onUserUpdate)
	app.OnRecordAuthRequest("users").BindFunc(stampActive)
}

func onSignUp(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() || IsSuperadmin(e.Auth) {
		return e.Next()
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("Invalid request.", nil)
	}
	body := info.Body
	r := e.Record
	role := r.GetString("role")
	errs := validation.Errors{}

	if role != RoleVolunteer && role != RoleCompany {
		errs["role"] = validation.NewError("validation_invalid_role", MsgRole)
	}
	if !truthy(body["terms_accepted"]) {
		errs["terms_accepted"] = validation.NewError("validation_required", MsgTerms)
	}
	if !truthy(body["consent"]) {
		msg := MsgConsentVol
		if role == RoleCompany {
			msg = MsgConsentComp
		}
		errs["consent"] = validation.NewError("validation_required", msg)
	}
	password, _ := body["password"].(string)
	if len([]rune(password)) < MinPasswordLength {
		errs["password"] = validation.NewError("validation_min_text_constraint", MsgPasswordShort)
	} else if confirm, _ := body["passwordConfirm"].(string); confirm != password {
		errs["passwordConfirm"] = validation.NewError("validation_values_mismatch", MsgPasswordMatch)
	}
	if !lookupOfKind(e.App, r.GetString("country"), "country") {
		errs["country"] = validation.NewError("validation_required", MsgCountry)
	}
	if role == RoleVolunteer || role == RoleCompany {
		if !lookupOfKind(e.App, r.GetString("category"), role+"_category") {
			errs["category"] = validation.NewError("validation_required", MsgCategory)
		}
	}
	companyName := strings.TrimSpace(anyString(body["company_name"]))
	if role == RoleCompany {
		if companyName == "" {
			errs["company_name"] = validation.NewError("validation_required", MsgCompanyName)
		} else if len([]rune(companyName)) > 100 {
			errs["company_name"] = validation.NewError("validation_length_too_long", "Company name must be at most 100 characters.")
		}
	}
	if u := strings.TrimSpace(r.GetString("username")); IsReservedUsername(u) {
		errs["username"] = validation.NewError("validation_reserved", MsgUsernameReserved)
	} else if u != "" && usernameTaken(e.App, u, "") {
		errs["username"] = validation.NewError("validation_not_unique", MsgUsernameTaken)
	}
	if email := r.Email(); email != "" {
		if _, err := e.App.FindAuthRecordByEmail("users", email); err == nil {
			errs["email"] = validation.NewError("validation_not_unique", MsgEmailTaken)
		}
	}
	if len(errs) > 0 {
		// Report the schema's own field errors in the same answer, so the form
		// shows every problem at once.
		if verr, ok := e.App.Validate(r).(validation.Errors); ok {
			for k, v := range verr {
				if _, seen := errs[k]; !seen {
					errs[k] = v
				}
			}
		}
		return e.BadRequestError("Please fix the highlighted fields.", errs)
	}

	now := time.Now().UTC()
	r.Set("terms_accepted_at", now)
	r.Set("consent_at", now)
	r.Set("profile_step", 1)
	// The over-18 confirmation belongs to the email-verified page, not to the
	// sign-up body.
	r.Set("adult_confirmed_at", "")
	r.Set("username", strings.TrimSpace(r.GetString("username")))
	r.Set("verified", false)
	// Only the join route makes a team member.
	r.Set("team", "")
	r.Set("role_title", "")
	r.Set("last_active_at", "")

	// The user, the company profile and the verification mail (queued in
	// the outbox, sent once this commits) are saved together or not at all.
	app := e.App
	defer func() { e.App = app }()
	return app.RunInTransaction(func(txApp core.App) error {
		e.App = txApp
		if err := e.Next(); err != nil {
			return err
		}
		if role == RoleCompany {
			profiles, err := txApp.FindCollectionByNameOrId("company_profiles")
			if err != nil {
				return err
			}
			p := core.NewRecord(profiles)
			p.Set("user", r.Id)
			p.Set("company_name", companyName)
			p.Set("onboarding_step", 1)
			if err := txApp.Save(p); err != nil {
				return err
			}
		}
		return mails.SendRecordVerification(txApp, r)
	})
}

// managedFields change only through Voluntech's own flows, never by a PATCH
// from their owner.
var managedFields = []string{"role", "profile_step", "terms_accepted_at", "consent_at", "adult_confirmed_at",
	"team", "last_active_at"}

func onUserUpdate(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	if IsSuperadmin(e.Auth) {
		return superadminUpdate(e)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("Invalid request.", nil)
	}
	r, orig := e.Record, e.Record.Original()
	errs := validation.Errors{}
	for _, f := range managedFields {
		if r.GetString(f) != orig.GetString(f) {
			msg := MsgManagedField
			if f == "role" {
				msg = MsgRoleChange
			}
			errs[f] = validation.NewError("validation_forbidden_change", msg)
		}
	}
	if r.GetString("country") != orig.GetString("country") && !lookupOfKind(e.App, r.GetString("country"), "country") {
		errs["country"] = validation.NewError("validation_required", MsgCountry)
	}
	if r.GetString("category") != orig.GetString("category") &&
		!lookupOfKind(e.App, r.GetString("category"), orig.GetString("role")+"_category") {
		errs["category"] = validation.NewError("validation_required", MsgCategory)
	}
	if u := strings.TrimSpace(r.GetString("username")); u != orig.GetString("username") && IsReservedUsername(u) {
		errs["username"] = validation.NewError("validation_reserved", MsgUsernameReserved)
	} else if u != orig.GetString("username") && usernameTaken(e.App, u, r.Id) {
		errs["username"] = validation.NewError("validation_not_unique", MsgUsernameTaken)
	}
	if len(errs) > 0 {
		return e.BadRequestError("Please fix the highlighted fields.", errs)
	}
	// The over-18 confirmation on the volunteer's email-verified page.
	if truthy(info.Body["adult_confirmed"]) && orig.GetString("adult_confirmed_at") == "" {
		r.Set("adult_confirmed_at", time.Now().UTC())
	}
	return e.Next()
}

// superadminUpdate lets a superadmin manage any user, but a superadmin who
// changes their own password still proves the current one: the manage rule
// would otherwise skip that check, and a stolen session could lock them out.
func superadminUpdate(e *core.RecordRequestEvent) error {
	if e.Auth.Id != e.Record.Id {
		return e.Next()
	}
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("Invalid request.", nil)
	}
	if _, changing := info.Body["password"]; changing {
		old, _ := info.Body["oldPassword"].(string)
		if !e.Record.Original().ValidatePassword(old) {
			return e.BadRequestError("Please fix the highlighted fields.", validation.Errors{
				"oldPassword": validation.NewError("validation_invalid_old_password", MsgOldPassword),
			})
		}
	}
	return e.Next()
}

// UsernameTaken reports whether another user (not exceptID) holds the
// username, compared without case (the system area's user forms use it).
func UsernameTaken(app core.App, username, exceptID string) bool {
	return usernameTaken(app, username, exceptID)
}

// usernameTaken compares without case, like the unique index on username:
// the filter's "=" is case-sensitive, so "Alice" would pass it and fail later
// with the database's generic "Value must be unique".
func usernameTaken(app core.App, username, exceptID string) bool {
	n, err := app.CountRecords("users",
		dbx.NewExp("[[username]] = {:u} COLLATE NOCASE", dbx.Params{"u": username}),
		dbx.Not(dbx.HashExp{"id": exceptID}))
	return err == nil && n > 0
}

func lookupOfKind(app core.App, id, kind string) bool {
	if id == "" {
		return false
	}
	rec, err := app.FindRecordById("lookups", id)
	return err == nil && rec.GetString("kind") == kind && rec.GetString("status") == "approved"
}

// truthy accepts the JSON true and the "true"/"on"/"1" of a multipart form.
func truthy(v any) bool {
	switch t := v.(type) {
	case bool:
		return t
	case string:
		s := strings.ToLower(strings.TrimSpace(t))
		return s == "true" || s == "on" || s == "1"
	}
	return false
}

func anyString(v any) string {
	s, _ := v.(string)
	return s
}
