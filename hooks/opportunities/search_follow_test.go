package opportunities_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// followedApp is the app with users and listings that follow its writes;
// both are closed when the test ends.
func followedApp(t *testing.T) (*tests.TestApp, *opportunities.Listings) {
	app := testutil.NewAppWithUsers(t)
	t.Cleanup(app.Cleanup)
	ls, err := opportunities.FollowedListings(app)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ls.Close)
	return app, ls
}

// The search follows every committed write of an opportunity (edits,
// closes, reopening, expiry, deletes, a deleted company's cascade) and
// none that rolled back; its listings always equal a fresh load.
func TestSearchFollowsWrites(t *testing.T) {
	app, ls := followedApp(t)
	find := func(query string) []string {
		t.Helper()
		ids, err := ls.Search(app, map[string][]string{"q": {query}, "perPage": {"50"}}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if fresh, err := ls.Fresh(app); err != nil || !fresh {
			t.Errorf("the live listings differ from a fresh load (%v)", err)
		}
		return ids
	}
	expect := func(query string, want ...string) {
		t.Helper()
		if got := find(query); !reflect.DeepEqual(got, want) {
			t.Errorf("search %q = %v, want %v", query, got, want)
		}
	}
	a := testutil.CreateOpportunity(t, app, "oppfollow000001", testutil.CompanyID, map[string]any{"title": "Kotlin mentor"})
	b := testutil.CreateOpportunity(t, app, "oppfollow000002", testutil.OtherCompanyID, map[string]any{
		"title": "Data analyst", "skills": []string{"SQL"}})
	expect("kotl", a.Id)
	expect("sql", b.Id)

	a.Set("title", "Swift mentor")
	save(t, app, a)
	expect("kotlin")
	expect("swif", a.Id)

	a.Set("status", "closed")
	save(t, app, a)
	expect("swift")
	a.Set("status", "open")
	save(t, app, a)
	expect("swift", a.Id)

	// Expiry: gone once its date passes, by the clock or by an edit.
	if ids, _ := ls.Search(app, map[string][]string{"q": {"swift"}}, time.Now().Add(40*24*time.Hour)); len(ids) != 0 {
		t.Errorf("an expired opportunity is listed: %v", ids)
	}
	a.Set("expires_at", testutil.InDays(-1))
	save(t, app, a)
	expect("swift")

	// A rolled-back write changes nothing.
	_ = app.RunInTransaction(func(tx core.App) error {
		b.Set("title", "Rolled back")
		if err := tx.Save(b); err != nil {
			t.Fatal(err)
		}
		return errRollback
	})
	expect("rolled")
	expect("analyst", b.Id)

	if err := app.Delete(b); err != nil {
		t.Fatal(err)
	}
	expect("analyst")

	// Deleting a company deletes its opportunities.
	c := testutil.CreateOpportunity(t, app, "oppfollow000003", testutil.CompanyID, map[string]any{"title": "Rust reviewer"})
	expect("rust", c.Id)
	company, err := app.FindRecordById("users", testutil.CompanyID)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(company); err != nil {
		t.Fatal(err)
	}
	expect("rust")
	expect("")
}

type rollback struct{}

func (rollback) Error() string { return "rolled back on purpose" }

var errRollback error = rollback{}

func save(t *testing.T, app core.App, r *core.Record) {
	t.Helper()
	if err := app.Save(r); err != nil {
		t.Fatal(err)
	}
}

// A suspended company's opportunities leave the search and the records
// API's public list at once, and come back when it is restored.
func TestSearchDropsSuspendedCompanies(t *testing.T) {
	app, ls := followedApp(t)
	a := testutil.CreateOpportunity(t, app, "oppsuspend00001", testutil.CompanyID, map[string]any{"title": "Kotlin mentor"})
	b := testutil.CreateOpportunity(t, app, "oppsuspend00002", testutil.OtherCompanyID, map[string]any{"title": "Kotlin tutor"})
	opps, err := app.FindCollectionByNameOrId("opportunities")
	if err != nil {
		t.Fatal(err)
	}
	expect := func(when string, want ...string) {
		t.Helper()
		ids, err := ls.Search(app, map[string][]string{"q": {"kotlin"}, "perPage": {"50"}}, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		if fresh, err := ls.Fresh(app); err != nil || !fresh {
			t.Errorf("%s: the live listings differ from a fresh load (%v)", when, err)
		}
		if !reflect.DeepEqual(ids, want) {
			t.Errorf("%s: search = %v, want %v", when, ids, want)
		}
		guest := &core.RequestInfo{Context: core.RequestInfoContextDefault}
		var public []string
		for _, r := range []*core.Record{b, a} {
			if ok, _ := app.CanAccessRecord(r, guest, opps.ListRule); ok {
				public = append(public, r.Id)
			}
		}
		if !reflect.DeepEqual(public, want) {
			t.Errorf("%s: a guest lists %v through the records API, want %v", when, public, want)
		}
	}
	suspend := func(v bool) {
		u, err := app.FindRecordById("users", testutil.CompanyID)
		if err != nil {
			t.Fatal(err)
		}
		u.Set("suspended", v)
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
	}
	expect("before", b.Id, a.Id)
	suspend(true)
	expect("suspended", b.Id)
	suspend(false)
	expect("restored", b.Id, a.Id)
}
