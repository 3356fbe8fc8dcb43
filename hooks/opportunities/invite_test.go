package opportunities_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

const inviteVera = "/api/company/volunteers/vera/invite"

// inviteApp: base plus mia, a member of acme's team.
func inviteApp(t testing.TB) *tests.TestApp {
	app := base(t)
	testutil.CreateMember(t, app, testutil.MemberID, "mia", testutil.CompanyID)
	return app
}

// invitations checks the invitations queued in the outbox: n of them, each to
// vera, with the opportunity's link when there is one.
func invitations(n int, link string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		rows := testutil.Outbox(t, app, dbx.NewExp("subject LIKE '%invites you to apply%'"))
		if len(rows) != n {
			t.Fatalf("queued invitations = %d, want %d", len(rows), n)
		}
		for _, r := range rows {
			if !strings.Contains(r.Recipients, "vera@example.com") || !strings.Contains(r.Text, link) ||
				r.Kind != "notification" || r.User != testutil.VolunteerID {
				t.Errorf("invitation %+v", r)
			}
			if !strings.Contains(r.Subject, "Acme Ltd invites you to apply: Frontend helper") {
				t.Errorf("subject %q", r.Subject)
			}
		}
	}
}

func TestInviteToApply(t *testing.T) {
	tok := testutil.UserTokens(t)
	body := func(v string) *strings.Reader { return strings.NewReader(v) }
	open := `{"opportunity":"` + oppOpen + `"}`
	sc := func(name, url string, headers map[string]string, b string, status int, want ...string) tests.ApiScenario {
		s := tests.ApiScenario{Name: name, Method: http.MethodPost, URL: url, Headers: headers, Body: body(b),
			TestAppFactory: inviteApp, ExpectedStatus: status, ExpectedContent: want,
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: invitations(0, "")}
		return s
	}
	field := func(code, msg string) string {
		return `"opportunity":{"code":"` + code + `","message":"` + msg + `"}`
	}
	success := sc("the owner invites vera to the open opportunity", inviteVera, testutil.Auth(tok.Company), open, 200,
		`"sent":true`, `"volunteer":"vera"`, `"opportunity":"`+oppOpen+`"`)
	success.AfterTestFunc = invitations(1, "/opportunities/"+oppOpen)
	member := sc("a team member invites with the company's opportunity", "/api/company/volunteers/VERA/invite",
		testutil.Auth(testutil.MemberToken(t)), open, 200, `"sent":true`)
	member.AfterTestFunc = invitations(1, "/opportunities/"+oppOpen)

	for _, s := range []tests.ApiScenario{
		sc("guest", inviteVera, nil, open, 401, `"status":401`),
		sc("volunteer", inviteVera, testutil.Auth(tok.Volunteer), open, 403, `"status":403`),
		sc("superadmin", inviteVera, testutil.Auth(tok.Superadmin), open, 403, `"status":403`),
		sc("unverified company", inviteVera, testutil.Auth(testutil.UnverifiedCompanyToken(t)), open, 403, `"status":403`),
		sc("another company's opportunity", inviteVera, testutil.Auth(tok.Company), `{"opportunity":"`+oppGlobex+`"}`, 400,
			field("validation_invalid_value", opportunities.MsgInviteChoose)),
		sc("its own opportunity, seen by another company", inviteVera, testutil.Auth(tok.OtherCompany), open, 400,
			field("validation_invalid_value", opportunities.MsgInviteChoose)),
		sc("a closed opportunity", inviteVera, testutil.Auth(tok.Company), `{"opportunity":"`+oppClosed+`"}`, 400,
			field("validation_not_open", opportunities.MsgInviteNotOpen)),
		sc("a draft", inviteVera, testutil.Auth(tok.Company), `{"opportunity":"`+oppDraft+`"}`, 400,
			field("validation_not_open", opportunities.MsgInviteNotOpen)),
		sc("an expired opportunity", inviteVera, testutil.Auth(tok.Company), `{"opportunity":"`+oppExpired+`"}`, 400,
			field("validation_not_open", opportunities.MsgInviteNotOpen)),
		sc("missing opportunity", inviteVera, testutil.Auth(tok.Company), `{}`, 400,
			field("validation_required", opportunities.MsgInviteChoose)),
		sc("opportunity of the wrong type", inviteVera, testutil.Auth(tok.Company), `{"opportunity":5}`, 400,
			`"opportunity":{"code":`),
		sc("opportunity too long", inviteVera, testutil.Auth(tok.Company), `{"opportunity":"`+strings.Repeat("x", 40)+`"}`, 400,
			`"opportunity":{"code":"validation_length_too_long"`),
		sc("not JSON", inviteVera, testutil.Auth(tok.Company), `opportunity=x`, 400, `"status":400`),
		sc("unknown volunteer", "/api/company/volunteers/nobody/invite", testutil.Auth(tok.Company), open, 404,
			opportunities.MsgInviteNotFound),
		sc("unverified volunteer", "/api/company/volunteers/ursula/invite", testutil.Auth(tok.Company), open, 404,
			opportunities.MsgInviteNotFound),
		sc("a company is no volunteer", "/api/company/volunteers/globex/invite", testutil.Auth(tok.Company), open, 404,
			opportunities.MsgInviteNotFound),
		success,
		member,
	} {
		s.Test(t)
	}
}

// A volunteer who has not finished the wizard is not listed: 404.
func TestInviteToApplyUnlisted(t *testing.T) {
	s := tests.ApiScenario{Name: "unfinished volunteer", Method: http.MethodPost, URL: inviteVera,
		Headers: testutil.Auth(testutil.UserTokens(t).Company), Body: strings.NewReader(`{"opportunity":"` + oppOpen + `"}`),
		TestAppFactory: func(t testing.TB) *tests.TestApp {
			app := base(t)
			testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 6)
			return app
		},
		ExpectedStatus: 404, ExpectedContent: []string{opportunities.MsgInviteNotFound}, ExpectedEvents: testutil.NoEvents,
		AfterTestFunc: invitations(0, "")}
	s.Test(t)
}
