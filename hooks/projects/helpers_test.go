package projects_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The fixture (testutil.EngagedApp): acme's opportunity and vera's
// engagement on it (accepted ten days ago, 4 approved and 3 pending hours),
// globex's engagement with victor; the states below add a scope and
// milestones to vera's.
const (
	msOne    = "milestone000001"
	msTwo    = "milestone000002"
	msGlobex = "milestone000003"
)

// base is the fixture without any scope.
func base(t testing.TB) *tests.TestApp {
	app := testutil.EngagedApp(t, nil)
	vera, glob := testutil.EngageBoth(t, app)
	testutil.AddHours(t, app, "", vera, testutil.Day(-5), 4, "approved")
	testutil.AddHours(t, app, "", vera, testutil.Day(-2), 3, "pending")
	testutil.AddHours(t, app, "", glob, testutil.Day(-1), 2, "approved")
	// globex's own agreed milestone (for the "someone else's" cases).
	saveVersion(t, app, testutil.EngGlobex, 1, "agreed", "company", []map[string]any{{"id": msGlobex, "title": "Audit", "done_means": "A report", "due": testutil.Day(5)}})
	saveMilestone(t, app, testutil.EngGlobex, msGlobex, 0, "Audit", testutil.Day(5), "open")
	return app
}

func saveVersion(t testing.TB, app core.App, eng string, n int, status, side string, plan []map[string]any) *core.Record {
	t.Helper()
	return testutil.SaveRecord(t, app, "scope_versions", map[string]any{"engagement": eng, "version": n, "status": status,
		"goal": "Ship an accessible signup flow.", "hours_per_week": 5, "milestones": plan, "proposed_side": side})
}

func saveMilestone(t testing.TB, app core.App, engID, id string, pos int, title, due, status string) *core.Record {
	t.Helper()
	eng := testutil.Record(t, app, "engagements", engID)
	return testutil.SaveRecord(t, app, "milestones", map[string]any{"id": id, "engagement": engID, "volunteer": eng.GetString("volunteer"),
		"company": eng.GetString("company"), "position": pos, "title": title, "done_means": "Reviewed by the team.",
		"due": due, "status": status})
}

// plan1 is the scope's first plan: two milestones.
func plan1() []map[string]any {
	return []map[string]any{
		{"id": msOne, "title": "Wireframes", "done_means": "Reviewed by the team.", "due": testutil.Day(3)},
		{"id": msTwo, "title": "Signup form", "done_means": "Live on staging.", "due": testutil.Day(20)},
	}
}

// proposed: acme proposed version 1.
func proposed(t testing.TB) *tests.TestApp {
	app := base(t)
	saveVersion(t, app, testutil.EngVera, 1, "proposed", "company", plan1())
	return app
}

// agreed: vera agreed to version 1; its milestones are open.
func agreed(t testing.TB) *tests.TestApp {
	app := base(t)
	saveVersion(t, app, testutil.EngVera, 1, "agreed", "company", plan1())
	saveMilestone(t, app, testutil.EngVera, msOne, 0, "Wireframes", testutil.Day(3), "open")
	saveMilestone(t, app, testutil.EngVera, msTwo, 1, "Signup form", testutil.Day(20), "open")
	return app
}

// submitted: agreed, and vera submitted the first milestone with a link.
func submitted(t testing.TB) *tests.TestApp {
	app := agreed(t)
	testutil.SetFields(t, app, "milestones", msOne, map[string]any{"status": "submitted", "link": "https://example.org/wireframes",
		"note": "The wireframes.", "submitted_at": testutil.InDays(0)})
	return app
}

// volunteerChange: agreed, and vera proposed version 2 (milestone 2 a week later).
func volunteerChange(t testing.TB) *tests.TestApp {
	app := agreed(t)
	p := plan1()
	p[1]["due"] = testutil.Day(27)
	saveVersion(t, app, testutil.EngVera, 2, "proposed", "volunteer", p)
	return app
}

// scopeBody is a PUT body with the milestones given.
func scopeBody(milestones ...map[string]any) map[string]any {
	return map[string]any{"goal": "Ship an accessible signup flow.", "hours_per_week": 5, "milestones": milestones}
}

func ms(id, title, due string) map[string]any {
	m := map[string]any{"title": title, "done_means": "Reviewed by the team.", "due": due}
	if id != "" {
		m["id"] = id
	}
	return m
}

// part is one part of a multipart body: a field, or a file when name is set.
type part struct {
	field, value, name string
	content            []byte
}

// multipartBody encodes parts (testutil.MultipartBody) and returns the
// body and its Content-Type header.
func multipartBody(parts ...part) (io.Reader, map[string]string) {
	values := map[string]any{}
	var files []testutil.Upload
	for _, p := range parts {
		if p.name == "" {
			values[p.field] = p.value
			continue
		}
		files = append(files, testutil.Upload{Field: p.field, Name: p.name, Data: p.content})
	}
	return testutil.MultipartBody(values, files...)
}

// pdf is a tiny PDF file's bytes.
var pdf = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

// expect checks a field of a record after the request.
func expect(collection, id, field, want string) testutil.AfterFunc {
	return testutil.ExpectField(collection, id, field, want)
}

// told checks the bell of user holds n notifications of kind whose title
// contains title.
func told(user, kind, title string, n int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		got := testutil.Count(t, app, "notifications", dbx.And(dbx.HashExp{"user": user, "kind": kind}, dbx.Like("title", title)))
		if got != int64(n) {
			t.Errorf("%s has %d %s notices about %q, want %d", user, got, kind, title, n)
		}
	}
}

// mailed checks the outbox holds n mails to the users whose subject
// contains subject.
func mailed(subject string, n int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		got := 0
		for _, r := range testutil.Outbox(t, app, nil) {
			if strings.Contains(r.Subject, subject) {
				got++
			}
		}
		if got != n {
			t.Errorf("%d mails about %q, want %d", got, subject, n)
		}
	}
}

// versions checks how many scope versions vera's engagement has.
func versions(n int64) testutil.AfterFunc {
	return testutil.ExpectCount("scope_versions", dbx.HashExp{"engagement": testutil.EngVera}, n)
}
