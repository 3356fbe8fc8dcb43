package matching_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/commands"
	"voluntech/hooks/directory"
	"voluntech/hooks/matching"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/search"
	"voluntech/hooks/testutil"
)

// sourceView is what a ranking from src shows of every candidate: its
// facts (skills as keys: the index keeps them without case), its score
// and reasons' grounds, best first; complete is false when the SQL source
// reached one of its bounds (its answer then depends on its tie-break).
func recommendView(app core.App, src matching.Source, v matching.Volunteer, syn matching.Synonyms) (view []string, complete bool, err error) {
	opps, matches, err := matching.Recommend(app, src, v, syn)
	if err != nil {
		return nil, false, err
	}
	for i, o := range opps {
		keys := make([]string, 0, len(o.Skills))
		for _, s := range o.Skills {
			keys = append(keys, matching.Compact(s))
		}
		slices.Sort(keys)
		view = append(view, fmt.Sprintf("%s cat=%s country=%s remote=%v h=%d m=%d created=%s skills=%v %+v",
			o.ID, o.Category, o.Country, o.Remote, o.HoursPerDay, o.Months, o.Created, keys, matches[i]))
	}
	keyed, catOnly := sqlCounts(app, "match_opportunity_keys", "opportunity", matching.Spellings(syn, v.Skills, v.Tags),
		`SELECT COUNT(*) FROM opportunities WHERE category = {:cat} AND status = 'open'`, v.Category)
	return view, keyed < matching.KeyedMax && catOnly < matching.CategoryOnlyMax, nil
}

func suggestView(app core.App, src matching.Source, o matching.Opportunity, syn matching.Synonyms) (view []string, complete bool, err error) {
	vols, matches, err := matching.Suggest(app, src, o, syn)
	if err != nil {
		return nil, false, err
	}
	scores := make([]int, len(matches))
	for i, m := range matches {
		scores[i] = m.Score
	}
	// In the volunteers' own spelling, as the route shows them: the page
	// reads it from the directory entries, the same as from the records.
	paged := slices.Clone(vols)
	if _, err := matching.VolunteerCards(app, paged, matching.Spellings(syn, o.Skills)); err != nil {
		return nil, false, err
	}
	if err := matching.OwnSpelling(app, vols, o, syn); err != nil {
		return nil, false, err
	}
	for i, v := range vols {
		if i >= len(paged) {
			return nil, false, fmt.Errorf("%s has no directory entry", v.ID)
		}
		if p := paged[i]; p.ID != v.ID || !slices.Equal(p.Skills, v.Skills) || !slices.Equal(p.Tags, v.Tags) {
			return nil, false, fmt.Errorf("the directory entry spells %s %q %q, the records %q %q", p.ID, p.Skills, p.Tags, v.Skills, v.Tags)
		}
	}
	for i, v := range vols {
		view = append(view, fmt.Sprintf("%s cat=%s country=%s h=%d m=%d skills=%q tags=%q score=%d %+v",
			v.ID, v.Category, v.Country, v.HoursPerDay, v.Months, v.Skills, v.Tags, scores[i], matching.Score(v, o, syn)))
	}
	keyed, catOnly := sqlCounts(app, "match_volunteer_keys", "user_id", matching.Spellings(syn, o.Skills),
		`SELECT COUNT(*) FROM users WHERE category = {:cat} AND role = 'volunteer'`, o.Category)
	return view, keyed < matching.KeyedMax && catOnly < matching.CategoryOnlyMax, nil
}

// sqlCounts are how many owners in table hold one of keys, and how many
// rows count finds in category cat.
func sqlCounts(app core.App, table, owner string, keys []any, count, cat string) (keyed, catOnly int) {
	if len(keys) > 0 {
		params := dbx.Params{}
		_ = app.DB().NewQuery(`SELECT COUNT(DISTINCT ` + owner + `) FROM ` + table + ` WHERE ` + matching.InKeys("key", keys, params)).
			Bind(params).Row(&keyed)
	}
	if cat != "" {
		_ = app.DB().NewQuery(count).Bind(dbx.Params{"cat": cat}).Row(&catOnly)
	}
	return keyed, catOnly
}

// dropOne is a Source that loses one candidate of each list: the broken
// source the comparison must catch.
type dropOne struct{ matching.Source }

func (d dropOne) OpportunitiesFor(app core.App, v matching.Volunteer, syn matching.Synonyms) ([]matching.Opportunity, error) {
	out, err := d.Source.OpportunitiesFor(app, v, syn)
	if len(out) > 1 {
		out = out[1:]
	}
	return out, err
}

func (d dropOne) VolunteersFor(app core.App, o matching.Opportunity, syn matching.Synonyms) ([]matching.Volunteer, error) {
	out, err := d.Source.VolunteersFor(app, o, syn)
	if len(out) > 1 {
		out = out[1:]
	}
	return out, err
}

