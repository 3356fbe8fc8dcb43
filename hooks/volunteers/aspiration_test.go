package volunteers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
	"voluntech/hooks/volunteers"
	"voluntech/pb_migrations"
)

const aspirationURL = "/api/volunteer/aspiration"

func careerUnchanged(step int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		p := profileOf(t, app, testutil.VolunteerID)
		if p.GetString("about") != "" || p.GetBool("available") {
			t.Errorf("about %q available %v", p.GetString("about"), p.GetBool("available"))
		}
		testutil.ExpectStep(t, app, testutil.VolunteerID, step)
	}
}

func TestAspiration(t *testing.T) {
	tok := testutil.UserTokens(t)
	valid := map[string]any{
		"about":       "  I build accessible web apps.  ",
		"aspirations": "Grow into a senior frontend role.",
		"opportunity": "A climate start-up that needs a React developer.",
	}
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), valid, careerUnchanged(6))
	bad := func(name string, changes map[string]any, want ...string) {
		scenarios = append(scenarios, testutil.BadInput(name, testutil.Auth(tok.Volunteer), testutil.With(valid, changes), careerUnchanged(6), want...))
	}
	bad("blank texts", map[string]any{"about": "   ", "aspirations": nil, "opportunity": ""},
		`"about":{"code":"validation_required","message":"Please introduce yourself."}`,
		`"aspirations":{"code":"validation_required","message":"Please describe your career path."}`,
		`"opportunity":{"code":"validation_required","message":"Please describe your ideal opportunity."}`)
	bad("a text of 501 characters", map[string]any{"opportunity": strings.Repeat("é", 501)},
		`"opportunity":{"code":"validation_length_too_long","message":"Must be at most 500 characters."}`)
	bad("wrong types", map[string]any{"about": 5, "available": "maybe"},
		`"about":{"code":"validation_invalid_type"`, `"available":{"code":"validation_invalid_type"`)
	bad("availability of the wrong type", map[string]any{"hours_per_day": "3", "months": 2.5},
		`"hours_per_day":{"code":"validation_invalid_type","message":"Choose whole hours from 0 to 12 (0: not said)."}`,
		`"months":{"code":"validation_invalid_type","message":"Choose whole months from 0 to 24 (0: not said)."}`)
	bad("availability out of range", map[string]any{"hours_per_day": 13, "months": -1},
		`"hours_per_day":{"code":"validation_out_of_range","message":"Choose whole hours from 0 to 12 (0: not said)."}`,
		`"months":{"code":"validation_out_of_range","message":"Choose whole months from 0 to 24 (0: not said)."}`)
	bad("months above an opportunity's longest", map[string]any{"months": 25},
		`"months":{"code":"validation_out_of_range"`)

	scenarios = append(scenarios,
		tests.ApiScenario{Name: "a text of exactly 500 characters finishes the wizard", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"opportunity": strings.Repeat("é", 500)})),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"step":7`, `"about":"I build accessible web apps."`, `"aspirations":"Grow into a senior frontend role."`,
				`"available":true`},
			ExpectedEvents: testutil.SavedEvents(2, 0, 0), AfterTestFunc: stepIs(7)},
		tests.ApiScenario{Name: "finishing while saying not available", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"available": false})),
			ExpectedStatus: 200, ExpectedContent: []string{`"step":7`, `"available":false`}, ExpectedEvents: testutil.SavedEvents(2, 0, 0)},
		tests.ApiScenario{Name: "the editor keeps availability unless sent", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: atStep(7), ExpectedStatus: 200, ExpectedContent: []string{`"step":7`, `"available":false`},
			ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: stepIs(7)},
		tests.ApiScenario{Name: "the editor sets availability", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"available": true})),
			TestAppFactory: atStep(7), ExpectedStatus: 200, ExpectedContent: []string{`"available":true`}, ExpectedEvents: testutil.SavedEvents(1, 0, 0)},
		tests.ApiScenario{Name: "the editor saves the availability at its bounds", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"hours_per_day": 12, "months": 24})),
			TestAppFactory: atStep(7), ExpectedStatus: 200, ExpectedContent: []string{`"hours_per_day":12`, `"months":24`},
			ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: availabilityIs(12, 24)},
		tests.ApiScenario{Name: "the editor keeps the availability unless sent", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: withAvailability(3, 6), ExpectedStatus: 200, ExpectedContent: []string{`"hours_per_day":3`, `"months":6`},
			ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: availabilityIs(3, 6)},
		tests.ApiScenario{Name: "0 takes the availability back to not said", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(testutil.With(valid, map[string]any{"hours_per_day": 0, "months": 0})),
			TestAppFactory: withAvailability(3, 6), ExpectedStatus: 200, ExpectedContent: []string{`"hours_per_day":0`, `"months":0`},
			ExpectedEvents: testutil.SavedEvents(1, 0, 0), AfterTestFunc: availabilityIs(0, 0)},
		tests.ApiScenario{Name: "aspirations before achievements", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: atStep(5), ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: careerUnchanged(5)},
	)
	testutil.RunRoute(t, http.MethodPost, aspirationURL, atStep(6), scenarios)
}

// withAvailability is vera at the end of the wizard with the availability
// hours a day for months.
func withAvailability(hours, months int) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := atStep(7)(t)
		p := profileOf(t, app, testutil.VolunteerID)
		p.Set("hours_per_day", hours)
		p.Set("months", months)
		if err := app.Save(p); err != nil {
			t.Fatal(err)
		}
		return app
	}
}

// availabilityIs checks vera's stored availability.
func availabilityIs(hours, months int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		p := profileOf(t, app, testutil.VolunteerID)
		if p.GetInt("hours_per_day") != hours || p.GetInt("months") != months {
			t.Errorf("availability %d hours, %d months; want %d, %d", p.GetInt("hours_per_day"), p.GetInt("months"), hours, months)
		}
	}
}

// The availability's bounds are the schema's (an opportunity's).
func TestAvailabilityBounds(t *testing.T) {
	if volunteers.MaxHoursPerDay != pb_migrations.OpportunityMaxHoursPerDay || volunteers.MaxMonths != pb_migrations.OpportunityMaxMonths {
		t.Errorf("bounds %d, %d; the schema's %d, %d", volunteers.MaxHoursPerDay, volunteers.MaxMonths,
			pb_migrations.OpportunityMaxHoursPerDay, pb_migrations.OpportunityMaxMonths)
	}
}
