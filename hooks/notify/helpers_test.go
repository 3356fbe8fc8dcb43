package notify_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/notify"
	"voluntech/hooks/testutil"
)

const (
	recordsURL = "/api/collections/notifications/records"
	readAllURL = "/api/notifications/read-all"
	unsubURL   = "/api/notifications/unsubscribe"
)

// Fixed ids of the notifications world's records.
const (
	veraNote  = "notevera0000001"
	acmeNote  = "noteacme0000001"
	miaNote   = "notemia00000001"
	sallyNote = "notesally000001"
)

// world is the team cast with one unread notification each for vera, the
// company's owner, its member mia and the superadmin.
func world(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	for id, user := range map[string]string{veraNote: testutil.VolunteerID, acmeNote: testutil.CompanyID,
		miaNote: testutil.MemberID, sallyNote: testutil.SuperadminID} {
		saveNote(t, app, id, user)
	}
	return app
}

func saveNote(t testing.TB, app *tests.TestApp, id, user string) {
	t.Helper()
	testutil.SaveRecord(t, app, "notifications", map[string]any{"id": id, "user": user, "kind": notify.KindApplicationNew,
		"title": "Title of " + id, "body": "Body of " + id, "link": "/company/opportunities"})
}

// isRead checks the read flag of notifications.
func isRead(want bool, ids ...string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		for _, id := range ids {
			r, err := app.FindRecordById("notifications", id)
			if err != nil || r.GetBool("read") != want {
				t.Errorf("%s read = %v, want %v (%v)", id, r != nil && r.GetBool("read"), want, err)
			}
		}
	}
}

// prefIs checks one stored email preference of a user ("" = not stored).
func prefIs(user, group, want string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		u, err := app.FindRecordById("users", user)
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if v, ok := notify.Prefs(u)[group]; ok {
			got = map[bool]string{true: "true", false: "false"}[v]
		}
		if got != want {
			t.Errorf("%s email_prefs[%s] = %q, want %q (%s)", user, group, got, want, u.GetString("email_prefs"))
		}
	}
}

// notes is the number of notifications of a user and kind.
func notes(t testing.TB, app *tests.TestApp, user, kind string) int64 {
	t.Helper()
	return testutil.Count(t, app, "notifications", dbx.HashExp{"user": user, "kind": kind})
}

// mailsTo is the subjects of the delivered mails to address.
func mailsTo(app *tests.TestApp, address string) []string {
	var out []string
	for _, m := range app.TestMailer.Messages() {
		for _, to := range m.To {
			if strings.EqualFold(to.Address, address) {
				out = append(out, m.Subject)
			}
		}
	}
	return out
}
