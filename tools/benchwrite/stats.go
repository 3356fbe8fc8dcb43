package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"time"
)

// The kinds of write.
const (
	opAspiration  = "aspiration"
	opAchievement = "achievement"
	opApply       = "apply"
	opStage       = "stage"
	opMessage     = "message"
	opHours       = "hours"
)

var knownOps = []string{opAspiration, opAchievement, opApply, opStage, opMessage, opHours}

// mix is the writes to run with their weights, in the order given.
type mix struct {
	ops     []string
	weights []int
	total   int
}

// parseMix reads "name=weight,..." (a name alone weighs 1).
func parseMix(s string) (mix, error) {
	var m mix
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, w, found := strings.Cut(part, "=")
		weight := 1
		if found {
			n, err := strconv.Atoi(w)
			if err != nil || n < 0 {
				return mix{}, fmt.Errorf("mix: weight of %q must be a whole number >= 0", name)
			}
			weight = n
		}
		if !slices.Contains(knownOps, name) {
			return mix{}, fmt.Errorf("mix: unknown write %q (known: %s)", name, strings.Join(knownOps, ", "))
		}
		if slices.Contains(m.ops, name) {
			return mix{}, fmt.Errorf("mix: %q given twice", name)
		}
		if weight == 0 {
			continue
		}
		m.ops = append(m.ops, name)
		m.weights = append(m.weights, weight)
		m.total += weight
	}
	if m.total == 0 {
		return mix{}, fmt.Errorf("mix: no write to run")
	}
	return m, nil
}

// pick maps r in [0, total) to the write whose weight band holds it.
func (m mix) pick(r int) string {
	for i, w := range m.weights {
		if r < w {
			return m.ops[i]
		}
		r -= w
	}
	return m.ops[len(m.ops)-1]
}

// pickRand picks a write at random by weight.
func (m mix) pickRand(rnd *rand.Rand) string { return m.pick(rnd.IntN(m.total)) }

func (m mix) has(op string) bool { return slices.Contains(m.ops, op) }

// weight is op's weight (0: not in the mix).
func (m mix) weight(op string) int {
	if i := slices.Index(m.ops, op); i >= 0 {
		return m.weights[i]
	}
	return 0
}

// needsCompanies says whether the mix has writes of, or with, companies.
func (m mix) needsCompanies() bool { return m.has(opStage) || m.has(opMessage) || m.has(opHours) }

// percentile is the nearest-rank p-th percentile (0 < p <= 1) of sorted.
func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	rank := int(p*float64(len(sorted))+0.999999) - 1
	return sorted[max(0, min(len(sorted)-1, rank))]
}

// summary is what one kind of request measured.
type summary struct {
	name               string
	done, errors       int
	p50, p95, p99, max time.Duration
	rate               float64
}

func summarize(name string, lat []time.Duration, errs int, elapsed time.Duration) summary {
	s := summary{name: name, done: len(lat), errors: errs}
	if elapsed > 0 {
		s.rate = float64(len(lat)) / elapsed.Seconds()
	}
	if len(lat) == 0 {
		return s
	}
	sorted := slices.Clone(lat)
	slices.Sort(sorted)
	s.p50, s.p95, s.p99 = percentile(sorted, 0.50), percentile(sorted, 0.95), percentile(sorted, 0.99)
	s.max = sorted[len(sorted)-1]
	return s
}
