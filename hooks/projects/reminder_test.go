package projects_test

import (
	"testing"
	"time"

	"voluntech/hooks/projects"
	"voluntech/hooks/testutil"
)

// A milestone two days past due with nothing submitted reminds both sides,
// once; a submitted one, one due yesterday or one of a completed
// engagement does not.
func TestReminderSentOnce(t *testing.T) {
	app := agreed(t)
	defer app.Cleanup()
	testutil.SetFields(t, app, "milestones", msOne, map[string]any{"due": testutil.Day(-2)})
	testutil.SetFields(t, app, "milestones", msTwo, map[string]any{"due": testutil.Day(-1)})
	testutil.SetFields(t, app, "milestones", msGlobex, map[string]any{"due": testutil.Day(-4), "status": "submitted"})

	n, err := projects.RemindDue(app, time.Now())
	if err != nil || n != 1 {
		t.Fatalf("RemindDue = %d, %v; want 1", n, err)
	}
	for _, user := range []string{testutil.VolunteerID, testutil.CompanyID, testutil.MemberID} {
		told(user, "milestone_reminder", "Milestone past due: Wireframes", 1)(t, app, nil)
	}
	mailed("Milestone past due", 3)(t, app, nil)
	if testutil.Record(t, app, "milestones", msOne).GetDateTime("reminded_at").IsZero() {
		t.Error("reminded_at not set")
	}

	// Again, later the same day: nothing new. (The same UTC day: the due
	// dates count in whole days, and three hours after 21:00 the second
	// milestone is two days late too.)
	later := time.Now().Add(3 * time.Hour)
	if endOfDay := time.Now().UTC().Truncate(24 * time.Hour).Add(24*time.Hour - time.Second); later.After(endOfDay) {
		later = endOfDay
	}
	n, err = projects.RemindDue(app, later)
	if err != nil || n != 0 {
		t.Fatalf("second RemindDue = %d, %v; want 0", n, err)
	}
	mailed("Milestone past due", 3)(t, app, nil)

	// The next day the second milestone is two days late too.
	n, _ = projects.RemindDue(app, time.Now().Add(24*time.Hour))
	if n != 1 {
		t.Errorf("next day RemindDue = %d, want 1", n)
	}
	// A completed engagement is not reminded of.
	testutil.SetFields(t, app, "engagements", testutil.EngGlobex, map[string]any{"status": "completed"})
	testutil.SetFields(t, app, "milestones", msGlobex, map[string]any{"status": "open"})
	if n, _ := projects.RemindDue(app, time.Now().Add(48*time.Hour)); n != 0 {
		t.Errorf("completed engagement reminded: %d", n)
	}
}
