package savedsearch_test

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/savedsearch"
	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

// alertApp is base with vera's search (q "react", daily) watermarked an
// hour ago, and acme's (skills Figma, weekly) too.
func alertApp(t *testing.T) *tests.TestApp {
	t.Helper()
	app := base(t)
	t.Cleanup(app.Cleanup)
	back := time.Now().Add(-time.Hour).UTC()
	for _, id := range []string{searchVera, searchAcme} {
		testutil.SetFields(t, app, "saved_searches", id, map[string]any{"checked_until": back})
	}
	testutil.GivePlan(t, app, testutil.CompanyID, "starter")
	return app
}

func run(t *testing.T, app core.App, at time.Time) savedsearch.Result {
	t.Helper()
	res, err := savedsearch.RunAlerts(app, testutil.Config(), at)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

func mailsTo(t *testing.T, app core.App, user string) []testutil.OutboxRow {
	t.Helper()
	return testutil.Outbox(t, app, dbx.HashExp{"user": user, "kind": "notification"})
}

// matches is how many items search has found (its seen rows).
func matches(t *testing.T, app core.App, search string) int64 {
	t.Helper()
	return countOf(t, app, `SELECT COUNT(*) FROM saved_search_seen s, json_each(s.searches) j WHERE j.value = {:s}`, search)
}

// unsent is how many matches of search wait in its digest rows.
func unsent(t *testing.T, app core.App, search string) int64 {
	t.Helper()
	return countOf(t, app, `SELECT COUNT(*) FROM saved_search_digests d, json_each(d.items) WHERE d.search = {:s}`, search)
}

func countOf(t *testing.T, app core.App, query, search string) int64 {
	t.Helper()
	var n int64
	if err := app.DB().NewQuery(query).Bind(dbx.Params{"s": search}).Row(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func TestAlertSendsEachNewMatchOnce(t *testing.T) {
	app := alertApp(t)
	testutil.CreateOpportunity(t, app, "oppreact0000001", testutil.CompanyID, map[string]any{"title": "React dashboard", "skills": []string{"React"}})
	testutil.CreateOpportunity(t, app, "oppcobol0000001", testutil.CompanyID, map[string]any{"title": "Mainframe", "skills": []string{"Cobol"}})
	now := time.Now()
	if res := run(t, app, now); res.Matched != 1 || res.Digests != 1 {
		t.Fatalf("first run = %+v, want 1 match, 1 digest", res)
	}
	mails := mailsTo(t, app, testutil.VolunteerID)
	if len(mails) != 1 || !strings.Contains(mails[0].Subject, `1 new opportunity for your saved search "React jobs"`) ||
		!strings.Contains(mails[0].HTML, "/opportunities/oppreact0000001") || strings.Contains(mails[0].Text, "Mainframe") {
		t.Fatalf("digest = %+v", mails)
	}
	if !strings.Contains(mails[0].HTML, "/api/notifications/unsubscribe?token=") && !strings.Contains(mails[0].HTML, "/unsubscribe?token=") {
		t.Error("the digest has no unsubscribe link")
	}
	if n := testutil.Count(t, app, "notifications", dbx.HashExp{"user": testutil.VolunteerID, "kind": "saved_search"}); n != 1 {
		t.Errorf("bell entries = %d, want 1", n)
	}
	// Again, and after the opportunity is edited: never twice.
	testutil.SetFields(t, app, "opportunities", "oppreact0000001", map[string]any{"title": "React dashboard v2"})
	if res := run(t, app, now.Add(25*time.Hour)); res.Matched != 0 || res.Digests != 0 {
		t.Fatalf("second run = %+v, want nothing", res)
	}
	if n := len(mailsTo(t, app, testutil.VolunteerID)); n != 1 {
		t.Errorf("mails = %d, want still 1", n)
	}
}

func TestAlertHonoursFrequencyPauseAndUnsubscribe(t *testing.T) {
	app := alertApp(t)
	now := time.Now()
	testutil.CreateOpportunity(t, app, "oppreact0000001", testutil.CompanyID, map[string]any{"title": "React one", "skills": []string{"React"}})
	run(t, app, now)
	// A daily search: a second match waits for the next day.
	testutil.CreateOpportunity(t, app, "oppreact0000002", testutil.CompanyID, map[string]any{"title": "React two"})
	if res := run(t, app, now.Add(time.Hour)); res.Matched != 1 || res.Digests != 0 {
		t.Fatalf("an hour later = %+v, want 1 match kept for tomorrow", res)
	}
	if res := run(t, app, now.Add(24*time.Hour)); res.Digests != 1 {
		t.Fatalf("a day later = %+v, want the digest", res)
	}
	if n := len(mailsTo(t, app, testutil.VolunteerID)); n != 2 {
		t.Fatalf("mails = %d, want 2", n)
	}
	// Paused: nothing collected, nothing sent.
	testutil.SetFields(t, app, "saved_searches", searchVera, map[string]any{"paused": true})
	testutil.CreateOpportunity(t, app, "oppreact0000003", testutil.CompanyID, map[string]any{"title": "React three"})
	if res := run(t, app, now.Add(49*time.Hour)); res.Matched != 0 || res.Digests != 0 {
		t.Fatalf("paused = %+v, want nothing", res)
	}
	// Unsubscribed from alerts: the bell still tells, no email.
	testutil.SetFields(t, app, "saved_searches", searchVera, map[string]any{"paused": false, "frequency": "instant",
		"checked_until": time.Now().Add(-time.Minute).UTC()})
	testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{"email_prefs": map[string]bool{"alerts": false}})
	testutil.CreateOpportunity(t, app, "oppreact0000004", testutil.CompanyID, map[string]any{"title": "React four"})
	if res := run(t, app, now.Add(50*time.Hour)); res.Digests != 1 {
		t.Fatalf("unsubscribed = %+v, want one digest in the bell", res)
	}
	if n := len(mailsTo(t, app, testutil.VolunteerID)); n != 2 {
		t.Errorf("mails = %d, want still 2 after unsubscribing", n)
	}
	if n := testutil.Count(t, app, "notifications", dbx.HashExp{"user": testutil.VolunteerID, "kind": "saved_search"}); n != 3 {
		t.Errorf("bell entries = %d, want 3", n)
	}
}

// A run stopped after collecting (before sending), or one that collects
// the same window twice, sends each match once.
func TestAlertSurvivesARestartMidRun(t *testing.T) {
	app := alertApp(t)
	now := time.Now()
	testutil.CreateOpportunity(t, app, "oppreact0000001", testutil.CompanyID, map[string]any{"title": "React one", "skills": []string{"React"}})
	if _, err := savedsearch.Collect(app, savedsearch.KindOpportunities, now); err != nil {
		t.Fatal(err)
	}
	// The "crash": the watermark is lost as if its batch had not committed,
	// but the matches are there; the next run collects the window again.
	testutil.SetFields(t, app, "saved_searches", searchVera, map[string]any{"checked_until": now.Add(-time.Hour).UTC()})
	res := run(t, app, now.Add(time.Minute))
	if res.Matched != 0 || res.Digests != 1 || matches(t, app, searchVera) != 1 {
		t.Fatalf("after the restart = %+v, matches %d", res, matches(t, app, searchVera))
	}
	run(t, app, now.Add(2*time.Minute))
	if n := len(mailsTo(t, app, testutil.VolunteerID)); n != 1 {
		t.Errorf("mails = %d, want 1", n)
	}
}

// A saved search whose category was deleted keeps matching without it
// and says so; a company's volunteer search finds a newly listed one.
func TestAlertDeletedPickListEntryAndVolunteerSearch(t *testing.T) {
	app := alertApp(t)
	cat := testutil.SaveRecord(t, app, "lookups", map[string]any{"kind": "volunteer_category", "name": "Gone soon", "status": "approved"})
	testutil.SetFields(t, app, "saved_searches", searchVera, map[string]any{"query": map[string]any{"q": "react", "category": cat.Id}})
	if _, err := app.DB().Delete("lookups", dbx.HashExp{"id": cat.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	testutil.CreateOpportunity(t, app, "oppreact0000001", testutil.CompanyID, map[string]any{"title": "React one"})

	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, wizard.VolunteerDone)
	testutil.AddEntry(t, app, "skills", p.Id, map[string]any{"name": "Figma", "level": "Advanced"})
	testutil.SetFields(t, app, "volunteer_profiles", p.Id, map[string]any{"about": "Designer"})

	res := run(t, app, time.Now())
	if res.Digests != 2 {
		t.Fatalf("run = %+v, want vera's and acme's digests", res)
	}
	vera := mailsTo(t, app, testutil.VolunteerID)
	if len(vera) != 1 || !strings.Contains(vera[0].Text, "no longer exists") {
		t.Errorf("vera's digest = %+v", vera)
	}
	acme := mailsTo(t, app, testutil.CompanyID)
	if len(acme) != 1 || !strings.Contains(acme[0].Subject, `1 new volunteer for your saved search "Designers"`) ||
		!strings.Contains(acme[0].HTML, "/volunteer/vera") {
		t.Errorf("acme's digest = %+v", acme)
	}
}

// With no active saved search of a kind (none saved, or all paused), the
// job does not read that kind's changed rows at all: at a million
// volunteers that read, after each burst of profile saves, was most of
// the server's time. A kind with an active search still reads them (the
// log below sees the job's reads).
func TestAlertReadsNothingWithoutAnActiveSearch(t *testing.T) {
	app := alertApp(t)
	testutil.SetFields(t, app, "saved_searches", searchAcme, map[string]any{"paused": true})
	var mu sync.Mutex
	var queries []string
	for _, b := range []dbx.Builder{app.ConcurrentDB(), app.NonconcurrentDB()} {
		db := b.(*dbx.DB)
		prev := db.QueryLogFunc
		db.QueryLogFunc = func(_ context.Context, _ time.Duration, q string, _ *sql.Rows, _ error) {
			mu.Lock()
			defer mu.Unlock()
			queries = append(queries, q)
		}
		t.Cleanup(func() { db.QueryLogFunc = prev })
	}
	read := func(kind, table string) bool {
		t.Helper()
		mu.Lock()
		queries = nil
		mu.Unlock()
		if _, err := savedsearch.Collect(app, kind, time.Now()); err != nil {
			t.Fatal(err)
		}
		mu.Lock()
		defer mu.Unlock()
		for _, q := range queries {
			if strings.Contains(q, "FROM "+table) {
				return true
			}
		}
		return false
	}
	if read(savedsearch.KindVolunteers, "volunteer_profiles") {
		t.Error("the volunteers' changes were read with every volunteer search paused")
	}
	if !read(savedsearch.KindOpportunities, "opportunities") {
		t.Error("the opportunities' changes were not read with vera's search active")
	}
}

// The digests go in transactions of many searches; when one digest of a
// transaction fails, the others are sent one at a time, each exactly
// once, and the failed one keeps its matches for the next run.
func TestAlertBatchFallsBackToOneAtATime(t *testing.T) {
	app := alertApp(t)
	defer savedsearch.SetSendTx(10)()
	back := time.Now().Add(-time.Hour).UTC()
	names := []string{"React one", "React broken", "React three"}
	var ids []string
	for _, name := range names {
		r := testutil.SaveRecord(t, app, "saved_searches", map[string]any{"user": testutil.VolunteerID, "kind": "opportunities",
			"name": name, "query": map[string]any{"q": "react"}, "frequency": "instant", "checked_until": back})
		ids = append(ids, r.Id)
	}
	failing := true
	app.OnRecordCreate("notifications").BindFunc(func(e *core.RecordEvent) error {
		if failing && strings.Contains(e.Record.GetString("title"), "broken") {
			return errors.New("this digest fails")
		}
		return e.Next()
	})
	testutil.CreateOpportunity(t, app, "oppreact0000001", testutil.CompanyID, map[string]any{"title": "React one", "skills": []string{"React"}})
	now := time.Now()
	told := func(name string) int {
		t.Helper()
		n := 0
		for _, m := range mailsTo(t, app, testutil.VolunteerID) {
			if strings.Contains(m.Subject, `"`+name+`"`) {
				n++
			}
		}
		bell := testutil.Count(t, app, "notifications", dbx.HashExp{"user": testutil.VolunteerID,
			"title": `1 new opportunity for your saved search "` + name + `"`})
		if int(bell) != n {
			t.Errorf("%s: %d bell entries, %d mails", name, bell, n)
		}
		return n
	}
	// vera's "React jobs" and the three above, in one transaction.
	if res := run(t, app, now); res.Digests != 3 {
		t.Fatalf("run = %+v, want 3 digests (all but the broken one)", res)
	}
	for i, name := range names {
		want := 1
		if i == 1 {
			want = 0
		}
		if n := told(name); n != want {
			t.Errorf("%s: told %d times, want %d", name, n, want)
		}
	}
	if unsent(t, app, ids[1]) != 1 || unsent(t, app, ids[0]) != 0 || unsent(t, app, ids[2]) != 0 {
		t.Errorf("unsent matches = %d, %d, %d; want 0, 1, 0", unsent(t, app, ids[0]), unsent(t, app, ids[1]), unsent(t, app, ids[2]))
	}
	// Still failing: nobody is told again.
	if res := run(t, app, now.Add(time.Minute)); res.Digests != 0 {
		t.Fatalf("second run = %+v, want nothing", res)
	}
	// Mended: the broken search's digest goes, once.
	failing = false
	if res := run(t, app, now.Add(2*time.Minute)); res.Digests != 1 {
		t.Fatalf("after the fix = %+v, want the one digest", res)
	}
	for _, name := range names {
		if n := told(name); n != 1 {
			t.Errorf("%s: told %d times, want 1", name, n)
		}
	}
}
