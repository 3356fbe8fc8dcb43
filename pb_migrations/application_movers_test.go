package pb_migrations_test

import (
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/engagements"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// Histories written before movers were stored apart keep only stage and
// time; who moved goes to history_movers.
func TestApplicationMoversMoveOut(t *testing.T) {
	app := testutil.NewAppWithTeam(t)
	defer app.Cleanup()
	opp := testutil.CreateOpportunity(t, app, "oppmovers000001", testutil.CompanyID, nil)
	a := testutil.CreateApplication(t, app, "appmovers000001", opp.Id, testutil.VolunteerID, "applied")
	old := `[{"stage":"applied","at":"2026-01-01T10:00:00.000Z"},` +
		`{"stage":"in_review","at":"2026-01-02T10:00:00.000Z","by":"` + testutil.MemberID + `","by_name":"Grace Hopper"}]`
	if _, err := app.DB().Update("applications", dbx.Params{"history": old, "history_movers": ""}, dbx.HashExp{"id": a.Id}).Execute(); err != nil {
		t.Fatal(err)
	}
	var up func(core.App) error
	for _, mg := range core.AppMigrations.Items() {
		if strings.HasPrefix(mg.File, "1763735200_") {
			up = mg.Up
		}
	}
	if up == nil {
		t.Fatal("no movers migration")
	}
	// Every migration ran in the test app already; adding the field
	// again is a no-op, so this runs the data statements on the old rows.
	if err := up(app); err != nil {
		t.Fatal(err)
	}
	var history, movers string
	if err := app.DB().NewQuery(`SELECT history, history_movers FROM applications WHERE id = {:id}`).
		Bind(dbx.Params{"id": a.Id}).Row(&history, &movers); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(history, "Grace") || strings.Contains(history, `"by"`) || !strings.Contains(history, `"stage":"in_review"`) {
		t.Errorf("history after: %s", history)
	}
	if !strings.Contains(movers, `"by_name":"Grace Hopper"`) || !strings.Contains(movers, `"at":"2026-01-02T10:00:00.000Z"`) ||
		!strings.Contains(movers, `"stage":"in_review"`) || strings.Contains(movers, `"applied"`) {
		t.Errorf("movers after: %s", movers)
	}
}

// The first key id the migration gives old certificates is the one the
// engagements package signs with first.
func TestFirstCredentialKeyID(t *testing.T) {
	if pb_migrations.FirstCredentialKeyID != engagements.KeyID {
		t.Fatalf("migration %q, engagements %q", pb_migrations.FirstCredentialKeyID, engagements.KeyID)
	}
}
