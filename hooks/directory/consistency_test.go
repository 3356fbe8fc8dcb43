package directory_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/directory"
	"voluntech/hooks/dirindex"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/search"
	"voluntech/hooks/testutil"
)

// consistencyRun is one reproducible random sequence of writes.
type consistencyRun struct {
	t          *testing.T
	rng        *rand.Rand
	n          int
	volunteers []string
	companies  []string
	lookups    map[string][]string // kind -> ids
}

// newConsistencyRun is a run of seed over app's first lookups.
func newConsistencyRun(t *testing.T, app core.App, seed uint64) *consistencyRun {
	t.Helper()
	c := &consistencyRun{t: t, rng: rand.New(rand.NewPCG(20261123, seed)), lookups: map[string][]string{}}
	for _, kind := range []string{"volunteer_category", "company_category", "country", "language"} {
		var ids []string
		if err := app.DB().NewQuery("SELECT id FROM lookups WHERE kind = {:k} AND status = 'approved' ORDER BY sort LIMIT 4").
			Bind(map[string]any{"k": kind}).Column(&ids); err != nil || len(ids) < 2 {
			t.Fatalf("lookups of %s: %v %v", kind, ids, err)
		}
		c.lookups[kind] = ids
	}
	return c
}

func (c *consistencyRun) pick(list []string) string { return list[c.rng.IntN(len(list))] }

func (c *consistencyRun) some(list []string) []string {
	var out []string
	for _, v := range list {
		if c.rng.IntN(2) == 0 {
			out = append(out, v)
		}
	}
	return out
}

var (
	consistencyTags   = []string{"Climate", "climate", "Data", "Frontend", "Backend", "Health", "Open source"}
	consistencySkills = []string{"Go", "go", "React", "SQL", "Python", "Figma", "Rust"}
	consistencyNames  = []string{"Ada", "Bo", "Cy", "Dee", "Eli", "Zoë"}
)

func (c *consistencyRun) newVolunteer(app core.App) {
	c.n++
	id := fmt.Sprintf("consistvol%05d", c.n)
	u := testutil.CreateUser(c.t, app, testutil.UserOpts{Id: id, Username: fmt.Sprintf("cv%d", c.n), Role: "volunteer"})
	u.Set("first_name", c.pick(consistencyNames))
	u.Set("category", c.pick(c.lookups["volunteer_category"]))
	u.Set("country", c.pick(c.lookups["country"]))
	c.save(app, u)
	p := testutil.SetVolunteerStep(c.t, app, id, 1)
	for _, s := range c.some(consistencySkills) {
		testutil.AddEntry(c.t, app, "skills", p.Id, map[string]any{"name": s, "level": "Advanced"})
	}
	p.Set("phone", "07911123456")
	p.Set("country_code", "44")
	p.Set("languages", c.some(c.lookups["language"]))
	p.Set("tags", c.some(consistencyTags))
	p.Set("available", c.rng.IntN(2) == 0)
	c.save(app, p)
	testutil.SetVolunteerStep(c.t, app, id, 7)
	c.volunteers = append(c.volunteers, id)
}

func (c *consistencyRun) newCompany(app core.App) {
	c.n++
	id := fmt.Sprintf("consistcom%05d", c.n)
	u := testutil.CreateUser(c.t, app, testutil.UserOpts{Id: id, Username: fmt.Sprintf("cc%d", c.n), Role: "company"})
	u.Set("category", c.pick(c.lookups["company_category"]))
	u.Set("country", c.pick(c.lookups["country"]))
	c.save(app, u)
	p := testutil.CreateCompanyProfile(c.t, app, fmt.Sprintf("consistpro%05d", c.n), id, "Company "+c.pick(consistencyNames))
	p.Set("tags", c.some(consistencyTags))
	c.save(app, p)
	testutil.SetOnboardingStep(c.t, app, id, 5)
	c.companies = append(c.companies, id)
}

func (c *consistencyRun) save(app core.App, r *core.Record) {
	c.t.Helper()
	if err := app.Save(r); err != nil {
		c.t.Fatalf("save %s %s: %v", r.Collection().Name, r.Id, err)
	}
}

func (c *consistencyRun) record(app core.App, collection, field, value string) *core.Record {
	r, err := app.FindFirstRecordByData(collection, field, value)
	if err != nil {
		c.t.Fatalf("%s %s=%s: %v", collection, field, value, err)
	}
	return r
}

