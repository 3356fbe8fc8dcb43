package volunteers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const motivationURL = "/api/volunteer/motivation"

// noProfile asserts a refused first step created nothing.
func noProfile(t testing.TB, app *tests.TestApp, _ *http.Response) {
	if p := profileOf(t, app, testutil.VolunteerID); p != nil {
		t.Errorf("vera has a profile: %v", p)
	}
	testutil.ExpectStep(t, app, testutil.VolunteerID, 1)
}

func TestMotivation(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	valid := map[string]any{
		"education_level": id.Bachelor, "experience_years": id.ThreeToFive, "motivation": id.FirstJob,
		"source": id.SearchEngine,
	}
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), valid, noProfile)
	bad := func(name string, body any, want ...string) tests.ApiScenario {
		return testutil.BadInput(name, testutil.Auth(tok.Volunteer), body, noProfile, want...)
	}
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "a new volunteer saves step 1", Headers: testutil.Auth(tok.Volunteer),
			// A stray free text and partner are dropped: neither applies.
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"other_motivation": "stray", "partner": id.Bootcamp})),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"step":2`, `"education_level":"` + id.Bachelor + `"`, `"experience_years":"` + id.ThreeToFive + `"`,
				`"motivation":"` + id.FirstJob + `"`, `"other_motivation":""`, `"source":"` + id.SearchEngine + `"`, `"partner":""`,
				`"username":"vera"`, `"email":"vera@example.com"`, `"suggested_country_code":"44"`, `"educations":[]`, `"social_links":[]`,
				`"available":false`},
			NotExpectedContent: []string{"stray"},
			// The new profile and the user's mirrored step.
			ExpectedEvents: testutil.SavedEvents(1, 1, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				testutil.ExpectStep(t, app, testutil.VolunteerID, 2)
				p := profileOf(t, app, testutil.VolunteerID)
				if p == nil || p.GetString("motivation") != id.FirstJob || p.GetString("partner") != "" || p.GetString("other_motivation") != "" {
					t.Errorf("profile %v", p)
				}
				if profileOf(t, app, testutil.OtherVolunteerID) != nil {
					t.Error("victor got a profile")
				}
			}},
		tests.ApiScenario{Name: "Other with its text", Headers: testutil.Auth(tok.Volunteer),
			Body:            testutil.JSONBody(testutil.With(valid, map[string]any{"motivation": id.OtherMotivation, "other_motivation": "  To mentor others  "})),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"step":2`, `"other_motivation":"To mentor others"`}, ExpectedEvents: testutil.SavedEvents(1, 1, 0)},
		tests.ApiScenario{Name: "partner source with its partner", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"source": id.FromPartner, "partner": id.Bootcamp})),
			ExpectedStatus: 200, ExpectedContent: []string{`"partner":"` + id.Bootcamp + `"`}, ExpectedEvents: testutil.SavedEvents(1, 1, 0)},

		bad("Other without its text", testutil.With(valid, map[string]any{"motivation": id.OtherMotivation, "other_motivation": "  "}),
			`"other_motivation":{"code":"validation_required","message":"Please tell us your motivation."}`),
		bad("Other with a text of 301 characters", testutil.With(valid, map[string]any{"motivation": id.OtherMotivation, "other_motivation": strings.Repeat("o", 301)}),
			`"other_motivation":{"code":"validation_length_too_long"`),
		bad("partner source without a partner", testutil.With(valid, map[string]any{"source": id.FromPartner}),
			`"partner":{"code":"validation_required","message":"Please select the partner you came from."}`),
		bad("partner source with a company partner", testutil.With(valid, map[string]any{"source": id.FromPartner, "partner": id.Incubator}),
			`"partner":{"code":"validation_required"`),
		bad("everything missing", map[string]any{},
			`"education_level":{"code":"validation_required","message":"Please select your level of higher education."}`,
			`"experience_years":{"code":"validation_required","message":"Please select your years of work experience."}`,
			`"motivation":{"code":"validation_required","message":"Please select your motivation for volunteering."}`,
			`"source":{"code":"validation_required","message":"Please tell us how you found us."}`),
		bad("a lookup of the wrong kind", testutil.With(valid, map[string]any{"education_level": id.ThreeToFive}), `"education_level":{`),
		bad("an unknown lookup", testutil.With(valid, map[string]any{"motivation": "nosuchlookup123"}), `"motivation":{`),
		bad("wrong types", testutil.With(valid, map[string]any{"education_level": 7, "motivation": []string{"a"}, "other_motivation": true, "source": map[string]any{}}),
			`"education_level":{"code":"validation_invalid_type"`, `"motivation":{"code":"validation_invalid_type"`,
			`"other_motivation":{"code":"validation_invalid_type"`, `"source":{"code":"validation_invalid_type"`),
		tests.ApiScenario{Name: "not JSON", Headers: testutil.Auth(tok.Volunteer), Body: strings.NewReader("education_level=x"),
			ExpectedStatus: 400, ExpectedContent: []string{"The request body could not be read."}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: noProfile},
		tests.ApiScenario{Name: "a JSON list", Headers: testutil.Auth(tok.Volunteer), Body: strings.NewReader(`[1]`),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: noProfile},
	)
	testutil.RunRoute(t, http.MethodPost, motivationURL, atStep(0), scenarios)

	// The profile editor re-saves step 1: a finished wizard stays finished.
	edit := tests.ApiScenario{Name: "edit after finishing", Method: http.MethodPost, URL: motivationURL,
		Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid), TestAppFactory: atStep(7),
		ExpectedStatus: 200, ExpectedContent: []string{`"step":7`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: stepIs(7)}
	edit.Test(t)
}
