package testutil

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// AfterFunc is the type of tests.ApiScenario.AfterTestFunc.
type AfterFunc = func(testing.TB, *tests.TestApp, *http.Response)

// NoEvents are the expected events of a request that saves nothing.
var NoEvents = map[string]int{"*": 0}

// SavedEvents are the events of a request that updates records, creates
// and deletes others, all in one transaction.
func SavedEvents(updates, creates, deletes int) map[string]int {
	ev := map[string]int{"*": 0}
	add := func(n int, names ...string) {
		if n == 0 {
			return
		}
		for _, name := range names {
			ev[name] += n
		}
	}
	add(updates+creates, "OnModelValidate", "OnRecordValidate")
	add(updates, "OnModelUpdate", "OnModelUpdateExecute", "OnModelAfterUpdateSuccess",
		"OnRecordUpdate", "OnRecordUpdateExecute", "OnRecordAfterUpdateSuccess")
	add(creates, "OnModelCreate", "OnModelCreateExecute", "OnModelAfterCreateSuccess",
		"OnRecordCreate", "OnRecordCreateExecute", "OnRecordAfterCreateSuccess")
	add(deletes, "OnModelDelete", "OnModelDeleteExecute", "OnModelAfterDeleteSuccess",
		"OnRecordDelete", "OnRecordDeleteExecute", "OnRecordAfterDeleteSuccess")
	return ev
}

// Then chains a setup after an app factory.
func Then(factory func(testing.TB) *tests.TestApp, setup func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := factory(t)
		setup(t, app)
		return app
	}
}

// All runs several AfterTestFuncs in order.
func All(fns ...AfterFunc) AfterFunc {
	return func(t testing.TB, app *tests.TestApp, res *http.Response) {
		for _, fn := range fns {
			fn(t, app, res)
		}
	}
}

// Count is the number of records of collection matching where.
func Count(t testing.TB, app core.App, collection string, where dbx.Expression) int64 {
	t.Helper()
	n, err := app.CountRecords(collection, where)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// RequestEvents are the events of a request that fires each of
// requestEvents once and updates and creates records.
func RequestEvents(updates, creates int, requestEvents ...string) map[string]int {
	ev := SavedEvents(updates, creates, 0)
	for _, name := range requestEvents {
		ev[name]++
	}
	return ev
}

// Run runs scenarios, on factory's app where a scenario names none.
func Run(t *testing.T, factory func(testing.TB) *tests.TestApp, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		if s.TestAppFactory == nil {
			s.TestAppFactory = factory
		}
		s.Test(t)
	}
}

// RunRoute runs scenarios that all call one route, on factory's app where
// a scenario names none.
func RunRoute(t *testing.T, method, url string, factory func(testing.TB) *tests.TestApp, scenarios []tests.ApiScenario) {
	t.Helper()
	routed := make([]tests.ApiScenario, len(scenarios))
	for i, s := range scenarios {
		s.Method, s.URL = method, url
		routed[i] = s
	}
	Run(t, factory, routed)
}

// Status is the ExpectedContent of an error answer with that status.
func Status(code int) []string {
	return []string{`"status":` + strconv.Itoa(code)}
}

// Listed are the events of a records list answering n records.
func Listed(n int) map[string]int {
	return map[string]int{"*": 0, "OnRecordsListRequest": 1, "OnRecordEnrich": n}
}

// Viewed are the events of a record view.
var Viewed = map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1}

// MergeEvents adds extra's counts to a copy of base.
func MergeEvents(base map[string]int, extra map[string]int) map[string]int {
	out := map[string]int{}
	for k, v := range base {
		out[k] = v
	}
	for k, v := range extra {
		out[k] += v
	}
	return out
}

// ExpectCount checks after the request that collection holds want records
// matching where.
func ExpectCount(collection string, where dbx.Expression, want int64) AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		if got := Count(t, app, collection, where); got != want {
			t.Errorf("%s count = %d, want %d", collection, got, want)
		}
	}
}

// ExpectMapped checks that fn maps each case's key to its value.
func ExpectMapped[K, V comparable](t *testing.T, name string, fn func(K) V, cases map[K]V) {
	t.Helper()
	for in, want := range cases {
		if got := fn(in); got != want {
			t.Errorf("%s(%#v) = %#v, want %#v", name, in, got, want)
		}
	}
}

// ExpectHeader checks the answer's header name ("" when it must be
// absent).
func ExpectHeader(name, want string) AfterFunc {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		t.Helper()
		if got := res.Header.Get(name); got != want {
			t.Errorf("%s = %q, want %q", name, got, want)
		}
	}
}
