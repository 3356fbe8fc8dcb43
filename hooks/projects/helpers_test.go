package projects_test

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/textproto"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The fixture: acme's opportunity and vera's engagement on it (accepted
// ten days ago, 4 approved and 3 pending hours), globex's engagement with
// victor; the states below add a scope and milestones to vera's.
const (
	oppAcme   = "oppacme00000001"
	oppGlobex = "oppglobex000001"
	appVera   = "appvera00000001"
	appGlobex = "appglobex000001"
	engVera   = "engvera00000001"
	engGlobex = "engglobex000001"
	msOne     = "milestone000001"
	msTwo     = "milestone000002"
	msGlobex  = "milestone000003"
)

func day(offset int) string {
	return time.Now().UTC().AddDate(0, 0, offset).Format(time.DateOnly)
}

func addHours(t testing.TB, app core.App, eng *core.Record, date string, hours float64, status string) {
	t.Helper()
	testutil.SaveRecord(t, app, "hour_entries", map[string]any{"engagement": eng.Id, "volunteer": eng.GetString("volunteer"),
		"company": eng.GetString("company"), "date": date, "hours": hours, "description": "Built the signup form.", "status": status})
	if _, err := app.DB().NewQuery(`UPDATE engagements SET
		approved_hours = (SELECT COALESCE(SUM(hours),0) FROM hour_entries WHERE engagement = {:id} AND status = 'approved'),
		pending_hours = (SELECT COALESCE(SUM(hours),0) FROM hour_entries WHERE engagement = {:id} AND status = 'pending')
		WHERE id = {:id}`).Bind(dbx.Params{"id": eng.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// base is the fixture without any scope.
func base(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.SetFields(t, app, "users", testutil.VolunteerID, map[string]any{"first_name": "Vera", "last_name": "Lopez"})
	testutil.CreateOpportunity(t, app, oppAcme, testutil.CompanyID, map[string]any{"title": "Frontend helper"})
	testutil.CreateOpportunity(t, app, oppGlobex, testutil.OtherCompanyID, map[string]any{"title": "Design reviewer"})
	testutil.CreateApplication(t, app, appVera, oppAcme, testutil.VolunteerID, "accepted")
	testutil.CreateApplication(t, app, appGlobex, oppGlobex, testutil.OtherVolunteerID, "accepted")
	vera := testutil.Engage(t, app, engVera, appVera, dbx.Params{"accepted_at": testutil.InDays(-10).String()})
	glob := testutil.Engage(t, app, engGlobex, appGlobex, dbx.Params{"accepted_at": testutil.InDays(-5).String()})
	addHours(t, app, vera, day(-5), 4, "approved")
	addHours(t, app, vera, day(-2), 3, "pending")
	addHours(t, app, glob, day(-1), 2, "approved")
	// globex's own agreed milestone (for the "someone else's" cases).
	saveVersion(t, app, engGlobex, 1, "agreed", "company", []map[string]any{{"id": msGlobex, "title": "Audit", "done_means": "A report", "due": day(5)}})
	saveMilestone(t, app, engGlobex, msGlobex, 0, "Audit", day(5), "open")
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
		{"id": msOne, "title": "Wireframes", "done_means": "Reviewed by the team.", "due": day(3)},
		{"id": msTwo, "title": "Signup form", "done_means": "Live on staging.", "due": day(20)},
	}
}

// proposed: acme proposed version 1.
func proposed(t testing.TB) *tests.TestApp {
	app := base(t)
	saveVersion(t, app, engVera, 1, "proposed", "company", plan1())
	return app
}

// agreed: vera agreed to version 1; its milestones are open.
func agreed(t testing.TB) *tests.TestApp {
	app := base(t)
	saveVersion(t, app, engVera, 1, "agreed", "company", plan1())
	saveMilestone(t, app, engVera, msOne, 0, "Wireframes", day(3), "open")
	saveMilestone(t, app, engVera, msTwo, 1, "Signup form", day(20), "open")
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
	p[1]["due"] = day(27)
	saveVersion(t, app, engVera, 2, "proposed", "volunteer", p)
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

func jsonBody(v any) io.Reader {
	b, _ := json.Marshal(v)
	return bytes.NewReader(b)
}

// part is one part of a multipart body: a field, or a file when name is set.
type part struct {
	field, value, name string
	content            []byte
}

// multipartBody encodes parts and returns the body and its Content-Type.
func multipartBody(t testing.TB, parts ...part) (io.Reader, string) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, p := range parts {
		if p.name == "" {
			_ = w.WriteField(p.field, p.value)
			continue
		}
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", `form-data; name="`+p.field+`"; filename="`+p.name+`"`)
		h.Set("Content-Type", "application/octet-stream")
		fw, err := w.CreatePart(h)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = fw.Write(p.content)
	}
	_ = w.Close()
	return &buf, w.FormDataContentType()
}

// withType adds the Content-Type to auth headers.
func withType(headers map[string]string, contentType string) map[string]string {
	out := map[string]string{"Content-Type": contentType}
	for k, v := range headers {
		out[k] = v
	}
	return out
}

// pdf is a tiny PDF file's bytes.
var pdf = []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")

// expect checks a field of a record after the request.
func expect(collection, id, field, want string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		r, err := app.FindRecordById(collection, id)
		if err != nil {
			t.Fatalf("%s %s: %v", collection, id, err)
		}
		if got := r.GetString(field); got != want {
			t.Errorf("%s %s.%s = %q, want %q", collection, id, field, got, want)
		}
	}
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
	return testutil.ExpectCount("scope_versions", dbx.HashExp{"engagement": engVera}, n)
}
