package opportunities_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

var (
	wordsVocab  = []string{"react", "reader", "real", "design", "designer", "develop", "developer", "data", "go", "golang", "rust", "zoë", "café", "api", "tests", "kotlin", "swift", "sql"}
	wordsSkills = []string{"Go", "React", "SQL", "Figma", "Rust", "Python"}
	wordsCities = []string{"Lisbon", "Zürich", "Reading", "Derby", ""}
)

// The search words in memory answer exactly what FTS5 answers (totals and
// pages, over random word starts and filters (category, country, remote,
// hours, months, skills), now and after a date when
// some expired) through a random, reproducible sequence of creates, edits,
// closes, reopenings, deletes, expiries, rolled-back writes and a
// company's suspension and restore; and they equal a fresh read of the
// index after every batch.
func TestSearchWordsAgreeWithFTS(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	defer opportunities.CompactAt(opportunities.CompactAt(4)) // renumber often
	rng := rand.New(rand.NewPCG(20261124, 5))
	pick := func(list []string) string { return list[rng.IntN(len(list))] }
	text := func(n int) string {
		var w []string
		for range n {
			w = append(w, pick(wordsVocab))
		}
		return strings.Join(w, " ")
	}
	some := func(list []string) []string {
		var out []string
		for _, v := range list {
			if rng.IntN(3) == 0 {
				out = append(out, v)
			}
		}
		return out
	}
	lookups := func(kind string) []string {
		var ids []string
		if err := app.DB().NewQuery("SELECT id FROM lookups WHERE kind = {:k} AND status = 'approved' ORDER BY sort LIMIT 3").
			Bind(map[string]any{"k": kind}).Column(&ids); err != nil || len(ids) < 2 {
			t.Fatalf("lookups of %s: %v %v", kind, ids, err)
		}
		return ids
	}
	categories, countries := lookups("volunteer_category"), lookups("country")
	companies := []string{testutil.CompanyID, testutil.OtherCompanyID}
	var ids []string
	n := 0
	create := func() {
		n++
		id := fmt.Sprintf("oppwords%07d", n)
		status := []string{"open", "open", "open", "draft", "closed"}[rng.IntN(5)]
		testutil.CreateOpportunity(t, app, id, pick(companies), map[string]any{
			"title": text(1 + rng.IntN(3)), "description": text(1 + rng.IntN(8)), "skills": some(wordsSkills),
			"city": pick(wordsCities), "status": status, "category": pick(categories), "country": pick(countries), "hours_per_day": 1 + rng.IntN(8),
			"duration_months": 1 + rng.IntN(12), "remote": rng.IntN(2) == 0, "expires_at": testutil.InDays(1 + rng.IntN(60))})
		ids = append(ids, id)
	}
	for range 12 {
		create()
	}
	record := func() *core.Record {
		r, err := app.FindRecordById("opportunities", pick(ids))
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	suspended := false
	step := func(op int) string {
		switch op {
		case 0, 1:
			create()
			return "create"
		case 2:
			r := record()
			r.Set("title", text(1+rng.IntN(3)))
			r.Set("description", text(1+rng.IntN(8)))
			save(t, app, r)
			return "edit text"
		case 3:
			r := record()
			r.Set("skills", some(wordsSkills))
			r.Set("hours_per_day", 1+rng.IntN(8))
			r.Set("duration_months", 1+rng.IntN(12))
			r.Set("category", pick(categories))
			r.Set("country", pick(countries))
			r.Set("remote", rng.IntN(2) == 0)
			save(t, app, r)
			return "edit skills"
		case 4:
			r := record()
			r.Set("status", pick([]string{"open", "closed", "draft"}))
			save(t, app, r)
			return "status"
		case 5:
			r := record()
			r.Set("expires_at", testutil.InDays(-1))
			save(t, app, r)
			return "expire"
		case 6:
			if len(ids) > 3 {
				i := rng.IntN(len(ids))
				r, err := app.FindRecordById("opportunities", ids[i])
				if err != nil {
					t.Fatal(err)
				}
				if err := app.Delete(r); err != nil {
					t.Fatal(err)
				}
				ids = append(ids[:i], ids[i+1:]...)
			}
			return "delete"
		case 7:
			u, err := app.FindRecordById("users", testutil.CompanyID)
			if err != nil {
				t.Fatal(err)
			}
			suspended = !suspended
			u.Set("suspended", suspended)
			save(t, app, u)
			return "suspend " + strconv.FormatBool(suspended)
		default:
			_ = app.RunInTransaction(func(tx core.App) error {
				r := record()
				r.Set("title", "rolledback "+text(1))
				if err := tx.Save(r); err != nil {
					t.Fatal(err)
				}
				return errRollback
			})
			return "rolled back"
		}
	}
	// Writes committed while the words are read are applied at their
	// install.
	var during []string
	ls, err := opportunities.FollowedListingsWriting(app, func() {
		for _, op := range []int{2, 2, 3, 0, 4, 7, 7, 2, 6} { // edits, a create, a close, a suspension and restore, a delete
			during = append(during, step(op))
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	defer ls.Close()
	if !ls.HasWords() {
		t.Fatal("the search words were not read")
	}
	var starts []string
	for _, w := range append(append(append([]string{}, wordsVocab...), "lisbon", "zurich", "figma", "python", "rolledback", "nosuchword"), wordsCities...) {
		for k := 1; k <= len(w); k++ {
			starts = append(starts, strings.ToLower(w[:k]))
		}
	}
	// FTS5 syntax is only separators: never an error, the same answer.
	starts = append(starts, `"api`, `api*`, `NEAR(api tests)`, `-api`, `a"b*c`, `title:rea`, `^go`, `(de`, `OR`, `rea AND`, `'`, `%`)
	found, asked := 0, 0
	compare := func(when string) {
		t.Helper()
		if !ls.HasWords() {
			t.Fatalf("%s: the search words were dropped", when)
		}
		if fresh, err := ls.Fresh(app); err != nil || !fresh {
			t.Fatalf("%s: the live listings or words differ from a fresh read (%v)", when, err)
		}
		for range 60 {
			q := pick(starts)
			if rng.IntN(3) == 0 {
				q += " " + pick(starts)
			}
			query := map[string][]string{"q": {q}, "perPage": {"50"}}
			if rng.IntN(3) == 0 {
				query["hours"] = []string{strconv.Itoa(1 + rng.IntN(8))}
			}
			if rng.IntN(4) == 0 {
				query["skills"] = []string{pick(wordsSkills)}
			}
			if rng.IntN(4) == 0 {
				query["remote"] = []string{"1"}
			}
			if rng.IntN(3) == 0 {
				query["months"] = []string{strconv.Itoa(1 + rng.IntN(12))}
			}
			if rng.IntN(3) == 0 {
				query["category"] = []string{pick(append(categories, "nosuchcategory"))}
			}
			if rng.IntN(3) == 0 {
				query["country"] = []string{pick(append(countries, "nosuchcountry"))}
			}
			now := time.Now()
			if rng.IntN(4) == 0 {
				now = now.Add(time.Duration(rng.IntN(60)) * 24 * time.Hour)
			}
			mt, mids, err := ls.SearchTotal(app, query, now, false)
			if err != nil {
				t.Fatal(err)
			}
			ft, fids, err := ls.SearchTotal(app, query, now, true)
			if err != nil {
				t.Fatal(err)
			}
			if mt != ft || !reflect.DeepEqual(mids, fids) {
				t.Fatalf("%s: %v: memory %d %v, FTS5 %d %v", when, query, mt, mids, ft, fids)
			}
			if mt > 0 {
				found++
			}
			asked++
		}
	}
	compare("words read during " + strings.Join(during, ", "))
	for batch := range 25 {
		var did []string
		for range 4 {
			did = append(did, step(rng.IntN(9)))
		}
		compare(fmt.Sprintf("batch %d (%s)", batch, strings.Join(did, ", ")))
	}
	if found < asked/5 {
		t.Errorf("only %d of %d searches found anything: the comparison proves little", found, asked)
	}
	t.Logf("%d of %d searches found something", found, asked)
}
