package system

import (
	"net/http"
	"regexp"
	"slices"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/activity"
	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Messages of the user forms.
const (
	MsgUserNotFound   = "This user was not found."
	MsgUsernameLength = "Username must be 3 to 30 characters."
	MsgUsernameChars  = "Use letters, digits, dots, dashes and underscores, starting with a letter or digit."
	MsgUsernameNeeded = "Username is required."
	MsgEmailNeeded    = "Email is required."
	MsgEmailFormat    = "Enter a valid email address."
	MsgFirstName      = "First name is required."
	MsgLastName       = "Last name is required."
	MsgRole           = "Choose volunteer, company or superadmin."
	MsgOwnRole        = auth.MsgOwnRole
)

// Schema bounds of a user (pb_migrations/1763700100_users.go).
const (
	usernameMin = 3
	usernameMax = 30
	nameMax     = 50
	emailMax    = 255
	companyMax  = 100
)

var usernamePattern = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9_.-]*$`)

// UserItem is a user as the system area's user list shows it.
type UserItem struct {
	ID        string `json:"id"`
	Username  string `json:"username"`
	Email     string `json:"email"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	FullName  string `json:"full_name"`
	Role      string `json:"role"`
	Verified  bool   `json:"verified"`
	Status    string `json:"status"`
	Created   string `json:"created"`
	// Suspended by a superadmin (messages moderation or the access tab).
	Suspended bool `json:"suspended"`
}

func userItem(r *core.Record) UserItem {
	status := "Active"
	if !r.Verified() {
		status = "Unverified"
	}
	return UserItem{
		ID: r.Id, Username: r.GetString("username"), Email: r.Email(),
		FirstName: r.GetString("first_name"), LastName: r.GetString("last_name"),
		FullName: fullName(r.GetString("first_name"), r.GetString("last_name")),
		Role:     r.GetString("role"), Verified: r.Verified(), Status: status,
		Created:   r.GetDateTime("created").String(),
		Suspended: r.GetBool("suspended"),
	}
}

// listUsers: GET /api/system/users?q=&status=active|unverified&page=&perPage=
func listUsers(e *core.RequestEvent) error {
	q := newQuery(e)
	p := q.paging()
	text := q.text("q")
	status := q.oneOf("status", "active", "unverified")
	if err := q.fail(e); err != nil {
		return err
	}
	var verified dbx.Expression
	if status != "" {
		verified = dbx.HashExp{"verified": status == "active"}
	}
	cond := where(verified, containsExp(text,
		"([[first_name]] || ' ' || [[last_name]])", "[[username]]", "[[email]]", "[[role]]"))

	var total int
	if err := e.App.RecordQuery("users").Select("COUNT(*)").AndWhere(cond).Row(&total); err != nil {
		return routeFailed(e, "count users", err)
	}
	var records []*core.Record
	err := e.App.RecordQuery("users").AndWhere(cond).OrderBy("created DESC", "id DESC").
		Offset(p.offset()).Limit(int64(p.PerPage)).All(&records)
	if err != nil {
		return routeFailed(e, "list users", err)
	}
	items := make([]UserItem, len(records))
	for i, r := range records {
		items[i] = userItem(r)
	}
	return e.JSON(http.StatusOK, result(p, total, items))
}

// userRequest is the body of the user forms.
type userRequest struct {
	Username    formx.Value[string] `json:"username"`
	Email       formx.Value[string] `json:"email"`
	FirstName   formx.Value[string] `json:"first_name"`
	LastName    formx.Value[string] `json:"last_name"`
	Role        formx.Value[string] `json:"role"`
	CompanyName formx.Value[string] `json:"company_name"`
}

// userInput is a checked user form; sent says which fields to apply.
type userInput struct {
	sent                                 map[string]bool
	Username, Email, FirstName, LastName string
	Role, CompanyName                    string
}

