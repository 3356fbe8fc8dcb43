package projects_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// impactData: vera's engagement (4 approved hours five days ago, 3
// pending) completed today with its first milestone signed off; globex's
// engagement has 2 approved hours yesterday.
func impactData(t testing.TB) *tests.TestApp {
	app := agreed(t)
	testutil.SetFields(t, app, "milestones", msOne, map[string]any{"status": "signed_off", "signed_off_at": testutil.InDays(0),
		"submitted_at": testutil.InDays(0), "link": "https://example.org/w", "note": "n"})
	testutil.SetFields(t, app, "engagements", testutil.EngVera, map[string]any{"status": "completed", "completed_at": testutil.InDays(0)})
	return app
}

func TestCompanyImpact(t *testing.T) {
	as := testutil.SignedIn(t)
	acme := []string{`"hours":4`, `"value":139.16`, `"rate":34.79`, `"currency":"USD"`, `"engagements_completed":1`, `"milestones_signed_off":1`}
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact", impactData, []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "volunteer", Headers: as.Vera, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "superadmin", Headers: as.Sally, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "company owner", Headers: as.Acme, ExpectedStatus: 200, ExpectedContent: acme, ExpectedEvents: testutil.NoEvents},
		{Name: "team member", Headers: as.Mia, ExpectedStatus: 200, ExpectedContent: acme, ExpectedEvents: testutil.NoEvents},
		{Name: "other company sees its own", Headers: as.Globex, ExpectedStatus: 200,
			ExpectedContent: []string{`"hours":2`, `"value":69.58`, `"engagements_completed":0`, `"milestones_signed_off":0`}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact?from="+testutil.Day(-3)+"&to="+testutil.Day(0), impactData, []tests.ApiScenario{
		{Name: "a period without the hours", Headers: as.Acme, ExpectedStatus: 200,
			ExpectedContent: []string{`"hours":0`, `"value":0`, `"engagements_completed":1`, `"milestones_signed_off":1`, `"from":"` + testutil.Day(-3) + `"`}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact?from=yesterday", impactData, []tests.ApiScenario{
		{Name: "bad date", Headers: as.Acme, ExpectedStatus: 400, ExpectedContent: []string{`"from":{"code":"validation_date_format"`}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact?from="+testutil.Day(0)+"&to="+testutil.Day(-1), impactData, []tests.ApiScenario{
		{Name: "period reversed", Headers: as.Acme, ExpectedStatus: 400, ExpectedContent: []string{`"from":{"code":"validation_period_order"`}, ExpectedEvents: testutil.NoEvents},
	})
	rated := testutil.Then(impactData, func(t testing.TB, app *tests.TestApp) {
		if _, err := app.DB().NewQuery("UPDATE site_settings SET hourly_value = 20, hourly_currency = 'EUR'").Execute(); err != nil {
			t.Fatal(err)
		}
	})
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact", rated, []tests.ApiScenario{
		{Name: "the superadmin's rate", Headers: as.Acme, ExpectedStatus: 200, ExpectedContent: []string{`"value":80`, `"rate":20`, `"currency":"EUR"`}, ExpectedEvents: testutil.NoEvents},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/system/impact", impactData, []tests.ApiScenario{
		{Name: "platform", Headers: as.Sally, ExpectedStatus: 200, ExpectedContent: []string{`"hours":6`, `"value":208.74`, `"engagements_completed":1`}, ExpectedEvents: testutil.NoEvents},
		{Name: "platform, company", Headers: as.Acme, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
	})
}

func TestCompanyImpactCSV(t *testing.T) {
	as := testutil.SignedIn(t)
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact.csv", impactData, []tests.ApiScenario{
		{Name: "guest", ExpectedStatus: 401, ExpectedContent: testutil.Status(401), ExpectedEvents: testutil.NoEvents},
		{Name: "volunteer", Headers: as.Vera, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "team member", Headers: as.Mia, ExpectedStatus: 200, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{
				"engagement,volunteer,opportunity,status,accepted,completed,approved_hours,value,currency,milestones_signed_off\n",
				testutil.EngVera + ",Vera Lopez,Frontend helper,completed," + testutil.Day(-10) + "," + testutil.Day(0) + ",4,139.16,USD,1\n",
				"total,,,,,,4,139.16,USD,1\n"},
			NotExpectedContent: []string{testutil.EngGlobex, "Design reviewer"},
			AfterTestFunc:      testutil.ExpectHeader("Content-Type", "text/csv; charset=utf-8")},
	})
	testutil.RunRoute(t, http.MethodGet, "/api/company/impact.csv?from="+testutil.Day(-3)+"&to="+testutil.Day(0), impactData, []tests.ApiScenario{
		{Name: "a period", Headers: as.Acme, ExpectedStatus: 200, ExpectedEvents: testutil.NoEvents,
			ExpectedContent: []string{",0,0,USD,1\n", "total,,,," + testutil.Day(-3) + "," + testutil.Day(0) + ",0,0,USD,1\n"},
			AfterTestFunc:   testutil.ExpectHeader("Content-Disposition", `attachment; filename="impact-`+testutil.Day(-3)+"_"+testutil.Day(0)+`.csv"`)},
	})
}
