package search

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"voluntech/hooks/dirindex"
)

// TestRangesAndAllFilterAsEntryByEntry checks the filters the opportunity
// search uses (Query.Ranges over Numbers, Query.All over a several-value
// facet, with one-value filters, with and without found words) against a
// plain test of each entry, while entries are edited, added and removed:
// the same total and the same page, newest first, without facets.
func TestRangesAndAllFilterAsEntryByEntry(t *testing.T) {
	rnd := rand.New(rand.NewPCG(32, 1))
	k := &Config{Kind: dirindex.Volunteers, Numbers: []Number{{Name: "hours"}, {Name: "expires"}}}
	s := New(k, &dirindex.Index{})
	skills := []string{"Go", "SQL", "Rust", "Figma"}
	type entry struct {
		cat    string
		skills []string
		nums   []int64
	}
	live := map[int64]entry{}
	put := func(rid int64) {
		e := entry{cat: "c" + strconv.Itoa(rnd.IntN(3)), nums: []int64{int64(1 + rnd.IntN(8)), int64(rnd.IntN(100))}}
		for _, sk := range skills {
			if rnd.IntN(2) == 0 {
				e.skills = append(e.skills, sk)
			}
		}
		live[rid] = e
		s.put(storeRow{rid: rid, single: [2]string{e.cat, "gb"}, nums: e.nums,
			facets: dirindex.Volunteers.EncodeFacets(map[string][]string{"skills": e.skills})})
	}
	for rid := int64(1); rid <= 300; rid++ {
		put(rid)
	}
	s.loaded = true
	next := int64(301)
	found := 0
	for round := range 300 {
		switch rnd.IntN(3) {
		case 0:
			put(s.docs[rnd.IntN(len(s.docs))].rid) // edited in place
		case 1:
			rid := s.docs[rnd.IntN(len(s.docs))].rid
			s.remove(rid)
			delete(live, rid)
		default:
			put(next)
			next++
		}
		p := &Query{Filters: map[string][]string{}, NoFacets: true, Limit: 1000}
		if rnd.IntN(2) == 0 {
			p.Filters["category"] = []string{"c" + strconv.Itoa(rnd.IntN(4))}
		}
		var want []string
		for _, sk := range skills {
			if rnd.IntN(4) == 0 {
				want = append(want, sk)
			}
		}
		if rnd.IntN(8) == 0 {
			want = append(want, "Cobol") // no entry holds it
		}
		if len(want) > 0 {
			p.All = map[string][]string{"skills": want}
		}
		maxHours, minExpires := int64(1+rnd.IntN(8)), int64(rnd.IntN(100))
		if rnd.IntN(3) > 0 {
			p.Ranges = append(p.Ranges, AtMost("hours", maxHours))
		}
		if rnd.IntN(3) > 0 {
			p.Ranges = append(p.Ranges, AtLeast("expires", minExpires))
		}
		var words []uint64
		if rnd.IntN(2) == 0 {
			words = benchSearch(len(s.docs), 1+rnd.IntN(3))
		}
		// Entry by entry, newest first.
		var wantRids []int64
		for i := len(s.docs) - 1; i >= 0; i-- {
			rid := s.docs[i].rid
			e := live[rid]
			ok := words == nil || words[i>>6]&(1<<(uint(i)&63)) != 0
			if c := p.Filters["category"]; c != nil && e.cat != c[0] {
				ok = false
			}
			for _, sk := range want {
				if !slices.Contains(e.skills, sk) {
					ok = false
				}
			}
			for _, r := range p.Ranges {
				v := e.nums[k.number(r.Number)]
				if v < r.Min || v > r.Max {
					ok = false
				}
			}
			if ok {
				wantRids = append(wantRids, rid)
			}
		}
		q := s.newQuery(p, words)
		if len(p.Ranges) > 0 || len(p.All) > 0 {
			q.search = s.restrict(p, q.search)
		}
		total := q.countOnly()
		got := q.page("newest", nil, 0, p.Limit)
		if total != int64(len(wantRids)) || !slices.Equal(got, wantRids) {
			t.Fatalf("round %d %+v: got %d %v, want %d %v", round, p, total, got, len(wantRids), wantRids)
		}
		if total > 0 {
			found++
		}
	}
	if found < 50 {
		t.Errorf("only %d of 300 queries found anything: the comparison proves little", found)
	}
}
