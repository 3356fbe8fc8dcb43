package search

import (
	"math/bits"
	"slices"
)

// query is a list request resolved against a store (whose read lock the
// caller holds): the search's entries as a bitset over store positions
// (nil: no search) and each filter as the codes of its values.
type query struct {
	s       *Index
	search  []uint64
	filters []filter
	// hits marks the entries that are found and pass every filter, once
	// count has run: the page then walks only them.
	hits []uint64
}

type filter struct {
	facet int      // position in s.facets
	codes []uint32 // the values' codes; none known matches nothing
	// allow[c] is set for the codes: one load per value checked.
	allow []bool
}

// newQuery resolves the filters of p; search may be nil.
func (s *Index) newQuery(p *Query, search []uint64) *query {
	q := &query{s: s, search: search}
	for i, f := range s.facets {
		values := p.Filters[f]
		if len(values) == 0 {
			continue
		}
		fl := filter{facet: i, allow: make([]bool, len(s.dicts[i].labels)+1)}
		for _, v := range values {
			if c := s.dicts[i].code(v, false); c != 0 {
				fl.codes = append(fl.codes, c)
				fl.allow[c] = true
			}
		}
		q.filters = append(q.filters, fl)
	}
	return q
}

// passes reports whether the entry has one of the filter's values.
func (q *query) passes(f *fact, fl *filter) bool {
	if fl.facet < q.s.nsing {
		return fl.allow[f.single[fl.facet]]
	}
	m := fl.facet - q.s.nsing
	for _, c := range q.s.arena[f.off[m] : f.off[m]+uint32(f.n[m])] {
		if fl.allow[c] {
			return true
		}
	}
	return false
}

func (q *query) found(i int) bool {
	return q.search == nil || q.search[i>>6]&(1<<(uint(i)&63)) != 0
}

// matches reports whether the entry at i is found and passes every filter.
func (q *query) matches(i int) bool {
	if !q.found(i) {
		return false
	}
	for j := range q.filters {
		if !q.passes(&q.s.docs[i], &q.filters[j]) {
			return false
		}
	}
	return true
}

// count returns the number of matches and, per facet, the matches each
// value would give with the other filters applied: an entry that fails no
// filter counts everywhere, one that fails a single filter counts only in
// that filter's facet. Filters on one-value facets only are counted from
// the value sets (valuesets.go), others in one pass over the found
// entries.
func (q *query) count() (total int64, counts [][]int64) {
	if q.onlySingle() {
		return q.countBySets(q.s.valueSetsFor())
	}
	return q.countByVisits()
}

// countByVisits is count by visiting every found entry.
func (q *query) countByVisits() (total int64, counts [][]int64) {
	q.hits = newBits((len(q.s.docs) + 63) / 64)
	counts = make([][]int64, len(q.s.facets))
	for i, d := range q.s.dicts {
		counts[i] = make([]int64, len(d.labels)+1)
	}
	add := func(f *fact, facet int) {
		if facet < q.s.nsing {
			counts[facet][f.single[facet]]++
			return
		}
		m := facet - q.s.nsing
		for _, c := range q.s.arena[f.off[m] : f.off[m]+uint32(f.n[m])] {
			counts[facet][c]++
		}
	}
	visit := func(i int) {
		f := &q.s.docs[i]
		failed := -1
		for j := range q.filters {
			if !q.passes(f, &q.filters[j]) {
				if failed >= 0 {
					return
				}
				failed = q.filters[j].facet
			}
		}
		if failed >= 0 {
			add(f, failed)
			return
		}
		q.hits[i>>6] |= 1 << (uint(i) & 63)
		total++
		for facet := range counts {
			add(f, facet)
		}
	}
	if q.search == nil {
		for i := range q.s.docs {
			visit(i)
		}
	} else {
		for w, word := range q.search {
			for word != 0 {
				visit(w<<6 | bits.TrailingZeros64(word))
				word &= word - 1
			}
		}
	}
	for _, c := range counts {
		c[0] = 0 // "none" is not an option
	}
	return total, counts
}

// page returns the rids of the matches offset..offset+limit-1 in the
// order: "newest", "oldest", "rank" (rank first, then newest), or the
// order of ranked (rids, best first: relevance).
func (q *query) page(order string, ranked []int64, offset, limit int) []int64 {
	out := make([]int64, 0, limit)
	seen := 0
	take := func(i int) bool { // false: the page is full
		if !q.matches(i) {
			return true
		}
		seen++
		if seen > offset {
			out = append(out, q.s.docs[i].rid)
		}
		return len(out) < limit
	}
	if q.hits != nil {
		return q.pageOfHits(order, ranked, offset, limit)
	}
	docs := q.s.docs
	switch order {
	case "oldest":
		for i := 0; i < len(docs) && take(i); i++ {
		}
	case "rank":
		ranks := q.s.rankValues()
		for k := len(ranks) - 1; k >= 0 && len(out) < limit; k-- {
			for i := len(docs) - 1; i >= 0; i-- {
				if docs[i].rank == ranks[k] && !take(i) {
					break
				}
			}
		}
	case "ranked":
		for _, rid := range ranked {
			if i, ok := q.s.find(rid); ok && !take(i) {
				break
			}
		}
	default:
		for i := len(docs) - 1; i >= 0 && take(i); i-- {
		}
	}
	return out
}

