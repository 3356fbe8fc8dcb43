package search

import (
	"slices"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/pocketbase/core"
)

// Overlap asks an index for the entries holding the most of some keys:
// the candidates of hooks/matching (the opportunities that ask for the
// most of a volunteer's skills, the volunteers who list the most of an
// opportunity's). A value of the Facets counts under its Key; an entry
// counts each (facet, key) it holds once, as the matching's key tables
// hold one row per (key, owner[, tag]).
//
// Top are the entries of the highest counts (at least 1), at most Limit,
// the newest first among equal counts. Newest are besides the newest
// entries holding none of the keys and passing Only (one of the values
// per facet), at most Newest. Both pass Filters (as Query's), Ranges and
// MinRank (ranks are never negative: 0 keeps every entry).
type Overlap struct {
	Facets []string
	// KeyName names Key: the keys of the facets' values are computed once
	// per value and kept under that name.
	KeyName string
	Key     func(value string) string
	Keys    []string
	Filters map[string][]string
	Ranges  []Range
	MinRank int32
	Limit   int
	Only    map[string][]string
	Newest  int
}

// Hit is an entry Overlap found: its rid, its key (the user id of a
// directory entry, the record id of an opportunity), its count, and its
// values (per facet, as labels: Values) and numbers (per Config.Numbers
// name: Number). A request reads a few hundred hits: their values are
// kept in slices by position (three allocations a hit), not in maps by
// name.
type Hit struct {
	Rid   int64
	Key   string
	Count int
	Rank  int32
	s     *Index
	vals  [][]string // per facet position (s.facets)
	nums  []int64    // per Config.Numbers position
}

// Values are the hit's values of the facet name (nil for none).
func (h *Hit) Values(name string) []string {
	if i := slices.Index(h.s.facets, name); i >= 0 {
		return h.vals[i]
	}
	return nil
}

// Number is the hit's number name (0 when the index has none of it).
func (h *Hit) Number(name string) int64 {
	if j := h.s.k.number(name); j >= 0 {
		return h.nums[j]
	}
	return 0
}

// codeLists are, per facet, the positions holding each code (ascending,
// each once): what Overlap counts from, without visiting every entry.
// Built on first use; an edit in place and an entry added last keep them
// up to date, any other change (which moves positions) drops them, as it
// drops the value sets.
type codeLists struct {
	n      int
	facets map[int][][]int32 // facet position → code → positions
}

// keyMap is the codes of one facet's values by their key under one
// KeyName; labels only grow, so it catches up from upto.
type keyMap struct {
	upto  int
	codes map[string][]uint32
}

// overlapState is Index's share for Overlap (reset with the index).
type overlapState struct {
	lists atomic.Pointer[codeLists]
	build sync.Mutex // building lists, and the key maps
	keys  map[string]*keyMap
}

var countsPool sync.Pool

