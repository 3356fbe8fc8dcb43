package opportunities_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// atStage: vera's application is at stage (reached through the stages
// before it, as the history shows).
func atStage(stages ...string) func(testing.TB) *tests.TestApp {
	return with(func(t testing.TB, app *tests.TestApp) {
		a, err := app.FindRecordById("applications", appVera)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range stages {
			a.Set("stage", s)
			if err := app.Save(a); err != nil {
				t.Fatal(err)
			}
		}
	})
}

func TestMoveApplication(t *testing.T) {
	tok := testutil.UserTokens(t)
	url := appURL + "/" + appVera
	// A company's move also creates the volunteer's notification.
	moved := func(mails int) map[string]int { return events("OnRecordUpdateRequest", 1, 1, mails, 0, mails) }
	subject := func(stage string) [2]string {
		return [2]string{"vera@example.com", "Your application for Frontend helper: " + stage}
	}
	move := func(name, token string, from []string, to string, status int, want ...string) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodPatch, URL: url, Headers: testutil.Auth(token),
			Body: testutil.JSONBody(map[string]any{"stage": to}), ExpectedStatus: status, ExpectedContent: want,
			TestAppFactory: atStage(from...)}
	}
	refuse := func(who, token string, from []string, to string) tests.ApiScenario {
		fromStage := "applied"
		if len(from) > 0 {
			fromStage = from[len(from)-1]
		}
		msg := opportunities.MoveMessage(fromStage, to)
		s := move(who+": "+fromStage+" to "+to+" is refused", token, from, to, 400,
			`"message":"`+msg+`"`, `"stage":{"code":"validation_stage_move","message":"`+msg+`"`)
		s.ExpectedEvents = only("OnRecordUpdateRequest")
		s.AfterTestFunc = testutil.All(stageIs(appVera, fromStage, append([]string{"applied"}, from...)...), noMail)
		return s
	}
	allow := func(who, token string, from []string, to string, applicants, interviews int, check ...testutil.AfterFunc) tests.ApiScenario {
		fromStage := "applied"
		if len(from) > 0 {
			fromStage = from[len(from)-1]
		}
		s := move(who+": "+fromStage+" to "+to, token, from, to, 200, `"stage":"`+to+`"`)
		mailCount := 0
		if token == tok.Company {
			mailCount = 1
			check = append(check, mails(subject(opportunities.StageLabel(to))))
		} else {
			check = append(check, noMail)
		}
		s.ExpectedEvents = moved(mailCount)
		if to == opportunities.StageAccepted {
			// Acceptance also starts the engagement (hooks/engagements).
			for _, e := range []string{"OnModelValidate", "OnRecordValidate", "OnModelCreate", "OnRecordCreate",
				"OnModelCreateExecute", "OnRecordCreateExecute", "OnModelAfterCreateSuccess", "OnRecordAfterCreateSuccess"} {
				s.ExpectedEvents[e]++
			}
		}
		history := append(append([]string{"applied"}, from...), to)
		s.AfterTestFunc = testutil.All(append(check, stageIs(appVera, to, history...), counters(oppOpen, applicants, interviews))...)
		return s
	}
	withdrawnBy := func(by string) testutil.AfterFunc {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			a, _ := app.FindRecordById("applications", appVera)
			if a.GetString("withdrawn_by") != by {
				t.Errorf("withdrawn_by = %q, want %q", a.GetString("withdrawn_by"), by)
			}
		}
	}
	linkInMail := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		testutil.FlushMail(t, app)
		if text := app.TestMailer.LastMessage().Text; !strings.Contains(text, testutil.TestAppURL+"/volunteer/opportunities") {
			t.Errorf("mail text lacks the link: %s", text)
		}
	}
	c, v := tok.Company, tok.Volunteer
	scenarios := []tests.ApiScenario{
		allow("company", c, nil, "in_review", 1, 0, linkInMail),
		allow("company", c, nil, "rejected", 1, 0),
		allow("company", c, []string{"in_review"}, "interview", 1, 1),
		allow("company", c, []string{"in_review"}, "rejected", 1, 0),
		allow("company", c, []string{"in_review", "interview"}, "accepted", 1, 0),
		allow("company", c, []string{"in_review", "interview"}, "rejected", 1, 0),
		refuse("company", c, nil, "interview"),
		refuse("company", c, nil, "accepted"),
		refuse("company", c, nil, "withdrawn"),
		refuse("company", c, nil, "applied"),
		refuse("company", c, []string{"in_review"}, "accepted"),
		refuse("company", c, []string{"in_review", "interview", "accepted"}, "rejected"),
		refuse("company", c, []string{"rejected"}, "in_review"),
		refuse("company", c, []string{"withdrawn"}, "in_review"),
		allow("volunteer", v, nil, "withdrawn", 0, 0, withdrawnBy("volunteer")),
		allow("volunteer", v, []string{"in_review"}, "withdrawn", 0, 0),
		allow("volunteer", v, []string{"in_review", "interview"}, "withdrawn", 0, 0),
		refuse("volunteer", v, nil, "in_review"),
		refuse("volunteer", v, []string{"in_review"}, "interview"),
		refuse("volunteer", v, []string{"in_review", "interview"}, "accepted"),
		refuse("volunteer", v, []string{"in_review", "interview", "accepted"}, "withdrawn"),
		refuse("volunteer", v, []string{"rejected"}, "withdrawn"),
		refuse("volunteer", v, []string{"withdrawn"}, "applied"),
		{Name: "an unknown stage", Method: http.MethodPatch, URL: url, Headers: testutil.Auth(c), TestAppFactory: base,
			Body: testutil.JSONBody(map[string]any{"stage": "hired"}), ExpectedStatus: 400, ExpectedEvents: only("OnRecordUpdateRequest"),
			ExpectedContent: []string{`"stage":{"code":"validation_invalid_value","message":"` + opportunities.MsgChooseStage + `"`}},
		{Name: "the company cannot change anything else", Method: http.MethodPatch, URL: url, Headers: testutil.Auth(c), TestAppFactory: base,
			Body: testutil.JSONBody(map[string]any{"stage": "in_review", "note": "Edited", "opportunity_title": "x"}), ExpectedStatus: 400,
			ExpectedEvents: only("OnRecordUpdateRequest"), AfterTestFunc: stageIs(appVera, "applied", "applied"),
			ExpectedContent: []string{`"message":"` + opportunities.MsgStageOnly + `"`, `"note":{"code":"validation_read_only"`, `"opportunity_title":{"code":"validation_read_only"`}},
		{Name: "nor the volunteer", Method: http.MethodPatch, URL: url, Headers: testutil.Auth(v), TestAppFactory: base,
			Body: testutil.JSONBody(map[string]any{"note": "Edited"}), ExpectedStatus: 400,
			ExpectedEvents: only("OnRecordUpdateRequest"), ExpectedContent: []string{`"note":{"code":"validation_read_only"`}},
	}
	for _, o := range []struct{ name, token string }{
		{"a guest", ""}, {"another volunteer", tok.OtherVolunteer}, {"another company", tok.OtherCompany}, {"a superadmin", tok.Superadmin},
	} {
		scenarios = append(scenarios, tests.ApiScenario{Name: o.name + " cannot move it", Method: http.MethodPatch, URL: url,
			Headers: testutil.Auth(o.token), Body: testutil.JSONBody(map[string]any{"stage": "in_review"}), TestAppFactory: base,
			ExpectedStatus: 404, ExpectedContent: []string{`"status":404`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.All(stageIs(appVera, "applied", "applied"), noMail)})
	}
	testutil.Run(t, base, scenarios)
}

// Counters follow every write of an application, whatever the path.
func TestCountersFollowApplications(t *testing.T) {
	app := base(t)
	defer app.Cleanup()
	expect := func(applicants, interviews int) {
		t.Helper()
		counters(oppOpen, applicants, interviews)(t, app, nil)
	}
	expect(1, 0)
	b := testutil.CreateApplication(t, app, appVictor, oppOpen, testutil.OtherVolunteerID, "interview")
	expect(2, 1)
	b.Set("stage", "accepted")
	if err := app.Save(b); err != nil {
		t.Fatal(err)
	}
	expect(2, 0)
	// A volunteer who deletes their account takes their applications along.
	u, _ := app.FindRecordById("users", testutil.OtherVolunteerID)
	if err := app.Delete(u); err != nil {
		t.Fatal(err)
	}
	expect(1, 0)
	// The company's own edit of the opportunity cannot overwrite them.
	o := testutil.Opportunity(t, app, oppOpen)
	o.Set("applicants", 40)
	o.Set("title", "Edited")
	if err := app.Save(o); err != nil {
		t.Fatal(err)
	}
	expect(1, 0)
}
