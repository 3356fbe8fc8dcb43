package testutil

import (
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Ids of the company that signed up and has not verified its email yet.
const (
	UnverifiedCompanyID        = "company00000003"
	UnverifiedCompanyProfileID = "cprofile0000003"
)

// CreateUnverifiedCompany saves the unverified company with its profile.
func CreateUnverifiedCompany(t testing.TB, app core.App) *core.Record {
	t.Helper()
	u := CreateUser(t, app, UserOpts{Id: UnverifiedCompanyID, Username: "initech", Role: "company", Unverified: true})
	CreateCompanyProfile(t, app, UnverifiedCompanyProfileID, UnverifiedCompanyID, "Initech Ltd")
	return u
}

var (
	unverifiedOnce  sync.Once
	unverifiedToken string
	unverifiedErr   error
)

// UnverifiedCompanyToken is the auth token of CreateUnverifiedCompany's user,
// valid in every test app of this test binary.
func UnverifiedCompanyToken(t testing.TB) string {
	t.Helper()
	unverifiedOnce.Do(func() {
		dir, err := template()
		if err != nil {
			unverifiedErr = err
			return
		}
		app, err := tests.NewTestApp(dir)
		if err != nil {
			unverifiedErr = err
			return
		}
		defer app.Cleanup()
		unverifiedToken, unverifiedErr = CreateUnverifiedCompany(t, app).NewAuthToken()
	})
	if unverifiedErr != nil {
		t.Fatal(unverifiedErr)
	}
	return unverifiedToken
}

// SetOnboardingStep puts the company's wizard at step (and mirrors it on the
// user, as the onboarding routes do).
func SetOnboardingStep(t testing.TB, app core.App, userID string, step int) *core.Record {
	t.Helper()
	p, err := app.FindFirstRecordByData("company_profiles", "user", userID)
	if err != nil {
		t.Fatal(err)
	}
	p.Set("onboarding_step", step)
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		t.Fatal(err)
	}
	u.Set("profile_step", step)
	if err := app.Save(u); err != nil {
		t.Fatal(err)
	}
	return p
}