// Overlap answers o (see Overlap).
func (s *Index) Overlap(app core.App, o *Overlap) (top, newest []Hit, err error) {
	if err := s.Ensure(app); err != nil {
		return nil, nil, err
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	n := len(s.docs)
	var facets []int
	for _, f := range o.Facets {
		if i := slices.Index(s.facets, f); i >= 0 {
			facets = append(facets, i)
		}
	}
	lists, groups := s.overlapCodes(facets, o)
	var counts []uint8
	if p, ok := countsPool.Get().(*[]uint8); ok && cap(*p) >= n {
		counts = (*p)[:n]
	} else {
		counts = make([]uint8, n)
	}
	defer func() {
		clear(counts)
		countsPool.Put(&counts)
	}()
	var seen []uint64
	for _, g := range groups {
		if len(g.codes) == 1 {
			for _, p := range lists[g.facet][g.codes[0]] {
				if counts[p] < 255 {
					counts[p]++
				}
			}
			continue
		}
		// Several values of the entry may share the key: it counts once.
		if seen == nil {
			seen = newBits((n + 63) / 64)
			defer freeBits(seen)
		} else {
			clear(seen)
		}
		for _, c := range g.codes {
			for _, p := range lists[g.facet][c] {
				if seen[p>>6]&(1<<(uint(p)&63)) == 0 {
					seen[p>>6] |= 1 << (uint(p) & 63)
					if counts[p] < 255 {
						counts[p]++
					}
				}
			}
		}
	}
	passes := s.overlapFilter(o)
	if o.Limit > 0 && len(groups) > 0 {
		top = s.topCounts(counts, o.Limit, passes)
	}
	if o.Newest > 0 {
		only := s.newQuery(&Query{Filters: o.Only}, nil)
		for p := n - 1; p >= 0 && len(newest) < o.Newest; p-- {
			if counts[p] == 0 && only.matches(p) && passes(p) {
				newest = append(newest, s.hit(p, 0))
			}
		}
	}
	return top, newest, nil
}

// group is the codes of one facet whose values share a key.
type group struct {
	facet int
	codes []uint32
}

// overlapCodes returns the code lists of facets (building what is
// missing) and the groups of codes of o.Keys; the caller holds mu for
// reading.
func (s *Index) overlapCodes(facets []int, o *Overlap) (map[int][][]int32, []group) {
	st := &s.overlap
	st.build.Lock()
	defer st.build.Unlock()
	cl := st.lists.Load()
	missing := cl == nil || cl.n != len(s.docs)
	for _, f := range facets {
		if !missing && cl.facets[f] == nil {
			missing = true
		}
	}
	if missing {
		next := &codeLists{n: len(s.docs), facets: map[int][][]int32{}}
		if cl != nil && cl.n == len(s.docs) {
			for f, l := range cl.facets {
				next.facets[f] = l
			}
		}
		for _, f := range facets {
			if next.facets[f] == nil {
				next.facets[f] = s.buildCodeLists(f)
			}
		}
		st.lists.Store(next)
		cl = next
	}
	if st.keys == nil {
		st.keys = map[string]*keyMap{}
	}
	var groups []group
	keys := slices.Compact(slices.Sorted(slices.Values(o.Keys)))
	for _, f := range facets {
		name := o.KeyName + "\x00" + s.facets[f]
		km := st.keys[name]
		if km == nil {
			km = &keyMap{codes: map[string][]uint32{}}
			st.keys[name] = km
		}
		labels := s.dicts[f].labels
		for ; km.upto < len(labels); km.upto++ {
			if k := o.Key(labels[km.upto]); k != "" {
				km.codes[k] = append(km.codes[k], uint32(km.upto+1))
			}
		}
		for _, k := range keys {
			if codes := km.codes[k]; len(codes) > 0 {
				groups = append(groups, group{facet: f, codes: codes})
			}
		}
	}
	return cl.facets, groups
}

// buildCodeLists files every position under its codes of facet f.
func (s *Index) buildCodeLists(f int) [][]int32 {
	lists := make([][]int32, len(s.dicts[f].labels)+1)
	for i := range s.docs {
		s.eachCode(&s.docs[i], f, func(c uint32) {
			if l := lists[c]; len(l) == 0 || l[len(l)-1] != int32(i) {
				lists[c] = append(l, int32(i))
			}
		})
	}
	return lists
}

// eachCode calls fn with each code (not 0) the entry d holds in facet f.
func (s *Index) eachCode(d *fact, f int, fn func(uint32)) {
	if f < s.nsing {
		if c := d.single[f]; c != 0 {
			fn(c)
		}
		return
	}
	m := f - s.nsing
	for _, c := range s.arena[d.off[m] : d.off[m]+uint32(d.n[m])] {
		if c != 0 {
			fn(c)
		}
	}
}

// overlapFilter is the test of o's Filters, Ranges and MinRank on a
// position.
func (s *Index) overlapFilter(o *Overlap) func(p int) bool {
	q := s.newQuery(&Query{Filters: o.Filters}, nil)
	type bound struct {
		col      []int64
		min, max int64
	}
	var bounds []bound
	none := false
	for _, r := range o.Ranges {
		j := s.k.number(r.Number)
		if j < 0 {
			none = true // no such number: nothing is in range
			continue
		}
		bounds = append(bounds, bound{s.nums[j], r.Min, r.Max})
	}
	return func(p int) bool {
		if none || s.docs[p].rank < o.MinRank || !q.matches(p) {
			return false
		}
		for _, b := range bounds {
			if v := b.col[p]; v < b.min || v > b.max {
				return false
			}
		}
		return true
	}
}

// topCounts are the hits of the highest counts passing the filter, at
// most limit, newest first among equals: one pass from the newest entry
// over the levels of count that can fill limit (a histogram says which),
// another over lower levels only when the filter left too few. Both
// passes read the counts eight at a time: most are 0 (the histogram skips
// those words) or below the lowest level wanted (the pass skips a word
// none of whose counts is above low-1).
func (s *Index) topCounts(counts []uint8, limit int, passes func(int) bool) []Hit {
	hist := countHistogram(counts)
	var out []Hit
	for high := 255; high >= 1 && len(out) < limit; {
		// The levels low..high hold at least what is missing (or every
		// level left).
		low, held := high, 0
		for ; low > 1 && held+hist[low] < limit-len(out); low-- {
			held += hist[low]
		}
		var buckets [256][]int
		visit := func(p int) {
			if c := int(counts[p]); c >= low && c <= high && (c > low || len(buckets[c]) < limit) && passes(p) {
				buckets[c] = append(buckets[c], p)
			}
		}
		p := len(counts)
		for ; p%8 != 0; p-- {
			visit(p - 1)
		}
		for ; p > 0; p -= 8 {
			if !someAbove(le.Uint64(counts[p-8:p]), low-1) {
				continue
			}
			for q := p - 1; q >= p-8; q-- {
				visit(q)
			}
		}
		for c := high; c >= low && len(out) < limit; c-- {
			for _, p := range buckets[c] {
				if len(out) == limit {
					break
				}
				out = append(out, s.hit(p, c))
			}
		}
		high = low - 1
	}
	return out
}

// countHistogram is how many counts hold each value from 1 (its [0] is
// not counted). Words of eight zero counts are skipped, and four tables
// take the counts in turn, so a run of equal counts is not one chain of
// increments of the same cell.
func countHistogram(counts []uint8) [256]int {
	var h [4][256]int
	tail := len(counts) &^ 7
	for i := 0; i < tail; i += 8 {
		if le.Uint64(counts[i:i+8]) == 0 {
			continue
		}
		for j, c := range counts[i : i+8] {
			h[j&3][c]++
		}
	}
	for _, c := range counts[tail:] {
		h[0][c]++
	}
	var out [256]int
	for c := 1; c < 256; c++ {
		out[c] = h[0][c] + h[1][c] + h[2][c] + h[3][c]
	}
	return out
}

// someAbove reports whether one of the eight counts of w may be above n:
// never false when one is, sometimes true when none is (a carry, or n
// above 127, where it only asks for a count that is not 0).
func someAbove(w uint64, n int) bool {
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	if n > 127 || n < 0 {
		return w != 0
	}
	return ((w+ones*uint64(127-n))|w)&highs != 0
}

// hit is the Hit of the entry at p; the caller holds mu.
func (s *Index) hit(p, count int) Hit {
	d := &s.docs[p]
	n := s.nsing
	for m := range d.n {
		n += int(d.n[m])
	}
	labels := make([]string, 0, n)
	h := Hit{Rid: d.rid, Key: s.keys[p], Count: count, Rank: d.rank, s: s,
		vals: make([][]string, len(s.facets)), nums: make([]int64, len(s.k.Numbers))}
	for f := range s.facets {
		start := len(labels)
		s.eachCode(d, f, func(c uint32) { labels = append(labels, s.dicts[f].labels[c-1]) })
		if len(labels) > start {
			h.vals[f] = labels[start:len(labels):len(labels)]
		}
	}
	for j := range h.nums {
		h.nums[j] = s.nums[j][p]
	}
	return h
}

// overlapInserted keeps the code lists when an entry is added at position
// i (last: appended; elsewhere: dropped); the caller holds the write lock.
func (s *Index) overlapInserted(i int) {
	cl := s.overlap.lists.Load()
	if cl == nil {
		return
	}
	if i != len(s.docs)-1 || cl.n != len(s.docs)-1 {
		s.overlap.lists.Store(nil)
		return
	}
	for f, lists := range cl.facets {
		s.eachCode(&s.docs[i], f, func(c uint32) {
			for int(c) >= len(lists) {
				lists = append(lists, nil)
			}
			if l := lists[c]; len(l) == 0 || l[len(l)-1] != int32(i) {
				lists[c] = append(l, int32(i))
			}
		})
		cl.facets[f] = lists
	}
	cl.n = len(s.docs)
}

// overlapMoved keeps the code lists when the entry at i changes in place
// from old to its new fact (already in s.docs); the caller holds the
// write lock.
func (s *Index) overlapMoved(i int, old *fact) {
	cl := s.overlap.lists.Load()
	if cl == nil {
		return
	}
	for f, lists := range cl.facets {
		codes := func(d *fact) []uint32 {
			var out []uint32
			s.eachCode(d, f, func(c uint32) { out = append(out, c) })
			return out
		}
		before, after := codes(old), codes(&s.docs[i])
		for _, c := range before {
			if int(c) < len(lists) {
				if k, ok := slices.BinarySearch(lists[c], int32(i)); ok {
					lists[c] = slices.Delete(lists[c], k, k+1)
				}
			}
		}
		for _, c := range after {
			for int(c) >= len(lists) {
				lists = append(lists, nil)
			}
			if k, ok := slices.BinarySearch(lists[c], int32(i)); !ok {
				lists[c] = slices.Insert(lists[c], k, int32(i))
			}
		}
		cl.facets[f] = lists
	}
}

// overlapDropped forgets the code lists and key maps (positions moved, or
// the index was reset).
func (s *Index) overlapDropped(reset bool) {
	s.overlap.lists.Store(nil)
	if reset {
		s.overlap.build.Lock()
		s.overlap.keys = nil
		s.overlap.build.Unlock()
	}
}
