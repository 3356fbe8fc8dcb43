package main

import (
	"testing"
	"time"
)

func TestPercentileNearestRank(t *testing.T) {
	var lat []time.Duration
	for i := 1; i <= 100; i++ {
		lat = append(lat, time.Duration(i)*time.Millisecond)
	}
	for _, c := range []struct {
		p    float64
		want time.Duration
	}{{0.50, 50 * time.Millisecond}, {0.95, 95 * time.Millisecond}, {0.99, 99 * time.Millisecond}, {1, 100 * time.Millisecond}} {
		if got := percentile(lat, c.p); got != c.want {
			t.Errorf("percentile(1..100 ms, %v) = %v, want %v", c.p, got, c.want)
		}
	}
	if got := percentile([]time.Duration{7}, 0.95); got != 7 {
		t.Errorf("one sample: got %v, want 7", got)
	}
	if got := percentile(nil, 0.5); got != 0 {
		t.Errorf("no sample: got %v, want 0", got)
	}
}

func TestSummarizeSortsAndCounts(t *testing.T) {
	s := summarize("x", []time.Duration{30, 10, 20, 40}, 2, 2*time.Second)
	if s.done != 4 || s.errors != 2 || s.rate != 2 || s.p50 != 20 || s.max != 40 {
		t.Errorf("summary = %+v", s)
	}
}

func TestParseMixAndPickByWeight(t *testing.T) {
	m, err := parseMix("aspiration=3, apply=1,achievement=0")
	if err != nil {
		t.Fatal(err)
	}
	if m.total != 4 || len(m.ops) != 2 || m.has(opAchievement) {
		t.Fatalf("mix = %+v", m)
	}
	want := []string{opAspiration, opAspiration, opAspiration, opApply}
	for r, w := range want {
		if got := m.pick(r); got != w {
			t.Errorf("pick(%d) = %s, want %s", r, got, w)
		}
	}
	if m, err := parseMix("achievement"); err != nil || m.pick(0) != opAchievement {
		t.Errorf("a name alone weighs 1: %+v %v", m, err)
	}
	for _, bad := range []string{"", "aspiration=0", "nope=1", "apply=-1", "apply=x", "apply,apply"} {
		if _, err := parseMix(bad); err == nil {
			t.Errorf("parseMix(%q) accepted", bad)
		}
	}
}

func TestParseCPUTicks(t *testing.T) {
	// Fields 14 and 15 (utime 250, stime 50); the name holds a space and a ')'.
	stat := "4242 (volun tech)) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 50 0 0 20 0 12 0 100 0 0"
	if got := parseCPUTicks(stat); got != 300 {
		t.Errorf("parseCPUTicks = %d, want 300", got)
	}
	if got := parseCPUTicks("garbage"); got != 0 {
		t.Errorf("garbage = %d, want 0", got)
	}
}
