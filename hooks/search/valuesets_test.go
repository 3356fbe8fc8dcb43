package search

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"
)

// TestValueSetsCountAsVisits checks that counting from the value sets
// gives what visiting every found entry gives (totals, every facet's
// counts, the hits the page walks), for random searches and one-value
// filters, while entries are edited in place (the sets follow), added and
// removed (the sets are built again).
func TestValueSetsCountAsVisits(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 8))
	defer func(cost int) { visitCost = cost }(visitCost)
	s := benchStore(3000)
	cats, countries := []string{"cat0", "cat1", "cat5", "cat15", "nope"}, []string{"c0", "c3", "c39", "zz"}
	some := func(list []string) []string {
		var out []string
		for _, v := range list {
			if rnd.IntN(3) == 0 {
				out = append(out, v)
			}
		}
		return out
	}
	for round := range 300 {
		switch rnd.IntN(4) {
		case 0: // edited in place
			i := rnd.IntN(len(s.docs))
			s.put(storeRow{rid: s.docs[i].rid, single: [2]string{cats[rnd.IntN(len(cats))], "new" + strconv.Itoa(rnd.IntN(3))}})
		case 1: // removed
			s.remove(s.docs[rnd.IntN(len(s.docs))].rid)
		case 2: // added after the others
			s.put(storeRow{rid: s.docs[len(s.docs)-1].rid + 1, single: [2]string{"cat2", "c1"}})
		}
		p := &Query{Filters: map[string][]string{}}
		if v := some(cats); len(v) > 0 {
			p.Filters["category"] = v
		}
		if v := some(append(countries, "new1")); len(v) > 0 {
			p.Filters["country"] = v
		}
		var search []uint64
		if rnd.IntN(3) > 0 {
			search = benchSearch(len(s.docs), 1+rnd.IntN(7))
		}
		sets := s.newQuery(p, search)
		if !sets.onlySingle() {
			t.Fatal("one-value filters taken for others")
		}
		visits := s.newQuery(p, search)
		wantTotal, wantCounts := visits.countByVisits()
		// Both ways of counting a facet's values: visiting, popcounts.
		for _, cost := range []int{0, 1 << 30} {
			visitCost = cost
			total, counts := sets.count()
			if total != wantTotal || !slices.EqualFunc(counts, wantCounts, slices.Equal) || !slices.Equal(sets.hits, visits.hits) {
				t.Fatalf("round %d, visit cost %d, filters %v: total %d, want %d; counts %v, want %v",
					round, cost, p.Filters, total, wantTotal, counts, wantCounts)
			}
		}
		// Without the columns, the entries are visited in store.docs.
		vs := s.vsets.Load()
		columns := vs.column
		vs.column = make([][]uint16, len(columns))
		visitCost = 0
		if total, counts := sets.count(); total != wantTotal || !slices.EqualFunc(counts, wantCounts, slices.Equal) {
			t.Fatalf("round %d, no columns, filters %v: total %d, want %d; counts %v, want %v", round, p.Filters, total, wantTotal, counts, wantCounts)
		}
		vs.column = columns
		for _, order := range []string{"newest", "oldest", "rank"} {
			if got, want := sets.page(order, nil, 3, 10), visits.page(order, nil, 3, 10); !slices.Equal(got, want) {
				t.Fatalf("round %d %s: page %v, want %v", round, order, got, want)
			}
		}
	}
}
