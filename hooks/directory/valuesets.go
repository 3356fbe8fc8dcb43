package directory

import "math/bits"

// Value sets of the one-value facets (docs/scaling.md, "Directory search
// without its cache"). A keyword + category + country request used to
// visit every entry the keyword found (hundreds of thousands for a broad
// word start) to learn which filters it passes and which options it
// counts in: 85% of the engine's time, profiled on 1,000,000 volunteers.
// With a bitset of positions per value, the same counts are word-wide
// ANDs and popcounts: the matches of the other filters against each value
// of a filtered facet, at 64 entries an instruction, and only the entries
// passing every filter are visited (for the facets of several values).
//
// The sets follow positions in store.docs. A change made in place (the
// common one: an entry edited) moves its bits; any other (an entry added
// or removed, which moves the later positions) drops the sets, and the
// next request builds them again in one pass (a few milliseconds at a
// million).
type valueSets struct {
	n    int          // entries covered (len(store.docs) when built)
	sets [][][]uint64 // per one-value facet, per code: the positions holding it
}

// buildValueSets files every entry under its one-value facets' codes; the
// caller holds mu (read or write).
func (s *store) buildValueSets() *valueSets {
	words := (len(s.docs) + 63) / 64
	vs := &valueSets{n: len(s.docs), sets: make([][][]uint64, s.nsing)}
	for j := range s.nsing {
		vs.sets[j] = make([][]uint64, len(s.dicts[j].labels)+1)
	}
	for i := range s.docs {
		for j := range s.nsing {
			c := s.docs[i].single[j]
			if c == 0 {
				continue
			}
			set := vs.sets[j][c]
			if set == nil {
				set = make([]uint64, words)
				vs.sets[j][c] = set
			}
			set[i>>6] |= 1 << (uint(i) & 63)
		}
	}
	return vs
}

// moved records that the entry at i changed its codes from old to f's;
// the caller holds the write lock.
func (vs *valueSets) moved(i int, old, f *fact) {
	for j := range vs.sets {
		if old.single[j] == f.single[j] {
			continue
		}
		if c := old.single[j]; c != 0 {
			vs.sets[j][c][i>>6] &^= 1 << (uint(i) & 63)
		}
		c := f.single[j]
		if c == 0 {
			continue
		}
		for int(c) >= len(vs.sets[j]) {
			vs.sets[j] = append(vs.sets[j], nil)
		}
		if vs.sets[j][c] == nil {
			vs.sets[j][c] = make([]uint64, (vs.n+63)/64)
		}
		vs.sets[j][c][i>>6] |= 1 << (uint(i) & 63)
	}
}

// valueSetsFor returns the value sets, building them when the last change
// dropped them; the caller holds mu for reading.
func (s *store) valueSetsFor() *valueSets {
	if vs := s.vsets.Load(); vs != nil {
		return vs
	}
	s.vsetsBuild.Lock()
	defer s.vsetsBuild.Unlock()
	if vs := s.vsets.Load(); vs != nil {
		return vs // another request built them meanwhile
	}
	vs := s.buildValueSets()
	s.vsets.Store(vs)
	return vs
}

// onlySingle reports whether every filter of q is on a one-value facet:
// the value sets then answer count.
func (q *query) onlySingle() bool {
	for j := range q.filters {
		if q.filters[j].facet >= q.s.nsing {
			return false
		}
	}
	return true
}

// countBySets is count for a query whose filters are all on one-value
// facets, from the value sets: the same totals and counts, the same hits.
func (q *query) countBySets(vs *valueSets) (total int64, counts [][]int64) {
	s := q.s
	words := (len(s.docs) + 63) / 64
	counts = make([][]int64, len(s.facets))
	for i, d := range s.dicts {
		counts[i] = make([]int64, len(d.labels)+1)
	}
	// base: what the search found (or everything).
	base := q.search
	if base == nil {
		base = make([]uint64, words)
		for w := range base {
			base[w] = ^uint64(0)
		}
		if r := len(s.docs) & 63; r != 0 {
			base[words-1] = 1<<uint(r) - 1
		}
	}
	// pass[j]: the entries having one of filter j's values.
	pass := make([][]uint64, len(q.filters))
	for j := range q.filters {
		fl := &q.filters[j]
		union := make([]uint64, words)
		for _, c := range fl.codes {
			if int(c) < len(vs.sets[fl.facet]) {
				if set := vs.sets[fl.facet][c]; set != nil {
					for w := range union {
						union[w] |= set[w]
					}
				}
			}
		}
		pass[j] = union
	}
	// others(j) are the found entries passing every filter but j: those
	// count in facet j's options.
	others := func(skip int) []uint64 {
		out := make([]uint64, words)
		copy(out, base)
		for j := range pass {
			if j == skip {
				continue
			}
			for w := range out {
				out[w] &= pass[j][w]
			}
		}
		return out
	}
	countValues := func(facet int, set []uint64) {
		for c, vset := range vs.sets[facet] {
			if vset == nil {
				continue
			}
			n := 0
			for w, x := range set {
				if x != 0 {
					n += bits.OnesCount64(x & vset[w])
				}
			}
			counts[facet][c] = int64(n)
		}
	}
	q.hits = others(-1)
	filtered := make([]bool, s.nsing)
	for j := range q.filters {
		countValues(q.filters[j].facet, others(j))
		filtered[q.filters[j].facet] = true
	}
	for facet := range s.nsing {
		if !filtered[facet] {
			countValues(facet, q.hits)
		}
	}
	for w, word := range q.hits {
		total += int64(bits.OnesCount64(word))
		for ; word != 0; word &= word - 1 {
			f := &s.docs[w<<6|bits.TrailingZeros64(word)]
			for m := range len(s.facets) - s.nsing {
				for _, c := range s.arena[f.off[m] : f.off[m]+uint32(f.n[m])] {
					counts[s.nsing+m][c]++
				}
			}
		}
	}
	for _, c := range counts {
		c[0] = 0 // "none" is not an option
	}
	return total, counts
}
