package auth_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/testutil"
)

func TestRequireRole(t *testing.T) {
	tok := testutil.UserTokens(t)
	companyOnly := func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		e.Router.GET("/api/test/company-only", func(re *core.RequestEvent) error {
			return re.JSON(http.StatusOK, map[string]string{"hello": re.Auth.GetString("username")})
		}).Bind(auth.RequireRole(auth.RoleCompany))
	}
	scenarios := []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
		{Name: "volunteer", Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}},
		{Name: "superadmin", Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}},
		{Name: "company", Headers: testutil.Auth(tok.Company), ExpectedStatus: 200, ExpectedContent: []string{`{"hello":"acme"}`}},
		{Name: "a bad token is a guest", Headers: testutil.Auth("not-a-token"), ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}},
	}
	for _, s := range scenarios {
		s.Method = http.MethodGet
		s.URL = "/api/test/company-only"
		s.TestAppFactory = testutil.NewAppWithUsers
		s.BeforeTestFunc = companyOnly
		s.ExpectedEvents = map[string]int{"*": 0}
		s.Test(t)
	}
}

func TestIsSuperadmin(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	for id, want := range map[string]bool{testutil.SuperadminID: true, testutil.VolunteerID: false, testutil.CompanyID: false} {
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		if got := auth.IsSuperadmin(u); got != want {
			t.Errorf("IsSuperadmin(%s) = %v", id, got)
		}
	}
	if auth.IsSuperadmin(nil) {
		t.Error("IsSuperadmin(nil) = true")
	}
	// A PocketBase superuser is not a Voluntech superadmin by role.
	su, err := app.FindCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(su)
	r.Set("role", auth.RoleSuperadmin)
	if auth.IsSuperadmin(r) {
		t.Error("a _superusers record counts as superadmin")
	}
}