// TestSourcesAgree compares IndexSource (the search engine's indexes)
// with SQLSource (the key tables) on seeded data changed at random
// through the records after both indexes loaded (spelling variants of
// skills, closed, expired and suspended opportunities, unavailable,
// unverified and suspended volunteers, their hours and months,
// applications, dismissals, synonyms): wherever the SQL source is
// complete, both rank the same candidates with the same facts and
// scores, for every volunteer and every open opportunity. A source that
// loses a candidate fails the same comparison.
func TestSourcesAgree(t *testing.T) {
	app := testutil.NewApp(t)
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 120, Companies: 12, Opportunities: 150, RandSeed: 35}); err != nil {
		t.Fatal(err)
	}
	if err := matching.KeepKeys(app); err != nil { // SQLSource's tables, through every change below
		t.Fatal(err)
	}
	// Both indexes load before the changes below, so each change reaches
	// them through the hooks that keep them (an index loaded after the
	// changes would read them all from the rows, and a lost update of an
	// entry, its key or its numbers would go unseen).
	for _, name := range []string{directory.VolunteerIndex, opportunities.IndexName} {
		idx := search.Of(app, name)
		if idx == nil {
			t.Fatalf("no %s index: IndexSource would answer as SQLSource", name)
		}
		if err := idx.Ensure(app); err != nil {
			t.Fatal(err)
		}
	}
	rng := rand.New(rand.NewPCG(35, 2))
	var opps, users, companies []string
	_ = app.DB().NewQuery(`SELECT id FROM opportunities ORDER BY id`).Column(&opps)
	_ = app.DB().NewQuery(`SELECT user FROM volunteer_profiles ORDER BY user`).Column(&users)
	_ = app.DB().NewQuery(`SELECT DISTINCT company FROM opportunities ORDER BY company`).Column(&companies)
	if len(opps) < 100 || len(users) < 100 {
		t.Fatalf("seeded %d opportunities and %d volunteers", len(opps), len(users))
	}
	variants := []string{"react.js", "ReactJS", "NODE JS", "nodejs", "Postgre-SQL", "postgres", "go", "Type Script", "c#", "Docker"}
	pick := func(list []string) string { return list[rng.IntN(len(list))] }
	for range 25 {
		testutil.SetFields(t, app, "opportunities", pick(opps), map[string]any{"skills": []string{pick(variants), pick(variants)}})
	}
	for range 8 {
		testutil.SetFields(t, app, "opportunities", pick(opps), map[string]any{"status": "closed"})
	}
	for range 8 {
		testutil.SetFields(t, app, "opportunities", pick(opps), map[string]any{"expires_at": testutil.InDays(-1)})
	}
	testutil.SetFields(t, app, "users", pick(companies), map[string]any{"suspended": true})
	for range 10 {
		p := testutil.FirstBy(app, "volunteer_profiles", "user", pick(users))
		testutil.SetFields(t, app, "volunteer_profiles", p.Id, map[string]any{"available": false})
	}
	for range 5 {
		testutil.SetFields(t, app, "users", pick(users), map[string]any{"verified": false})
	}
	testutil.SetFields(t, app, "users", pick(users), map[string]any{"suspended": true})
	for range 15 {
		p := testutil.FirstBy(app, "volunteer_profiles", "user", pick(users))
		testutil.SetFields(t, app, "volunteer_profiles", p.Id, map[string]any{"hours_per_day": rng.IntN(9), "months": rng.IntN(13)})
	}
	for i := range 30 {
		p := testutil.FirstBy(app, "volunteer_profiles", "user", pick(users))
		testutil.AddEntry(t, app, "skills", p.Id, map[string]any{"name": pick(variants), "level": "Advanced", "sort": 20 + i})
	}
	for i := range 20 {
		u, o := pick(users), pick(opps)
		if testutil.Count(t, app, "applications", nil) >= 0 && testutil.FirstBy(app, "opportunities", "id", o).GetString("status") == "open" {
			testutil.CreateApplication(t, app, fmt.Sprintf("apptest%08d", i), o, u, "applied")
		}
		testutil.SaveRecord(t, app, "opportunity_dismissals", map[string]any{"volunteer": pick(users), "opportunity": pick(opps)})
	}
	syn := matching.NewSynonyms([][2]string{{"reactjs", "react"}, {"nodejs", "node.js"}, {"postgres", "postgresql"}})

	nonEmpty := 0
	compare := func(idx matching.Source) (compared, differing int, first string) {
		// check compares one ranking of both sources (what names it).
		check := func(what string, view func(matching.Source) ([]string, bool, error)) {
			want, complete, err := view(matching.SQLSource{})
			if err != nil {
				t.Fatal(err)
			}
			got, _, err := view(idx)
			if err != nil {
				t.Fatal(err)
			}
			if !complete {
				return
			}
			compared++
			if len(want) > 0 {
				nonEmpty++
			}
			if !slices.Equal(got, want) {
				differing++
				if first == "" {
					first = fmt.Sprintf("%s:\nindex %s\nSQL   %s", what, strings.Join(got, "\n      "), strings.Join(want, "\n      "))
				}
			}
		}
		for _, u := range users {
			v, err := matching.LoadVolunteer(app, u)
			if err != nil {
				t.Fatal(err)
			}
			check("volunteer "+u, func(src matching.Source) ([]string, bool, error) { return recommendView(app, src, v, syn) })
		}
		for _, id := range opps {
			r := testutil.Opportunity(t, app, id)
			if r.GetString("status") != "open" {
				continue
			}
			o := matching.OpportunityOf(app, r)
			check("opportunity "+id, func(src matching.Source) ([]string, bool, error) { return suggestView(app, src, o, syn) })
		}
		return compared, differing, first
	}
	compared, differing, first := compare(matching.IndexSource{})
	t.Logf("%d rankings compared, %d of them not empty", compared, nonEmpty)
	if differing > 0 {
		t.Fatalf("%d of %d rankings differ; the first: %s", differing, compared, first)
	}
	if compared < 150 {
		t.Fatalf("only %d rankings compared: the test proves little", compared)
	}
	if _, differing, _ := compare(dropOne{matching.IndexSource{}}); differing == 0 {
		t.Fatal("a source losing a candidate was not caught")
	}
}