// validate checks the fields of a user form. On create every field is
// required; on update only the sent ones are checked. exceptID is the user
// being edited ("" on create), for the uniqueness checks.
func (r *userRequest) validate(app core.App, create bool, exceptID string) (userInput, formx.Errors) {
	errs := formx.Errors{}
	in := userInput{sent: map[string]bool{
		"username": r.Username.Sent || create, "email": r.Email.Sent || create,
		"first_name": r.FirstName.Sent || create, "last_name": r.LastName.Sent || create,
		"role": r.Role.Sent || create, "company_name": r.CompanyName.Sent || create,
	}}
	in.Username = errs.Text("username", r.Username)
	in.Email = errs.Text("email", r.Email)
	in.FirstName = errs.Text("first_name", r.FirstName)
	in.LastName = errs.Text("last_name", r.LastName)
	in.Role = errs.Text("role", r.Role)
	in.CompanyName = errs.Text("company_name", r.CompanyName)

	if in.sent["username"] && !errs.Has("username") {
		n := utf8.RuneCountInString(in.Username)
		switch {
		case in.Username == "":
			errs.Add("username", "validation_required", MsgUsernameNeeded)
		case n < usernameMin || n > usernameMax:
			errs.Add("username", "validation_length_out_of_range", MsgUsernameLength)
		case !usernamePattern.MatchString(in.Username):
			errs.Add("username", "validation_invalid_format", MsgUsernameChars)
		case auth.IsReservedUsername(in.Username):
			errs.Add("username", "validation_reserved", auth.MsgUsernameReserved)
		case auth.UsernameTaken(app, in.Username, exceptID):
			errs.Add("username", "validation_not_unique", auth.MsgUsernameTaken)
		}
	}
	if in.sent["email"] && !errs.Has("email") {
		switch {
		case in.Email == "":
			errs.Add("email", "validation_required", MsgEmailNeeded)
		case len(in.Email) > emailMax || is.EmailFormat.Validate(in.Email) != nil:
			errs.Add("email", "validation_invalid_email", MsgEmailFormat)
		case emailTaken(app, in.Email, exceptID):
			errs.Add("email", "validation_not_unique", auth.MsgEmailTaken)
		}
	}
	if in.sent["first_name"] {
		errs.Required("first_name", in.FirstName, MsgFirstName, nameMax)
	}
	if in.sent["last_name"] {
		errs.Required("last_name", in.LastName, MsgLastName, nameMax)
	}
	if in.sent["role"] && !errs.Has("role") && !slices.Contains(auth.Roles, in.Role) {
		errs.Add("role", "validation_invalid_value", MsgRole)
	}
	errs.MaxLen("company_name", in.CompanyName, companyMax)
	return in, errs
}

// readUserForm reads a user form and checks it as validate does; field
// errors are answered 400.
func readUserForm(e *core.RequestEvent, create bool, exceptID string) (userInput, error) {
	var req userRequest
	var in userInput
	err := formx.ReadJSON(e, &req, func() error {
		var errs formx.Errors
		in, errs = req.validate(e.App, create, exceptID)
		return errs.Err()
	})
	return in, err
}

// emailTaken compares without case, like the users' unique email index.
func emailTaken(app core.App, email, exceptID string) bool {
	n, err := app.CountRecords("users",
		dbx.NewExp("[[email]] = {:e} COLLATE NOCASE", dbx.Params{"e": email}),
		dbx.Not(dbx.HashExp{"id": exceptID}))
	return err == nil && n > 0
}

// apply copies the sent fields onto the user record.
func (in userInput) apply(u *core.Record) {
	if in.sent["username"] {
		u.Set("username", in.Username)
	}
	if in.sent["email"] {
		u.SetEmail(in.Email)
	}
	if in.sent["first_name"] {
		u.Set("first_name", in.FirstName)
	}
	if in.sent["last_name"] {
		u.Set("last_name", in.LastName)
	}
	if in.sent["role"] {
		u.Set("role", in.Role)
		// Only a company user can be on a company's team.
		if in.Role != auth.RoleCompany {
			u.Set("team", "")
		}
	}
}

// updateUser: PATCH /api/system/users/{id} with any of username, email,
// first_name, last_name, role (and company_name when it becomes a company).
func updateUser(e *core.RequestEvent) error {
	u, err := e.App.FindRecordById("users", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgUserNotFound, nil)
	}
	in, err := readUserForm(e, false, u.Id)
	if err != nil {
		return err
	}
	before := activity.Snapshot(u)
	in.apply(u)
	if rerrs := auth.CheckRoleChange(e.Auth, u); rerrs != nil {
		return e.BadRequestError(MsgFixFields, rerrs)
	}
	err = saveUser(e, u, in.CompanyName, "update user", func(tx core.App) error {
		b, a := activity.Changed(before, activity.Snapshot(u))
		return logUser(tx, e.Auth, "users.update", u, b, a)
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, userItem(u))
}

// saveUser saves u and, for a company, its company profile in one
// transaction; it answers the request itself when that fails.
func saveUser(e *core.RequestEvent, u *core.Record, companyName, what string, also ...func(tx core.App) error) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(u); err != nil {
			return err
		}
		if err := auth.EnsureCompanyProfile(tx, u, companyName); err != nil {
			return err
		}
		for _, fn := range also {
			if err := fn(tx); err != nil {
				return err
			}
		}
		return nil
	})
	if verr := formx.ValidationErrors(err); verr != nil {
		return e.BadRequestError(MsgFixFields, verr)
	}
	if err != nil {
		return routeFailed(e, what, err)
	}
	return nil
}

// logUser writes the activity entry of a change to the user u.
func logUser(tx core.App, actor *core.Record, action string, u *core.Record, before, after any) error {
	return activity.Log(tx, actor, activity.Entry{Action: action, Target: "users", TargetID: u.Id,
		Label: u.GetString("username") + " (" + u.GetString("role") + ")", Before: before, After: after})
}