// step makes one random write through app.
func (c *consistencyRun) step(app core.App) string {
	if len(c.volunteers) < 3 {
		c.newVolunteer(app)
		return "new volunteer"
	}
	if len(c.companies) < 2 {
		c.newCompany(app)
		return "new company"
	}
	v, co := c.pick(c.volunteers), c.pick(c.companies)
	switch op := c.rng.IntN(17); op {
	case 0:
		c.newVolunteer(app)
		return "new volunteer"
	case 1:
		c.newCompany(app)
		return "new company"
	case 2:
		u := c.record(app, "users", "id", v)
		u.Set("first_name", c.pick(consistencyNames))
		u.Set("username", fmt.Sprintf("renamed%d", c.rng.IntN(1_000_000)))
		c.save(app, u)
		return "rename volunteer"
	case 3:
		u := c.record(app, "users", "id", v)
		u.Set("category", c.pick(c.lookups["volunteer_category"]))
		u.Set("country", c.pick(c.lookups["country"]))
		c.save(app, u)
		return "move volunteer"
	case 4:
		p := c.record(app, "volunteer_profiles", "user", v)
		p.Set("tags", c.some(consistencyTags))
		p.Set("languages", c.some(c.lookups["language"]))
		p.Set("available", !p.GetBool("available"))
		c.save(app, p)
		return "retag volunteer"
	case 5:
		p := c.record(app, "volunteer_profiles", "user", v)
		testutil.AddEntry(c.t, app, "skills", p.Id, map[string]any{"name": c.pick(consistencySkills), "level": "Beginner"})
		return "add skill"
	case 6:
		p := c.record(app, "volunteer_profiles", "user", v)
		skills, _ := app.FindAllRecords("skills", dbxProfile(p.Id))
		if len(skills) > 0 {
			if err := app.Delete(skills[c.rng.IntN(len(skills))]); err != nil {
				c.t.Fatal(err)
			}
		}
		return "delete skill"
	case 7:
		step := 7
		if c.rng.IntN(2) == 0 {
			step = 5
		}
		testutil.SetVolunteerStep(c.t, app, v, step)
		return fmt.Sprintf("volunteer step %d", step)
	case 8:
		p := c.record(app, "company_profiles", "user", co)
		p.Set("company_name", "Renamed "+c.pick(consistencyNames))
		p.Set("tags", c.some(consistencyTags))
		c.save(app, p)
		return "rename company"
	case 9:
		c.n++
		status := []string{"open", "open", "draft", "closed"}[c.rng.IntN(4)]
		testutil.CreateOpportunity(c.t, app, fmt.Sprintf("consistopp%05d", c.n), co, map[string]any{"status": status,
			"title": "Mentor " + c.pick(consistencyNames), "skills": c.some(consistencySkills)})
		return "opportunity " + status
	case 10:
		u := c.record(app, "users", "id", co)
		u.Set("category", c.pick(c.lookups["company_category"]))
		c.save(app, u)
		return "move company"
	case 11:
		c.delete(app, &c.volunteers)
		return "delete volunteer"
	case 13:
		// Several writes of one user in one transaction (the wizard's
		// steps): the indexes hear of the user once, at the commit.
		err := app.RunInTransaction(func(tx core.App) error {
			p := c.record(tx, "volunteer_profiles", "user", v)
			skills, err := tx.FindAllRecords("skills", dbxProfile(p.Id))
			if err != nil {
				return err
			}
			for _, s := range skills {
				if err := tx.Delete(s); err != nil {
					return err
				}
			}
			for _, s := range c.some(consistencySkills) {
				testutil.AddEntry(c.t, tx, "skills", p.Id, map[string]any{"name": s, "level": "Advanced"})
			}
			p.Set("about", "About "+c.pick(consistencyNames))
			return tx.Save(p)
		})
		if err != nil {
			c.t.Fatal(err)
		}
		return "replace skills"
	case 14:
		// Fields only the in-memory numbers read (directory.Watch).
		p := c.record(app, "volunteer_profiles", "user", v)
		p.Set("hours_per_day", c.rng.IntN(13))
		p.Set("months", c.rng.IntN(25))
		c.save(app, p)
		return "availability"
	case 15:
		u := c.record(app, "users", "id", v)
		u.Set("verified", !u.GetBool("verified"))
		c.save(app, u)
		return "verify volunteer"
	case 16:
		// A field no entry reads: the entries are not rewritten.
		p := c.record(app, "volunteer_profiles", "user", v)
		p.Set("website", fmt.Sprintf("https://v%d.example.com", c.rng.IntN(1000)))
		c.save(app, p)
		return "unlisted field"
	default:
		c.delete(app, &c.companies)
		return "delete company"
	}
}

func (c *consistencyRun) delete(app core.App, ids *[]string) {
	i := c.rng.IntN(len(*ids))
	if err := app.Delete(c.record(app, "users", "id", (*ids)[i])); err != nil {
		c.t.Fatal(err)
	}
	*ids = slices.Delete(*ids, i, i+1)
}

