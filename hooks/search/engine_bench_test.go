package search

import (
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"voluntech/hooks/dirindex"
)

// benchStore is n volunteers shaped like the seeded ones: 16 categories
// and 40 countries (the first ones far more often), 3 to 7 of 150 skills,
// 1 to 3 of 80 tags, 1 to 3 of 8 languages.
func benchStore(n int) *Index {
	rnd := rand.New(rand.NewPCG(1, 2))
	skewed := func(k int) int { return min(rnd.IntN(k), rnd.IntN(k)) }
	some := func(prefix string, k, lo, hi int) []string {
		var out []string
		for range lo + rnd.IntN(hi-lo+1) {
			out = append(out, prefix+strconv.Itoa(skewed(k)))
		}
		return out
	}
	s := New(testVolunteers, &dirindex.Index{})
	s.docs = make([]fact, 0, n)
	for i := range n {
		r := storeRow{rid: int64(i + 1), user: "u" + strconv.Itoa(i), rank: int32(rnd.IntN(2)),
			single: [2]string{"cat" + strconv.Itoa(skewed(16)), "c" + strconv.Itoa(skewed(40))},
			facets: dirindex.Volunteers.EncodeFacets(map[string][]string{
				"skills": some("skill", 150, 3, 7), "tags": some("tag", 80, 1, 3), "language": some("lang", 8, 1, 3)})}
		s.docs, s.keys = append(s.docs, s.fact(r)), append(s.keys, r.user)
		s.ranks[r.rank]++
	}
	s.loaded = true
	return s
}

// benchSearch marks every k-th entry, as a search that found 1/k of them.
func benchSearch(n, k int) []uint64 {
	set := make([]uint64, (n+63)/64)
	for i := 0; i < n; i += k {
		set[i>>6] |= 1 << (uint(i) & 63)
	}
	return set
}

// BenchmarkCount is the work of a list request that no cache helps, at
// 1,000,000 volunteers: the counts of every facet, then the first page.
func BenchmarkCount(b *testing.B) {
	const n = 1_000_000
	s := benchStore(n)
	two := map[string][]string{"category": {"cat3"}, "country": {"c5"}}
	for _, c := range []struct {
		name    string
		filters map[string][]string
		search  []uint64
	}{
		{"everything", map[string][]string{}, nil},
		{"category+country", two, nil},
		{"broad word (1/3)+category+country", two, benchSearch(n, 3)},
		{"narrow word (1/50)+category+country", two, benchSearch(n, 50)},
		{"skills+language", map[string][]string{"skills": {"skill4"}, "language": {"lang1"}}, nil},
	} {
		b.Run(c.name, func(b *testing.B) {
			p := &Query{Filters: c.filters}
			for b.Loop() {
				q := s.newQuery(p, c.search)
				q.count()
				q.page("rank", nil, 0, 10)
			}
		})
	}
}

// benchPostings files n entries under 30 of 5,000 words each (the first
// words far more often), as the postings of a store of n entries.
func benchPostings(n int) *postings {
	rnd := rand.New(rand.NewPCG(3, 4))
	p := &postings{posSlot: make([]uint32, n), slotPos: make([]int32, n)}
	for i := range n {
		p.posSlot[i], p.slotPos[i] = uint32(i), int32(i)
	}
	terms := make([]string, 5000)
	for i := range terms {
		terms[i] = "w" + strconv.Itoa(i)
	}
	p.terms = slices.Sorted(slices.Values(terms))
	p.lists = make([][]uint32, len(p.terms))
	for i := range n {
		seen := map[int]bool{}
		for range 30 {
			t := min(rnd.IntN(len(terms)), rnd.IntN(len(terms)), rnd.IntN(len(terms)))
			if !seen[t] {
				seen[t] = true
				p.lists[t] = append(p.lists[t], uint32(i))
			}
		}
	}
	return p
}

// BenchmarkPostingsMatch is the search of a list request at 1,000,000
// entries from the postings: a broad start (w1: about 1,100 words, most
// entries), a narrower one, two words.
func BenchmarkPostingsMatch(b *testing.B) {
	const n = 1_000_000
	p := benchPostings(n)
	for _, terms := range [][]string{{"w1"}, {"w12"}, {"w123"}, {"w1", "w2"}} {
		b.Run(strings.Join(terms, "+"), func(b *testing.B) {
			for b.Loop() {
				p.match(terms, n)
			}
		})
	}
}
