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
// transactions of a few rows and of many: the same matches and every
// watermark moved either way.
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
	run := func(rows int) (matches []string, unmoved int) {
		defer savedsearch.SetTxRows(rows)()
		for _, q := range []string{`DELETE FROM saved_search_matches`, `UPDATE saved_searches SET checked_until = '` + old + `'`} {
			if _, err := app.DB().NewQuery(q).Execute(); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := savedsearch.Collect(app, savedsearch.KindOpportunities, now); err != nil {
			t.Fatal(err)
		}
		_ = app.DB().NewQuery(`SELECT search || ' ' || item FROM saved_search_matches ORDER BY 1`).Column(&matches)
		_ = app.DB().NewQuery(`SELECT COUNT(*) FROM saved_searches WHERE checked_until = '` + old + `'`).Row(&unmoved)
		return matches, unmoved
	}
	few, unmovedFew := run(7)
	many, unmovedMany := run(1 << 20)
	if len(many) < 100 || !slices.Equal(few, many) || unmovedFew != 0 || unmovedMany != 0 {
		t.Fatalf("bounded: %d matches, %d watermarks unmoved; one transaction: %d matches, %d unmoved", len(few), unmovedFew, len(many), unmovedMany)
	}
}

func dt(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }
