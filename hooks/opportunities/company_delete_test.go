package opportunities_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const appGlobex = "appglobex000001" // victor applied to globex's opportunity

// withCompanyApplicants: besides vera (applied), victor is at interview for
// acme's open opportunity, an unverified volunteer withdrew from it, and
// victor applied to globex too.
func withCompanyApplicants(t testing.TB, app *tests.TestApp) {
	withApplicants(t, app)
	testutil.CreateApplication(t, app, appGlobex, oppGlobex, testutil.OtherVolunteerID, "applied")
}

// keptAfterCompanyDeletion checks that deleting acme's account behaved as
// deleting each of its opportunities: every application stays, the live
// ones withdrawn by the company, and each of their volunteers is emailed.
func keptAfterCompanyDeletion(t testing.TB, app *tests.TestApp, _ *http.Response) {
	t.Helper()
	if _, err := app.FindRecordById("users", testutil.CompanyID); err == nil {
		t.Fatal("the company still exists")
	}
	count("applications", 4)(t, app, nil)
	count("opportunities", 1)(t, app, nil)
	keptWithdrawn(appVera, "company", "applied", "withdrawn")(t, app, nil)
	keptWithdrawn(appVictor, "company", "interview", "withdrawn")(t, app, nil)
	keptWithdrawn(appGone, "volunteer", "withdrawn")(t, app, nil)
	for _, id := range []string{appVera, appVictor, appGone} {
		if a, _ := app.FindRecordById("applications", id); a == nil || a.GetString("company") != "" {
			t.Errorf("%s still points at the deleted company", id)
		}
	}
	stageIs(appGlobex, "applied", "applied")(t, app, nil)
	counters(oppGlobex, 1, 0)(t, app, nil)

	testutil.FlushMail(t, app)
	var got []string
	for _, m := range app.TestMailer.Messages() {
		got = append(got, m.To[0].Address+" "+m.Subject)
		if !strings.Contains(m.Text, "Acme Ltd removed the opportunity \"Frontend helper\"") {
			t.Errorf("mail text: %s", m.Text)
		}
	}
	slices.Sort(got)
	want := []string{
		"vera@example.com Your application for Frontend helper: Withdrawn",
		"victor@example.com Your application for Frontend helper: Withdrawn",
	}
	if !slices.Equal(got, want) {
		t.Errorf("mails = %q, want %q", got, want)
	}
}

// A company's account deleted by its owner or by a superadmin keeps the
// applications to it in the volunteers' lists, withdrawn, and tells each
// volunteer, exactly as deleting each opportunity would.
func TestCompanyAccountDeletion(t *testing.T) {
	tok := testutil.UserTokens(t)
	for _, d := range []struct{ name, url, token string }{
		{"the company deletes its own account", "/api/collections/users/records/" + testutil.CompanyID, tok.Company},
		{"a superadmin deletes the company", "/api/system/users/" + testutil.CompanyID, tok.Superadmin},
	} {
		s := tests.ApiScenario{Name: d.name, Method: http.MethodDelete, URL: d.url, Headers: testutil.Auth(d.token),
			TestAppFactory: with(withCompanyApplicants), ExpectedStatus: 204,
			ExpectedEvents: map[string]int{"OnRecordDeleteRequest": 1, "OnRecordDelete": 9}, AfterTestFunc: keptAfterCompanyDeletion}
		s.Test(t)
	}
}
