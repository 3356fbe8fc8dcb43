package opportunities_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// benchOpportunities is how many opportunities the benchmarks list: far
// more than a self-hosted instance is expected to hold open at once.
const benchOpportunities = 5000

var benchSkills = []string{"Go", "React", "SQL", "Figma", "Python", "Docker", "Kubernetes", "Rust", "Copywriting", "SEO", "Swift", "Kotlin"}

// benchServer is an app with benchOpportunities open opportunities (five
// skills each, half of them asking for "data" in the title), a volunteer
// with four skills, and its HTTP handler.
func benchServer(b *testing.B) (*tests.TestApp, http.Handler) {
	b.Helper()
	app := testutil.NewAppWithUsers(b)
	testutil.SetVolunteerStep(b, app, testutil.VolunteerID, 7)
	for i, s := range []string{"Go", "SQL", "Docker", "SEO"} {
		testutil.AddEntry(b, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": s, "level": "Advanced", "sort": i})
	}
	err := app.RunInTransaction(func(tx core.App) error {
		for i := range benchOpportunities {
			skills := make([]string, 5)
			for j := range skills {
				skills[j] = benchSkills[(i+j*3)%len(benchSkills)]
			}
			title := fmt.Sprintf("Volunteer role %d", i)
			if i%2 == 0 {
				title = fmt.Sprintf("Data volunteer %d", i)
			}
			testutil.CreateOpportunity(b, tx, fmt.Sprintf("bench%010d", i), testutil.CompanyID, map[string]any{
				"title": title, "skills": skills,
			})
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return app, testutil.Handler(b, app)
}

func benchGet(b *testing.B, handler http.Handler, u, token string) {
	b.Helper()
	b.ReportAllocs()
	for b.Loop() {
		rec := testutil.Do(handler, http.MethodGet, u, nil, testutil.Auth(token))
		if rec.Code != http.StatusOK {
			b.Fatalf("%s: %d %s", u, rec.Code, rec.Body)
		}
	}
}

// Run: go test -run '^$' -bench . ./hooks/opportunities/
func BenchmarkDiscover(b *testing.B) {
	app, handler := benchServer(b)
	defer app.Cleanup()
	benchGet(b, handler, "/api/volunteer/discover?limit=6", testutil.UserTokens(b).Volunteer)
}

// The public list as the /opportunities page asks for it: a search word,
// a category-free filter, newest first, ten per page, as a guest.
func BenchmarkPublicSearch(b *testing.B) {
	app, handler := benchServer(b)
	defer app.Cleanup()
	filter := url.QueryEscape(`status = "open" && (title ~ "data" || description ~ "data" || skills ~ "data") && hours_per_day <= 6`)
	benchGet(b, handler, "/api/collections/opportunities/records?perPage=10&sort=-created&filter="+filter, "")
}

// The same page as a signed-in volunteer: every card is enriched with the
// volunteer's application and favourite.
func BenchmarkPublicSearchAsVolunteer(b *testing.B) {
	app, handler := benchServer(b)
	defer app.Cleanup()
	filter := url.QueryEscape(`status = "open" && (title ~ "data" || description ~ "data" || skills ~ "data")`)
	benchGet(b, handler, "/api/collections/opportunities/records?perPage=10&sort=-created&filter="+filter, testutil.UserTokens(b).Volunteer)
}
