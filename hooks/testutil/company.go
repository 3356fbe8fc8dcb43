package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
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

var unverifiedCompanyToken cachedToken

// UnverifiedCompanyToken is the auth token of CreateUnverifiedCompany's user,
// valid in every test app of this test binary.
func UnverifiedCompanyToken(t testing.TB) string {
	t.Helper()
	return unverifiedCompanyToken.get(t, CreateUnverifiedCompany)
}

// SetOnboardingStep puts the company's wizard at step, as the onboarding
// routes do.
func SetOnboardingStep(t testing.TB, app core.App, userID string, step int) *core.Record {
	t.Helper()
	p, err := app.FindFirstRecordByData("company_profiles", "user", userID)
	if err != nil {
		t.Fatal(err)
	}
	setStep(t, app, p, step)
	return p
}
