package responses_test

import (
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/responses"
	"voluntech/hooks/testutil"
)

func TestCloseUnansweredAfterTheSetting(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	now := time.Now()
	ids := seed(t, a, now, []app{
		{company: testutil.CompanyID, age: 22 * day},                                   // due at 21 days
		{company: testutil.CompanyID, age: 25 * day, answer: hour, stage: "in_review"}, // answered
		{company: testutil.CompanyID, age: 20 * day},                                   // not yet
		{company: testutil.CompanyID, age: 30 * day, stage: "withdrawn"},               // withdrawn
		{company: testutil.OtherCompanyID, age: 40 * day},                              // globex's, due
	})
	n, err := responses.CloseUnanswered(a, now)
	if err != nil || n != 2 {
		t.Fatalf("closed %d (%v), want 2", n, err)
	}
	for i, want := range []string{"rejected", "in_review", "applied", "withdrawn", "rejected"} {
		r := testutil.Record(t, a, "applications", ids[i])
		if got := r.GetString("stage"); got != want {
			t.Errorf("application %d stage = %s, want %s", i, got, want)
		}
		if closed := r.GetString("closed_reason") == "no_response"; closed != (want == "rejected") {
			t.Errorf("application %d closed_reason = %q", i, r.GetString("closed_reason"))
		}
	}
	mails := testutil.Outbox(t, a, dbx.NewExp("subject LIKE 'An update on your application%'"))
	if len(mails) != 2 || !strings.Contains(mails[0].Text, `closed the application as "No response"`) ||
		!strings.Contains(mails[0].HTML, "/volunteer/recommended") || !strings.Contains(mails[0].Text, "21 days") {
		t.Fatalf("the volunteer's mails = %+v", mails)
	}
	// Exactly once.
	if n, _ := responses.CloseUnanswered(a, now.Add(time.Hour)); n != 0 {
		t.Errorf("second pass closed %d", n)
	}
	// The company's figure counts the silence: 22 days.
	f, err := responses.Compute(a, testutil.OtherCompanyID, now)
	if err != nil || f.Sample != 1 || f.Median < 39*day {
		t.Errorf("globex's figure = %+v (%v), want the 40-day wait", f, err)
	}

	// A setting of 7 days closes the 20-day one too.
	settings, err := a.FindFirstRecordByFilter("site_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	settings.Set("no_response_days", 7)
	if err := a.Save(settings); err != nil {
		t.Fatal(err)
	}
	if n, _ := responses.CloseUnanswered(a, now); n != 1 || responses.NoResponseDays(a) != 7 {
		t.Errorf("with 7 days closed %d, days %d", n, responses.NoResponseDays(a))
	}
}

func TestNoResponseSettingBounds(t *testing.T) {
	a := testutil.NewApp(t)
	defer a.Cleanup()
	if got := responses.NoResponseDays(a); got != 21 {
		t.Errorf("default = %d, want 21", got)
	}
	settings, err := a.FindFirstRecordByFilter("site_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	for v, ok := range map[int]bool{6: false, 7: true, 60: true, 61: false, 30: true} {
		settings.Set("no_response_days", v)
		if err := a.Save(settings); (err == nil) != ok {
			t.Errorf("no_response_days %d saved: %v, want ok %v", v, err, ok)
		}
	}
}

func TestClosesAt(t *testing.T) {
	a := testutil.NewAppWithTeam(t)
	defer a.Cleanup()
	now := time.Now()
	ids := seed(t, a, now, []app{{company: testutil.CompanyID, age: 2 * day},
		{company: testutil.CompanyID, age: 2 * day, answer: hour, stage: "in_review"}})
	r := testutil.Record(t, a, "applications", ids[0])
	at, ok := responses.ClosesAt(r, 21)
	if !ok || at.Time().Sub(r.GetDateTime("created").Time()) != 21*day {
		t.Errorf("ClosesAt = %v %v", at, ok)
	}
	if _, ok := responses.ClosesAt(testutil.Record(t, a, "applications", ids[1]), 21); ok {
		t.Error("an answered application has no close date")
	}
}
