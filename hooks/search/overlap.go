package search

import (
	"math/bits"
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
// kept in slices by position, the hits of one answer sharing their
// arrays (hits), not in maps by name.
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
// each once): what Overlap counts from, and reads the newest of Only's
// value from, without visiting every entry.
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
	lists   atomic.Pointer[codeLists]
	build   sync.Mutex // building lists, and the key maps
	keys    map[string]*keyMap
	tallies sync.Pool // *tally, cleared, sized for this index
}

// tally is one request's counts: a byte per entry, and a bit per entry
// whose count is not 0 (set by each count). The keys touch a fraction of
// a million entries: the ranking and the clearing visit those through
// the bits (a word of them is 64 entries) instead of every count.
type tally struct {
	counts  []uint8
	touched []uint64
}

// newTally is a cleared tally of n entries, kept from an earlier request
// when one is.
func (st *overlapState) newTally(n int) *tally {
	words := (n + 63) / 64
	if t, ok := st.tallies.Get().(*tally); ok && cap(t.counts) >= n && cap(t.touched) >= words {
		t.counts, t.touched = t.counts[:n], t.touched[:words]
		return t
	}
	return &tally{counts: make([]uint8, n), touched: make([]uint64, words)}
}

// free clears what t counted and keeps it for a later request; its owner
// must not use it after.
func (st *overlapState) free(t *tally) {
	for w, word := range t.touched {
		if word != 0 {
			clear(t.counts[w*64 : min(w*64+64, len(t.counts))])
			t.touched[w] = 0
		}
	}
	st.tallies.Put(t)
}

// add counts one more key for the entry at p (at most 255).
func (t *tally) add(p int32) {
	if c := t.counts[p]; c < 255 {
		t.counts[p] = c + 1
	}
	t.touched[p>>6] |= 1 << (uint(p) & 63)
}

// down calls fn with each touched position, the newest (highest) first,
// until fn returns false.
func (t *tally) down(fn func(p int) bool) {
	for w := len(t.touched) - 1; w >= 0; w-- {
		for word := t.touched[w]; word != 0; {
			j := 63 - bits.LeadingZeros64(word)
			word &^= 1 << uint(j)
			if !fn(w*64 + j) {
				return
			}
		}
	}
}

// histogram is how many touched entries hold each count (its [0] is 0).
// Four tables take the counts in turn, so a run of equal counts is not
// one chain of increments of the same cell.
func (t *tally) histogram() [256]int {
	var h [4][256]int
	k := 0
	for w, word := range t.touched {
		for ; word != 0; word &= word - 1 {
			h[k&3][t.counts[w*64+bits.TrailingZeros64(word)]]++
			k++
		}
	}
	var out [256]int
	for c := 1; c < 256; c++ {
		out[c] = h[0][c] + h[1][c] + h[2][c] + h[3][c]
	}
	return out
}

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
	// The newest holding none are read from the list of Only's value when
	// Only is one value of one facet (the matching's category), not from
	// every entry.
	only, onlyValue := -1, ""
	if o.Newest > 0 && len(o.Only) == 1 {
		for name, values := range o.Only {
			if i := slices.Index(s.facets, name); i >= 0 && len(values) == 1 {
				only, onlyValue = i, values[0]
			}
		}
	}
	lists, groups := s.overlapCodes(facets, only, o)
	t := s.overlap.newTally(n)
	defer s.overlap.free(t)
	var seen []uint64
	for _, g := range groups {
		if len(g.codes) == 1 {
			for _, p := range lists[g.facet][g.codes[0]] {
				t.add(p)
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
					t.add(p)
				}
			}
		}
	}
	passes := s.overlapFilter(o)
	if o.Limit > 0 && len(groups) > 0 {
		top = s.hits(topCounts(t, o.Limit, passes))
	}
	if o.Newest > 0 {
		q := s.newQuery(&Query{Filters: o.Only}, nil)
		var none []counted
		visit := func(p int) bool {
			if t.counts[p] == 0 && q.matches(p) && passes(p) {
				none = append(none, counted{p, 0})
			}
			return len(none) < o.Newest
		}
		if only >= 0 {
			// No code: no entry holds the value.
			if c := s.dicts[only].code(onlyValue, false); c != 0 && int(c) < len(lists[only]) {
				l := lists[only][c]
				for k := len(l) - 1; k >= 0 && visit(int(l[k])); k-- {
				}
			}
		} else {
			for p := n - 1; p >= 0 && visit(p); p-- {
			}
		}
		newest = s.hits(none)
	}
	return top, newest, nil
}

