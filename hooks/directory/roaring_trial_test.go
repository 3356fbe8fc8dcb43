package directory

import (
	"sort"
	"strings"
	"testing"

	"github.com/RoaringBitmap/roaring/v2"
)

// BenchmarkRoaringTrial compares, on the data of BenchmarkRealData, the
// engine's hand-written bitsets with compressed bitmaps
// (github.com/RoaringBitmap/roaring/v2) for the two places a bitmap
// library could take: the union of a word start's postings, and the
// one-value facets' sets with their counts (docs/scaling.md). The roaring
// side runs right after a load, when every slot is its position, which
// favours it: the store would have to map slots to positions otherwise.
func BenchmarkRoaringTrial(b *testing.B) {
	r := realData(b)
	st := r.st
	st.mu.RLock()
	defer st.mu.RUnlock()
	p := st.post
	for slot, pos := range p.slotPos {
		if int(pos) != slot {
			b.Fatal("slots are not positions: the trial would need a mapping")
		}
	}
	lists := make([]*roaring.Bitmap, len(p.terms))
	var listBytes uint64
	for t, list := range p.lists {
		lists[t] = roaring.BitmapOf(list...)
		lists[t].RunOptimize()
		listBytes += lists[t].GetSizeInBytes()
	}
	vs := st.valueSetsFor()
	values := make([][]*roaring.Bitmap, len(vs.sets))
	var valueBytes, denseBytes uint64
	for j := range vs.sets {
		values[j] = make([]*roaring.Bitmap, len(vs.sets[j]))
		for c, set := range vs.sets[j] {
			if set != nil {
				values[j][c] = roaring.FromDense(set, true)
				values[j][c].RunOptimize()
				valueBytes += values[j][c].GetSizeInBytes()
				denseBytes += uint64(len(set) * 8)
			}
		}
	}
	var postingBytes uint64
	for _, list := range p.lists {
		postingBytes += uint64(cap(list) * 4)
	}
	b.Logf("word postings: %d MB as slices, %d MB as roaring; one-value sets: %d MB dense, %d MB roaring",
		postingBytes>>20, listBytes>>20, denseBytes>>20, valueBytes>>20)
	rangeOf := func(start string) (int, int) {
		lo := sort.SearchStrings(p.terms, start)
		hi := lo
		for hi < len(p.terms) && strings.HasPrefix(p.terms[hi], start) {
			hi++
		}
		return lo, hi
	}
	roaringMatch := func(start string) *roaring.Bitmap {
		lo, hi := rangeOf(start)
		return roaring.FastOr(lists[lo:hi]...)
	}
	words := (len(st.docs) + 63) / 64

	// The broadest start of the mix: the union of the most postings.
	broadest, most := "", 0
	for _, w := range r.words {
		lo, hi := rangeOf(w)
		n := 0
		for _, list := range p.lists[lo:hi] {
			n += len(list)
		}
		if n > most {
			broadest, most = w, n
		}
	}
	b.Logf("broadest start %q: %d postings", broadest, most)
	b.Run("broadest/bitset", func(b *testing.B) {
		for b.Loop() {
			p.match([]string{broadest}, len(st.docs))
		}
	})
	b.Run("broadest/roaring-to-bitset", func(b *testing.B) {
		for b.Loop() {
			set := make([]uint64, words)
			roaringMatch(broadest).WriteDenseTo(set)
		}
	})
	b.Run("match/bitset", func(b *testing.B) {
		i := 0
		for b.Loop() {
			p.match([]string{r.words[i%len(r.words)]}, len(st.docs))
			i++
		}
	})
	b.Run("match/roaring", func(b *testing.B) {
		i := 0
		for b.Loop() {
			roaringMatch(r.words[i%len(r.words)])
			i++
		}
	})
	b.Run("match/roaring-to-bitset", func(b *testing.B) {
		i := 0
		for b.Loop() {
			set := make([]uint64, words)
			roaringMatch(r.words[i%len(r.words)]).WriteDenseTo(set)
			i++
		}
	})
	// engine: search, counts of every facet, first page.
	b.Run("engine/bitset", func(b *testing.B) {
		i := 0
		for b.Loop() {
			q := r.request(i)
			set, _ := p.match(q.Terms, len(st.docs))
			qq := st.newQuery(q, set)
			if total, _ := qq.count(); total > 0 {
				qq.page(r.sorts[i%len(r.sorts)], nil, 0, q.PerPage)
			}
			i++
		}
	})
	b.Run("engine/roaring", func(b *testing.B) {
		i := 0
		for b.Loop() {
			q := r.request(i)
			qq := st.newQuery(q, nil)
			found := roaringMatch(q.Terms[0])
			roaringCount(st, qq, values, found)
			i++
		}
	})
}

// roaringCount is countBySets with roaring bitmaps throughout (every
// filter on a one-value facet, as in the trial's requests), then the
// first page, newest first.
func roaringCount(st *store, q *query, values [][]*roaring.Bitmap, found *roaring.Bitmap) (int64, [][]int64, []int64) {
	counts := make([][]int64, len(st.facets))
	for i, d := range st.dicts {
		counts[i] = make([]int64, len(d.labels)+1)
	}
	pass := make([]*roaring.Bitmap, len(q.filters))
	for j, fl := range q.filters {
		var sets []*roaring.Bitmap
		for _, c := range fl.codes {
			if int(c) < len(values[fl.facet]) && values[fl.facet][c] != nil {
				sets = append(sets, values[fl.facet][c])
			}
		}
		pass[j] = roaring.FastOr(sets...)
	}
	others := func(skip int) *roaring.Bitmap {
		out := found
		for j := range pass {
			if j != skip {
				out = roaring.And(out, pass[j])
			}
		}
		return out
	}
	hits := others(-1)
	filtered := make([]bool, st.nsing)
	for j, fl := range q.filters {
		filtered[fl.facet] = true
		m := others(j)
		for c, v := range values[fl.facet] {
			if v != nil {
				counts[fl.facet][c] = int64(m.AndCardinality(v))
			}
		}
	}
	for facet := range st.nsing {
		if !filtered[facet] {
			for c, v := range values[facet] {
				if v != nil {
					counts[facet][c] = int64(hits.AndCardinality(v))
				}
			}
		}
	}
	it := hits.Iterator()
	for it.HasNext() {
		f := &st.docs[it.Next()]
		for m := range len(st.facets) - st.nsing {
			for _, c := range st.arena[f.off[m] : f.off[m]+uint32(f.n[m])] {
				counts[st.nsing+m][c]++
			}
		}
	}
	var page []int64
	for rit := hits.ReverseIterator(); rit.HasNext() && len(page) < DefaultPerPage; {
		page = append(page, st.docs[rit.Next()].rid)
	}
	return int64(hits.GetCardinality()), counts, page
}
