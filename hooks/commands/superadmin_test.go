package commands_test

import (
	"bytes"
	"strings"
	"testing"

	"voluntech/hooks/commands"
	"voluntech/hooks/testutil"
)

// `voluntech superadmin EMAIL` says what it did, and names an unknown email.
func TestRunSuperadmin(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	testutil.CreateUser(t, app, testutil.UserOpts{Username: "ada", Email: "ada@example.com", Role: "volunteer"})

	var out bytes.Buffer
	err := commands.RunSuperadmin(app, "nobody@example.com", &out)
	if err == nil || !strings.Contains(err.Error(), `no user with the email "nobody@example.com"`) || out.Len() != 0 {
		t.Errorf("unknown email: err %v, out %q", err, out.String())
	}

	out.Reset()
	if err := commands.RunSuperadmin(app, "Ada@Example.com", &out); err != nil {
		t.Fatal(err)
	}
	if want := "ada@example.com (ada) was a volunteer and is now a superadmin."; !strings.Contains(out.String(), want) {
		t.Errorf("out = %q, want %q", out.String(), want)
	}
	if u, _ := app.FindAuthRecordByEmail("users", "ada@example.com"); u.GetString("role") != "superadmin" {
		t.Errorf("role = %q", u.GetString("role"))
	}

	out.Reset()
	if err := commands.RunSuperadmin(app, "ada@example.com", &out); err != nil {
		t.Fatal(err)
	}
	if want := "ada@example.com (ada) is already a superadmin; nothing changed."; !strings.Contains(out.String(), want) {
		t.Errorf("out = %q, want %q", out.String(), want)
	}
}
