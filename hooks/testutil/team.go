package testutil

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/teams"
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

// Invitation describes a team invitation made directly in the database.
type Invitation struct {
	ID, Company, Email, Token string
	// Status defaults to "pending"; ExpiresInDays to 7 (negative: expired).
	Status        string
	ExpiresInDays int
}

// CreateInvitation saves an invitation whose mailed token is inv.Token.
func CreateInvitation(t testing.TB, app core.App, inv Invitation) *core.Record {
	t.Helper()
	if inv.Status == "" {
		inv.Status = "pending"
	}
	if inv.ExpiresInDays == 0 {
		inv.ExpiresInDays = 7
	}
	return SaveRecord(t, app, "team_invitations", map[string]any{
		"id": inv.ID, "company": inv.Company, "email": inv.Email, "token_hash": teams.HashToken(inv.Token),
		"status": inv.Status, "expires_at": InDays(inv.ExpiresInDays),
	})
}

// Handler is the app's router as the server builds it, for tests that send
// requests at once (ApiScenario sends one at a time).
func Handler(t testing.TB, app core.App) http.Handler {
	t.Helper()
	router, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var handler http.Handler
	err = app.OnServe().Trigger(&core.ServeEvent{App: app, Router: router}, func(e *core.ServeEvent) error {
		handler, err = e.Router.BuildMux()
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return handler
}

// Signed are the auth headers of the SeedTeam cast, one a person: vera and
// victor (volunteers), acme and globex (company owners), mia (acme's team
// member) and sally (superadmin).
type Signed struct {
	Vera, Victor, Acme, Globex, Mia, Sally map[string]string
}

// SignedIn returns the headers of the SeedTeam cast.
func SignedIn(t testing.TB) Signed {
	t.Helper()
	tok := UserTokens(t)
	return Signed{Vera: Auth(tok.Volunteer), Victor: Auth(tok.OtherVolunteer), Acme: Auth(tok.Company),
		Globex: Auth(tok.OtherCompany), Mia: Auth(MemberToken(t)), Sally: Auth(tok.Superadmin)}
}
