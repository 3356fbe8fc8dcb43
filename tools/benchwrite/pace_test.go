package main

import (
	"slices"
	"testing"
	"time"
)

// Together the clients' writes are due one every 1/rate, each client's in
// turn, none before the start.
func TestPacersInterleaveAtTheRate(t *testing.T) {
	start := time.Unix(1000, 0)
	const clients, each = 8, 50
	rate := 300.0
	var dues []time.Time
	for k := range clients {
		p := newPacer(start, rate, clients, k)
		for n := range each {
			dues = append(dues, p.due(n))
		}
	}
	slices.SortFunc(dues, func(a, b time.Time) int { return a.Compare(b) })
	every := time.Duration(float64(time.Second) / rate)
	for i, d := range dues {
		if want := start.Add(time.Duration(i) * every); d != want {
			t.Fatalf("write %d due at +%s, want +%s", i, d.Sub(start), want.Sub(start))
		}
	}
	if got := dues[len(dues)-1].Sub(start); got > time.Duration(clients*each)*every {
		t.Fatalf("the %d writes spread over %s", len(dues), got)
	}
}
