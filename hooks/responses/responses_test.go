package responses_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/responses"
	"voluntech/hooks/testutil"
)

// app is one application of the fixtures: how long ago it was sent, how
// long after that the company first acted (0: never) and its stage.
type app struct {
	company string
	age     time.Duration
	answer  time.Duration
	stage   string
}

// seed saves one opportunity and one application of vera per entry, with
// its times written straight to the database (the model hooks stamp the
// present). It returns the applications' ids.
func seed(t testing.TB, a core.App, now time.Time, apps []app) []string {
	t.Helper()
	ids := make([]string, 0, len(apps))
	before := int(testutil.Count(t, a, "applications", dbx.NewExp("1 = 1")))
	for i, x := range apps {
		opp := fmt.Sprintf("rtopp%010d", before+i)
		id := fmt.Sprintf("rtapp%010d", before+i)
		testutil.CreateOpportunity(t, a, opp, x.company, nil)
		stage := x.stage
		if stage == "" {
			stage = "applied"
		}
		testutil.CreateApplication(t, a, id, opp, testutil.VolunteerID, stage)
		created := now.Add(-x.age)
		first := ""
		if x.answer > 0 {
			first = created.Add(x.answer).UTC().Format(types.DefaultDateLayout)
		}
		_, err := a.DB().Update("applications", dbx.Params{"created": created.UTC().Format(types.DefaultDateLayout),
			"first_action_at": first}, dbx.HashExp{"id": id}).Execute()
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	return ids
}

const (
	hour = time.Hour
	day  = 24 * time.Hour
)

func TestMedianOnKnownData(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	now := time.Now()
	acme, globex := testutil.CompanyID, testutil.OtherCompanyID
	seed(t, a, now, []app{
		{company: acme, age: 20 * day, answer: 1 * hour, stage: "in_review"},
		{company: acme, age: 20 * day, answer: 2 * hour, stage: "rejected"},
		{company: acme, age: 30 * day, answer: 3 * hour, stage: "interview"},
		{company: acme, age: 40 * day, answer: 30 * hour, stage: "accepted"},
		{company: acme, age: 50 * day, answer: 50 * hour, stage: "in_review"},
		// Waiting ten days without an answer: counts with its wait so far.
		{company: acme, age: 10 * day},
		// Too young to count without an answer.
		{company: acme, age: 2 * day},
		// Withdrawn before any answer: the company cannot answer any more.
		{company: acme, age: 30 * day, stage: "withdrawn"},
		// Outside the 90 days.
		{company: acme, age: 100 * day, answer: 200 * hour, stage: "in_review"},
		// Another company's.
		{company: globex, age: 5 * day, answer: 90 * hour, stage: "in_review"},
	})

	f, err := responses.Compute(a, acme, now)
	if err != nil {
		t.Fatal(err)
	}
	// 1, 2, 3, 30, 50 and 240 hours: the middle two are 3 and 30.
	if f.Sample != 6 || f.Median != 16*hour+30*time.Minute {
		t.Fatalf("acme = %+v, want 6 applications and a median of 16h30m", f)
	}
	if err := responses.RefreshAll(a, now); err != nil {
		t.Fatal(err)
	}
	got := responses.Of(a, acme)
	if got == nil || got.MedianHours != 16.5 || got.Applications != 6 {
		t.Fatalf("acme's public figure = %+v, want 16.5 hours over 6", got)
	}
	// globex has one application: too few to say anything.
	if f, _ := responses.Compute(a, globex, now); f.Sample != 1 || f.Median != 90*hour {
		t.Fatalf("globex = %+v, want 1 application of 90 hours", f)
	}
	if got := responses.Of(a, globex); got != nil {
		t.Fatalf("globex's public figure = %+v, want none below %d applications", got, responses.MinSample)
	}
}

func TestFewerThanFiveApplications(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	now := time.Now()
	seed(t, a, now, []app{
		{company: testutil.CompanyID, age: 3 * day, answer: 5 * hour, stage: "in_review"},
		{company: testutil.CompanyID, age: 3 * day, answer: 7 * hour, stage: "in_review"},
		{company: testutil.CompanyID, age: 4 * day, answer: 9 * hour, stage: "rejected"},
		{company: testutil.CompanyID, age: 5 * day, answer: 11 * hour, stage: "in_review"},
	})
	if err := responses.Refresh(a, testutil.CompanyID, now); err != nil {
		t.Fatal(err)
	}
	f, _ := responses.Compute(a, testutil.CompanyID, now)
	if f.Sample != 4 || f.Median != 8*hour {
		t.Fatalf("figure = %+v, want 4 applications with a median of 8h", f)
	}
	if got := responses.Of(a, testutil.CompanyID); got != nil {
		t.Fatalf("public figure = %+v, want none with 4 applications", got)
	}
	// The fifth makes it public.
	seed(t, a, now, []app{{company: testutil.OtherCompanyID, age: day, answer: hour, stage: "in_review"}})
	ids := seed(t, a, now.Add(time.Second), []app{{company: testutil.CompanyID, age: 2 * day, answer: 13 * hour, stage: "in_review"}})
	if len(ids) != 1 {
		t.Fatal("no fifth application")
	}
	if err := responses.Refresh(a, testutil.CompanyID, now); err != nil {
		t.Fatal(err)
	}
	if got := responses.Of(a, testutil.CompanyID); got == nil || got.MedianHours != 9 || got.Applications != 5 {
		t.Fatalf("public figure = %+v, want 9 hours over 5", got)
	}
}

func TestMedianEmpty(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	f, err := responses.Compute(a, testutil.CompanyID, time.Now())
	if err != nil || f.Sample != 0 || f.Median != 0 {
		t.Fatalf("figure = %+v (%v), want nothing", f, err)
	}
}

func TestReminderSentExactlyOnce(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	now := time.Now()
	ids := seed(t, a, now, []app{
		{company: testutil.CompanyID, age: 8 * day},                                   // due
		{company: testutil.CompanyID, age: 9 * day, answer: hour, stage: "in_review"}, // answered
		{company: testutil.CompanyID, age: 3 * day},                                   // not yet due
		{company: testutil.CompanyID, age: 8 * day, stage: "withdrawn"},               // withdrawn
		{company: testutil.OtherCompanyID, age: 10 * day},                             // globex's, due
	})
	reminders := func() []testutil.OutboxRow {
		return testutil.Outbox(t, a, dbx.NewExp("subject LIKE '%waiting for your reply%'"))
	}

	n, err := responses.SendReminders(a, now)
	if err != nil || n != 2 {
		t.Fatalf("first pass reminded of %d (%v), want 2", n, err)
	}
	rows := reminders()
	// acme's owner and mia, and globex's owner: one mail each.
	if len(rows) != 3 {
		t.Fatalf("queued %d reminders, want 3: %+v", len(rows), rows)
	}
	to := map[string]string{}
	for _, r := range rows {
		to[r.User] = r.Recipients + " " + r.HTML
	}
	for _, who := range []string{testutil.CompanyID, testutil.MemberID, testutil.OtherCompanyID} {
		if to[who] == "" {
			t.Errorf("no reminder for %s", who)
		}
	}
	if want := "/company/opportunities/rtopp0000000000/board"; !strings.Contains(to[testutil.CompanyID], want) {
		t.Errorf("acme's reminder does not link to the board %s: %s", want, to[testutil.CompanyID])
	}

	// The job runs again (and again later): nothing new is sent.
	for _, at := range []time.Time{now, now.Add(3 * day)} {
		if n, err := responses.SendReminders(a, at); err != nil || n != 0 {
			t.Fatalf("a later pass reminded of %d (%v), want 0", n, err)
		}
	}
	if rows := reminders(); len(rows) != 3 {
		t.Fatalf("after three passes %d reminders are queued, want 3", len(rows))
	}
	if sent := testutil.FlushMail(t, a); sent != 3 {
		t.Fatalf("delivered %d mails, want 3", sent)
	}
	r, err := a.FindRecordById("applications", ids[0])
	if err != nil || r.GetDateTime("reminded_at").IsZero() {
		t.Fatalf("the reminded application is not marked (%v)", err)
	}
	for _, id := range ids[1:4] {
		r, _ := a.FindRecordById("applications", id)
		if !r.GetDateTime("reminded_at").IsZero() {
			t.Errorf("%s was marked reminded", id)
		}
	}
}

func TestRecordFirstActionKeepsTheEarliest(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	now := time.Now()
	ids := seed(t, a, now, []app{{company: testutil.CompanyID, age: 2 * day}})
	first := now.Add(-day).Truncate(time.Millisecond)
	if err := responses.RecordFirstAction(a, ids[0], first); err != nil {
		t.Fatal(err)
	}
	if err := responses.RecordFirstAction(a, ids[0], now); err != nil {
		t.Fatal(err)
	}
	r, _ := a.FindRecordById("applications", ids[0])
	if got := r.GetDateTime("first_action_at").Time(); !got.Equal(first.UTC()) {
		t.Fatalf("first_action_at = %v, want the earlier %v", got, first)
	}
	f, _ := responses.Compute(a, testutil.CompanyID, now)
	if f.Sample != 1 || f.Median != day {
		t.Fatalf("figure = %+v, want one application answered in a day", f)
	}
	if err := responses.RecordFirstAction(a, "nosuchapp000001", now); err == nil {
		t.Fatal("an unknown application was accepted")
	}
}

// A company's stage move is its first action, recorded with the move in
// the same request and reflected in the stored figure; the volunteer's
// withdrawal is not the company's action.
func TestStageMoveRecordsTheFirstAction(t *testing.T) {
	mia := testutil.Auth(testutil.MemberToken(t))
	vera := testutil.Auth(testutil.UserTokens(t).Volunteer)
	const url = "/api/collections/applications/records/rtapp0000000000"
	factory := func(t testing.TB) *tests.TestApp {
		a := testutil.NewAppWithTeam(t)
		seed(t, a, time.Now(), []app{{company: testutil.CompanyID, age: 3 * hour}})
		return a
	}
	firstAction := func(want bool) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, a *tests.TestApp, _ *http.Response) {
			r, _ := a.FindRecordById("applications", "rtapp0000000000")
			if got := !r.GetDateTime("first_action_at").IsZero(); got != want {
				t.Fatalf("first action recorded = %v, want %v", got, want)
			}
			n := testutil.Count(t, a, "company_response_times", dbx.HashExp{"company": testutil.CompanyID, "sample": 1})
			if (n == 1) != want {
				t.Fatalf("stored figures with one application = %d, want %v", n, want)
			}
		}
	}
	for _, s := range []tests.ApiScenario{
		{Name: "a team member's move", Method: http.MethodPatch, URL: url, Headers: mia,
			Body: strings.NewReader(`{"stage":"in_review"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"stage":"in_review"`, `"first_action_at":"20`},
			ExpectedEvents:  testutil.RequestEvents(1, 1, "OnRecordUpdateRequest", "OnRecordEnrich"), AfterTestFunc: firstAction(true)},
		{Name: "the volunteer's withdrawal", Method: http.MethodPatch, URL: url, Headers: vera,
			Body: strings.NewReader(`{"stage":"withdrawn"}`), ExpectedStatus: 200,
			ExpectedContent: []string{`"stage":"withdrawn"`, `"first_action_at":""`},
			ExpectedEvents:  testutil.RequestEvents(1, 0, "OnRecordUpdateRequest", "OnRecordEnrich"), AfterTestFunc: firstAction(false)},
	} {
		s.TestAppFactory = factory
		s.Test(t)
	}
}

