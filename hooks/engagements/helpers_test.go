package engagements_test

import (
	"net/http"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
)

// The fixture (testutil.EngagedApp): acme's opportunity "Frontend helper"
// and vera's accepted application with its engagement (accepted 10 days
// ago) with a pending and an approved entry; victor's application to acme
// still at interview; globex's own engagement with victor.
const (
	appVictor  = "appvictor000001"
	hourPend   = "hourpending0001"
	hourOK     = "hourapproved001"
	hourGlobex = "hourglobex00001"
)

// base is the fixture described above (with acme's member mia).
func base(t testing.TB) *tests.TestApp {
	app := testutil.EngagedApp(t, map[string]any{"skills": []string{"React", "Accessibility"}})
	testutil.CreateApplication(t, app, appVictor, testutil.OppAcme, testutil.OtherVolunteerID, "interview")
	vera, glob := testutil.EngageBoth(t, app)
	testutil.AddHours(t, app, hourPend, vera, testutil.Day(-2), 3, "pending")
	testutil.AddHours(t, app, hourOK, vera, testutil.Day(-5), 4.5, "approved")
	testutil.AddHours(t, app, hourGlobex, glob, testutil.Day(-1), 2, "pending")
	return app
}

func with(setup func(testing.TB, *tests.TestApp)) func(testing.TB) *tests.TestApp {
	return testutil.Then(base, setup)
}

func expectEngagement(field, want string) testutil.AfterFunc {
	return testutil.ExpectField("engagements", testutil.EngVera, field, want)
}

// expectMails flushes the outbox and expects n mails whose subjects
// contain subject.
func expectMails(subject string, n int) testutil.AfterFunc {
	return func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		t.Helper()
		testutil.FlushMail(t, app)
		got := 0
		for _, m := range app.TestMailer.Messages() {
			if containsFold(m.Subject, subject) {
				got++
			}
		}
		if got != n {
			t.Errorf("%d mails about %q, want %d", got, subject, n)
		}
	}
}
