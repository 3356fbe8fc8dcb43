package opportunities_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/auth"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// appliedAs checks the newest application's server-set fields.
func appliedAs(volunteer, company, title, companyName string) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, res *http.Response) {
		t.Helper()
		var body map[string]any
		testutil.DecodeResponse(t, res, &body)
		id, _ := body["id"].(string)
		a, err := app.FindRecordById("applications", id)
		if err != nil {
			t.Fatal(err)
		}
		got := [...]string{a.GetString("volunteer"), a.GetString("company"), a.GetString("opportunity_title"),
			a.GetString("company_name"), a.GetString("stage"), a.GetString("withdrawn_by")}
		want := [...]string{volunteer, company, title, companyName, "applied", ""}
		if got != want {
			t.Errorf("application = %v, want %v", got, want)
		}
		stageIs(id, "applied", "applied")(t, app, res)
	}
}

func TestApply(t *testing.T) {
	tok := testutil.UserTokens(t)
	apply := func(name, token string, body map[string]any, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPost, URL: appURL, Headers: testutil.Auth(token),
			Body: testutil.JSONBody(body), ExpectedStatus: status, ExpectedContent: want,
			ExpectedEvents: only("OnRecordCreateRequest"), AfterTestFunc: testutil.All(count("applications", 1), noMail, counters(oppOpen, 1, 0))}
	}
	to := func(id string) map[string]any { return map[string]any{"opportunity": id, "note": "Happy to help."} }
	guest := apply("a guest is asked to sign in", "", to(oppOpen), 401, opportunities.MsgSignIn)
	guest.ExpectedEvents = testutil.NoEvents
	unfinished := apply("a volunteer who has not finished the wizard", tok.OtherVolunteer, to(oppOpen), 403, opportunities.MsgFinishProfile)
	unfinished.TestAppFactory = with(func(t testing.TB, app *tests.TestApp) {
		testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 4)
	})
	success := apply("a volunteer applies; the server sets everything but the note", tok.OtherVolunteer,
		map[string]any{"opportunity": oppOpen, "note": "  I know React.  ", "stage": "accepted", "volunteer": testutil.VolunteerID,
			"company": testutil.OtherCompanyID, "opportunity_title": "Fake", "history": []any{map[string]any{"stage": "accepted"}}}, 200,
		`"stage":"applied"`, `"note":"I know React."`, `"volunteer":"`+testutil.OtherVolunteerID+`"`, `"opportunity_status":"open"`,
		`"applicant":{"id":"`+testutil.OtherVolunteerID+`","username":"victor"`)
	// The application and the owner's notification.
	success.ExpectedEvents = events("OnRecordCreateRequest", 1, 0, 2, 0, 1)
	success.AfterTestFunc = testutil.All(count("applications", 2), counters(oppOpen, 2, 0),
		appliedAs(testutil.OtherVolunteerID, testutil.CompanyID, "Frontend helper", "Acme Ltd"),
		mails([2]string{"acme@example.com", "New application for Frontend helper"}),
		func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			if text := app.TestMailer.LastMessage().Text; !strings.Contains(text, testutil.TestAppURL+"/company/opportunities?id="+oppOpen) {
				t.Errorf("mail text lacks the link: %s", text)
			}
		})
	noPlan := apply("a company's plan does not limit applications", tok.Volunteer, to(oppGlobex), 200, `"company_name":"Globex Ltd"`)
	noPlan.ExpectedEvents = events("OnRecordCreateRequest", 1, 0, 2, 0, 1)
	noPlan.AfterTestFunc = testutil.All(count("applications", 2), counters(oppGlobex, 1, 0),
		mails([2]string{"globex@example.com", "New application for Design reviewer"}))
	longNote := apply("a note over 500 characters", tok.OtherVolunteer, map[string]any{"opportunity": oppOpen, "note": strings.Repeat("x", 501)}, 400,
		`"note":{"code":"validation_max_text_constraint"`)
	longNote.ExpectedEvents = map[string]int{"*": 0, "OnRecordCreateRequest": 1, "OnModelCreate": 1, "OnModelValidate": 1,
		"OnRecordCreate": 1, "OnRecordValidate": 1, "OnModelAfterCreateError": 1, "OnRecordAfterCreateError": 1}
	testutil.Run(t, base, []tests.ApiScenario{
		guest,
		apply("a company cannot apply", tok.Company, to(oppGlobex), 403, `"message":"`+opportunities.MsgVolunteersOnly+`"`),
		apply("nor can a superadmin", tok.Superadmin, to(oppOpen), 403, opportunities.MsgVolunteersOnly),
		apply("an unverified volunteer", testutil.UnverifiedVolunteerToken(t), to(oppOpen), 403, auth.MsgVerifyFirst),
		unfinished,
		apply("applying twice", tok.Volunteer, to(oppOpen), 400,
			`"opportunity":{"code":"validation_already_applied","message":"`+opportunities.MsgAlreadyApplied+`"`),
		apply("to a draft", tok.OtherVolunteer, to(oppDraft), 400, `"opportunity":{"code":"validation_not_open","message":"`+opportunities.MsgNotOpen+`"`),
		apply("to one on hold", tok.OtherVolunteer, to(oppHold), 400, `"code":"validation_not_open"`),
		apply("to a closed one", tok.OtherVolunteer, to(oppClosed), 400, `"code":"validation_not_open"`),
		apply("to an expired one", tok.OtherVolunteer, to(oppExpired), 400, `"code":"validation_not_open"`),
		apply("to nothing", tok.OtherVolunteer, map[string]any{"note": "hi"}, 400, `"opportunity":{"code":"validation_required"`),
		apply("to an unknown one", tok.OtherVolunteer, to("nosuchthing0000"), 400, `"opportunity":{"code":"validation_not_found"`),
		longNote,
		success,
		noPlan,
	})
}
