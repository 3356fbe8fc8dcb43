package commands_test

import (
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/commands"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// The demo companies post opportunities within their plans, the demo
// volunteers apply to some, and a second run adds nothing.
func TestSeedDemoOpportunities(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	for run := 1; run <= 2; run++ {
		if _, err := commands.SeedDemo(app); err != nil {
			t.Fatalf("run %d: %v", run, err)
		}
		for name, want := range map[string]int64{"opportunities": 5, "applications": 4} {
			if n, _ := app.CountRecords(name); n != want {
				t.Errorf("run %d: %s = %d, want %d", run, name, n, want)
			}
		}
	}
	for username, want := range map[string]int{"greenbyte": 2, "medisync": 2} {
		u := demoUser(t, app, username)
		if live, _ := opportunities.LiveCount(app, u.Id, ""); live != want {
			t.Errorf("%s live opportunities = %d, want %d", username, live, want)
		}
		var listed int
		_ = app.DB().NewQuery("SELECT opportunities FROM company_directory WHERE user_id = {:id}").
			Bind(dbx.Params{"id": u.Id}).Row(&listed)
		if listed != want {
			t.Errorf("%s directory count = %d, want %d", username, listed, want)
		}
	}
	lina := demoUser(t, app, "lina.dev")
	a, err := app.FindFirstRecordByData("applications", "volunteer", lina.Id)
	if err != nil {
		t.Fatal(err)
	}
	if h := opportunities.History(a); a.GetString("stage") != "in_review" || len(h) != 2 || a.GetString("company_name") != "GreenByte Labs" {
		t.Errorf("lina's application: stage %s, history %v, company %q", a.GetString("stage"), h, a.GetString("company_name"))
	}
	o, _ := app.FindRecordById("opportunities", a.GetString("opportunity"))
	if o == nil || o.GetInt("applicants") != 1 || len(o.GetStringSlice("skills")) != 3 {
		t.Errorf("lina's opportunity: %v", o)
	}
}
