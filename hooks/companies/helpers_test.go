package companies_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// ids are lookup ids from the migrated template, the same in every test app.
type ids struct {
	Seed, SixToTen, Revenue, SearchEngine, FromPartner, Incubator string
	English, French, SaaS                                         string
}

func readIDs(t *testing.T) ids {
	return testutil.ReadLookups(t, func(l func(kind, name string) string) ids {
		return ids{
			Seed: l("company_stage", "Seed"), SixToTen: l("member_range", "6-10"), Revenue: l("fund_type", "Revenue"),
			SearchEngine: l("source", "Search engine"), FromPartner: l("source", "From partner"),
			Incubator: l("company_partner", "University incubator"),
			English:   l("language", "en"), French: l("language", "fr"), SaaS: l("company_category", "SaaS"),
		}
	})
}

// atStep returns a factory of apps with the standard cast, the unverified
// company, and acme's wizard at step.
func atStep(step int) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithUsers(t)
		testutil.CreateUnverifiedCompany(t, app)
		testutil.SetOnboardingStep(t, app, testutil.CompanyID, step)
		return app
	}
}

// profileOf reads acme's (or another company's) profile.
func profileOf(t testing.TB, app core.App, userID string) *core.Record {
	t.Helper()
	p, err := app.FindFirstRecordByData("company_profiles", "user", userID)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// unchanged asserts a refused step saved nothing: acme's profile has none of
// the wizard answers, no links, and the step stayed at step.
func unchanged(step int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		p := profileOf(t, app, testutil.CompanyID)
		for _, f := range []string{"company_stage", "team_structure", "city", "phone", "logo", "description", "tags"} {
			if v := p.GetString(f); v != "" && v != "null" && v != "[]" {
				t.Errorf("%s = %q, want it unsaved", f, v)
			}
		}
		if n, _ := app.CountRecords("social_links", dbx.HashExp{"owner": testutil.CompanyID}); n != 0 {
			t.Errorf("social links = %d, want 0", n)
		}
		testutil.ExpectStep(t, app, testutil.CompanyID, step)
	}
}

func contains(s string, parts ...string) bool {
	for _, p := range parts {
		if !strings.Contains(s, p) {
			return false
		}
	}
	return true
}
