package pb_migrations_test

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// The seeded lookups as the migrations leave them in the database.
func TestLookupsSeed(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()

	count := func(where dbx.Expression) int64 {
		t.Helper()
		n, err := app.CountRecords("lookups", where)
		if err != nil {
			t.Fatal(err)
		}
		return n
	}

	partners, err := app.FindAllRecords("lookups", dbx.HashExp{"is_partner_source": true})
	if err != nil {
		t.Fatal(err)
	}
	if len(partners) != 1 || partners[0].GetString("kind") != "source" {
		t.Errorf("partner sources = %d (%v), want one of kind source", len(partners), partners)
	}

	if n := count(dbx.HashExp{"kind": "motivation"}); n != 6 {
		t.Errorf("motivations = %d, want 6", n)
	}
	others, err := app.FindAllRecords("lookups", dbx.HashExp{"is_other": true})
	if err != nil {
		t.Fatal(err)
	}
	if len(others) != 1 || others[0].GetString("kind") != "motivation" || others[0].GetString("name") != "Other" {
		t.Errorf("is_other lookups = %v, want exactly the motivation \"Other\"", others)
	}

	// course_title and institution also grow from what users propose; every
	// other kind is a pick list that must not be empty.
	required := []string{
		"country", "language", "volunteer_category", "company_category",
		"company_partner", "volunteer_partner", "company_stage", "member_range",
		"fund_type", "source", "motivation", "education_level", "study_area",
		"experience_years",
	}
	for _, kind := range required {
		if n := count(dbx.HashExp{"kind": kind, "status": "approved"}); n == 0 {
			t.Errorf("no approved lookups of kind %s", kind)
		}
	}
	known := map[string]bool{}
	for _, k := range pb_migrations.LookupKinds {
		known[k] = true
	}
	for _, k := range required {
		if !known[k] {
			t.Errorf("kind %s is not in LookupKinds", k)
		}
	}

	if n := count(dbx.HashExp{"kind": "country"}); n != 249 {
		t.Errorf("countries = %d, want 249", n)
	}
	if n := count(dbx.HashExp{"kind": "language"}); n != 183 {
		t.Errorf("languages = %d, want 183", n)
	}
	if n := count(dbx.HashExp{"status": "pending"}); n != 0 {
		t.Errorf("pending lookups in the seed = %d, want 0", n)
	}
	gb, err := app.FindFirstRecordByFilter("lookups", "kind = 'country' && code = 'GB'")
	if err != nil || gb.GetString("dial_code") != "44" || gb.GetString("name") != "United Kingdom" {
		t.Errorf("GB lookup = %v, %v", gb, err)
	}
	// The sort follows each list's order: "Other" is the last motivation.
	last, err := app.FindRecordsByFilter("lookups", "kind = 'motivation'", "-sort", 1, 0)
	if err != nil || len(last) != 1 || last[0].GetString("name") != "Other" {
		t.Errorf("last motivation = %v, %v", last, err)
	}
}

// The migrations run backwards and forwards again, so a bad release can be
// rolled back.
func TestMigrationsDownAndUp(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()

	runner := core.NewMigrationsRunner(app, core.AppMigrations)
	reverted, err := runner.Down(len(core.AppMigrations.Items()))
	if err != nil {
		t.Fatalf("down: %v", err)
	}
	if len(reverted) == 0 {
		t.Fatal("nothing reverted")
	}
	for _, name := range []string{"lookups", "site_settings", "company_profiles", "social_links", "subscriptions", "stripe_events",
		"volunteer_profiles", "educations", "experiences", "awards", "skills"} {
		if _, err := app.FindCollectionByNameOrId(name); err == nil {
			t.Errorf("collection %s still exists after down", name)
		}
	}
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	if users.Fields.GetByName("role") != nil || users.Fields.GetByName("name") == nil {
		t.Error("users fields not restored")
	}

	if _, err := runner.Up(); err != nil {
		t.Fatalf("up again: %v", err)
	}
	n, err := app.CountRecords("lookups", dbx.HashExp{"kind": "motivation"})
	if err != nil || n != 6 {
		t.Errorf("motivations after up = %d, %v", n, err)
	}
	u := testutil.CreateUser(t, app, testutil.UserOpts{Username: "again", Role: "volunteer"})
	if u.GetString("role") != "volunteer" {
		t.Error("users not migrated again")
	}
}
