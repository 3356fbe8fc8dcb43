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
	if len(logins) != 7 {
		t.Fatalf("logins = %d, want 7", len(logins))
	}
	users, err := app.FindAllRecords("users")
	if err != nil {
		t.Fatal(err)
	}
	if len(users) != 7 {
		t.Fatalf("users = %d, want 7", len(users))
	}
	roles := map[string]int{}
	for _, u := range users {
		role := u.GetString("role")
		roles[role]++
		if !u.Verified() || !u.ValidatePassword(commands.DemoPassword) {
			t.Errorf("%s: verified=%v or password wrong", u.GetString("username"), u.Verified())
		}
		// Demo companies and volunteers have finished their wizards.
		wantStep := map[string]int{"company": 5, "volunteer": 7, "superadmin": 1}[role]
		if u.GetString("country") == "" || u.GetInt("profile_step") != wantStep {
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
		// A team member shares the owner's profile.
		if want := map[bool]int64{true: 1, false: 0}[role == "company" && u.GetString("team") == ""]; n != want {
			t.Errorf("%s (%s): company profiles = %d, want %d", u.GetString("username"), role, n, want)
		}
	}
	if roles["superadmin"] != 1 || roles["company"] != 3 || roles["volunteer"] != 3 {
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
	if len(again) != 7 {
		t.Errorf("second run logins = %d, want 7", len(again))
	}
	for name, want := range map[string]int64{"users": 7, "company_profiles": 2, "social_links": 8, "subscriptions": 2,
		"volunteer_profiles": 3, "educations": 6, "experiences": 6, "skills": 12, "awards": 3} {
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
	if n, _ := app.CountRecords("users"); n != 7 {
		t.Errorf("users = %d, want 7 (6 demo + the existing one)", n)
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

func TestSeedDemoCompanies(t *testing.T) {
	app := demoApp(t)
	for username, plan := range map[string]string{"greenbyte": "starter", "medisync": "essential"} {
		u := demoUser(t, app, username)
		p, err := app.FindFirstRecordByData("company_profiles", "user", u.Id)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range []string{"company_stage", "team_size", "team_structure", "fund_type", "source", "country_code", "phone",
			"city", "role_title", "website", "logo", "description", "progress_description", "future_plan"} {
			if p.GetString(f) == "" {
				t.Errorf("%s: %s is empty", username, f)
			}
		}
		fsys, err := app.NewFilesystem()
		if err != nil {
			t.Fatal(err)
		}
		if ok, err := fsys.Exists(p.BaseFilesPath() + "/" + p.GetString("logo")); !ok || err != nil {
			t.Errorf("%s: logo file missing (%v)", username, err)
		}
		fsys.Close()
		if u.GetInt("profile_step") != 5 || len(p.GetStringSlice("languages")) == 0 {
			t.Errorf("%s: step %d languages %v", username, u.GetInt("profile_step"), p.GetStringSlice("languages"))
		}
		s, err := app.FindFirstRecordByData("subscriptions", "company", u.Id)
		if err != nil || s.GetString("status") != "active" || s.GetString("plan") != plan {
			t.Errorf("%s: subscription %v %v", username, s, err)
		}
	}
	medisync, _ := app.FindFirstRecordByData("company_profiles", "company_name", "MediSync")
	if medisync.GetString("partner") == "" {
		t.Error("MediSync came from a partner but has none")
	}

	// A demo company left at step 1 by an older `voluntech demo` is finished
	// on the next run, with its plan; its links are not doubled.
	medisyncUser, _ := app.FindRecordById("users", medisync.GetString("user"))
	medisyncUser.Set("profile_step", 1)
	if err := app.Save(medisyncUser); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().Delete("subscriptions", dbx.HashExp{"company": medisync.GetString("user")}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := commands.SeedDemo(app); err != nil {
		t.Fatal(err)
	}
	medisyncUser, _ = app.FindRecordById("users", medisyncUser.Id)
	if medisyncUser.GetInt("profile_step") != 5 {
		t.Errorf("medisync step = %d", medisyncUser.GetInt("profile_step"))
	}
	for name, want := range map[string]int64{"social_links": 8, "subscriptions": 2} {
		if n, _ := app.CountRecords(name); n != want {
			t.Errorf("%s = %d, want %d", name, n, want)
		}
	}
}