// pageOfHits is page when count has marked the matches: it visits them
// only, not every entry.
func (q *query) pageOfHits(order string, ranked []int64, offset, limit int) []int64 {
	out := make([]int64, 0, limit)
	seen := 0
	take := func(i int) bool { // false: the page is full
		seen++
		if seen > offset {
			out = append(out, q.s.docs[i].rid)
		}
		return len(out) < limit
	}
	hit := func(i int) bool { return q.hits[i>>6]&(1<<(uint(i)&63)) != 0 }
	// newest walks the hits from the last, calling visit until it says
	// stop.
	newest := func(visit func(i int) bool) {
		for w := len(q.hits) - 1; w >= 0; w-- {
			for word := q.hits[w]; word != 0; {
				b := 63 - bits.LeadingZeros64(word)
				if !visit(w<<6 | b) {
					return
				}
				word &^= 1 << uint(b)
			}
		}
	}
	switch order {
	case "oldest":
	oldest:
		for w, word := range q.hits {
			for ; word != 0; word &= word - 1 {
				if !take(w<<6 | bits.TrailingZeros64(word)) {
					break oldest
				}
			}
		}
	case "rank":
		ranks := q.s.rankValues()
		for k := len(ranks) - 1; k >= 0 && len(out) < limit; k-- {
			newest(func(i int) bool { return q.s.docs[i].rank != ranks[k] || take(i) })
		}
	case "ranked":
		for _, rid := range ranked {
			if i, ok := q.s.find(rid); ok && hit(i) && !take(i) {
				break
			}
		}
	default:
		newest(take)
	}
	return out
}

// bitset marks the positions of rids (sorted ascending) in the store.
func (s *Index) bitset(rids []int64) []uint64 {
	set := make([]uint64, (len(s.docs)+63)/64)
	i := 0
	for _, rid := range rids {
		for i < len(s.docs) && s.docs[i].rid < rid {
			i++
		}
		if i == len(s.docs) {
			break
		}
		if s.docs[i].rid == rid {
			set[i>>6] |= 1 << (uint(i) & 63)
		}
	}
	return set
}

// rankValues are the rank values some entry holds, lowest first.
func (s *Index) rankValues() []int32 {
	ranks := make([]int32, 0, len(s.ranks))
	for r, n := range s.ranks {
		if n > 0 {
			ranks = append(ranks, r)
		}
	}
	slices.Sort(ranks)
	return ranks
}

// restrict is base (nil: every entry) without the entries outside p's
// Ranges or lacking a value of p.All: a bitset from newBits.
func (s *Index) restrict(p *Query, base []uint64) []uint64 {
	out := newBits((len(s.docs) + 63) / 64)
	type bound struct {
		col      []int64
		min, max int64
	}
	var bounds []bound
	for _, r := range p.Ranges {
		j := s.k.number(r.Number)
		if j < 0 {
			return out // no such number: nothing is in range
		}
		bounds = append(bounds, bound{s.nums[j], r.Min, r.Max})
	}
	type need struct {
		facet int
		code  uint32
	}
	var needs []need
	for f, values := range p.All {
		i := slices.Index(s.facets, f)
		if i < 0 {
			return out
		}
		for _, v := range values {
			c := s.dicts[i].code(v, false)
			if c == 0 {
				return out // a value no entry holds
			}
			needs = append(needs, need{i, c})
		}
	}
	holds := func(f *fact, n need) bool {
		if n.facet < s.nsing {
			return f.single[n.facet] == n.code
		}
		m := n.facet - s.nsing
		return slices.Contains(s.arena[f.off[m]:f.off[m]+uint32(f.n[m])], n.code)
	}
	keep := func(i int) {
		for _, b := range bounds {
			if v := b.col[i]; v < b.min || v > b.max {
				return
			}
		}
		for _, n := range needs {
			if !holds(&s.docs[i], n) {
				return
			}
		}
		out[i>>6] |= 1 << (uint(i) & 63)
	}
	if base == nil {
		for i := range s.docs {
			keep(i)
		}
		return out
	}
	for w, word := range base {
		for ; word != 0; word &= word - 1 {
			keep(w<<6 | bits.TrailingZeros64(word))
		}
	}
	return out
}

// countOnly is count without the facets: the matches, marked in hits.
func (q *query) countOnly() (total int64) {
	q.hits = newBits((len(q.s.docs) + 63) / 64)
	visit := func(i int) {
		for j := range q.filters {
			if !q.passes(&q.s.docs[i], &q.filters[j]) {
				return
			}
		}
		q.hits[i>>6] |= 1 << (uint(i) & 63)
		total++
	}
	if q.search == nil {
		for i := range q.s.docs {
			visit(i)
		}
		return total
	}
	for w, word := range q.search {
		for ; word != 0; word &= word - 1 {
			visit(w<<6 | bits.TrailingZeros64(word))
		}
	}
	return total
}
