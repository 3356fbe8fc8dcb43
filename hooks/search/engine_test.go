package search

import (
	"slices"
	"strconv"
	"testing"

	"voluntech/hooks/dirindex"
)

// testVolunteers is the volunteers' index without its words (no test
// here changes an entry through the database).
var testVolunteers = &Config{Kind: dirindex.Volunteers}

// testStore holds n volunteers with rids 1..n: even ones available, the
// category "c<i%3>", the skill "S<i%2>" (odd ones also "Go").
func testStore(n int) *Index {
	s := New(testVolunteers, &dirindex.Index{})
	for i := 1; i <= n; i++ {
		skills := []string{"S" + strconv.Itoa(i%2)}
		if i%2 == 1 {
			skills = append(skills, "Go")
		}
		s.put(row(int64(i), i%2 == 0, "c"+strconv.Itoa(i%3), skills))
	}
	s.loaded = true
	return s
}

func row(rid int64, available bool, category string, skills []string) storeRow {
	r := storeRow{rid: rid, user: "user" + strconv.Itoa(int(rid)), single: [2]string{category, "gb"},
		facets: dirindex.Volunteers.EncodeFacets(map[string][]string{"skills": skills})}
	if available {
		r.rank = 1
	}
	return r
}

func TestStorePagesInOrder(t *testing.T) {
	s := testStore(10)
	all := &Query{Filters: map[string][]string{}}
	q := s.newQuery(all, nil)
	for _, c := range []struct {
		order         string
		offset, limit int
		want          []int64
	}{
		{"newest", 0, 3, []int64{10, 9, 8}},
		{"newest", 8, 5, []int64{2, 1}},
		{"oldest", 0, 3, []int64{1, 2, 3}},
		{"rank", 0, 7, []int64{10, 8, 6, 4, 2, 9, 7}},
		{"rank", 4, 2, []int64{2, 9}},
		{"newest", 20, 5, []int64{}},
	} {
		if got := q.page(c.order, nil, c.offset, c.limit); !slices.Equal(got, c.want) {
			t.Errorf("%s %d+%d = %v, want %v", c.order, c.offset, c.limit, got, c.want)
		}
	}
	// Relevance keeps the search's order.
	if got := q.page("ranked", []int64{7, 3, 99, 5}, 0, 10); !slices.Equal(got, []int64{7, 3, 5}) {
		t.Errorf("ranked = %v", got)
	}
}

func TestStoreCountsOnePass(t *testing.T) {
	s := testStore(12)
	p := &Query{Filters: map[string][]string{"category": {"c1"}, "skills": {"go"}}}
	q := s.newQuery(p, s.bitset([]int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10})) // "found": 1..10
	total, counts := q.count()
	// c1 among 1..10: 1, 4, 7, 10; with Go (odd): 1, 7.
	if total != 2 {
		t.Errorf("total = %d, want 2", total)
	}
	cat := func(name string) int64 { return counts[0][s.dicts[0].code(name, false)] }
	// The category facet ignores its own filter: Go among 1..10 is 1,3,5,7,9.
	if cat("c0") != 2 || cat("c1") != 2 || cat("c2") != 1 {
		t.Errorf("category counts c0=%d c1=%d c2=%d", cat("c0"), cat("c1"), cat("c2"))
	}
	skill := func(name string) int64 { return counts[2][s.dicts[2].code(name, false)] }
	// The skill facet ignores the skill filter: c1 among 1..10 is 1,4,7,10.
	if skill("Go") != 2 || skill("s1") != 2 || skill("S0") != 2 {
		t.Errorf("skill counts Go=%d S1=%d S0=%d", skill("Go"), skill("S1"), skill("S0"))
	}
}

func TestStoreUpdatesInPlaceAndCompacts(t *testing.T) {
	s := testStore(3)
	for i := range 2000 {
		s.put(row(2, i%2 == 0, "c9", []string{"X", "Y", "Z"}))
		s.compact()
	}
	if len(s.docs) != 3 || s.docs[1].rid != 2 || s.dicts[0].labels[s.docs[1].single[0]-1] != "c9" {
		t.Fatalf("docs after updates: %+v", s.docs)
	}
	if len(s.arena) > 2000 {
		t.Errorf("arena = %d entries after compaction, want a few", len(s.arena))
	}
	s.remove(2)
	s.put(row(5, true, "c1", nil))
	s.put(row(4, true, "c1", nil))
	var rids []int64
	for _, f := range s.docs {
		rids = append(rids, f.rid)
	}
	if !slices.Equal(rids, []int64{1, 3, 4, 5}) || s.ranks[1] != 2 {
		t.Errorf("rids %v ranks %v", rids, s.ranks)
	}
	p := &Query{Filters: map[string][]string{"skills": {"go"}}}
	if got := s.newQuery(p, nil).page("newest", nil, 0, 10); !slices.Equal(got, []int64{3, 1}) {
		t.Errorf("Go = %v, want [3 1]", got)
	}
}
