package commands_test

import (
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/commands"
	"voluntech/hooks/volunteers"
)

func TestSeedDemoVolunteers(t *testing.T) {
	app := demoApp(t)
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	for _, username := range []string{"lina.dev", "sam.designs", "marta.data"} {
		u := demoUser(t, app, username)
		p, err := volunteers.FindProfile(app, u.Id)
		if err != nil {
			t.Fatalf("%s: no profile: %v", username, err)
		}
		if !volunteers.Finished(u, p) || u.GetInt("profile_step") != volunteers.StepDone || !p.GetBool("available") {
			t.Errorf("%s: step %d available %v", username, u.GetInt("profile_step"), p.GetBool("available"))
		}
		for _, f := range []string{"education_level", "experience_years", "motivation", "source", "country_code", "phone",
			"city", "photo", "about", "aspirations", "opportunity"} {
			if p.GetString(f) == "" {
				t.Errorf("%s: %s is empty", username, f)
			}
		}
		if len(p.GetStringSlice("languages")) == 0 {
			t.Errorf("%s: no languages", username)
		}
		if ok, err := fsys.Exists(p.BaseFilesPath() + "/" + p.GetString("photo")); !ok || err != nil {
			t.Errorf("%s: photo file missing (%v)", username, err)
		}
		for _, c := range []string{"educations", "experiences", "skills", "awards"} {
			if n, _ := app.CountRecords(c, dbx.HashExp{"profile": p.Id}); n == 0 {
				t.Errorf("%s: no %s", username, c)
			}
		}
		// Every saved period passes the wizard's own rules.
		for _, c := range []string{"educations", "experiences"} {
			records, _ := app.FindAllRecords(c, dbx.HashExp{"profile": p.Id})
			for _, r := range records {
				if perr := volunteers.PeriodOf(r).Validate(volunteers.MaxYear(time.Now())); perr != nil {
					t.Errorf("%s: %s %s: %s", username, c, r.Id, perr.Message)
				}
			}
		}
	}
	marta := demoUser(t, app, "marta.data")
	mp, _ := volunteers.FindProfile(app, marta.Id)
	if mp.GetString("partner") == "" || mp.GetString("other_motivation") == "" {
		t.Error("marta came from a partner with her own motivation, but has neither")
	}

	// A demo volunteer left unfinished by an interrupted run is finished on
	// the next one, without doubled entries.
	marta.Set("profile_step", 3)
	if err := app.Save(marta); err != nil {
		t.Fatal(err)
	}
	if _, err := commands.SeedDemo(app); err != nil {
		t.Fatal(err)
	}
	marta, _ = app.FindRecordById("users", marta.Id)
	if marta.GetInt("profile_step") != volunteers.StepDone {
		t.Errorf("marta step = %d", marta.GetInt("profile_step"))
	}
	for name, want := range map[string]int64{"volunteer_profiles": 3, "educations": 6, "experiences": 6, "skills": 12, "awards": 3, "social_links": 8} {
		if n, _ := app.CountRecords(name); n != want {
			t.Errorf("%s = %d, want %d", name, n, want)
		}
	}
}
