package dirindex_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
)

// An update that changes no field of EntryFields skips the directory
// upkeep, so every other field must leave the loaders' answers as they
// are: a loader that starts reading a field EntryFields leaves out fails
// here until the list names it. Each other field of a listed volunteer's
// and company's records is changed in turn (relations, files and
// passwords aside) and the entries loaded again.
func TestEntryFieldsNameWhatTheLoadersRead(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	vp := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, dirindex.VolunteerListedStep)
	cp := testutil.SetOnboardingStep(t, app, testutil.CompanyID, dirindex.CompanyListedStep)
	skill := testutil.AddEntry(t, app, "skills", vp.Id, map[string]any{"name": "Go", "level": "Advanced"})
	exp := testutil.AddEntry(t, app, "experiences", vp.Id, map[string]any{"company": "Acme", "role": "Engineer"})
	load := func() string {
		v, err := dirindex.LoadVolunteer(app.DB(), testutil.VolunteerID)
		if err != nil || v == nil {
			t.Fatalf("the volunteer is not listed: %v", err)
		}
		c, err := dirindex.LoadCompany(app.DB(), testutil.CompanyID)
		if err != nil || c == nil {
			t.Fatalf("the company is not listed: %v", err)
		}
		return fmt.Sprintf("%+v\n%+v", *v, *c)
	}
	before := load()
	records := []*core.Record{vp, cp, skill, exp}
	for _, id := range []string{testutil.VolunteerID, testutil.CompanyID} {
		u, err := app.FindRecordById("users", id)
		if err != nil {
			t.Fatal(err)
		}
		records = append(records, u)
	}
	changed := 0
	for _, r := range records {
		name := r.Collection().Name
		read, ok := dirindex.EntryFields[name]
		if !ok {
			t.Fatalf("EntryFields has no list for %s", name)
		}
		for _, f := range r.Collection().Fields {
			field := f.GetName()
			if field == "id" || slices.Contains(read, field) {
				continue
			}
			old := r.Get(field)
			next, ok := another(f, old)
			if !ok {
				continue
			}
			r.Set(field, next)
			if err := app.SaveNoValidate(r); err != nil {
				t.Fatalf("%s.%s: %v", name, field, err)
			}
			if after := load(); after != before {
				t.Errorf("%s.%s changes an entry, and EntryFields does not list it:\n%s\n%s", name, field, before, after)
			}
			r.Set(field, old)
			if err := app.SaveNoValidate(r); err != nil {
				t.Fatal(err)
			}
			changed++
		}
	}
	// The check must have changed something: a record type it cannot
	// change would otherwise pass it silently.
	if changed < 20 {
		t.Fatalf("changed %d fields only", changed)
	}
}

// another is a value of f other than v; false for the fields this test
// leaves alone (relations, files, passwords, automatic dates).
func another(f core.Field, v any) (any, bool) {
	switch f := f.(type) {
	case *core.TextField, *core.EditorField:
		return fmt.Sprint(v) + "z", true
	case *core.EmailField:
		return "other." + fmt.Sprint(v) + "x@example.com", true
	case *core.URLField:
		return "https://other.example.com/", true
	case *core.NumberField:
		n, _ := v.(float64)
		return n + 1, true
	case *core.BoolField:
		b, _ := v.(bool)
		return !b, true
	case *core.DateField:
		return time.Date(2031, 1, 2, 3, 4, 5, 0, time.UTC), true
	case *core.JSONField:
		return []string{"zz"}, true
	case *core.SelectField:
		for _, c := range f.Values {
			if c != fmt.Sprint(v) {
				return c, true
			}
		}
	}
	return nil, false
}
