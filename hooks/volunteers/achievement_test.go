package volunteers_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

const achievementURL = "/api/volunteer/achievement"

func withOldAchievements(step int) func(testing.TB) *tests.TestApp {
	return testutil.Then(atStep(step), func(t testing.TB, app *tests.TestApp) {
		testutil.AddEntry(t, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": "Cobol", "level": "Advanced"})
		testutil.AddEntry(t, app, "awards", testutil.VolunteerProfileID, map[string]any{"title": "Old Prize", "year": 2001})
		p := profileOf(t, app, testutil.VolunteerID)
		p.Set("website", "https://old.example.com")
		if err := app.Save(p); err != nil {
			t.Fatal(err)
		}
	})
}

func achievementsUnchanged(step int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		skills, _ := app.FindAllRecords("skills", dbx.HashExp{"profile": testutil.VolunteerProfileID})
		awards, _ := app.FindAllRecords("awards", dbx.HashExp{"profile": testutil.VolunteerProfileID})
		if len(skills) != 1 || skills[0].GetString("name") != "Cobol" || len(awards) != 1 || awards[0].GetString("title") != "Old Prize" {
			t.Errorf("lists changed: %d skills, %d awards", len(skills), len(awards))
		}
		if w := profileOf(t, app, testutil.VolunteerID).GetString("website"); w != "https://old.example.com" {
			t.Errorf("website = %q", w)
		}
		testutil.ExpectStep(t, app, testutil.VolunteerID, step)
	}
}

