package messages_test

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/messages"
	"voluntech/hooks/testutil"
)

func body(s string) *strings.Reader { return strings.NewReader(s) }

var started = map[string]int{"OnRecordCreate": 1, "OnRecordUpdate": 0}

// TestStartConversation covers POST /api/conversations for every role and
// refusal: it starts a pair's one conversation or returns it.
func TestStartConversation(t *testing.T) {
	tok := allTokens(t)
	const url = "/api/conversations"
	pairCount := func(company, volunteer string, want int64) testutil.AfterFunc {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if n := testutil.Count(t, app, "conversations", dbx.HashExp{"company": company, "volunteer": volunteer}); n != want {
				t.Fatalf("conversations of the pair: %d, want %d", n, want)
			}
		}
	}
	run(t, newApp, []tests.ApiScenario{
		{Name: "a guest is asked to sign in", Method: http.MethodPost, URL: url, Body: body(`{"company":"company00000002"}`),
			ExpectedStatus: 401, ExpectedEvents: testutil.NoEvents},
		{Name: "a superadmin has no conversations", Method: http.MethodPost, URL: url, Headers: auth(tok.superadmin),
			Body: body(`{"volunteer":"volunteer000001"}`), ExpectedStatus: 403, ExpectedEvents: testutil.NoEvents},
		{Name: "an unverified volunteer must verify first", Method: http.MethodPost, URL: url,
			Headers: auth(testutil.UnverifiedVolunteerToken(t)), Body: body(`{"company":"company00000001"}`),
			TestAppFactory: testutil.Then(newApp, func(t testing.TB, app *tests.TestApp) { testutil.CreateUnverifiedVolunteer(t, app) }),
			ExpectedStatus: 403, ExpectedEvents: testutil.NoEvents},
		{Name: "a volunteer cannot message a volunteer", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"volunteer":"volunteer000002"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"volunteer":{"code":"validation_volunteer_to_volunteer"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a volunteer naming a volunteer as the company is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":"volunteer000002"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"company":{"code":"validation_invalid_counterpart","message":"` + messages.MsgVolunteerToVol}, ExpectedEvents: testutil.NoEvents},
		{Name: "a company cannot message a company", Method: http.MethodPost, URL: url, Headers: auth(tok.owner),
			Body: body(`{"volunteer":"company00000002"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"volunteer":{"code":"validation_invalid_counterpart","message":"` + messages.MsgCompanyToCompany}, ExpectedEvents: testutil.NoEvents},
		{Name: "a company naming a company field is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.member),
			Body: body(`{"company":"company00000002"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"company":{"code":"validation_company_to_company"`, `"volunteer":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a missing counterpart is a field error", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{}`), ExpectedStatus: 400, ExpectedContent: []string{`"company":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a wrong type is a field error", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":123}`), ExpectedStatus: 400, ExpectedContent: []string{`"company":{"code":"validation_invalid_type"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a body that is no JSON is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`nope`), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents},
		{Name: "an unknown account is a field error", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":"nobody000000000"}`), ExpectedStatus: 400, ExpectedContent: []string{`"company":{"code":"validation_invalid_counterpart"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a member is no company to message", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":"` + testutil.MemberID + `"}`), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents},
		{Name: "another company's opportunity is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.otherVolunteer),
			Body: body(`{"company":"company00000002","opportunity":"` + oppID + `"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"opportunity":{"code":"validation_not_found"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a team member starts a conversation with a volunteer", Method: http.MethodPost, URL: url, Headers: auth(tok.member),
			Body: body(`{"volunteer":"volunteer000002","opportunity":"` + oppID + `"}`), ExpectedStatus: 201,
			ExpectedContent: []string{`"company":"company00000001"`, `"volunteer":"volunteer000002"`, `"opportunity_title":"Build our website"`,
				`"company_name":"Acme Ltd"`, `"volunteer_name":"First victor Last"`, `"started_by":"member000000001"`},
			ExpectedEvents: started, AfterTestFunc: pairCount(testutil.CompanyID, testutil.OtherVolunteerID, 1)},
		{Name: "a volunteer starts one by the company's username", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"username":"GLOBEX"}`), ExpectedStatus: 201,
			ExpectedContent: []string{`"company":"company00000002"`, `"volunteer":"volunteer000001"`}, ExpectedEvents: started},
		{Name: "a volunteer naming a volunteer's username is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"username":"victor"}`), ExpectedStatus: 400,
			ExpectedContent: []string{`"company":{"code":"validation_invalid_counterpart","message":"` + messages.MsgVolunteerToVol}, ExpectedEvents: testutil.NoEvents},
		{Name: "a volunteer starts one with a company", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":"company00000002"}`), ExpectedStatus: 201,
			ExpectedContent: []string{`"company":"company00000002"`, `"volunteer":"volunteer000001"`, `"company_name":"Globex Ltd"`},
			ExpectedEvents:  started, AfterTestFunc: pairCount(testutil.OtherCompanyID, testutil.VolunteerID, 1)},
		{Name: "the existing conversation is returned, not doubled", Method: http.MethodPost, URL: url, Headers: auth(tok.owner),
			Body: body(`{"volunteer":"volunteer000001"}`), ExpectedStatus: 200, ExpectedContent: []string{`"id":"` + convID + `"`},
			ExpectedEvents: map[string]int{"OnRecordCreate": 0}, AfterTestFunc: pairCount(testutil.CompanyID, testutil.VolunteerID, 1)},
		{Name: "the volunteer gets the same one and its opportunity is recorded", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":"company00000001","opportunity":"` + oppID + `"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"id":"` + convID + `"`, `"opportunity":"` + oppID + `"`},
			ExpectedEvents:  map[string]int{"OnRecordCreate": 0, "OnRecordUpdate": 1}},
		{Name: "blocked by the volunteer, the company cannot reopen it", Method: http.MethodPost, URL: url, Headers: auth(tok.member),
			Body: body(`{"volunteer":"volunteer000001"}`), TestAppFactory: testutil.Then(newApp, setConv(convID, map[string]any{"blocked_by": "volunteer"})),
			ExpectedStatus: 403, ExpectedContent: []string{messages.MsgCantMessage}, ExpectedEvents: testutil.NoEvents},
		{Name: "the side that blocked still opens it (to unblock)", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: body(`{"company":"company00000001"}`), TestAppFactory: testutil.Then(newApp, setConv(convID, map[string]any{"blocked_by": "volunteer"})),
			ExpectedStatus: 200, ExpectedContent: []string{`"blocked_by":"volunteer"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "a suspended volunteer cannot be messaged", Method: http.MethodPost, URL: url, Headers: auth(tok.owner),
			Body: body(`{"volunteer":"volunteer000002"}`), TestAppFactory: testutil.Then(newApp, setUser(testutil.OtherVolunteerID, map[string]any{"suspended": true})),
			ExpectedStatus: 403, ExpectedContent: []string{messages.MsgCantMessage}, ExpectedEvents: map[string]int{"OnRecordCreate": 0}},
		{Name: "the daily limit of new conversations answers 429", Method: http.MethodPost, URL: url, Headers: auth(tok.owner),
			Body: body(`{"volunteer":"volunteer000002"}`), TestAppFactory: testutil.Then(newApp, startedToday(testutil.CompanyID, messages.MaxNewPerDay)),
			ExpectedStatus: 429, ExpectedContent: []string{`"limit":{"code":"rate_limit_daily","message":"` + messages.MsgTooManyNew}, ExpectedEvents: map[string]int{"OnRecordCreate": 0}},
		{Name: "conversations started over a day ago do not count", Method: http.MethodPost, URL: url, Headers: auth(tok.owner),
			Body: body(`{"volunteer":"volunteer000002"}`), TestAppFactory: testutil.Then(newApp, func(t testing.TB, app *tests.TestApp) {
				startedToday(testutil.CompanyID, messages.MaxNewPerDay)(t, app)
				if _, err := app.DB().NewQuery("UPDATE conversations SET created = '2020-01-01 00:00:00.000Z'").Execute(); err != nil {
					t.Fatal(err)
				}
			}), ExpectedStatus: 201, ExpectedEvents: started},
	})
}

// startedToday saves n conversations the account started just now.
func startedToday(by string, n int) func(testing.TB, *tests.TestApp) {
	return func(t testing.TB, app *tests.TestApp) {
		for i := 0; i < n; i++ {
			id := fmt.Sprintf("volfill%08d", i)
			testutil.CreateUser(t, app, testutil.UserOpts{Id: id, Username: "fill" + fmt.Sprint(i), Role: "volunteer"})
			r := saveConversation(t, app, fmt.Sprintf("convfill%07d", i), testutil.CompanyID, id)
			r.Set("started_by", by)
			if err := app.Save(r); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestSendMessage covers the checks a message create adds to the rule.
func TestSendMessage(t *testing.T) {
	tok := allTokens(t)
	const url = "/api/collections/messages/records"
	refused := map[string]int{"OnRecordCreateRequest": 1, "OnRecordCreate": 0}
	// A message and a notification for each person of the other side:
	// the volunteer, or the company's owner and member.
	created := sentEvents(2)
	createdByCompany := sentEvents(1)
	multipart := testutil.MultipartBody
	withFile := func(name string, data []byte) (io.Reader, map[string]string) {
		return multipart(map[string]any{"conversation": convID, "body": ""}, testutil.Upload{Field: "attachment", Name: name, Data: data})
	}
	pdfBody, pdfHeaders := withFile("cv.pdf", pdfBytes())
	pngBody, pngHeaders := withFile("photo.png", testutil.PNGBytes(20, false))
	fakeBody, fakeHeaders := withFile("cv.pdf", []byte("just text pretending to be a pdf, nothing more here at all"))
	bigBody, bigHeaders := withFile("big.pdf", append(pdfBytes(), make([]byte, 6<<20)...))
	hdr := func(token string, h map[string]string) map[string]string { return testutil.Headers(auth(token), h) }
	msg := func(body string) *strings.Reader {
		return strings.NewReader(`{"conversation":"` + convID + `","body":` + body + `}`)
	}
	run(t, newApp, []tests.ApiScenario{
		{Name: "a guest cannot send", Method: http.MethodPost, URL: url, Body: msg(`"hi"`), ExpectedStatus: 400, ExpectedEvents: testutil.NoEvents},
		{Name: "an empty message is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"   "`),
			ExpectedStatus: 400, ExpectedContent: []string{`"body":{"code":"validation_required","message":"` + messages.MsgBodyRequired}, ExpectedEvents: refused},
		{Name: "4001 characters are refused", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"` + strings.Repeat("é", 4001) + `"`),
			ExpectedStatus: 400, ExpectedContent: []string{`"body":{"code":"validation_max_text_constraint","message":"` + messages.MsgBodyTooLong}, ExpectedEvents: refused},
		{Name: "4000 characters are accepted", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"` + strings.Repeat("é", 4000) + `"`),
			ExpectedStatus: 200, ExpectedEvents: created},
		{Name: "the sender is the caller whatever the body says", Method: http.MethodPost, URL: url, Headers: auth(tok.member),
			Body: strings.NewReader(`{"conversation":"` + convID + `","body":"Hi","sender":"volunteer000001"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"sender":"member000000001"`}, ExpectedEvents: createdByCompany},
		{Name: "a wrong type of body is refused", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`{"a":1}`),
			ExpectedStatus: 400, ExpectedEvents: map[string]int{"OnRecordCreate": 0}},
		{Name: "a real PDF is attached", Method: http.MethodPost, URL: url, Headers: hdr(tok.volunteer, pdfHeaders), Body: pdfBody,
			ExpectedStatus: 200, ExpectedContent: []string{`"attachment":"cv`}, ExpectedEvents: created},
		{Name: "a real PNG is attached", Method: http.MethodPost, URL: url, Headers: hdr(tok.owner, pngHeaders), Body: pngBody,
			ExpectedStatus: 200, ExpectedContent: []string{`"attachment":"photo`}, ExpectedEvents: createdByCompany},
		{Name: "a text disguised as a PDF is refused", Method: http.MethodPost, URL: url, Headers: hdr(tok.volunteer, fakeHeaders), Body: fakeBody,
			ExpectedStatus: 400, ExpectedContent: []string{`"attachment":{"code":"validation_invalid_mime_type"`}, ExpectedEvents: refused},
		{Name: "a 6 MB file is refused", Method: http.MethodPost, URL: url, Headers: hdr(tok.volunteer, bigHeaders), Body: bigBody,
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: map[string]int{"OnRecordCreate": 0}},
		{Name: "blocked by the volunteer, the company is told it can't", Method: http.MethodPost, URL: url, Headers: auth(tok.member), Body: msg(`"hi"`),
			TestAppFactory: testutil.Then(newApp, setConv(convID, map[string]any{"blocked_by": "volunteer"})),
			ExpectedStatus: 403, ExpectedContent: []string{`"conversation":{"code":"validation_blocked","message":"` + messages.MsgCantMessage}, ExpectedEvents: refused},
		{Name: "the blocker cannot send either", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"hi"`),
			TestAppFactory: testutil.Then(newApp, setConv(convID, map[string]any{"blocked_by": "volunteer"})),
			ExpectedStatus: 403, ExpectedContent: []string{messages.MsgCantMessage}, ExpectedEvents: refused},
		{Name: "a suspended recipient cannot be messaged", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"hi"`),
			TestAppFactory: testutil.Then(newApp, setUser(testutil.CompanyID, map[string]any{"suspended": true})),
			ExpectedStatus: 403, ExpectedContent: []string{`"conversation":{"code":"validation_unavailable"`}, ExpectedEvents: refused},
		{Name: "over the messages a minute answers 429", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"hi"`),
			TestAppFactory: testutil.Then(newApp, func(t testing.TB, app *tests.TestApp) {
				for i := 0; i < messages.MaxMessagesPerMin; i++ {
					saveMessage(t, app, fmt.Sprintf("msgfill%08d", i), convID, testutil.VolunteerID, "x")
				}
			}),
			ExpectedStatus: 429, ExpectedContent: []string{`"limit":{"code":"rate_limit_minute","message":"` + messages.MsgTooFast}, ExpectedEvents: refused},
		{Name: "messages older than a minute do not count", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer), Body: msg(`"hi"`),
			TestAppFactory: testutil.Then(newApp, func(t testing.TB, app *tests.TestApp) {
				for i := 0; i < messages.MaxMessagesPerMin; i++ {
					id := fmt.Sprintf("msgfill%08d", i)
					saveMessage(t, app, id, convID, testutil.VolunteerID, "x")
					backdate(t, app, "messages", id, 2*time.Minute)
				}
			}),
			ExpectedStatus: 200, ExpectedEvents: created},
		{Name: "a new message counts as unread for the other side only", Method: http.MethodPost, URL: url, Headers: auth(tok.volunteer),
			Body: msg(`"Line one\nline two with a long enough text"`), ExpectedStatus: 200, ExpectedEvents: created,
			AfterTestFunc: expectConv(convID, func(t testing.TB, c *core.Record) {
				if c.GetInt("company_unread") != 1 || c.GetInt("volunteer_unread") != 0 {
					t.Fatalf("unread company %d volunteer %d", c.GetInt("company_unread"), c.GetInt("volunteer_unread"))
				}
				if c.GetString("last_preview") != "Line one line two with a long enough text" || c.GetString("last_sender") != testutil.VolunteerID {
					t.Fatalf("preview %q sender %q", c.GetString("last_preview"), c.GetString("last_sender"))
				}
				if c.GetDateTime("volunteer_read_at").IsZero() {
					t.Fatal("the sender's side should have read up to their message")
				}
			})},
	})
}

// sentEvents are the events of a message that notifies notified people.
func sentEvents(notified int) map[string]int {
	return map[string]int{"OnRecordCreateRequest": 1, "OnRecordCreate": 1 + notified, "OnRecordUpdate": 1}
}
