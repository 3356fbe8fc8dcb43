package testutil

import (
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Lookup returns the id of the approved lookup of kind with that name (or,
// for countries and languages, that code).
func Lookup(t testing.TB, app core.App, kind, nameOrCode string) string {
	t.Helper()
	r, err := app.FindFirstRecordByFilter("lookups", "kind = {:k} && (name = {:v} || code = {:v})",
		map[string]any{"k": kind, "v": nameOrCode})
	if err != nil {
		t.Fatalf("lookup %s %q: %v", kind, nameOrCode, err)
	}
	return r.Id
}

// UserOpts describes a user made directly in the database.
type UserOpts struct {
	// Id, when set, also fixes the token key, so a token made in one test
	// app is valid in every other test app of the same test binary (they
	// share the migrated template and so the collection's token secret).
	Id                              string
	Username, Email, Role, Password string
	Unverified                      bool
}

// DefaultPassword is the password of users made by CreateUser.
const DefaultPassword = "Secret-pass-1"

var (
	hashMu sync.Mutex
	hashes = map[string]string{}
)

// setPassword hashes each distinct password once per test binary: bcrypt
// dominates the cost of a test app otherwise.
func setPassword(u *core.Record, password string) {
	hashMu.Lock()
	defer hashMu.Unlock()
	if h, ok := hashes[password]; ok {
		u.SetRaw(core.FieldNamePassword, &core.PasswordFieldValue{Hash: h})
		return
	}
	u.SetPassword(password)
	hashes[password] = u.GetString(core.FieldNamePassword + ":hash")
}

// CreateUser saves a user without going through the sign-up request rules.
func CreateUser(t testing.TB, app core.App, o UserOpts) *core.Record {
	t.Helper()
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	if o.Password == "" {
		o.Password = DefaultPassword
	}
	if o.Email == "" {
		o.Email = o.Username + "@example.com"
	}
	u := core.NewRecord(users)
	if o.Id != "" {
		u.Id = o.Id
		u.SetTokenKey("test-token-key-" + o.Id + "-0123456789abcdef")
	}
	u.Set("username", o.Username)
	u.Set("first_name", "First "+o.Username)
	u.Set("last_name", "Last")
	u.SetEmail(o.Email)
	setPassword(u, o.Password)
	u.SetVerified(!o.Unverified)
	u.Set("role", o.Role)
	u.Set("country", Lookup(t, app, "country", "GB"))
	if o.Role == "volunteer" || o.Role == "company" {
		u.Set("category", firstOfKind(t, app, o.Role+"_category"))
	}
	u.Set("profile_step", 1)
	u.Set("terms_accepted_at", time.Now())
	u.Set("consent_at", time.Now())
	if err := app.Save(u); err != nil {
		t.Fatalf("create user %s: %v", o.Username, err)
	}
	return u
}

// Ids of the users SeedUsers makes. They are fixed so scenario URLs and
// tokens can be written before the scenario's app exists.
const (
	VolunteerID      = "volunteer000001"
	OtherVolunteerID = "volunteer000002"
	CompanyID        = "company00000001"
	OtherCompanyID   = "company00000002"
	SuperadminID     = "superadmin00001"

	CompanyProfileID      = "cprofile0000001"
	OtherCompanyProfileID = "cprofile0000002"
)

// Users are the standard cast of a test: one user of each role and a second
// volunteer and company to stand for "another user".
type Users struct {
	Volunteer, OtherVolunteer, Company, OtherCompany, Superadmin *core.Record
}

// SeedUsers saves the standard cast (companies with their company profile).
func SeedUsers(t testing.TB, app core.App) Users {
	t.Helper()
	u := Users{
		Volunteer:      CreateUser(t, app, UserOpts{Id: VolunteerID, Username: "vera", Role: "volunteer"}),
		OtherVolunteer: CreateUser(t, app, UserOpts{Id: OtherVolunteerID, Username: "victor", Role: "volunteer"}),
		Company:        CreateUser(t, app, UserOpts{Id: CompanyID, Username: "acme", Role: "company"}),
		OtherCompany:   CreateUser(t, app, UserOpts{Id: OtherCompanyID, Username: "globex", Role: "company"}),
		Superadmin:     CreateUser(t, app, UserOpts{Id: SuperadminID, Username: "sally", Role: "superadmin"}),
	}
	CreateCompanyProfile(t, app, CompanyProfileID, CompanyID, "Acme Ltd")
	CreateCompanyProfile(t, app, OtherCompanyProfileID, OtherCompanyID, "Globex Ltd")
	return u
}

// CreateCompanyProfile saves a company profile with a fixed id.
func CreateCompanyProfile(t testing.TB, app core.App, id, userID, name string) *core.Record {
	t.Helper()
	return SaveRecord(t, app, "company_profiles", map[string]any{"id": id, "user": userID, "company_name": name})
}

// NewAppWithUsers is NewApp with SeedUsers, for TestAppFactory.
func NewAppWithUsers(t testing.TB) *tests.TestApp {
	t.Helper()
	app := NewApp(t)
	SeedUsers(t, app)
	return app
}

func firstOfKind(t testing.TB, app core.App, kind string) string {
	t.Helper()
	r, err := app.FindFirstRecordByFilter("lookups", "kind = {:k}", map[string]any{"k": kind})
	if err != nil {
		t.Fatalf("no lookup of kind %s", kind)
	}
	return r.Id
}

// setStep saves the profile and the wizard step of its user
// (users.profile_step).
func setStep(t testing.TB, app core.App, p *core.Record, step int) {
	t.Helper()
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	u, err := app.FindRecordById("users", p.GetString("user"))
	if err != nil {
		t.Fatal(err)
	}
	u.Set("profile_step", step)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
}

// ReadLookups reads lookup ids with read, in an app of its own: every test
// app is a copy of one migrated template, so the ids are the same in all.
func ReadLookups[T any](t testing.TB, read func(lookup func(kind, nameOrCode string) string) T) T {
	t.Helper()
	app := NewApp(t)
	defer app.Cleanup()
	return read(func(kind, nameOrCode string) string { return Lookup(t, app, kind, nameOrCode) })
}

// LookupOf is ReadLookups of one lookup id.
func LookupOf(t testing.TB, kind, nameOrCode string) string {
	t.Helper()
	return ReadLookups(t, func(lookup func(kind, nameOrCode string) string) string { return lookup(kind, nameOrCode) })
}
