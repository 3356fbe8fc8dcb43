// Package testutil builds test apps that run exactly what production runs:
// every migration and hooks.Register.
package testutil

import (
	"os"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks"
	"voluntech/hooks/config"
	_ "voluntech/pb_migrations"
)

// TestAppURL is the APP_URL of every test app.
const TestAppURL = "http://voluntech.test"

var (
	templateOnce sync.Once
	templateDir  string
	templateErr  error
)

// template migrates one data directory per test binary; every test app is a
// copy of it, so the lookup seed runs once, not once per test.
func template() (string, error) {
	templateOnce.Do(func() {
		templateDir, templateErr = os.MkdirTemp("", "voluntech-test-template-*")
		if templateErr != nil {
			return
		}
		app := core.NewBaseApp(core.BaseAppConfig{DataDir: templateDir, EncryptionEnv: "pb_test_env"})
		if templateErr = app.Bootstrap(); templateErr != nil {
			return
		}
		templateErr = app.RunAllMigrations()
		_ = app.ResetBootstrapState()
	})
	return templateDir, templateErr
}

// Config is the configuration every test app runs with.
func Config() config.Config {
	return config.Config{AppURL: TestAppURL, MailFrom: "test@voluntech.test", SMTPPort: 25}
}

// NewApp returns a migrated test app with every Voluntech hook registered.
func NewApp(t testing.TB) *tests.TestApp {
	t.Helper()
	return NewAppWithConfig(t, Config())
}

// NewAppWithConfig is NewApp with another configuration (Stripe tests).
func NewAppWithConfig(t testing.TB, cfg config.Config) *tests.TestApp {
	t.Helper()
	dir, err := template()
	if err != nil {
		t.Fatal(err)
	}
	app, err := tests.NewTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	hooks.RegisterWith(app, cfg)
	return app
}

// NextApp closes prev and returns a new test app that continues from its
// data, for flows of several requests (request a mail, then confirm it).
// One TestApp cannot serve two ApiScenarios: PocketBase v0.39 binds its
// admin UI routes on every scenario's router build and the second panics
// with a duplicate pattern.
func NextApp(t testing.TB, prev *tests.TestApp) *tests.TestApp {
	t.Helper()
	return NextAppWithConfig(t, prev, Config())
}

// NextAppWithConfig is NextApp with another configuration.
func NextAppWithConfig(t testing.TB, prev *tests.TestApp, cfg config.Config) *tests.TestApp {
	t.Helper()
	dir := prev.DataDir()
	if err := prev.ResetBootstrapState(); err != nil {
		t.Fatal(err)
	}
	app, err := tests.NewTestApp(dir)
	if err != nil {
		t.Fatal(err)
	}
	prev.Cleanup()
	hooks.RegisterWith(app, cfg)
	return app
}

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
	c, err := app.FindCollectionByNameOrId("company_profiles")
	if err != nil {
		t.Fatal(err)
	}
	p := core.NewRecord(c)
	p.Id = id
	p.Set("user", userID)
	p.Set("company_name", name)
	if err := app.Save(p); err != nil {
		t.Fatalf("create company profile %s: %v", name, err)
	}
	return p
}

// NewAppWithUsers is NewApp with SeedUsers, for TestAppFactory.
func NewAppWithUsers(t testing.TB) *tests.TestApp {
	t.Helper()
	app := NewApp(t)
	SeedUsers(t, app)
	return app
}

// Tokens are auth tokens of the SeedUsers cast, valid in every app made by
// NewAppWithUsers in this test binary.
type Tokens struct {
	Volunteer, OtherVolunteer, Company, OtherCompany, Superadmin string
}

var (
	tokensOnce sync.Once
	tokens     Tokens
	tokensErr  error
)

// UserTokens returns the tokens of the SeedUsers cast.
func UserTokens(t testing.TB) Tokens {
	t.Helper()
	tokensOnce.Do(func() {
		dir, err := template()
		if err != nil {
			tokensErr = err
			return
		}
		app, err := tests.NewTestApp(dir)
		if err != nil {
			tokensErr = err
			return
		}
		defer app.Cleanup()
		u := SeedUsers(t, app)
		tok := func(r *core.Record) string {
			s, err := r.NewAuthToken()
			if err != nil && tokensErr == nil {
				tokensErr = err
			}
			return s
		}
		tokens = Tokens{
			Volunteer: tok(u.Volunteer), OtherVolunteer: tok(u.OtherVolunteer),
			Company: tok(u.Company), OtherCompany: tok(u.OtherCompany), Superadmin: tok(u.Superadmin),
		}
	})
	if tokensErr != nil {
		t.Fatal(tokensErr)
	}
	return tokens
}

// Auth returns the request headers of a signed-in request ("" = guest).
func Auth(token string) map[string]string {
	if token == "" {
		return nil
	}
	return map[string]string{"Authorization": token}
}

func firstOfKind(t testing.TB, app core.App, kind string) string {
	t.Helper()
	r, err := app.FindFirstRecordByFilter("lookups", "kind = {:k}", map[string]any{"k": kind})
	if err != nil {
		t.Fatalf("no lookup of kind %s", kind)
	}
	return r.Id
}

// Token returns an auth token for the record, for the Authorization header.
func Token(t testing.TB, r *core.Record) string {
	t.Helper()
	tok, err := r.NewAuthToken()
	if err != nil {
		t.Fatal(err)
	}
	return tok
}
