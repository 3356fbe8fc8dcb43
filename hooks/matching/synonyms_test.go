package matching_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const synonymsURL = "/api/collections/skill_synonyms/records"

// synonymCount is the number of rows with the spelling term.
func synonymCount(t testing.TB, app *tests.TestApp, term string) int64 {
	t.Helper()
	return testutil.Count(t, app, "skill_synonyms", dbx.HashExp{"term": term})
}

// A superadmin's synonym is trimmed and lower-cased, and the table stays
// one level deep: a spelling that is its skill, one already taken, a skill
// used as a spelling or a spelling used as a skill are field errors. (Who
// may edit the table: pb_migrations/rules_matching_test.go.)
func TestSynonymChecks(t *testing.T) {
	as := testutil.SignedIn(t)
	unchanged := func(term string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := synonymCount(t, app, term); n != 0 {
				t.Errorf("%d rows with the spelling %q", n, term)
			}
		}
	}
	bad := func(name string, body map[string]any, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: synonymsURL, Headers: as.Sally,
			Body: testutil.JSONBody(body), ExpectedStatus: 400, ExpectedContent: want,
			ExpectedEvents: map[string]int{"*": 0, "OnRecordCreateRequest": 1},
			AfterTestFunc:  unchanged(strings.ToLower(body["term"].(string)))}
	}
	scenarios := []tests.ApiScenario{
		bad("the skill itself in another spelling", map[string]any{"term": "Angular JS", "canonical": "angular.js"},
			`"term":{"code":"validation_same_skill","message":"This spelling is the skill itself."}`),
		bad("a spelling already taken, in another spelling", map[string]any{"term": "React-JS", "canonical": "preact"},
			`"term":{"code":"validation_not_unique","message":"This spelling is already a synonym of react."}`),
		bad("a skill with spellings as a spelling", map[string]any{"term": "React", "canonical": "preact"},
			`"term":{"code":"validation_synonym_chain","message":"The skill react has spellings of its own; it cannot be another skill's spelling."}`),
		bad("a spelling as the skill", map[string]any{"term": "preact", "canonical": "ReactJS"},
			`"canonical":{"code":"validation_synonym_chain","message":"The spelling reactjs belongs to react: choose react."}`),
		bad("punctuation only", map[string]any{"term": "...", "canonical": "angular"},
			`"term":{"code":"validation_invalid_value","message":"Enter a spelling with letters or digits."}`),
		{Name: "a new synonym, trimmed and lower-cased", Method: http.MethodPost, URL: synonymsURL, Headers: as.Sally,
			Body:           testutil.JSONBody(map[string]any{"term": "  AngularJS ", "canonical": "Angular"}),
			ExpectedStatus: 200, ExpectedContent: []string{`"term":"angularjs"`, `"canonical":"angular"`},
			ExpectedEvents: testutil.RequestEvents(0, 1, "OnRecordCreateRequest", "OnRecordEnrich"),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := synonymCount(t, app, "angularjs"); n != 1 {
					t.Errorf("%d rows of angularjs", n)
				}
			}},
	}
	scenarios = append(scenarios, tests.ApiScenario{Name: "a change that makes a chain", Method: http.MethodPatch,
		URL: synonymsURL + "/" + "REPLACED", Headers: as.Sally, Body: testutil.JSONBody(map[string]any{"canonical": "reactjs"}),
		ExpectedStatus: 400, ExpectedContent: []string{`"canonical":{"code":"validation_synonym_chain"`},
		ExpectedEvents: map[string]int{"*": 0, "OnRecordUpdateRequest": 1}})
	for i := range scenarios {
		scenarios[i].TestAppFactory = fixture
		if strings.HasSuffix(scenarios[i].URL, "REPLACED") {
			// golang → go, changed to golang → reactjs.
			app := fixture(t)
			r, err := app.FindFirstRecordByData("skill_synonyms", "term", "golang")
			app.Cleanup()
			if err != nil {
				t.Fatal(err)
			}
			scenarios[i].URL = strings.Replace(scenarios[i].URL, "REPLACED", r.Id, 1)
		}
		scenarios[i].Test(t)
	}
}

// A synonym takes effect at the next score without any rebuild: vera lists
// Node.js, and an opportunity asking for Cobol is recommended to her once a
// superadmin says Cobol is a spelling of Node.js, and no longer once the
// synonym is gone.
func TestSynonymEditTakesEffect(t *testing.T) {
	as := testutil.SignedIn(t)
	h := testutil.Serve(t, fixture)
	recommended := func(want bool) {
		t.Helper()
		rec := testutil.Do(h, http.MethodGet, "/api/volunteer/recommendations", nil, as.Vera)
		if rec.Code != 200 {
			t.Fatalf("recommendations: %d %s", rec.Code, rec.Body)
		}
		if got := strings.Contains(rec.Body.String(), oppCobol); got != want {
			t.Fatalf("Cobol recommended: %v, want %v: %s", got, want, rec.Body)
		}
	}
	recommended(false) // the synonyms are read and kept
	rec := testutil.Do(h, http.MethodPost, synonymsURL, []byte(`{"term":"Cobol","canonical":"node.js"}`), as.Sally)
	if rec.Code != 200 {
		t.Fatalf("adding the synonym: %d %s", rec.Code, rec.Body)
	}
	recommended(true)
	var id struct{ ID string }
	id.ID = between(rec.Body.String(), `"id":"`, `"`)
	if del := testutil.Do(h, http.MethodDelete, synonymsURL+"/"+id.ID, nil, as.Sally); del.Code != 204 {
		t.Fatalf("deleting the synonym: %d %s", del.Code, del.Body)
	}
	recommended(false)
}

// between is the text of s after from up to the next to.
func between(s, from, to string) string {
	_, after, ok := strings.Cut(s, from)
	if !ok {
		return ""
	}
	v, _, _ := strings.Cut(after, to)
	return v
}
