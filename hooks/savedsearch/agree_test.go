package savedsearch_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/commands"
	"voluntech/hooks/savedsearch"
	"voluntech/hooks/testutil"
)

// TestAlertsAgreeWithTheSearch checks the alert job's evaluation of a
// saved opportunity search against the public search's answer
// (GET /api/opportunities/search, every page) for random filters on
// seeded opportunities: the same opportunities, for every combination of
// words, category, country, remote, hours, months and skills.
func TestAlertsAgreeWithTheSearch(t *testing.T) {
	app := testutil.NewApp(t)
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 20, Companies: 10, Opportunities: 300, RandSeed: 35}); err != nil {
		t.Fatal(err)
	}
	h := testutil.Handler(t, app)
	var rows []struct {
		Category string `db:"category"`
		Country  string `db:"country"`
		Skills   string `db:"skills"`
	}
	if err := app.DB().NewQuery(`SELECT category, country, COALESCE(skills, '[]') AS skills FROM opportunities`).All(&rows); err != nil {
		t.Fatal(err)
	}
	var cats, countries, skills []string
	for _, r := range rows {
		cats, countries = append(cats, r.Category), append(countries, r.Country)
		var s []string
		_ = json.Unmarshal([]byte(r.Skills), &s)
		skills = append(skills, s...)
	}
	words := []string{"re", "react", "py", "data", "design", "sql", "fig", "dock", "go", "an", "x"}
	rnd := rand.New(rand.NewPCG(35, 3))
	pick := func(list []string) string { return list[rnd.IntN(len(list))] }
	match, err := savedsearch.MatchOpen(app, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	for round := range 150 {
		var q savedsearch.Query
		v := url.Values{"perPage": {"50"}}
		if rnd.IntN(3) > 0 {
			q.Q = pick(words)
			if rnd.IntN(3) == 0 {
				q.Q += " " + pick(words)
			}
			v.Set("q", q.Q)
		}
		if rnd.IntN(3) == 0 {
			q.Category = pick(cats)
			v.Set("category", q.Category)
		}
		if rnd.IntN(4) == 0 {
			q.Country = pick(countries)
			v.Set("country", q.Country)
		}
		if rnd.IntN(4) == 0 {
			q.Remote = true
			v.Set("remote", "1")
		}
		if rnd.IntN(3) == 0 {
			q.Hours = 1 + rnd.IntN(8)
			v.Set("hours", strconv.Itoa(q.Hours))
		}
		if rnd.IntN(3) == 0 {
			q.Months = 1 + rnd.IntN(12)
			v.Set("months", strconv.Itoa(q.Months))
		}
		if rnd.IntN(4) == 0 {
			q.Skills = []string{pick(skills)}
			v.Add("skills", q.Skills[0])
		}
		got := match(q)
		var want []string
		for page := 1; ; page++ {
			v.Set("page", strconv.Itoa(page))
			rec := testutil.Do(h, http.MethodGet, "/api/opportunities/search?"+v.Encode(), nil, nil)
			var body struct {
				Items []struct {
					ID string `json:"id"`
				} `json:"items"`
				TotalPages int `json:"totalPages"`
			}
			if rec.Code != http.StatusOK || json.Unmarshal(rec.Body.Bytes(), &body) != nil {
				t.Fatal(rec.Code, rec.Body.String())
			}
			for _, it := range body.Items {
				want = append(want, it.ID)
			}
			if page >= body.TotalPages {
				break
			}
		}
		slices.Sort(got)
		slices.Sort(want)
		if !slices.Equal(got, want) {
			t.Fatalf("round %d %+v: the alerts find %d %v, the search %d %v", round, q, len(got), got, len(want), want)
		}
		if len(want) > 0 {
			found++
		}
	}
	if found < 50 {
		t.Errorf("only %d of 150 searches found anything: the comparison proves little", found)
	}
}

