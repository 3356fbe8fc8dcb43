package pb_migrations_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// Ids of the entries appWithVolunteerProfiles saves for vera.
var veraEntryIDs = map[string]string{
	"educations": "veraeducation01", "experiences": "veraexperience1", "awards": "veraaward000001", "skills": "veraskill000001",
}

// appWithVolunteerProfiles gives vera and victor a profile with one entry
// of each list.
func appWithVolunteerProfiles(t testing.TB) *tests.TestApp {
	app := testutil.NewAppWithUsers(t)
	testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 7)
	entries := map[string]map[string]any{
		"educations":  {"institution": "Open University"},
		"experiences": {"company": "Acme"},
		"awards":      {"title": "Prize"},
		"skills":      {"name": "Go", "level": "Advanced"},
	}
	for collection, fields := range entries {
		testutil.AddEntry(t, app, collection, testutil.VolunteerProfileID, with(fields, "id", veraEntryIDs[collection]))
		testutil.AddEntry(t, app, collection, testutil.OtherVolunteerProfileID, fields)
	}
	return app
}

func TestVolunteerProfilesRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	const list = "/api/collections/volunteer_profiles/records"
	own := list + "/" + testutil.VolunteerProfileID
	run(t, appWithVolunteerProfiles, []tests.ApiScenario{
		{Name: "volunteer views their own profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"id":"` + testutil.VolunteerProfileID + `"`}, ExpectedEvents: viewed},
		{Name: "volunteer lists only their own profile", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":1`, testutil.VolunteerProfileID}, NotExpectedContent: []string{testutil.OtherVolunteerProfileID},
			ExpectedEvents: listed(1)},
		{Name: "another volunteer views the profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.OtherVolunteer), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "a company views the profile", Method: http.MethodGet, URL: own, Headers: testutil.Auth(tok.Company), ExpectedStatus: 404,
			ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "a guest views the profile", Method: http.MethodGet, URL: own, ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents},
		{Name: "a guest lists profiles", Method: http.MethodGet, URL: list, ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
		{Name: "superadmin lists every profile", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 200,
			ExpectedContent: []string{`"totalItems":2`}, ExpectedEvents: listed(2)},
		{Name: "volunteer creates a second profile", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Volunteer),
			Body: strings.NewReader(`{"user":"` + testutil.VolunteerID + `"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents,
			AfterTestFunc: expectCount("volunteer_profiles", 2)},
		{Name: "volunteer edits their profile directly", Method: http.MethodPatch, URL: own, Headers: testutil.Auth(tok.Volunteer),
			Body: strings.NewReader(`{"available":false,"city":"Paris"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
		{Name: "volunteer deletes their profile", Method: http.MethodDelete, URL: own, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403,
			ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount("volunteer_profiles", 2)},
		{Name: "superadmin edits a profile through the records API", Method: http.MethodPatch, URL: own, Headers: testutil.Auth(tok.Superadmin),
			Body: strings.NewReader(`{"city":"Paris"}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
	})
}

func TestVolunteerEntriesRules(t *testing.T) {
	tok := testutil.UserTokens(t)
	var scenarios []tests.ApiScenario
	for collection, entryID := range veraEntryIDs {
		list := "/api/collections/" + collection + "/records"
		one := list + "/" + entryID
		scenarios = append(scenarios,
			tests.ApiScenario{Name: "volunteer lists their own " + collection, Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Volunteer),
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, entryID}, ExpectedEvents: listed(1)},
			tests.ApiScenario{Name: "volunteer views their own " + collection, Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.Volunteer),
				ExpectedStatus: 200, ExpectedContent: []string{entryID}, ExpectedEvents: viewed},
			tests.ApiScenario{Name: "another volunteer views " + collection, Method: http.MethodGet, URL: one, Headers: testutil.Auth(tok.OtherVolunteer),
				ExpectedStatus: 404, ExpectedContent: notFound, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: "a company lists " + collection, Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Company),
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
			tests.ApiScenario{Name: "a guest lists " + collection, Method: http.MethodGet, URL: list,
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, ExpectedEvents: listed(0)},
			tests.ApiScenario{Name: "superadmin lists " + collection, Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin),
				ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":2`}, ExpectedEvents: listed(2)},
			tests.ApiScenario{Name: "volunteer adds to " + collection + " directly", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Volunteer),
				Body: strings.NewReader(`{"profile":"` + testutil.VolunteerProfileID + `"}`), ExpectedStatus: 403, ExpectedContent: forbidden,
				ExpectedEvents: noEvents, AfterTestFunc: expectCount(collection, 2)},
			tests.ApiScenario{Name: "volunteer edits " + collection + " directly", Method: http.MethodPatch, URL: one, Headers: testutil.Auth(tok.Volunteer),
				Body: strings.NewReader(`{"sort":5}`), ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents},
			tests.ApiScenario{Name: "volunteer deletes from " + collection + " directly", Method: http.MethodDelete, URL: one, Headers: testutil.Auth(tok.Volunteer),
				ExpectedStatus: 403, ExpectedContent: forbidden, ExpectedEvents: noEvents, AfterTestFunc: expectCount(collection, 2)},
		)
	}
	run(t, appWithVolunteerProfiles, scenarios)
}

// with copies fields with one more.
func with(fields map[string]any, key string, value any) map[string]any {
	out := map[string]any{key: value}
	for k, v := range fields {
		out[k] = v
	}
	return out
}

// Deleting a volunteer removes their profile and every entry of it.
func TestVolunteerCascade(t *testing.T) {
	app := appWithVolunteerProfiles(t)
	defer app.Cleanup()
	u, err := app.FindRecordById("users", testutil.VolunteerID)
	if err != nil {
		t.Fatal(err)
	}
	if err := app.Delete(u); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"volunteer_profiles", "educations", "experiences", "awards", "skills"} {
		if n, _ := app.CountRecords(c); n != 1 {
			t.Errorf("%s after deleting vera = %d, want victor's 1", c, n)
		}
	}
}
