package messages_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Fixture ids: acme (with its member mia) talks with vera; globex talks
// with victor. Nobody else is in either conversation.
const (
	convID      = "conversation001" // acme – vera
	otherConvID = "conversation002" // globex – victor
	veraMsgID   = "message00000001" // vera → acme
	miaMsgID    = "message00000002" // mia (acme) → vera
	globexMsgID = "message00000003" // globex → victor
	oppID       = "opportunity0001"
)

// tokens of every role the rules are pinned for.
type roleTokens struct {
	volunteer, otherVolunteer, owner, member, otherCompany, superadmin string
}

func allTokens(t testing.TB) roleTokens {
	tok := testutil.UserTokens(t)
	return roleTokens{
		volunteer: tok.Volunteer, otherVolunteer: tok.OtherVolunteer, owner: tok.Company,
		member: testutil.MemberToken(t), otherCompany: tok.OtherCompany, superadmin: tok.Superadmin,
	}
}

// caller is one role of the cast and whether it takes part in vera's
// conversation with acme (convID).
type caller struct {
	role, token string
	in          bool
}

// cast is every role the rules tell apart.
func (tok roleTokens) cast() []caller {
	return []caller{
		{"guest", "", false}, {"volunteer", tok.volunteer, true}, {"other volunteer", tok.otherVolunteer, false},
		{"company owner", tok.owner, true}, {"team member", tok.member, true},
		{"other company", tok.otherCompany, false}, {"superadmin", tok.superadmin, false},
	}
}

// newApp is the team cast with both conversations and their messages.
func newApp(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithTeam(t)
	testutil.CreateOpportunity(t, app, oppID, testutil.CompanyID, map[string]any{"title": "Build our website"})
	saveConversation(t, app, convID, testutil.CompanyID, testutil.VolunteerID)
	saveConversation(t, app, otherConvID, testutil.OtherCompanyID, testutil.OtherVolunteerID)
	saveMessage(t, app, veraMsgID, convID, testutil.VolunteerID, "Hello from Vera")
	saveMessage(t, app, miaMsgID, convID, testutil.MemberID, "Hi from Mia")
	saveMessage(t, app, globexMsgID, otherConvID, testutil.OtherCompanyID, "Secret globex note")
	return app
}

func saveConversation(t testing.TB, app core.App, id, company, volunteer string) *core.Record {
	t.Helper()
	return testutil.SaveRecord(t, app, "conversations", map[string]any{"id": id, "company": company, "volunteer": volunteer, "started_by": company})
}

func saveMessage(t testing.TB, app core.App, id, conv, sender, body string) *core.Record {
	t.Helper()
	return testutil.SaveRecord(t, app, "messages", map[string]any{"id": id, "conversation": conv, "sender": sender, "body": body})
}

// conv reads a conversation as stored.
func conv(t testing.TB, app core.App, id string) *core.Record {
	t.Helper()
	return testutil.Record(t, app, "conversations", id)
}

// setConv changes fields of a conversation straight in the database.
func setConv(id string, fields map[string]any) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		r := conv(t, app, id)
		for k, v := range fields {
			r.Set(k, v)
		}
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
	}
}

// setUser changes fields of a user straight in the database.
func setUser(id string, fields map[string]any) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range fields {
			u.Set(k, v)
		}
		if err := app.Save(u); err != nil {
			t.Fatal(err)
		}
	}
}

// ago backdates a record's created column.
func backdate(t testing.TB, app core.App, table, id string, d time.Duration) {
	t.Helper()
	at := time.Now().UTC().Add(-d).Format("2006-01-02 15:04:05.000Z")
	if _, err := app.DB().NewQuery("UPDATE " + table + " SET created = {:at} WHERE id = {:id}").
		Bind(map[string]any{"at": at, "id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

func run(t *testing.T, factory func(testing.TB) *tests.TestApp, scenarios []tests.ApiScenario) {
	t.Helper()
	for _, s := range scenarios {
		if len(s.ExpectedContent) == 0 {
			// Every answer here has a body; an error carries its status.
			s.ExpectedContent = []string{"{"}
			if s.ExpectedStatus >= 400 {
				s.ExpectedContent = []string{`"status":` + strconv.Itoa(s.ExpectedStatus)}
			}
		}
		if s.TestAppFactory == nil {
			s.TestAppFactory = factory
		}
		s.Test(t)
	}
}

func auth(token string) map[string]string { return testutil.Auth(token) }

// expectConv checks fields of a conversation after a request.
func expectConv(id string, check func(testing.TB, *core.Record)) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		check(t, conv(t, app, id))
	}
}

// pdfBytes is a small real PDF.
func pdfBytes() []byte {
	return []byte("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n" +
		"trailer<</Root 1 0 R>>\n%%EOF\n")
}
