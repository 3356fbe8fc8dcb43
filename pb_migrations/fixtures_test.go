package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// saveRecord saves a record of collection with these fields, under id
// unless it is empty (then PocketBase picks one).
func saveRecord(t testing.TB, app core.App, collection, id string, fields map[string]any) *core.Record {
	t.Helper()
	c, err := app.FindCollectionByNameOrId(collection)
	if err != nil {
		t.Fatal(err)
	}
	r := core.NewRecord(c)
	if id != "" {
		r.Id = id
	}
	for k, v := range fields {
		r.Set(k, v)
	}
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
	return r
}

// superadminLog is a collection only superadmins read and only the server
// writes, holding one record (id) when its scenarios run.
type superadminLog struct {
	collection, id string
	// What the scenario names call the records: "closed accounts", "a
	// closed account", and the verb of creating one ("records").
	many, one, createVerb string
	// The query of the superadmin's list and what it shows.
	superadminQuery   string
	superadminContent []string
	// Bodies of the refused create and update.
	createBody, updateBody string
}

// scenarios: the superadmin lists and views the record, every other caller
// lists none and cannot view it, and nobody creates, edits or deletes one.
func (l superadminLog) scenarios(callers []who) []tests.ApiScenario {
	list := "/api/collections/" + l.collection + "/records"
	one := list + "/" + l.id
	var scenarios []tests.ApiScenario
	for _, w := range callers {
		h := testutil.Auth(w.token)
		if w.name == "superadmin" {
			scenarios = append(scenarios,
				tests.ApiScenario{Name: "superadmin lists " + l.many, Method: http.MethodGet, URL: list + l.superadminQuery, Headers: h,
					ExpectedStatus: 200, ExpectedContent: l.superadminContent, ExpectedEvents: listed(1)},
				tests.ApiScenario{Name: "superadmin views " + l.one, Method: http.MethodGet, URL: one, Headers: h, ExpectedStatus: 200,
					ExpectedContent: []string{`"id":"` + l.id + `"`}, ExpectedEvents: viewed})
		} else {
			scenarios = append(scenarios,
				tests.ApiScenario{Name: w.name + " lists " + l.many, Method: http.MethodGet, URL: list, Headers: h, ExpectedStatus: 200,
					ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{l.id}, ExpectedEvents: listed(0)},
				tests.ApiScenario{Name: w.name + " views " + l.one, Method: http.MethodGet, URL: one, Headers: h, ExpectedStatus: 404,
					ExpectedContent: notFound, ExpectedEvents: noEvents})
		}
		scenarios = append(scenarios,
			tests.ApiScenario{Name: w.name + " " + l.createVerb + " " + l.one, Method: http.MethodPost, URL: list, Headers: h,
				Body: strings.NewReader(l.createBody), ExpectedStatus: 403, ExpectedContent: forbidden,
				ExpectedEvents: noEvents, AfterTestFunc: expectCount(l.collection, 1)},
			tests.ApiScenario{Name: w.name + " edits " + l.one, Method: http.MethodPatch, URL: one, Headers: h,
				Body: strings.NewReader(l.updateBody), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: w.name + " deletes " + l.one, Method: http.MethodDelete, URL: one, Headers: h,
				ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount(l.collection, 1)},
		)
	}
	return scenarios
}