// The engine's in-memory columns and facet counts (of every index: the
// volunteers, the companies, the opportunities) stay equal to their
// tables, and the tables to the records, through a random
// (seeded, reproducible) sequence of creates, renames, moves, retags,
// unlistings, deletes and rolled-back transactions.
func TestLiveColumnsMatchTheDatabase(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	c := newConsistencyRun(t, app, 17)
	searches := rand.New(rand.NewPCG(20261123, 18))
	compare := func(when string) {
		t.Helper()
		live, fresh, err := search.Views(app)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(live, fresh) {
			t.Fatalf("%s: the live columns differ from the database\nlive:  %q\nfresh: %q", when, live, fresh)
		}
		// A restart reads the snapshot and the changes logged since.
		restarted, fresh, sources, err := search.Restarted(app)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(sources, []string{"volunteer_directory: snapshot", "company_directory: snapshot"}) {
			t.Fatalf("%s: a restart read %q", when, sources)
		}
		if !slices.Equal(restarted, fresh) {
			t.Fatalf("%s: the restarted columns differ from the database\nrestarted: %q\nfresh:     %q", when, restarted, fresh)
		}
		// The search words kept in memory follow the same writes.
		if err := search.SearchesAgree(app, searches, 40); err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		if err := search.ListsAgree(app, searches, 20); err != nil {
			t.Fatalf("%s: %v", when, err)
		}
	}
	// The first restart reads every entry and writes the snapshot the
	// later ones start from.
	if _, _, sources, err := search.Restarted(app); err != nil || sources[0] != "volunteer_directory: rows" {
		t.Fatalf("the first restart read %q (%v)", sources, err)
	}
	compare("at the start") // loads the live columns
	var log []string
	for i := range 150 {
		var what string
		if c.rng.IntN(6) == 0 {
			saved := *c
			saved.volunteers, saved.companies = slices.Clone(c.volunteers), slices.Clone(c.companies)
			err := app.RunInTransaction(func(tx core.App) error {
				what = "rolled back: " + c.step(tx)
				return errRollback
			})
			if !errors.Is(err, errRollback) {
				t.Fatal(err)
			}
			n := c.n
			*c = saved
			c.n = n // ids stay unique
		} else {
			what = c.step(app)
		}
		log = append(log, what)
		if i%10 == 9 {
			compare(fmt.Sprintf("after step %d (%s)", i+1, what))
		}
	}
	if err := dirindex.RebuildAll(app); err != nil {
		t.Fatal(err)
	}
	compare("after rebuilding the tables from the records")
	t.Logf("%d steps: %q", len(log), log)
}

func dbxProfile(id string) dbx.Expression { return dbx.HashExp{"profile": id} }

// The harness fails when a change is lost: with each index in turn
// ignoring the changes of a write that concerns it, the live index
// differs from the database; loaded again, it agrees.
func TestHarnessCatchesALostChange(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	c := newConsistencyRun(t, app, 19)
	for range 3 {
		c.newVolunteer(app)
	}
	c.newCompany(app)
	agree := func() bool {
		t.Helper()
		live, fresh, err := search.Views(app)
		if err != nil {
			t.Fatal(err)
		}
		return slices.Equal(live, fresh)
	}
	if !agree() {
		t.Fatal("the indexes differ from the database before any fault")
	}
	writes := map[string]func(){
		directory.VolunteerIndex: func() { c.newVolunteer(app) },
		directory.CompanyIndex:   func() { c.newCompany(app) },
		opportunities.IndexName: func() {
			c.n++
			testutil.CreateOpportunity(t, app, fmt.Sprintf("faultopp%07d", c.n), c.companies[0], map[string]any{"status": "open"})
		},
	}
	names := search.Names(app)
	if len(names) != len(writes) {
		t.Fatalf("the app has the indexes %q", names)
	}
	for _, name := range names {
		search.Fault(app, name, true)
		writes[name]()
		if agree() {
			t.Errorf("%s: the harness missed a lost change", name)
		}
		search.Fault(app, name, false)
		if !agree() {
			t.Fatalf("%s: loaded again, the index still differs from the database", name)
		}
	}
}

// A serving app loads its indexes at start in the order they are
// registered (search.Register): the volunteers' directory first, so that
// its first answer does not wait on the loads of the others.
func TestStartLoadsTheVolunteersFirst(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	want := []string{directory.VolunteerIndex, directory.CompanyIndex, opportunities.IndexName}
	if got := search.Names(app); !slices.Equal(got, want) {
		t.Fatalf("the indexes load in the order %q, want %q", got, want)
	}
}
