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

func TestWindowKeepsUnderTheMessageLimit(t *testing.T) {
	var w window
	t0 := time.Unix(1000, 0)
	for i := range sendLimit {
		if !w.room(t0.Add(time.Duration(i) * time.Second)) {
			t.Fatalf("no room for message %d of %d", i+1, sendLimit)
		}
		w.add(t0.Add(time.Duration(i) * time.Second))
	}
	if w.room(t0.Add(sendPeriod - time.Second)) {
		t.Errorf("room for message %d within the minute", sendLimit+1)
	}
	if !w.room(t0.Add(sendPeriod)) {
		t.Errorf("no room once the first message is a period old")
	}
}

func TestNextStageWalksTheCompanyMoves(t *testing.T) {
	for _, c := range []struct {
		from string
		n    int
		to   string
		more bool
	}{
		{"applied", 0, "in_review", true}, {"in_review", 1, "interview", true},
		{"interview", 0, "accepted", false}, {"interview", 1, "rejected", false},
	} {
		if to, more := nextStage(c.from, c.n); to != c.to || more != c.more {
			t.Errorf("nextStage(%s, %d) = %s, %v; want %s, %v", c.from, c.n, to, more, c.to, c.more)
		}
	}
	m, err := parseMix("aspiration=3,achievement=1,apply=2,stage=2,message=3,hours=1")
	if err != nil || m.total != 12 || m.weight(opMessage) != 3 || !m.needsCompanies() {
		t.Errorf("the realistic mix: %+v, %v", m, err)
	}
	if m, _ := parseMix("aspiration=5,achievement=3,apply=2"); m.needsCompanies() {
		t.Errorf("a volunteers-only mix needs companies")
	}
}
