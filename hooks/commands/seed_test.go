package commands_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/commands"
	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
)

// seededApp adds 200 volunteers and 20 companies to the standard cast.
func seededApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 200, Companies: 20, RandSeed: 5, RebuildIndexes: true}); err != nil {
		t.Fatal(err)
	}
	return app
}

func TestSeedRecords(t *testing.T) {
	app := seededApp(t)
	defer app.Cleanup()
	count := func(sql string) int {
		var n int
		if err := app.DB().NewQuery(sql).Row(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	for sql, want := range map[string]int{
		"SELECT COUNT(*) FROM users WHERE role = 'volunteer' AND profile_step = 7 AND verified":                              200,
		"SELECT COUNT(*) FROM users WHERE role = 'company' AND profile_step = 5":                                             20,
		"SELECT COUNT(DISTINCT username) FROM users":                                                                         225,
		"SELECT COUNT(*) FROM volunteer_profiles p JOIN users u ON u.id = p.user WHERE u.profile_step = 7 AND p.about != ''": 200,
		"SELECT COUNT(*) FROM company_profiles p JOIN users u ON u.id = p.user WHERE u.profile_step = 5":                     20,
		"SELECT COUNT(*) FROM volunteer_directory":                                                                           200,
		"SELECT COUNT(*) FROM company_directory":                                                                             20,
		// Every seeded volunteer has skills and an experience.
		"SELECT COUNT(DISTINCT profile) FROM skills":      200,
		"SELECT COUNT(DISTINCT profile) FROM experiences": 200,
		// The indexes dropped for the load are back.
		"SELECT COUNT(*) FROM sqlite_master WHERE name IN ('idx_skills_profile', 'idx_experiences_profile', 'idx_users_role')": 3,
	} {
		if got := count(sql); got != want {
			t.Errorf("%s = %d, want %d", sql, got, want)
		}
	}
	// A seeded user is a real record: it validates and signs in.
	u, err := app.FindFirstRecordByFilter("users", "role = 'volunteer' && username != 'vera' && username != 'victor'")
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Validate(u); err != nil {
		t.Errorf("a seeded user does not validate: %v", err)
	}
	if !u.ValidatePassword(commands.SeedPassword) {
		t.Error("the seed password does not sign in")
	}
	p, err := app.FindFirstRecordByData("volunteer_profiles", "user", u.Id)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Validate(p); err != nil {
		t.Errorf("a seeded profile does not validate: %v", err)
	}
}

func TestSeededDirectory(t *testing.T) {
	app := seededApp(t)
	var username, skill string
	if err := app.DB().NewQuery(`SELECT u.username, s.name FROM users u JOIN volunteer_profiles p ON p.user = u.id
		JOIN skills s ON s.profile = p.id WHERE u.role = 'volunteer' LIMIT 1`).Row(&username, &skill); err != nil {
		t.Fatal(err)
	}
	app.Cleanup()
	prefix := strings.ToLower(skill[:min(3, len(skill))])
	for _, s := range []tests.ApiScenario{
		{Name: "seeded volunteers are listed", URL: "/api/directory/volunteers", ExpectedContent: []string{`"totalItems":200`, `"skills":[{`}},
		{Name: "and found by a skill's start", URL: "/api/directory/volunteers?q=" + prefix, ExpectedContent: []string{`"username":"`},
			NotExpectedContent: []string{`"totalItems":0`}},
		{Name: "by a skill filter", URL: "/api/directory/volunteers?skills=" + strings.ReplaceAll(skill, " ", "+"),
			NotExpectedContent: []string{`"totalItems":0`}},
		{Name: "a seeded volunteer's public profile", URL: "/api/directory/volunteers/" + username,
			ExpectedContent: []string{`"username":"` + username + `"`, `"about":"`}},
		{Name: "seeded companies are listed", URL: "/api/directory/companies", ExpectedContent: []string{`"totalItems":20`}},
	} {
		s.Method, s.ExpectedStatus, s.ExpectedEvents = http.MethodGet, 200, testutil.NoEvents
		s.NotExpectedContent = append(s.NotExpectedContent, "@example.", `"phone"`)
		s.TestAppFactory = seededApp
		s.Test(t)
	}
}

// Seeded opportunities are real records: they validate, the open ones are
// in the search index exactly as a rebuild puts them, and each company's
// directory rank counts its open, unexpired ones.
func TestSeededOpportunities(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	if err := commands.Seed(app, commands.SeedOptions{Companies: 5, Opportunities: 300, RandSeed: 7}); err != nil {
		t.Fatal(err)
	}
	index := func() []string {
		var rows []string
		if err := app.DB().NewQuery(`SELECT x.rid || ':' || x.id FROM opportunity_index x ORDER BY x.rid`).Column(&rows); err != nil {
			t.Fatal(err)
		}
		return rows
	}
	seeded := index()
	var open int
	if err := app.DB().NewQuery(`SELECT COUNT(*) FROM opportunities WHERE status = 'open'`).Row(&open); err != nil {
		t.Fatal(err)
	}
	if open < 200 || len(seeded) != open {
		t.Errorf("%d open opportunities, %d indexed", open, len(seeded))
	}
	if err := dirindex.RebuildOpportunities(app); err != nil {
		t.Fatal(err)
	}
	if rebuilt := index(); !slices.Equal(rebuilt, seeded) {
		t.Errorf("the seeded index differs from a rebuild")
	}
	var wrong int
	if err := app.DB().NewQuery(`SELECT COUNT(*) FROM company_directory d WHERE d.opportunities != (SELECT COUNT(*)
		FROM opportunities o WHERE o.company = d.user_id AND o.status = 'open' AND o.expires_at > {:now})`).
		Bind(dbx.Params{"now": types.NowDateTime().String()}).Row(&wrong); err != nil {
		t.Fatal(err)
	}
	if wrong != 0 {
		t.Errorf("%d companies rank by a wrong count of open opportunities", wrong)
	}
	r, err := app.FindFirstRecordByFilter("opportunities", "status = 'open'")
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Validate(r); err != nil {
		t.Errorf("a seeded opportunity does not validate: %v", err)
	}
}
