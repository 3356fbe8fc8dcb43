package commands_test

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/commands"
	"voluntech/hooks/testutil"
)

// demoApp is a fresh test app with the demo seeded once
// (commands.SeedDemo), cleaned up when the test ends.
func demoApp(t *testing.T) *tests.TestApp {
	t.Helper()
	app := testutil.NewApp(t)
	t.Cleanup(app.Cleanup)
	if _, err := commands.SeedDemo(app); err != nil {
		t.Fatal(err)
	}
	return app
}

// demoUser is the user with the username (a demo login); the test stops
// when there is none.
func demoUser(t *testing.T, app core.App, username string) *core.Record {
	t.Helper()
	u, err := app.FindFirstRecordByData("users", "username", username)
	if err != nil {
		t.Fatalf("%s: %v", username, err)
	}
	return u
}
