package search

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"voluntech/hooks/dirindex"
)

// TestOverlapCountsAsEntryByEntry checks Overlap (the matching's
// candidates) against a plain count of each entry's keys, while entries
// are edited in place, added last, added among the others and removed
// (the code lists kept, extended or rebuilt): the same top entries, in
// the same order, with the same counts and values, and the same newest
// entries holding none of the keys.
func TestOverlapCountsAsEntryByEntry(t *testing.T) {
	rnd := rand.New(rand.NewPCG(35, 1))
	k := &Config{Kind: dirindex.Volunteers, Numbers: []Number{{Name: "hours"}}}
	s := New(k, &dirindex.Index{})
	spellings := []string{"React", "react.js", "ReactJS", "Node", "node js", "Go", "SQL", "Rust", "Figma", "C-Sharp", "csharp"}
	key := func(v string) string {
		return strings.NewReplacer(" ", "", ".", "", "-", "").Replace(strings.ToLower(v))
	}
	type entry struct {
		cat          string
		rank         int32
		skills, tags []string
		hours        int64
	}
	live := map[int64]entry{}
	pick := func() []string {
		var out []string
		for range rnd.IntN(4) {
			out = append(out, spellings[rnd.IntN(len(spellings))])
		}
		return out
	}
	put := func(rid int64) {
		e := entry{cat: "c" + strconv.Itoa(rnd.IntN(3)), rank: int32(rnd.IntN(2)), skills: pick(), tags: pick(), hours: int64(1 + rnd.IntN(8))}
		// As the directory stores them: each value once, without case.
		facets := dirindex.Volunteers.EncodeFacets(map[string][]string{"skills": e.skills, "tags": e.tags})
		decoded := dirindex.Volunteers.DecodeFacets(facets)
		e.skills, e.tags = decoded[0], decoded[1]
		live[rid] = e
		s.put(storeRow{rid: rid, rank: e.rank, single: [2]string{e.cat, "gb"}, nums: []int64{e.hours}, facets: facets})
	}
	for rid := int64(1000); rid < 1300; rid++ {
		put(rid)
	}
	s.loaded = true
	next := int64(1300)
	found := 0
	for round := range 400 {
		switch rnd.IntN(5) {
		case 0, 1:
			put(s.docs[rnd.IntN(len(s.docs))].rid) // edited in place
		case 2:
			rid := s.docs[rnd.IntN(len(s.docs))].rid
			s.remove(rid)
			delete(live, rid)
		case 3:
			put(next) // added last
			next++
		default:
			if rid := int64(rnd.IntN(1000)); live[rid].cat == "" {
				put(rid) // added among the others
			}
		}
		o := &Overlap{Facets: []string{"skills", "tags"}, KeyName: "test", Key: key, Limit: 1 + rnd.IntN(40),
			Newest: rnd.IntN(30), MinRank: int32(rnd.IntN(2))}
		for range rnd.IntN(4) {
			o.Keys = append(o.Keys, key(spellings[rnd.IntN(len(spellings))]))
		}
		if rnd.IntN(6) == 0 {
			o.Keys = append(o.Keys, "cobol") // no entry holds it
		}
		if rnd.IntN(3) == 0 {
			o.Filters = map[string][]string{"country": {"gb"}}
		}
		if rnd.IntN(3) == 0 {
			o.Ranges = []Range{AtMost("hours", int64(1+rnd.IntN(8)))}
		}
		cat := "c" + strconv.Itoa(rnd.IntN(4))
		o.Only = map[string][]string{"category": {cat}} // read from the value's list
		cats := map[string]bool{cat: true}
		if rnd.IntN(4) == 0 { // two values: read from every entry
			other := "c" + strconv.Itoa(rnd.IntN(4))
			o.Only["category"], cats[other] = append(o.Only["category"], other), true
		}
		if rnd.IntN(4) == 0 {
			o.Facets = []string{"skills"}
		}
		top, newest, err := s.Overlap(nil, o)
		if err != nil {
			t.Fatal(err)
		}
		// Entry by entry.
		keys := map[string]bool{}
		for _, k := range o.Keys {
			keys[k] = true
		}
		type want struct {
			rid   int64
			count int
		}
		var wantTop, wantNewest []want
		for rid, e := range live {
			if e.rank < o.MinRank {
				continue
			}
			if len(o.Ranges) > 0 && e.hours > o.Ranges[0].Max {
				continue
			}
			held := map[string]bool{}
			for _, f := range o.Facets {
				vals := e.skills
				if f == "tags" {
					vals = e.tags
				}
				for _, v := range vals {
					if keys[key(v)] {
						held[f+"\x00"+key(v)] = true
					}
				}
			}
			if len(held) > 0 {
				wantTop = append(wantTop, want{rid, len(held)})
			} else if cats[e.cat] {
				wantNewest = append(wantNewest, want{rid, 0})
			}
		}
		slices.SortFunc(wantTop, func(a, b want) int { return cmp.Or(cmp.Compare(b.count, a.count), cmp.Compare(b.rid, a.rid)) })
		slices.SortFunc(wantNewest, func(a, b want) int { return cmp.Compare(b.rid, a.rid) })
		wantTop, wantNewest = wantTop[:min(len(wantTop), o.Limit)], wantNewest[:min(len(wantNewest), o.Newest)]
		show := func(hits []Hit) string {
			var out []string
			for _, h := range hits {
				e := live[h.Rid]
				if !slices.Equal(h.Values("skills"), e.skills) || !slices.Equal(h.Values("tags"), e.tags) ||
					h.Values("category")[0] != e.cat || h.Number("hours") != e.hours || h.Rank != e.rank {
					out = append(out, fmt.Sprintf("%d: values %v %v", h.Rid, h.vals, h.nums))
				}
				out = append(out, fmt.Sprintf("%d:%d", h.Rid, h.Count))
			}
			return strings.Join(out, " ")
		}
		showWant := func(ws []want) string {
			var out []string
			for _, w := range ws {
				out = append(out, fmt.Sprintf("%d:%d", w.rid, w.count))
			}
			return strings.Join(out, " ")
		}
		if got, w := show(top), showWant(wantTop); got != w {
			t.Fatalf("round %d %+v top:\ngot  %s\nwant %s", round, o, got, w)
		}
		if got, w := show(newest), showWant(wantNewest); got != w {
			t.Fatalf("round %d %+v newest:\ngot  %s\nwant %s", round, o, got, w)
		}
		if len(top) > 0 {
			found++
		}
	}
	if found < 100 {
		t.Errorf("only %d of 400 requests found anything: the comparison proves little", found)
	}
}

// TestSomeAboveMissesNone checks the word test of topCounts' pass against
// the counts one by one: it may say yes for a word with no count above n,
// never no for a word with one (that entry would be lost).
func TestSomeAboveMissesNone(t *testing.T) {
	rnd := rand.New(rand.NewPCG(3, 5))
	values := []uint8{0, 1, 2, 126, 127, 128, 129, 254, 255}
	for range 200_000 {
		var b [8]byte
		for i := range b {
			if rnd.IntN(2) == 0 {
				b[i] = values[rnd.IntN(len(values))]
			} else {
				b[i] = uint8(rnd.IntN(256))
			}
		}
		n := rnd.IntN(256) - 1
		want := false
		for _, c := range b {
			want = want || int(c) > n
		}
		if want && !someAbove(le.Uint64(b[:]), n) {
			t.Fatalf("someAbove(%v, %d) = false", b, n)
		}
	}
	if someAbove(le.Uint64([]byte{3, 3, 3, 3, 3, 3, 3, 3}), 5) {
		t.Fatal("a word of counts 3 is above 5") // the test skips such words
	}
}
