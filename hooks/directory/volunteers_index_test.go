package directory_test

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// change runs fn on the list fixture after it is saved.
func change(fn func(t testing.TB, app *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return testutil.Then(listApp, fn)
}

func veraEntry(t testing.TB, app core.App, collection, field, value string) *core.Record {
	t.Helper()
	r, err := app.FindFirstRecordByFilter(collection, "profile = {:p} && "+field+" = {:v}",
		dbx.Params{"p": testutil.VolunteerProfileID, "v": value})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func save(t testing.TB, app core.App, r *core.Record, set map[string]any) {
	t.Helper()
	for k, v := range set {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
}

func remove(t testing.TB, app core.App, r *core.Record) {
	t.Helper()
	if err := app.Delete(r); err != nil {
		t.Fatal(err)
	}
}

// changeScenario is a list request after a change of the fixture.
type changeScenario struct {
	tests.ApiScenario
	change func(t testing.TB, app *tests.TestApp)
}

func renameVerasGo(t testing.TB, app core.App) {
	save(t, app, veraEntry(t, app, "skills", "name", "Go"), map[string]any{"name": "Rust"})
}

func changeScenarios() []changeScenario {
	cs := func(name, url string, change func(testing.TB, *tests.TestApp), after testutil.AfterFunc, content ...string) changeScenario {
		return changeScenario{ApiScenario: tests.ApiScenario{Name: name, URL: url, AfterTestFunc: after, ExpectedContent: content}, change: change}
	}
	rename := func(t testing.TB, app *tests.TestApp) { renameVerasGo(t, app) }
	return []changeScenario{
		cs("a renamed skill is found by its new name", volunteersURL+"?q=rust", rename, expectList(1, "vera")),
		cs("and no longer by its old one", volunteersURL+"?q=go", rename, expectList(1, "devon")),
		cs("the skill facet and filter follow", volunteersURL+"?skills=Rust", rename,
			testutil.All(expectList(1, "vera"), expectFacet("skills", "React:2", "Go:1", "Python:1", "Rust:1", "SQL:1"))),
		cs("a deleted experience is no longer searched", volunteersURL+"?q=globex", func(t testing.TB, app *tests.TestApp) {
			remove(t, app, veraEntry(t, app, "experiences", "company", "Globex"))
		}, expectList(0)),
		cs("a new experience is searched", volunteersURL+"?q=initech", func(t testing.TB, app *tests.TestApp) {
			testutil.AddEntry(t, app, "experiences", testutil.VolunteerProfileID, map[string]any{"company": "Initech", "role": "Tester"})
		}, expectList(1, "vera")),
		cs("a renamed user is found by the new name", volunteersURL+"?q=veronica", func(t testing.TB, app *tests.TestApp) {
			u, _ := app.FindRecordById("users", testutil.VolunteerID)
			save(t, app, u, map[string]any{"first_name": "Veronica"})
		}, expectList(1, "vera"), `"first_name":"Veronica"`),
		cs("a profile's new city, tags and availability", volunteersURL+"?q=york&tags=Robotics&sort=available", func(t testing.TB, app *tests.TestApp) {
			d, _ := app.FindFirstRecordByData("volunteer_profiles", "user", "volunteer000010")
			save(t, app, d, map[string]any{"city": "York", "tags": []string{"Robotics"}, "available": true})
		}, testutil.All(expectList(1, "dana"), expectFacet("tags", "Robotics:1")), `"city":"York"`, `"tags":["Robotics"]`, `"available":true`),
		cs("a deleted volunteer leaves the list and its counts", volunteersURL, func(t testing.TB, app *tests.TestApp) {
			u, _ := app.FindRecordById("users", testutil.VolunteerID)
			remove(t, app, u)
		}, testutil.All(expectList(3, "nora", "devon", "dana"),
			expectFacet("language", "English:3", "Arabic:1"), expectFacet("skills", "Go:1", "Python:1", "React:1", "SQL:1"))),
		cs("a volunteer made company leaves the list", volunteersURL+"?q=vera", func(t testing.TB, app *tests.TestApp) {
			u, _ := app.FindRecordById("users", testutil.VolunteerID)
			save(t, app, u, map[string]any{"role": "company"})
		}, expectList(0)),
		cs("victor finishing the wizard joins the list", volunteersURL+"?sort=oldest", func(t testing.TB, app *tests.TestApp) {
			testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 7)
		}, testutil.All(expectList(5, "vera", "victor", "dana", "devon", "nora"), expectFacet("skills", "Go:3", "React:2", "Python:1", "SQL:1"))),
		cs("a failed transaction leaves the index as it was", volunteersURL+"?q=rust", func(t testing.TB, app *tests.TestApp) {
			err := app.RunInTransaction(func(tx core.App) error {
				renameVerasGo(t, tx)
				return errRollback
			})
			if !errors.Is(err, errRollback) {
				t.Fatal(err)
			}
		}, expectList(0)),
	}
}

// The index follows every change of the records it reads, in the same
// transaction.
func TestVolunteerListFollowsChanges(t *testing.T) {
	var scenarios []tests.ApiScenario
	for _, s := range changeScenarios() {
		s.TestAppFactory = change(s.change)
		scenarios = append(scenarios, s.ApiScenario)
	}
	runList(t, scenarios)
}

var errRollback = errors.New("roll back")

// warmThen answers one list request first, so the server's in-memory copy
// is loaded before fn changes the data: the scenario then checks that the
// copy followed the change (the other tests load it after the change).
func warmThen(fn func(t testing.TB, app *tests.TestApp)) func(testing.TB, *tests.TestApp, *core.ServeEvent) {
	return func(t testing.TB, app *tests.TestApp, e *core.ServeEvent) {
		mux, err := e.Router.BuildMux()
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range []string{volunteersURL, volunteersURL + "?q=go", companiesURL} {
			rec := httptest.NewRecorder()
			mux.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, u, nil))
			if rec.Code != 200 {
				t.Fatalf("warming %s: %d", u, rec.Code)
			}
		}
		fn(t, app)
	}
}

func TestVolunteerListFollowsChangesWhileServing(t *testing.T) {
	var scenarios []tests.ApiScenario
	for _, s := range changeScenarios() {
		s.Name += " (while serving)"
		fn := s.change
		s.TestAppFactory = listApp
		s.BeforeTestFunc = warmThen(fn)
		scenarios = append(scenarios, s.ApiScenario)
	}
	runList(t, scenarios)
}

// The wizard's own routes keep the index in step (they replace whole
// lists in one transaction).
func TestVolunteerListFollowsTheWizard(t *testing.T) {
	tok := testutil.UserTokens(t)
	flow := testutil.NewFlow(t, listApp(t), testutil.Config())
	flow.Run(tests.ApiScenario{Name: "vera replaces her skills", Method: http.MethodPost, URL: "/api/volunteer/achievement",
		Headers: testutil.Auth(tok.Volunteer), Body: strings.NewReader(`{"skills":[{"name":"Kotlin","level":"Advanced"}],"awards":[],"website":""}`),
		ExpectedStatus: 200, ExpectedContent: []string{`"name":"Kotlin"`}})
	for _, s := range []tests.ApiScenario{
		{Name: "found by the new skill", URL: volunteersURL + "?q=kotlin", AfterTestFunc: expectList(1, "vera")},
		{Name: "not by the old ones", URL: volunteersURL + "?skills=React", AfterTestFunc: expectList(1, "nora")},
	} {
		s.Method, s.ExpectedStatus, s.ExpectedEvents = http.MethodGet, 200, testutil.NoEvents
		s.NotExpectedContent = private
		flow.Run(s)
	}
}
