package savedsearch_test

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"testing"
	"time"

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
