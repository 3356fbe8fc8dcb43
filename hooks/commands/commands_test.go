package commands_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/commands"
	"voluntech/hooks/testutil"
)

func TestSeedDemo(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()

	logins, err := commands.SeedDemo(app)
	if err != nil {
		t.Fatal(err)
	}
	if len(logins) != 6 {
		t.Fatalf("logins = %d, want 6", len(logins))
	}
	users, err := app.FindAllRecords("users")
	if err != nil {
		t.Fatal(err)
	}
	if len(users) != 6 {
		t.Fatalf("users = %d, want 6", len(users))
	}
	roles := map[string]int{}
	for _, u := range users {
		role := u.GetString("role")
		roles[role]++
		if !u.Verified() || !u.ValidatePassword(commands.DemoPassword) {
			t.Errorf("%s: verified=%v or password wrong", u.GetString("username"), u.Verified())
		}
		if u.GetString("country") == "" || u.GetInt("profile_step") != 1 {
			t.Errorf("%s: country %q profile_step %d", u.GetString("username"), u.GetString("country"), u.GetInt("profile_step"))
		}
		if role != "superadmin" {
			cat, err := app.FindRecordById("lookups", u.GetString("category"))
			if err != nil || cat.GetString("kind") != role+"_category" {
				t.Errorf("%s: category %q is not a %s_category", u.GetString("username"), u.GetString("category"), role)
			}
		}
		n, err := app.CountRecords("company_profiles", dbx.HashExp{"user": u.Id})
		if err != nil {
			t.Fatal(err)
		}
		if want := map[bool]int64{true: 1, false: 0}[role == "company"]; n != want {
			t.Errorf("%s (%s): company profiles = %d, want %d", u.GetString("username"), role, n, want)
		}
	}
	if roles["superadmin"] != 1 || roles["company"] != 2 || roles["volunteer"] != 3 {
		t.Errorf("roles = %v", roles)
	}
	profile, err := app.FindFirstRecordByData("company_profiles", "company_name", "GreenByte Labs")
	if err != nil {
		t.Fatal(err)
	}
	if owner, _ := app.FindRecordById("users", profile.GetString("user")); owner == nil || owner.GetString("username") != "greenbyte" {
		t.Error("GreenByte Labs does not belong to greenbyte")
	}

	// Running it again changes nothing and still lists every login.
	again, err := commands.SeedDemo(app)
	if err != nil {
		t.Fatalf("second run: %v", err)
	}
	if len(again) != 6 {
		t.Errorf("second run logins = %d, want 6", len(again))
	}
	for name, want := range map[string]int64{"users": 6, "company_profiles": 2} {
		if n, _ := app.CountRecords(name); n != want {
			t.Errorf("%s after second run = %d, want %d", name, n, want)
		}
	}

	var out bytes.Buffer
	commands.PrintLogins(&out, again)
	for _, want := range []string{commands.DemoPassword, "admin@demo.voluntech.local", "greenbyte", "lina.dev"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("printed logins lack %q:\n%s", want, out.String())
		}
	}
}

func TestSeedDemoKeepsExistingUsers(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	// A real user who signed up with a demo address keeps their account.
	u := testutil.CreateUser(t, app, testutil.UserOpts{Username: "realsam", Email: "sam@demo.voluntech.local", Role: "company"})

	if _, err := commands.SeedDemo(app); err != nil {
		t.Fatal(err)
	}
	if n, _ := app.CountRecords("users"); n != 6 {
		t.Errorf("users = %d, want 6 (5 demo + the existing one)", n)
	}
	got, err := app.FindRecordById("users", u.Id)
	if err != nil || got.GetString("role") != "company" || got.GetString("username") != "realsam" {
		t.Errorf("existing user changed: %v %v", got, err)
	}
}

func TestGrantSuperadmin(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	u := testutil.CreateUser(t, app, testutil.UserOpts{Username: "ada", Email: "ada@example.com", Role: "volunteer", Unverified: true})

	if err := commands.GrantSuperadmin(app, "nobody@example.com"); err == nil || !strings.Contains(err.Error(), "nobody@example.com") {
		t.Errorf("unknown email: err = %v, want an error naming the address", err)
	}
	if n, _ := app.CountRecords("users", dbx.HashExp{"role": "superadmin"}); n != 0 {
		t.Errorf("superadmins after a failed grant = %d", n)
	}

	if err := commands.GrantSuperadmin(app, "ADA@example.com"); err != nil {
		t.Fatal(err)
	}
	got, err := app.FindRecordById("users", u.Id)
	if err != nil {
		t.Fatal(err)
	}
	if got.GetString("role") != "superadmin" || !got.Verified() {
		t.Errorf("role %q verified %v, want superadmin true", got.GetString("role"), got.Verified())
	}
}