func TestAchievement(t *testing.T) {
	tok := testutil.UserTokens(t)
	valid := map[string]any{
		"skills": []any{
			map[string]any{"name": "Go", "level": "Advanced"},
			map[string]any{"name": " React ", "level": "intermediate"},
			map[string]any{"name": "Figma", "level": "Beginner"},
		},
		"awards":  []any{map[string]any{"title": "Hackathon winner", "year": 2023}, map[string]any{"title": "Dean's list", "year": nil}},
		"website": "https://vera.example.com",
	}
	skill := func(name, level any) map[string]any { return map[string]any{"name": name, "level": level} }
	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), valid, achievementsUnchanged(5))
	bad := func(name string, changes map[string]any, want ...string) {
		scenarios = append(scenarios, testutil.BadInput(name, testutil.Auth(tok.Volunteer), testutil.With(valid, changes), achievementsUnchanged(5), want...))
	}
	bad("a skill without a level", map[string]any{"skills": []any{skill("Go", "Advanced"), skill("SQL", "Advanced"), skill("Rust", "")}},
		`"skills.2.level":{"code":"validation_invalid_value","message":"Please choose a level: Beginner, Intermediate or Advanced."}`)
	bad("a skill of an unknown level", map[string]any{"skills": []any{skill("Go", "Guru")}}, `"skills.0.level":{"code":"validation_invalid_value"`)
	bad("a skill without a name", map[string]any{"skills": []any{skill(" ", "Advanced")}},
		`"skills.0.name":{"code":"validation_required","message":"Please enter the skill."}`)
	bad("a skill of 51 characters", map[string]any{"skills": []any{skill(strings.Repeat("s", 51), "Advanced")}}, `"skills.0.name":{"code":"validation_length_too_long"`)
	bad("the same skill twice", map[string]any{"skills": []any{skill("Go", "Advanced"), skill("go", "Beginner")}},
		`"skills.1.name":{"code":"validation_not_unique","message":"This skill is already in the list."}`)
	bad("an award without a title", map[string]any{"awards": []any{map[string]any{"title": "", "year": 2020}}},
		`"awards.0.title":{"code":"validation_required","message":"Please enter the award."}`)
	bad("an award of 1969", map[string]any{"awards": []any{map[string]any{"title": "Prize", "year": 1969}}}, `"awards.0.year":{"code":"validation_year_range"`)
	bad("an award of next year", map[string]any{"awards": []any{map[string]any{"title": "Prize", "year": 3000}}}, `"awards.0.year":{"code":"validation_year_range"`)
	bad("a website that is no URL", map[string]any{"website": "my site"}, `"website":{"code":"validation_invalid_url","message":"Please enter a valid URL."}`)
	bad("a website of 256 characters", map[string]any{"website": "https://vera.example.com/" + strings.Repeat("w", 231)},
		`"website":{"code":"validation_length_too_long","message":"Must be at most 255 characters."}`)
	bad("lists missing", map[string]any{"skills": nil, "awards": nil}, `"skills":{"code":"validation_required"`, `"awards":{"code":"validation_required"`)
	bad("wrong types", map[string]any{"skills": map[string]any{"name": "Go"}, "awards": []any{map[string]any{"title": []any{}, "year": "MMXX"}}, "website": 5},
		`"skills":{"code":"validation_invalid_type"`, `"awards.0.title":{"code":"validation_invalid_type"`,
		`"awards.0.year":{"code":"validation_invalid_type"`, `"website":{"code":"validation_invalid_type"`)
	thirtyOne := make([]any, 31)
	for i := range thirtyOne {
		thirtyOne[i] = skill("s"+strings.Repeat("x", i), "Beginner")
	}
	bad("31 skills", map[string]any{"skills": thirtyOne}, `"skills":{"code":"validation_too_many"`)

	scenarios = append(scenarios,
		tests.ApiScenario{Name: "volunteer saves skills, awards and website", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"step":6`, `"name":"Go","level":"Advanced"}`, `"name":"React","level":"Intermediate"}`,
				`"title":"Hackathon winner","year":2023}`, `"title":"Dean's list","year":null}`, `"website":"https://vera.example.com"`},
			NotExpectedContent: []string{"Cobol", "Old Prize", "old.example.com"},
			// Profile and user, the old skill and award rewritten in place
			// as the first ones; 2 skills and 1 award created.
			ExpectedEvents: testutil.SavedEvents(4, 3, 0),
			AfterTestFunc:  testutil.All(stepIs(6), expectCounts(map[string]int64{"skills": 3, "awards": 2}))},
		tests.ApiScenario{Name: "entries saved as they were are not written again", Headers: testutil.Auth(tok.Volunteer),
			Body: testutil.JSONBody(map[string]any{"skills": []any{skill("Cobol", "Advanced"), skill("Go", "Beginner")},
				"awards": []any{map[string]any{"title": "Old Prize", "year": 2001}}, "website": "https://old.example.com"}),
			// Profile and user; the new skill created, the old ones kept.
			ExpectedStatus: 200, ExpectedContent: []string{`"name":"Cobol","level":"Advanced"`, `"name":"Go","level":"Beginner"`, `"title":"Old Prize","year":2001`},
			ExpectedEvents: testutil.SavedEvents(2, 1, 0),
			AfterTestFunc:  testutil.All(stepIs(6), expectCounts(map[string]int64{"skills": 2, "awards": 1}))},
		tests.ApiScenario{Name: "a shorter list deletes the entries beyond it", Headers: testutil.Auth(tok.Volunteer),
			Body: testutil.JSONBody(map[string]any{"skills": []any{skill("Rust", "Beginner")}, "awards": []any{}}),
			TestAppFactory: testutil.Then(withOldAchievements(5), func(t testing.TB, app *tests.TestApp) {
				testutil.AddEntry(t, app, "skills", testutil.VolunteerProfileID, map[string]any{"name": "Go", "level": "Advanced", "sort": 1})
			}),
			// Profile and user, the first skill rewritten; the second
			// skill and the award deleted.
			ExpectedStatus: 200, ExpectedContent: []string{`"skills":[{"id":`, `"name":"Rust","level":"Beginner"}]`, `"awards":[]`},
			NotExpectedContent: []string{"Cobol", `"Go"`, "Old Prize"},
			ExpectedEvents:     testutil.SavedEvents(3, 0, 2),
			AfterTestFunc:      testutil.All(stepIs(6), expectCounts(map[string]int64{"skills": 1, "awards": 0}))},
		tests.ApiScenario{Name: "empty lists and no website clear them", Headers: testutil.Auth(tok.Volunteer),
			Body:           testutil.JSONBody(map[string]any{"skills": []any{}, "awards": []any{}}),
			ExpectedStatus: 200, ExpectedContent: []string{`"skills":[]`, `"awards":[]`, `"website":""`}, ExpectedEvents: testutil.SavedEvents(2, 0, 2),
			AfterTestFunc: expectCounts(map[string]int64{"skills": 0, "awards": 0})},
		tests.ApiScenario{Name: "achievements before experience", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: withOldAchievements(4), ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: achievementsUnchanged(4)},
	)
	testutil.RunRoute(t, http.MethodPost, achievementURL, withOldAchievements(5), scenarios)
}