// group is the codes of one facet whose values share a key.
type group struct {
	facet int
	codes []uint32
}

// overlapCodes returns the code lists of facets and also (when not -1),
// building what is missing, and the groups of codes of o.Keys in facets;
// the caller holds mu for reading.
func (s *Index) overlapCodes(facets []int, also int, o *Overlap) (map[int][][]int32, []group) {
	st := &s.overlap
	st.build.Lock()
	defer st.build.Unlock()
	cl := st.lists.Load()
	listed := facets
	if also >= 0 {
		listed = append(slices.Clip(facets), also)
	}
	missing := cl == nil || cl.n != len(s.docs)
	for _, f := range listed {
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
		for _, f := range listed {
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
// most limit, newest first among equals. A histogram of the touched
// entries' counts says which levels can fill limit; one pass over the
// touched entries, the newest first, collects those levels and stops as
// soon as the levels above one are complete and that level fills what is
// missing (with a common key, after a few hundred entries); another pass
// over lower levels only when the filter left too few.
func topCounts(t *tally, limit int, passes func(int) bool) []counted {
	hist := t.histogram()
	var out []counted
	for high := 255; len(out) < limit; {
		for high >= 1 && hist[high] == 0 {
			high--
		}
		if high < 1 {
			break
		}
		need := limit - len(out)
		// The levels low..high hold at least need (or every level left).
		low, held := high, 0
		for ; low > 1 && held+hist[low] < need; low-- {
			held += hist[low]
		}
		var buckets [256][]int
		var seen [256]int // entries of each level visited, passing or not
		// done: every level above some level c is complete, and c's
		// newest fill what is missing with those above (or every level
		// is complete).
		done := func() bool {
			got := 0
			for c := high; c >= low; c-- {
				if got += len(buckets[c]); got >= need {
					return true
				}
				if seen[c] < hist[c] {
					return false
				}
			}
			return true
		}
		t.down(func(p int) bool {
			c := int(t.counts[p])
			if c < low || c > high {
				return true
			}
			seen[c]++
			if len(buckets[c]) < need && passes(p) {
				buckets[c] = append(buckets[c], p)
			}
			return !done()
		})
		out = drain(out, &buckets, low, high, limit)
		high = low - 1
	}
	return out
}

// counted is an entry's position and count.
type counted struct{ p, count int }

// drain appends to out the positions of buckets (per count) from high
// down to low, until out holds limit.
func drain(out []counted, buckets *[256][]int, low, high, limit int) []counted {
	for c := high; c >= low && len(out) < limit; c-- {
		for _, p := range buckets[c] {
			if len(out) == limit {
				break
			}
			out = append(out, counted{p, c})
		}
	}
	return out
}

// hits are the Hits of the entries es; the caller holds mu. Their
// values and numbers share three arrays (a request reads a few hundred
// hits: three allocations for all, not three a hit).
func (s *Index) hits(es []counted) []Hit {
	if len(es) == 0 {
		return nil
	}
	n := 0
	for _, e := range es {
		d := &s.docs[e.p]
		n += s.nsing
		for m := range d.n {
			n += int(d.n[m])
		}
	}
	out := make([]Hit, len(es))
	labels := make([]string, 0, n)
	vals := make([][]string, len(es)*len(s.facets))
	nums := make([]int64, len(es)*len(s.k.Numbers))
	for i, e := range es {
		d := &s.docs[e.p]
		h := Hit{Rid: d.rid, Key: s.keys[e.p], Count: e.count, Rank: d.rank, s: s,
			vals: vals[:len(s.facets):len(s.facets)], nums: nums[:len(s.k.Numbers):len(s.k.Numbers)]}
		vals, nums = vals[len(s.facets):], nums[len(s.k.Numbers):]
		for f := range s.facets {
			start := len(labels)
			s.eachCode(d, f, func(c uint32) { labels = append(labels, s.dicts[f].labels[c-1]) })
			if len(labels) > start {
				h.vals[f] = labels[start:len(labels):len(labels)]
			}
		}
		for j := range h.nums {
			h.nums[j] = s.nums[j][e.p]
		}
		out[i] = h
	}
	return out
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
