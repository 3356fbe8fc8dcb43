package volunteers_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// ids are lookup ids from the migrated template, the same in every test app.
type ids struct {
	Bachelor, ThreeToFive, FirstJob, OtherMotivation string
	SearchEngine, FromPartner, Bootcamp, Incubator   string
	English, French, ComputerScience, SaaS           string
}

func readIDs(t *testing.T) ids {
	return testutil.ReadLookups(t, func(l func(kind, name string) string) ids {
		return ids{
			Bachelor: l("education_level", "Bachelor's degree"), ThreeToFive: l("experience_years", "3-5 years"),
			FirstJob: l("motivation", "Land the first job"), OtherMotivation: l("motivation", "Other"),
			SearchEngine: l("source", "Search engine"), FromPartner: l("source", "From partner"),
			Bootcamp: l("volunteer_partner", "Coding bootcamp"), Incubator: l("company_partner", "University incubator"),
			English: l("language", "en"), French: l("language", "fr"),
			ComputerScience: l("study_area", "Computer Science"), SaaS: l("company_category", "SaaS"),
		}
	})
}

// atStep returns a factory of apps with the standard cast, the unverified
// volunteer, and vera's wizard at step (step 0: vera has saved nothing and
// has no profile yet).
func atStep(step int) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithUsers(t)
		testutil.CreateUnverifiedVolunteer(t, app)
		if step > 0 {
			testutil.SetVolunteerStep(t, app, testutil.VolunteerID, step)
		}
		return app
	}
}

// profileOf reads a volunteer's profile (nil without one).
func profileOf(t testing.TB, app core.App, userID string) *core.Record {
	t.Helper()
	return testutil.FirstBy(app, "volunteer_profiles", "user", userID)
}

// stepIs is expectStep for vera as an AfterTestFunc.
func stepIs(want int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		testutil.ExpectStep(t, app, testutil.VolunteerID, want)
	}
}

// expectCounts checks the number of entries in each list of vera's profile.
func expectCounts(want map[string]int64) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		for collection, n := range want {
			if got := testutil.Count(t, app, collection, dbx.HashExp{"profile": testutil.VolunteerProfileID}); got != n {
				t.Errorf("%s of vera = %d, want %d", collection, got, n)
			}
		}
	}
}

// listBody is the body {key: entries} of a step that saves a list.
func listBody(key string, entries ...map[string]any) map[string]any {
	list := make([]any, len(entries))
	for i, e := range entries {
		list[i] = e
	}
	return map[string]any{key: list}
}

// savedEntry is the one entry of a list vera saved before a step that
// replaces the whole list; key names the field that tells it apart.
type savedEntry struct {
	collection, key string
	fields          map[string]any
}

// at gives vera the entry, at step.
func (e savedEntry) at(step int) func(testing.TB) *tests.TestApp {
	return testutil.Then(atStep(step), func(t testing.TB, app *tests.TestApp) {
		testutil.AddEntry(t, app, e.collection, testutil.VolunteerProfileID, e.fields)
	})
}

// kept asserts a refused save left the entry alone in its list and vera at step.
func (e savedEntry) kept(t testing.TB, app *tests.TestApp, step int) {
	t.Helper()
	list, err := app.FindAllRecords(e.collection, dbx.HashExp{"profile": testutil.VolunteerProfileID})
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].GetString(e.key) != e.fields[e.key] {
		t.Errorf("%s changed: %d entries", e.collection, len(list))
	}
	testutil.ExpectStep(t, app, testutil.VolunteerID, step)
}
