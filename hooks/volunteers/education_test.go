package volunteers_test

import (
	"errors"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
	"voluntech/hooks/volunteers"
)

const educationURL = "/api/volunteer/education"

// oldEducation is the saved education a step must replace.
var oldEducation = savedEntry{collection: "educations", key: "institution", fields: map[string]any{
	"institution": "Old College", "start_year": 2010, "end_year": 2013,
}}

func withOldEducation(step int) func(testing.TB) *tests.TestApp { return oldEducation.at(step) }

// educationUnchanged asserts a refused save kept the old list and step and
// added no pending lookup.
func educationUnchanged(step int) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if n := testutil.Count(t, app, "lookups", dbx.HashExp{"status": "pending"}); n != 0 {
			t.Errorf("pending lookups = %d, want 0", n)
		}
		oldEducation.kept(t, app, step)
	}
}

// educations is the body of a list of educations.
func educations(entries ...map[string]any) map[string]any { return listBody("educations", entries...) }

func TestEducation(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	maxYear := volunteers.MaxYear(time.Now())
	yearRange := "Year must be between 1970 and " + strconv.Itoa(maxYear) + "."
	ok := map[string]any{"institution": "Open University", "course": "BSc Computing", "area": id.ComputerScience,
		"start_year": 2015, "start_month": 9, "end_year": 2019, "end_month": 6}
	entry := func(changes map[string]any) map[string]any { return testutil.With(ok, changes) }
	valid := educations(
		ok,
		// The end of a current study dropped.
		map[string]any{"institution": " Coursera ", "start_year": 2024, "start_month": 3, "end_year": 2025, "end_month": 1, "current": true},
	)

	scenarios := testutil.Refusals(testutil.RefusedCallers(t, "volunteer"), valid, educationUnchanged(3))
	bad := func(name string, body any, want ...string) {
		scenarios = append(scenarios, testutil.BadInput(name, testutil.Auth(tok.Volunteer), body, educationUnchanged(3), want...))
	}
	msg := func(key, code, message string) string {
		return `"` + key + `":{"code":"` + code + `","message":"` + message + `"}`
	}
	// The period rules, each with the spec's message, keyed by entry.
	bad("start year without end year", educations(ok, entry(map[string]any{"end_year": nil, "end_month": nil})),
		msg("educations.1.end_year", "validation_end_year_required", "End year is required when start year is filled."))
	bad("end year without start year", educations(entry(map[string]any{"start_year": nil, "start_month": nil})),
		msg("educations.0.start_year", "validation_start_year_required", "Start year is required when end year is filled."))
	bad("start year after end year", educations(entry(map[string]any{"start_year": 2020})),
		msg("educations.0.start_year", "validation_start_after_end", "Start year cannot be greater than end year."))
	bad("same year, start month after end month", educations(entry(map[string]any{"start_year": 2019, "start_month": 7})),
		msg("educations.0.start_month", "validation_start_month_after_end_month", "Start month cannot be greater than end month when years are equal."))
	bad("year 1969", educations(entry(map[string]any{"start_year": 1969})),
		msg("educations.0.start_year", "validation_year_range", yearRange))
	bad("next year", educations(entry(map[string]any{"end_year": maxYear + 1})),
		msg("educations.0.end_year", "validation_year_range", yearRange))
	bad("month 13", educations(entry(map[string]any{"end_month": 13})),
		msg("educations.0.end_month", "validation_month_range", "Month must be between 1 and 12."))
	bad("missing institution", educations(ok, entry(map[string]any{"institution": "  "})),
		msg("educations.1.institution", "validation_required", "Please enter the institution."))
	bad("institution of 101 characters", educations(entry(map[string]any{"institution": strings.Repeat("i", 101)})),
		`"educations.0.institution":{"code":"validation_length_too_long"`)
	bad("course of 101 characters", educations(entry(map[string]any{"course": strings.Repeat("c", 101)})),
		`"educations.0.course":{"code":"validation_length_too_long"`)
	bad("an area of another kind", educations(entry(map[string]any{"area": id.SaaS})),
		msg("educations.0.area", "validation_invalid_value", "Please choose an area of study from the list."))
	bad("an unknown area", educations(entry(map[string]any{"area": "nosuchlookup123"})), `"educations.0.area":{`)
	bad("a proposed area of 101 characters", educations(entry(map[string]any{"area": nil, "area_name": strings.Repeat("a", 101)})),
		`"educations.0.area_name":{"code":"validation_length_too_long"`)
	bad("several errors at once", educations(entry(map[string]any{"institution": ""}), entry(map[string]any{"end_year": nil})),
		`"educations.0.institution":{`, `"educations.1.end_year":{`)
	// Wrong types are 400, never 500.
	bad("no list", map[string]any{}, `"educations":{"code":"validation_required"`)
	bad("null list", map[string]any{"educations": nil}, `"educations":{"code":"validation_required"`)
	bad("a text instead of a list", map[string]any{"educations": "Open University"}, `"educations":{"code":"validation_invalid_type","message":"Must be a list."}`)
	bad("a number instead of an entry", map[string]any{"educations": []any{5}}, `"educations.0":{"code":"validation_invalid_type"`)
	bad("a year that is no number", educations(entry(map[string]any{"start_year": "two thousand"})),
		`"educations.0.start_year":{"code":"validation_invalid_type","message":"Must be a whole number."}`)
	bad("a fractional year", educations(entry(map[string]any{"end_year": 2019.5})), `"educations.0.end_year":{"code":"validation_invalid_type"`)
	bad("a huge year", educations(entry(map[string]any{"end_year": 1e300})), `"educations.0.end_year":{"code":"validation_invalid_type"`)
	// A value of another type is never converted: no month by name, no year
	// as text, no "on" for true.
	bad("a month by name", educations(entry(map[string]any{"start_month": "Mar"})),
		`"educations.0.start_month":{"code":"validation_invalid_type","message":"Must be a month number from 1 to 12."}`)
	bad("a year as text", educations(ok, entry(map[string]any{"start_year": "2015"})),
		`"educations.1.start_year":{"code":"validation_invalid_type","message":"Must be a whole number."}`)
	bad("current as a form's on", educations(entry(map[string]any{"current": "on"})),
		`"educations.0.current":{"code":"validation_invalid_type","message":"Must be true or false."}`)
	bad("a month that is no month", educations(entry(map[string]any{"start_month": "Smarch"})), `"educations.0.start_month":{"code":"validation_invalid_type"`)
	bad("current of the wrong type", educations(entry(map[string]any{"current": 7})), `"educations.0.current":{"code":"validation_invalid_type"`)
	bad("institution of the wrong type", educations(entry(map[string]any{"institution": 5, "area": []string{"x"}})),
		`"educations.0.institution":{"code":"validation_invalid_type"`, `"educations.0.area":{"code":"validation_invalid_type"`)
	twentyOne := make([]map[string]any, 21)
	for i := range twentyOne {
		twentyOne[i] = ok
	}
	bad("21 entries", educations(twentyOne...), `"educations":{"code":"validation_too_many"`)
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "not JSON", Headers: testutil.Auth(tok.Volunteer), Body: strings.NewReader("{educations"),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: educationUnchanged(3)},
		tests.ApiScenario{Name: "education before the basic step", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: withOldEducation(2), ExpectedStatus: 400, ExpectedContent: []string{"Please complete the previous steps first."},
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: educationUnchanged(2)},
	)

	scenarios = append(scenarios,
		tests.ApiScenario{Name: "volunteer saves the education list", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			ExpectedStatus: 200,
			ExpectedContent: []string{`"step":4`,
				`"institution":"Open University","course":"BSc Computing","area":"` + id.ComputerScience + `","area_name":"Computer Science","area_pending":false,"start_year":2015,"start_month":9,"end_year":2019,"end_month":6,"current":false}`,
				`"institution":"Coursera","course":"","area":"","area_name":"","area_pending":false,"start_year":2024,"start_month":3,"end_year":null,"end_month":null,"current":true}`},
			NotExpectedContent: []string{"Old College"},
			// The profile, the user's step and the old entry, rewritten in
			// place as the first; the second created.
			ExpectedEvents: testutil.SavedEvents(3, 1, 0),
			AfterTestFunc:  testutil.All(stepIs(4), expectCounts(map[string]int64{"educations": 2}))},
		tests.ApiScenario{Name: "an empty list clears the educations", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(educations()),
			ExpectedStatus: 200, ExpectedContent: []string{`"step":4`, `"educations":[]`}, ExpectedEvents: testutil.SavedEvents(2, 0, 1),
			AfterTestFunc: testutil.All(stepIs(4), expectCounts(map[string]int64{"educations": 0}))},
		tests.ApiScenario{Name: "an editor save keeps the finished step", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: withOldEducation(7), ExpectedStatus: 200, ExpectedContent: []string{`"step":7`},
			// The user's step does not change, so only the profile and the
			// old entry are updated.
			ExpectedEvents: testutil.SavedEvents(2, 1, 0), AfterTestFunc: stepIs(7)},
		tests.ApiScenario{Name: "an earlier step never lowers the wizard", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(valid),
			TestAppFactory: withOldEducation(5), ExpectedStatus: 200, ExpectedContent: []string{`"step":5`},
			ExpectedEvents: testutil.SavedEvents(2, 1, 0), AfterTestFunc: stepIs(5)},
	)

	// A failure inside the transaction rolls everything back: the old list,
	// the step and a study area proposed by an earlier entry.
	failing := func(err error) func(testing.TB) *tests.TestApp {
		return testutil.Then(withOldEducation(3), func(t testing.TB, app *tests.TestApp) {
			app.OnRecordCreate("educations").BindFunc(func(e *core.RecordEvent) error {
				if e.Record.GetString("institution") == "Boom" {
					return err
				}
				return e.Next()
			})
		})
	}
	boom := educations(entry(map[string]any{"area": nil, "area_name": "Rolled Back Studies"}), entry(map[string]any{"institution": "Boom"}))
	scenarios = append(scenarios,
		tests.ApiScenario{Name: "a record the schema refuses mid-save", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(boom),
			TestAppFactory: failing(validation.Errors{"institution": validation.NewError("validation_boom", "Boom is refused")}),
			ExpectedStatus: 400, ExpectedContent: []string{`"educations.1.institution":{"code":"validation_boom"`},
			AfterTestFunc: educationUnchanged(3)},
		tests.ApiScenario{Name: "a database failure mid-save", Headers: testutil.Auth(tok.Volunteer), Body: testutil.JSONBody(boom),
			TestAppFactory: failing(errors.New("disk full")), ExpectedStatus: 500,
			ExpectedContent: []string{"Your changes could not be saved. Please try again."}, NotExpectedContent: []string{"disk full"},
			AfterTestFunc: educationUnchanged(3)},
	)

	testutil.RunRoute(t, http.MethodPost, educationURL, withOldEducation(3), scenarios)
}

