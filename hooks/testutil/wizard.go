package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// ExpectStep checks a user's wizard step (users.profile_step).
func ExpectStep(t testing.TB, app core.App, userID string, want int) {
	t.Helper()
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		t.Fatal(err)
	}
	if got := u.GetInt("profile_step"); got != want {
		t.Errorf("users.profile_step = %d, want %d", got, want)
	}
}