// The public answers carry the figure once five applications stand behind
// it, and null before.
func TestPublicAnswersCarryTheFigure(t *testing.T) {
	const opp = "/api/collections/opportunities/records/rtopp0000000000"
	const company = "/api/directory/companies/acme"
	withApps := func(n int) func(testing.TB) *tests.TestApp {
		return func(t testing.TB) *tests.TestApp {
			a := testutil.NewAppWithTeam(t)
			testutil.SetOnboardingStep(t, a, testutil.CompanyID, 5)
			now := time.Now()
			apps := make([]app, n)
			for i := range apps {
				apps[i] = app{company: testutil.CompanyID, age: 10 * day, answer: 2 * hour, stage: "in_review"}
			}
			seed(t, a, now, apps)
			if err := responses.RefreshAll(a, now); err != nil {
				t.Fatal(err)
			}
			return a
		}
	}
	figure := `{"median_hours":2,"applications":5}`
	for _, s := range []tests.ApiScenario{
		{Name: "an opportunity of a company with five answers", Method: http.MethodGet, URL: opp, TestAppFactory: withApps(5),
			ExpectedStatus: 200, ExpectedContent: []string{`"company_response":` + figure},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1}},
		{Name: "an opportunity of a company with four", Method: http.MethodGet, URL: opp, TestAppFactory: withApps(4),
			ExpectedStatus: 200, ExpectedContent: []string{`"company_response":null`},
			ExpectedEvents: map[string]int{"*": 0, "OnRecordViewRequest": 1, "OnRecordEnrich": 1}},
		{Name: "the company page with five answers", Method: http.MethodGet, URL: company, TestAppFactory: withApps(5),
			ExpectedStatus: 200, ExpectedContent: []string{`"response_time":` + figure}, ExpectedEvents: testutil.NoEvents},
		{Name: "the company page with four", Method: http.MethodGet, URL: company, TestAppFactory: withApps(4),
			ExpectedStatus: 200, ExpectedContent: []string{`"response_time":null`}, ExpectedEvents: testutil.NoEvents},
	} {
		s.Test(t)
	}
}
