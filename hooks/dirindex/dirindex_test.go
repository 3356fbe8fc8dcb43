package dirindex_test

import (
	"slices"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/testutil"
	"voluntech/hooks/wizard"
)

func TestListingStepsMatchTheWizards(t *testing.T) {
	if dirindex.VolunteerListedStep != wizard.VolunteerDone || dirindex.CompanyListedStep != wizard.CompanyDone {
		t.Error("the listing steps differ from the wizards' last steps")
	}
}

func TestRidOrdersByCreation(t *testing.T) {
	t0 := time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC).UnixMilli()
	ids := []string{"aaaaaaaaaaaaaaa", "zzzzzzzzzzzzzzz", "volunteer000001"}
	for _, a := range ids {
		for _, b := range ids {
			if dirindex.Rid(t0, a) >= dirindex.Rid(t0+1, b) {
				t.Errorf("Rid(%d, %s) >= Rid(%d, %s)", t0, a, t0+1, b)
			}
		}
	}
	if got := dirindex.MsTime(dirindex.CreatedMs("2025-03-01 12:00:00.000Z")).UnixMilli(); got != t0 {
		t.Errorf("CreatedMs = %d, want %d", got, t0)
	}
}

func TestFacetsColumn(t *testing.T) {
	k := dirindex.Volunteers
	enc := k.EncodeFacets(map[string][]string{
		"skills": {"Go", "go", " React ", "", "C\x1e\x1fD"}, "language": {"en1", "fr1"},
	})
	got := k.DecodeFacets(enc)
	want := [][]string{{"Go", "React", "C  D"}, nil, {"en1", "fr1"}}
	for i := range want {
		if !slices.Equal(got[i], want[i]) {
			t.Errorf("facet %s = %q, want %q", k.Multi[i], got[i], want[i])
		}
	}
}

// directoryRows is every directory row, in rid order.
func directoryRows(t *testing.T, app core.App, table string) []map[string]any {
	t.Helper()
	rows, err := app.DB().NewQuery("SELECT * FROM " + table + " ORDER BY rid").Rows()
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	cols, _ := rows.Columns()
	var out []map[string]any
	for rows.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rows.Scan(ptrs...); err != nil {
			t.Fatal(err)
		}
		m := map[string]any{}
		for i, c := range cols {
			m[c] = vals[i]
		}
		out = append(out, m)
	}
	return out
}

func searchRids(t *testing.T, app core.App, table, expr string) []int64 {
	t.Helper()
	var rids []int64
	if err := app.DB().NewQuery("SELECT rowid FROM " + table + " WHERE " + table + " MATCH {:q} ORDER BY rowid").
		Bind(map[string]any{"q": expr}).Column(&rids); err != nil {
		t.Fatal(err)
	}
	return rids
}

// Entries kept in step change by change are exactly what a rebuild from
// scratch writes (the migration's backfill uses the rebuild).
func TestIncrementalEqualsRebuild(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	p := testutil.SetVolunteerStep(t, app, testutil.VolunteerID, 7)
	p.Set("city", "London")
	p.Set("tags", []string{"Frontend", "Climate"})
	p.Set("about", "Accessible web apps.")
	p.Set("languages", []string{testutil.Lookup(t, app, "language", "en")})
	if err := app.Save(p); err != nil {
		t.Fatal(err)
	}
	skill := testutil.AddEntry(t, app, "skills", p.Id, map[string]any{"name": "Go", "level": "Advanced"})
	testutil.AddEntry(t, app, "experiences", p.Id, map[string]any{"company": "Globex", "role": "Developer"})
	skill.Set("name", "Rust")
	if err := app.Save(skill); err != nil {
		t.Fatal(err)
	}
	testutil.SetVolunteerStep(t, app, testutil.OtherVolunteerID, 7)
	c := testutil.SetOnboardingStep(t, app, testutil.CompanyID, 5)
	c.Set("tags", []string{"AI"})
	c.Set("description", "Dashboards.")
	if err := app.Save(c); err != nil {
		t.Fatal(err)
	}
	testutil.SetOnboardingStep(t, app, testutil.OtherCompanyID, 3) // not listed

	queries := map[string][]string{
		"volunteer_search": {`"rust"`, `"go"`, `"globex"`, `"london"`, `"climate"`, `"accessible"`, `"victor"`},
		"company_search":   {`"ai"`, `"dashboards"`, `"acme"`},
	}
	type snapshot struct {
		rows  map[string][]map[string]any
		found map[string][]int64
	}
	take := func() snapshot {
		s := snapshot{rows: map[string][]map[string]any{}, found: map[string][]int64{}}
		for _, table := range []string{"volunteer_directory", "company_directory"} {
			s.rows[table] = directoryRows(t, app, table)
		}
		for table, exprs := range queries {
			for _, q := range exprs {
				s.found[table+q] = searchRids(t, app, table, q)
			}
		}
		return s
	}
	before := take()
	if n := len(before.rows["volunteer_directory"]); n != 2 {
		t.Fatalf("volunteer entries = %d, want 2", n)
	}
	if n := len(before.rows["company_directory"]); n != 1 {
		t.Fatalf("company entries = %d, want 1", n)
	}
	if len(before.found[`volunteer_search"go"`]) != 0 || len(before.found[`volunteer_search"rust"`]) != 1 {
		t.Errorf("the renamed skill: %v", before.found)
	}
	if err := dirindex.RebuildAll(app); err != nil {
		t.Fatal(err)
	}
	after := take()
	for table, rows := range before.rows {
		if !slices.EqualFunc(rows, after.rows[table], func(a, b map[string]any) bool { return mapsEqual(a, b) }) {
			t.Errorf("%s after a rebuild:\n%v\nwant\n%v", table, after.rows[table], rows)
		}
	}
	for q, rids := range before.found {
		if !slices.Equal(rids, after.found[q]) {
			t.Errorf("%s after a rebuild = %v, want %v", q, after.found[q], rids)
		}
	}
}

func mapsEqual(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || !equalValue(v, w) {
			return false
		}
	}
	return true
}

func equalValue(a, b any) bool {
	ab, aok := a.([]byte)
	bb, bok := b.([]byte)
	if aok && bok {
		return string(ab) == string(bb)
	}
	return a == b
}
