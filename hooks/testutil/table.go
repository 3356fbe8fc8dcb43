package testutil

import (
	"io"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
)

// Caller is someone a route refuses: their token ("" for a guest), the
// status they get and a text the answer holds.
type Caller struct {
	Name, Token string
	Status      int
	Want        string
}

// RefusedCallers are the callers a route of role ("volunteer" or
// "company") refuses: a guest, the other role, a superadmin and role's user
// who has not verified their email yet.
func RefusedCallers(t testing.TB, role string) []Caller {
	t.Helper()
	tok := UserTokens(t)
	var other, otherToken, unverified string
	switch role {
	case "volunteer":
		other, otherToken, unverified = "company", tok.Company, UnverifiedVolunteerToken(t)
	case "company":
		other, otherToken, unverified = "volunteer", tok.Volunteer, UnverifiedCompanyToken(t)
	default:
		t.Fatalf("RefusedCallers: no role %q", role)
	}
	return []Caller{
		{Name: "guest", Status: 401, Want: `"status":401`},
		{Name: other, Token: otherToken, Status: 403, Want: `"status":403`},
		{Name: "superadmin", Token: tok.Superadmin, Status: 403, Want: `"status":403`},
		{Name: "unverified " + role, Token: unverified, Status: 403, Want: "Please verify your email address first."},
	}
}

// Refusals are one row per caller sending body (as BadInput sends it); each is refused, fires no
// event and leaves the data as unchanged checks (nil: no check).
func Refusals(callers []Caller, body any, unchanged AfterFunc) []tests.ApiScenario {
	rows := make([]tests.ApiScenario, 0, len(callers))
	for _, c := range callers {
		rows = append(rows, tests.ApiScenario{Name: c.Name, Headers: Auth(c.Token), Body: bodyOf(body),
			ExpectedStatus: c.Status, ExpectedContent: []string{c.Want}, ExpectedEvents: NoEvents, AfterTestFunc: unchanged})
	}
	return rows
}

// BadInput is a row whose body (JSON, or a string sent as it is) the route
// answers with 400 and want, firing no event and leaving the data as
// unchanged checks.
func BadInput(name string, headers map[string]string, body any, unchanged AfterFunc, want ...string) tests.ApiScenario {
	return tests.ApiScenario{Name: name, Headers: headers, Body: bodyOf(body),
		ExpectedStatus: 400, ExpectedContent: want, ExpectedEvents: NoEvents, AfterTestFunc: unchanged}
}

// bodyOf is a request body: none for nil, a string as it is, anything
// else as JSON.
func bodyOf(body any) io.Reader {
	switch b := body.(type) {
	case nil:
		return nil
	case string:
		return strings.NewReader(b)
	default:
		return JSONBody(b)
	}
}

// Omitting is row s whose answer must not hold any of absent (the fields
// a bad input must not be blamed on).
func Omitting(s tests.ApiScenario, absent ...string) tests.ApiScenario {
	s.NotExpectedContent = absent
	return s
}