// pendingAreas are the pending study areas with that name.
func pendingAreas(t testing.TB, app core.App, name string) []*core.Record {
	t.Helper()
	list, err := app.FindAllRecords("lookups", dbx.HashExp{"kind": "study_area", "status": "pending", "name": name})
	if err != nil {
		t.Fatal(err)
	}
	return list
}

func TestProposedStudyArea(t *testing.T) {
	tok := testutil.UserTokens(t)
	id := readIDs(t)
	const area = "Quantum Basket Weaving"
	linksTo := func(want func(app core.App) string) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
			list, _ := app.FindAllRecords("educations", dbx.HashExp{"profile": testutil.VolunteerProfileID})
			wantID := want(app)
			for _, r := range list {
				if r.GetString("area") != wantID {
					t.Errorf("%s links area %q, want %q", r.GetString("institution"), r.GetString("area"), wantID)
				}
			}
		}
	}
	theProposed := func(app core.App) string {
		if list := pendingAreas(t, app, area); len(list) == 1 {
			return list[0].Id
		}
		return "none"
	}
	// Two entries name the same new area: it is proposed once.
	twice := educations(
		map[string]any{"institution": "Open University", "area_name": area},
		map[string]any{"institution": "Coursera", "area_name": strings.ToLower(area)},
	)
	proposedBy := func(userID string) func(testing.TB) *tests.TestApp {
		return testutil.Then(atStep(3), func(t testing.TB, app *tests.TestApp) {
			if _, err := volunteers.ProposeArea(app, userID, area); err != nil {
				t.Fatal(err)
			}
		})
	}
	scenarios := []tests.ApiScenario{
		{Name: "a new area is proposed once and linked", Body: testutil.JSONBody(twice), TestAppFactory: atStep(3),
			ExpectedStatus:  200,
			ExpectedContent: []string{`"area_name":"` + area + `","area_pending":true`},
			// Profile and user updated; two educations and one lookup created.
			ExpectedEvents: testutil.SavedEvents(2, 3, 0),
			AfterTestFunc: testutil.All(linksTo(theProposed), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				list := pendingAreas(t, app, area)
				if len(list) != 1 || list[0].GetString("submitted_by") != testutil.VolunteerID {
					t.Fatalf("pending areas %v", list)
				}
			})},
		{Name: "an approved area of that name, without case, is linked", TestAppFactory: atStep(3),
			Body:           testutil.JSONBody(educations(map[string]any{"institution": "Open University", "area_name": "computer SCIENCE"})),
			ExpectedStatus: 200, ExpectedContent: []string{`"area":"` + id.ComputerScience + `","area_name":"Computer Science","area_pending":false`},
			ExpectedEvents: testutil.SavedEvents(2, 1, 0),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := testutil.Count(t, app, "lookups", dbx.HashExp{"status": "pending"}); n != 0 {
					t.Errorf("pending lookups = %d", n)
				}
			}},
		{Name: "the volunteer's own pending area is reused", Body: testutil.JSONBody(twice), TestAppFactory: proposedBy(testutil.VolunteerID),
			ExpectedStatus: 200, ExpectedContent: []string{`"area_pending":true`}, ExpectedEvents: testutil.SavedEvents(2, 2, 0),
			AfterTestFunc: testutil.All(linksTo(theProposed), func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if n := len(pendingAreas(t, app, area)); n != 1 {
					t.Errorf("pending areas = %d", n)
				}
			})},
		// Names are unique per kind, so the same name links to the entry
		// another volunteer proposed first.
		{Name: "another volunteer's pending area of that name is linked", Body: testutil.JSONBody(twice), TestAppFactory: proposedBy(testutil.OtherVolunteerID),
			ExpectedStatus: 200, ExpectedContent: []string{`"area_name":"` + area + `","area_pending":true`}, ExpectedEvents: testutil.SavedEvents(2, 2, 0),
			AfterTestFunc: linksTo(theProposed)},
	}
	for _, s := range scenarios {
		s.Method = http.MethodPost
		s.URL = educationURL
		s.Headers = testutil.Auth(tok.Volunteer)
		s.Test(t)
	}

	// Picking a pending area by id: the proposer may, another volunteer
	// may not (until it is approved or they are linked to it).
	const pendingID = "pendingarea0001"
	withPending := func(by string, step int) func(testing.TB) *tests.TestApp {
		return testutil.Then(atStep(step), func(t testing.TB, app *tests.TestApp) {
			testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 3)
			testutil.SaveRecord(t, app, "lookups", map[string]any{"id": pendingID, "kind": "study_area", "name": area, "status": "pending", "submitted_by": by})
		})
	}
	byID := testutil.JSONBody(educations(map[string]any{"institution": "Open University", "area": pendingID}))
	for _, s := range []tests.ApiScenario{
		{Name: "the proposer picks their pending area by id", Headers: testutil.Auth(tok.Volunteer), Body: byID,
			TestAppFactory: withPending(testutil.VolunteerID, 3), ExpectedStatus: 200,
			ExpectedContent: []string{`"area":"` + pendingID + `","area_name":"` + area + `","area_pending":true`}},
		{Name: "another volunteer picks it by id", Headers: testutil.Auth(tok.OtherVolunteer),
			Body:           testutil.JSONBody(educations(map[string]any{"institution": "Open University", "area": pendingID})),
			TestAppFactory: withPending(testutil.VolunteerID, 3), ExpectedStatus: 400,
			ExpectedContent: []string{`"educations.0.area":{"code":"validation_invalid_value"`}, ExpectedEvents: testutil.NoEvents},
	} {
		s.Method = http.MethodPost
		s.URL = educationURL
		s.Test(t)
	}

	// The pending area shows to its proposer in the lookups API, not to
	// another volunteer or a guest.
	pendingList := "/api/collections/lookups/records?filter=" + url.QueryEscape(`kind='study_area' && status='pending'`)
	for _, s := range []tests.ApiScenario{
		{Name: "the proposer lists their pending area", Headers: testutil.Auth(tok.Volunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":1`, `"name":"` + area + `"`}},
		{Name: "another volunteer does not see it", Headers: testutil.Auth(tok.OtherVolunteer),
			ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{area}},
		{Name: "a guest does not see it", ExpectedStatus: 200, ExpectedContent: []string{`"totalItems":0`}, NotExpectedContent: []string{area}},
	} {
		s.Method = http.MethodGet
		s.URL = pendingList
		s.TestAppFactory = proposedBy(testutil.VolunteerID)
		s.Test(t)
	}
}
