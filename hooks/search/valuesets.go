package search

import (
	"math/bits"
	"sync"
)

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
	// column, per one-value facet, is each position's code, two bytes
	// each (nil when a code does not fit): visiting entries there reads a
	// twentieth of the memory store.docs would, which is what visiting
	// costs (profiled: the loads of store.docs were 85% of it).
	column [][]uint16
}

// buildValueSets files every entry under its one-value facets' codes; the
// caller holds mu (read or write).
func (s *Index) buildValueSets() *valueSets {
	words := (len(s.docs) + 63) / 64
	vs := &valueSets{n: len(s.docs), sets: make([][][]uint64, s.nsing), column: make([][]uint16, s.nsing)}
	for j := range s.nsing {
		vs.sets[j] = make([][]uint64, len(s.dicts[j].labels)+1)
		if len(s.dicts[j].labels) < 1<<16 {
			vs.column[j] = make([]uint16, len(s.docs))
		}
	}
	for i := range s.docs {
		for j := range s.nsing {
			c := s.docs[i].single[j]
			if c == 0 {
				continue
			}
			if vs.column[j] != nil {
				vs.column[j][i] = uint16(c)
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
		if vs.column[j] != nil {
			if f.single[j] < 1<<16 {
				vs.column[j][i] = uint16(f.single[j])
			} else {
				vs.column[j] = nil
			}
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
func (s *Index) valueSetsFor() *valueSets {
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
	scratch := getScratch()
	defer putScratch(scratch)
	// base: what the search found, or everything.
	base := q.search
	if base == nil {
		base = scratch.get(words)
		for w := range base {
			base[w] = ^uint64(0)
		}
		if r := len(s.docs) & 63; r != 0 {
			base[words-1] = 1<<uint(r) - 1
		}
	}
	// pass[j]: the entries having one of filter j's values (nil: none).
	pass := make([][]uint64, len(q.filters))
	for j := range q.filters {
		fl := &q.filters[j]
		owned := false
		for _, c := range fl.codes {
			if int(c) >= len(vs.sets[fl.facet]) || vs.sets[fl.facet][c] == nil {
				continue
			}
			set := vs.sets[fl.facet][c]
			if pass[j] == nil {
				pass[j] = set // one value: its own set, only read
				continue
			}
			if !owned {
				union := scratch.get(words)
				copy(union, pass[j])
				pass[j], owned = union, true
			}
			for w, x := range set {
				pass[j][w] |= x
			}
		}
	}
	// and(dst, skip) is base with every filter but skip.
	and := func(dst []uint64, skip int) []uint64 {
		copy(dst, base)
		for j := range pass {
			if j == skip {
				continue
			}
			if pass[j] == nil {
				clear(dst)
				return dst
			}
			for w, x := range pass[j] {
				dst[w] &= x
			}
		}
		return dst
	}
	q.hits = and(newBits(words), -1)
	filtered := make([]bool, s.nsing)
	for j := range q.filters {
		facet := q.filters[j].facet
		filtered[facet] = true
		others := base
		if len(q.filters) > 1 {
			others = and(scratch.get(words), j)
		}
		vs.count(s, facet, others, counts[facet])
	}
	for facet := range s.nsing {
		if !filtered[facet] {
			vs.count(s, facet, q.hits, counts[facet])
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

// count adds to counts (by code) the entries of set in each value of the
// one-value facet: by visiting them when they are few, else by a popcount
// of set with each value's set (a word of 64 entries at a time).
func (vs *valueSets) count(s *Index, facet int, set []uint64, counts []int64) {
	n := 0
	for _, x := range set {
		n += bits.OnesCount64(x)
	}
	values := 0
	for _, v := range vs.sets[facet] {
		if v != nil {
			values++
		}
	}
	// Visiting an entry costs about as much as a few words of popcount.
	if n*visitCost < values*len(set) {
		if column := vs.column[facet]; column != nil {
			for w, word := range set {
				for ; word != 0; word &= word - 1 {
					counts[column[w<<6|bits.TrailingZeros64(word)]]++
				}
			}
			return
		}
		for w, word := range set {
			for ; word != 0; word &= word - 1 {
				counts[s.docs[w<<6|bits.TrailingZeros64(word)].single[facet]]++
			}
		}
		return
	}
	for c, vset := range vs.sets[facet] {
		if vset == nil {
			continue
		}
		k := 0
		for w, x := range set {
			k += bits.OnesCount64(x & vset[w])
		}
		counts[c] = int64(k)
	}
}

// visitCost is what visiting one entry costs in words of popcount
// (measured with BenchmarkRealData).
var visitCost = 8

// scratch hands out bitsets for one count and takes them back after it:
// a request needs a few of 125 KB each at a million entries.
type scratch struct{ used, free [][]uint64 }

var scratchPool = sync.Pool{New: func() any { return &scratch{} }}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(sc *scratch) {
	sc.free, sc.used = append(sc.free, sc.used...), sc.used[:0]
	scratchPool.Put(sc)
}

// get returns a bitset of n words, its contents undefined.
func (sc *scratch) get(n int) []uint64 {
	for len(sc.free) > 0 {
		b := sc.free[len(sc.free)-1]
		sc.free = sc.free[:len(sc.free)-1]
		if cap(b) >= n {
			sc.used = append(sc.used, b)
			return b[:n]
		}
	}
	b := make([]uint64, n)
	sc.used = append(sc.used, b)
	return b
}
