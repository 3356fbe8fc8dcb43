package search

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestTopCountsAsThePassOverEveryCount compares topCounts (the touched
// entries only, stopping once the answer is known) with the pass over
// every count it replaced (topCountsByPass, below), on random tallies:
// sizes that are and are not multiples of 64, sparse and dense, few and
// many levels, counts at the 255 limit, filters that keep all, some or
// none. The tallies come from one overlapState, so each round also checks
// that the previous one's tally came back cleared.
func TestTopCountsAsThePassOverEveryCount(t *testing.T) {
	rnd := rand.New(rand.NewPCG(35, 2))
	var st overlapState
	stopped := 0
	for round := range 3000 {
		n := rnd.IntN(3000)
		if rnd.IntN(10) == 0 {
			n = rnd.IntN(130)
		}
		tl := st.newTally(n)
		if slices.ContainsFunc(tl.counts, func(c uint8) bool { return c != 0 }) ||
			slices.ContainsFunc(tl.touched, func(w uint64) bool { return w != 0 }) {
			t.Fatalf("round %d: a tally came back with counts", round)
		}
		density, levels := rnd.Float64(), 1+rnd.IntN(6)
		if rnd.IntN(4) == 0 {
			density /= 50
		}
		for p := range n {
			if rnd.Float64() >= density {
				continue
			}
			c := 1 + rnd.IntN(levels)
			if rnd.IntN(200) == 0 {
				c = 250 + rnd.IntN(20) // at and past the limit
			}
			for range c {
				tl.add(int32(p))
			}
		}
		keep := make([]bool, n)
		rate := []float64{0, 0.05, 0.5, 1}[rnd.IntN(4)]
		for p := range keep {
			keep[p] = rnd.Float64() < rate
		}
		tested := [2]int{}
		passes := func(by int) func(int) bool { return func(p int) bool { tested[by]++; return keep[p] } }
		limit := 1 + rnd.IntN(300)
		got := topCounts(tl, limit, passes(0))
		want := topCountsByPass(tl.counts, limit, passes(1))
		if !slices.Equal(got, want) {
			t.Fatalf("round %d (n %d, limit %d, density %.3f, levels %d, rate %.2f):\ngot  %v\nwant %v",
				round, n, limit, density, levels, rate, show(got), show(want))
		}
		if tested[0] < tested[1] { // stopped before the end
			stopped++
		}
		st.free(tl)
	}
	if stopped < 300 {
		t.Errorf("topCounts stopped early in %d rounds of 3000: the comparison proves little", stopped)
	}
}

func show(cs []counted) string {
	out := ""
	for _, c := range cs {
		out += fmt.Sprintf(" %d:%d", c.p, c.count)
	}
	return out
}

// topCountsByPass is the ranking as it was: the same answer as
// topCounts, from two passes over every count (a histogram, then the
// levels that can fill limit, from the newest entry to the oldest).
func topCountsByPass(counts []uint8, limit int, passes func(int) bool) []counted {
	hist := countHistogram(counts)
	var out []counted
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
		out = drain(out, &buckets, low, high, limit)
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

// BenchmarkOverlapRanking times a suggestion's counting and ranking over
// a million entries as the 1M seed shapes them (16 categories, one of
// them asked: three of its skills, each held by half of its 62,500
// volunteers, spread over every position; half of them available), the
// pass over every count (byPass, before) against the touched entries
// (tally):
//
//	go test ./hooks/search -run '^$' -bench OverlapRanking -benchmem
func BenchmarkOverlapRanking(b *testing.B) {
	const n = 1_000_000
	rnd := rand.New(rand.NewPCG(35, 5))
	var lists [][]int32
	for range 3 {
		var l []int32
		for p := range n {
			if p%16 == 3 && rnd.IntN(2) == 0 {
				l = append(l, int32(p))
			}
		}
		lists = append(lists, l)
	}
	passes := func(p int) bool { return p%3 != 0 }
	b.Run("byPass", func(b *testing.B) {
		counts := make([]uint8, n)
		for b.Loop() {
			for _, l := range lists {
				for _, p := range l {
					if counts[p] < 255 {
						counts[p]++
					}
				}
			}
			if len(topCountsByPass(counts, 200, passes)) != 200 {
				b.Fatal("not 200")
			}
			clear(counts)
		}
	})
	b.Run("tally", func(b *testing.B) {
		var st overlapState
		for b.Loop() {
			t := st.newTally(n)
			for _, l := range lists {
				for _, p := range l {
					t.add(p)
				}
			}
			if len(topCounts(t, 200, passes)) != 200 {
				b.Fatal("not 200")
			}
			st.free(t)
		}
	})
}
