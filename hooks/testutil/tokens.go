package testutil

import (
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

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
		tokensErr = inTemplateCopy(func(app *tests.TestApp) error {
			u := SeedUsers(t, app)
			var firstErr error
			tok := func(r *core.Record) string {
				s, err := r.NewAuthToken()
				if err != nil && firstErr == nil {
					firstErr = err
				}
				return s
			}
			tokens = Tokens{
				Volunteer: tok(u.Volunteer), OtherVolunteer: tok(u.OtherVolunteer),
				Company: tok(u.Company), OtherCompany: tok(u.OtherCompany), Superadmin: tok(u.Superadmin),
			}
			return firstErr
		})
	})
	if tokensErr != nil {
		t.Fatal(tokensErr)
	}
	return tokens
}

// cachedToken is the auth token of one user that create saves, made once
// per test binary in a template copy and so valid in every test app.
type cachedToken struct {
	once  sync.Once
	token string
	err   error
}

func (c *cachedToken) get(t testing.TB, create func(testing.TB, core.App) *core.Record) string {
	t.Helper()
	c.once.Do(func() {
		c.err = inTemplateCopy(func(app *tests.TestApp) error {
			var err error
			c.token, err = create(t, app).NewAuthToken()
			return err
		})
	})
	if c.err != nil {
		t.Fatal(c.err)
	}
	return c.token
}

// Auth returns the request headers of a signed-in request ("" = guest).
func Auth(token string) map[string]string {
	if token == "" {
		return nil
	}
	return map[string]string{"Authorization": token}
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

// TokenOf is the auth token of the user id of app.
func TokenOf(t testing.TB, app core.App, id string) string {
	t.Helper()
	return Token(t, Record(t, app, "users", id))
}

// FileTokenOf is a file token of the user id of app (valid in the apps
// that share its token keys).
func FileTokenOf(t testing.TB, app core.App, id string) string {
	t.Helper()
	tok, err := Record(t, app, "users", id).NewFileToken()
	if err != nil {
		t.Fatal(err)
	}
	return tok
}