// TestCollectInBoundedTransactions runs the collect step with
// transactions of a few matches and of many: the same matches, in the
// digests and the seen rows, and every watermark moved either way. Then
// the same window again: the seen rows (spread over many rows an item
// with the small transactions) leave nothing new.
func TestCollectInBoundedTransactions(t *testing.T) {
	app := testutil.NewApp(t)
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 5, Companies: 5, Opportunities: 120, RandSeed: 35}); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	old := dt(now.Add(-48 * time.Hour))
	// Every opportunity open and changed an hour ago: new to every search.
	if _, err := app.DB().NewQuery(`UPDATE opportunities SET status = 'open', expires_at = {:x}, updated = {:r}`).
		Bind(dbx.Params{"x": testutil.InDays(60).String(), "r": dt(now.Add(-time.Hour))}).Execute(); err != nil {
		t.Fatal(err)
	}
	var user string
	_ = app.DB().NewQuery(`SELECT id FROM users WHERE role = 'volunteer' LIMIT 1`).Row(&user)
	for i, q := range []string{"", "re", "data", "d", "go", "a", "s", "x", "e", "design"} {
		_, err := app.DB().NewQuery(`INSERT INTO saved_searches (id, user, kind, name, query, frequency, paused, checked_until, last_sent_at, created, updated)
			VALUES ({:id}, {:u}, 'opportunities', 'n', {:q}, 'daily', FALSE, {:c}, '', {:c}, {:c})`).
			Bind(dbx.Params{"id": fmt.Sprintf("bounded%08d", i), "u": user, "q": fmt.Sprintf(`{"q":%q}`, q), "c": old}).Execute()
		if err != nil {
			t.Fatal(err)
		}
	}
	pairs := func(query string) []string {
		var out []string
		if err := app.DB().NewQuery(query).Column(&out); err != nil {
			t.Fatal(err)
		}
		return out
	}
	rewind := func() {
		if _, err := app.DB().NewQuery(`UPDATE saved_searches SET checked_until = '` + old + `'`).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	run := func(matches int) (digests, seen []string, rows, unmoved int) {
		defer savedsearch.SetTxMatches(matches)()
		for _, q := range []string{`DELETE FROM saved_search_digests`, `DELETE FROM saved_search_seen`} {
			if _, err := app.DB().NewQuery(q).Execute(); err != nil {
				t.Fatal(err)
			}
		}
		rewind()
		if _, err := savedsearch.Collect(app, savedsearch.KindOpportunities, now); err != nil {
			t.Fatal(err)
		}
		digests = pairs(`SELECT d.search || ' ' || j.value FROM saved_search_digests d, json_each(d.items) j ORDER BY 1`)
		seen = pairs(`SELECT j.value || ' ' || s.item FROM saved_search_seen s, json_each(s.searches) j ORDER BY 1`)
		_ = app.DB().NewQuery(`SELECT COUNT(*) FROM saved_search_seen`).Row(&rows)
		_ = app.DB().NewQuery(`SELECT COUNT(*) FROM saved_searches WHERE checked_until = '` + old + `'`).Row(&unmoved)
		return digests, seen, rows, unmoved
	}
	few, seenFew, rowsFew, unmovedFew := run(7)
	rewind()
	if n, err := savedsearch.Collect(app, savedsearch.KindOpportunities, now); err != nil || n != 0 {
		t.Fatalf("the same window again (seen rows of small transactions) = %d new, %v; want none", n, err)
	}
	many, seenMany, rowsMany, unmovedMany := run(1 << 20)
	if len(many) < 100 || !slices.Equal(few, many) || unmovedFew != 0 || unmovedMany != 0 {
		t.Fatalf("bounded: %d matches, %d watermarks unmoved; one transaction: %d matches, %d unmoved", len(few), unmovedFew, len(many), unmovedMany)
	}
	if !slices.Equal(seenFew, few) || !slices.Equal(seenMany, many) {
		t.Errorf("the seen rows do not hold the digests' matches: %d and %d against %d", len(seenFew), len(seenMany), len(many))
	}
	if rowsFew <= rowsMany {
		t.Errorf("seen rows: %d with small transactions, %d with one; want more with small ones (the test proves little)", rowsFew, rowsMany)
	}
	rewind()
	if n, err := savedsearch.Collect(app, savedsearch.KindOpportunities, now); err != nil || n != 0 {
		t.Fatalf("the same window again = %d new, %v; want none", n, err)
	}
}

func dt(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
