package opportunities_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Ids of withApplicants' records.
const (
	appVictor    = "appvictor000001" // victor at interview for oppOpen
	appGone      = "appgone00000001" // the unverified volunteer withdrew from oppOpen
	favoriteVera = "favvera00000001" // vera saved oppOpen
)

// withApplicants: oppOpen also has victor at interview and a withdrawn
// application, and vera saved it.
func withApplicants(t testing.TB, app *tests.TestApp) {
	testutil.CreateApplication(t, app, appVictor, oppOpen, testutil.OtherVolunteerID, "interview")
	testutil.CreateApplication(t, app, appGone, oppOpen, testutil.UnverifiedVolunteerID, "withdrawn")
	testutil.SaveRecord(t, app, "favorites", map[string]any{"id": favoriteVera, "user": testutil.VolunteerID, "opportunity": oppOpen})
}

// keptWithdrawn checks an application of the deleted opportunity.
func keptWithdrawn(id, by string, history ...string) testutil.AfterFunc {
	return testutil.All(stageIs(id, "withdrawn", history...), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		a, err := app.FindRecordById("applications", id)
		if err != nil {
			t.Fatal(err)
		}
		if a.GetString("opportunity") != "" || a.GetString("withdrawn_by") != by ||
			a.GetString("opportunity_title") != "Frontend helper" || a.GetString("company_name") != "Acme Ltd" {
			t.Errorf("%s = opportunity %q, withdrawn_by %q, title %q, company %q", id, a.GetString("opportunity"),
				a.GetString("withdrawn_by"), a.GetString("opportunity_title"), a.GetString("company_name"))
		}
	})
}

func TestDeleteOpportunity(t *testing.T) {
	tok := testutil.UserTokens(t)
	subject := "Your application for Frontend helper: Withdrawn"
	// Two applications withdrawn, the third detached (three updates); the
	// opportunity and the favourite of it deleted; two notifications with
	// their mails.
	deleted := events("OnRecordDeleteRequest", 0, 3, 2, 2, 2)
	scenarios := []tests.ApiScenario{
		{Name: "the owner deletes it; the volunteers keep their applications, withdrawn by the company",
			Method: http.MethodDelete, URL: oppURL + "/" + oppOpen, Headers: testutil.Auth(tok.Company),
			ExpectedStatus: 204, ExpectedEvents: deleted, TestAppFactory: with(withApplicants),
			AfterTestFunc: testutil.All(count("opportunities", 5), count("applications", 3), count("favorites", 0),
				keptWithdrawn(appVera, "company", "applied", "withdrawn"),
				keptWithdrawn(appVictor, "company", "interview", "withdrawn"),
				keptWithdrawn(appGone, "volunteer", "withdrawn"),
				mails([2]string{"vera@example.com", subject}, [2]string{"victor@example.com", subject}))},
		{Name: "one without applications", Method: http.MethodDelete, URL: oppURL + "/" + oppDraft, Headers: testutil.Auth(tok.Company),
			ExpectedStatus: 204, ExpectedEvents: events("OnRecordDeleteRequest", 0, 0, 0, 1, 0),
			AfterTestFunc: testutil.All(count("opportunities", 5), noMail, stageIs(appVera, "applied", "applied"))},
		{Name: "the withdrawn applications show the opportunity as deleted", Method: http.MethodGet, URL: appURL + "/" + appVera,
			Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"opportunity_status":"deleted"`, `"stage":"withdrawn"`, `"withdrawn_by":"company"`, `"opportunity":""`},
			ExpectedEvents:  map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1},
			TestAppFactory: with(func(t testing.TB, app *tests.TestApp) {
				o := testutil.Opportunity(t, app, oppOpen)
				if err := app.RunInTransaction(func(tx core.App) error { return tx.Delete(o) }); err != nil {
					t.Fatal(err)
				}
				a, _ := app.FindRecordById("applications", appVera)
				a.Set("stage", "withdrawn")
				a.Set("withdrawn_by", "company")
				if err := app.Save(a); err != nil {
					t.Fatal(err)
				}
			})},
	}
	for _, c := range []struct{ name, token string }{
		{"a guest", ""}, {"a volunteer", tok.Volunteer}, {"another company", tok.OtherCompany}, {"a superadmin", tok.Superadmin},
	} {
		scenarios = append(scenarios, tests.ApiScenario{Name: c.name + " cannot delete", Method: http.MethodDelete,
			URL: oppURL + "/" + oppOpen, Headers: testutil.Auth(c.token), ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}, ExpectedEvents: testutil.NoEvents,
			AfterTestFunc: testutil.All(count("opportunities", 6), stageIs(appVera, "applied", "applied"), noMail)})
	}
	testutil.Run(t, base, scenarios)
}
