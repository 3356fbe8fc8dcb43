package testutil

import (
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// MemberID is the member of the SeedUsers company (CompanyID) that
// CreateMember saves.
const MemberID = "member000000001"

// CreateMember saves a verified member of the company companyID: a
// company-role user whose team is the company's owner. The company's owner
// must exist.
func CreateMember(t testing.TB, app core.App, id, username, companyID string) *core.Record {
	t.Helper()
	u := CreateUser(t, app, UserOpts{Id: id, Username: username, Role: "company"})
	u.Set("team", companyID)
	u.Set("profile_step", 5)
	if err := app.Save(u); err != nil {
		t.Fatalf("make %s a member of %s: %v", username, companyID, err)
	}
	return u
}

// SeedTeam saves the SeedUsers cast and MemberID ("mia"), a member of
// CompanyID.
func SeedTeam(t testing.TB, app core.App) Users {
	t.Helper()
	u := SeedUsers(t, app)
	CreateMember(t, app, MemberID, "mia", CompanyID)
	return u
}

// NewAppWithTeam is NewApp with SeedTeam, for TestAppFactory.
func NewAppWithTeam(t testing.TB) *tests.TestApp {
	t.Helper()
	app := NewApp(t)
	SeedTeam(t, app)
	return app
}

var memberToken cachedToken

// MemberToken is the auth token of MemberID, valid in every test app of
// this test binary.
func MemberToken(t testing.TB) string {
	t.Helper()
	return memberToken.get(t, func(t testing.TB, app core.App) *core.Record {
		SeedUsers(t, app)
		return CreateMember(t, app, MemberID, "mia", CompanyID)
	})
}
