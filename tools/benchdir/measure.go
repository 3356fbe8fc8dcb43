package main

import (
	"bufio"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"voluntech/tools/benchkit"
)

// result is what one kind measured.
type result struct {
	name                  string
	variants              int
	coldMedian, coldMax   time.Duration
	done, errors          int
	p50, p95, p99, maxLat time.Duration
	rps                   float64
	elapsed               time.Duration
	hwm, rss              string // the server's memory after this kind
}

// measure times each variant once (cold), then runs n requests from
// clients concurrent clients, or as many as fit in maxDur.
func measure(client *http.Client, base string, k kind, clients, n int, maxDur time.Duration) (result, error) {
	r := result{name: k.name, variants: len(k.urls)}
	cold := []time.Duration{k.cold}
	if k.cold == 0 && !k.distinct {
		cold = cold[:0]
		for _, u := range k.urls {
			d, err := get(client, base+u, k.token)
			if err != nil {
				fmt.Fprintln(os.Stderr, "  cold:", err)
				continue
			}
			cold = append(cold, d)
		}
		if len(cold) == 0 {
			return r, fmt.Errorf("%s: every cold request failed", k.name)
		}
	}
	if k.distinct {
		cold = cold[:0]
	}
	slices.Sort(cold)
	if len(cold) > 0 {
		r.coldMedian, r.coldMax = cold[len(cold)/2], cold[len(cold)-1]
	}

	var next atomic.Int64
	var failed atomic.Int64
	var firstErr sync.Once
	lat := make([]time.Duration, n)
	deadline := time.Now().Add(maxDur)
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n || time.Now().After(deadline) {
					return
				}
				d, err := get(client, base+k.urls[i%len(k.urls)], k.token)
				if err != nil {
					failed.Add(1)
					firstErr.Do(func() { fmt.Fprintln(os.Stderr, "  first error:", err) })
					d = -1
				}
				lat[i] = d
			}
		}()
	}
	wg.Wait()
	r.elapsed = time.Since(start)
	var ok []time.Duration
	for _, d := range lat[:min(int(next.Load()), n)] {
		if d > 0 {
			ok = append(ok, d)
		}
	}
	r.errors = int(failed.Load())
	r.done = len(ok)
	r.rps = float64(r.done) / r.elapsed.Seconds()
	if r.done == 0 {
		return r, nil
	}
	slices.Sort(ok)
	pct := func(p float64) time.Duration { return ok[min(len(ok)-1, int(p*float64(len(ok))))] }
	r.p50, r.p95, r.p99, r.maxLat = pct(0.50), pct(0.95), pct(0.99), ok[len(ok)-1]
	return r, nil
}

// get times one request; anything but 200 is an error.
func get(client *http.Client, u, token string) (time.Duration, error) {
	req, err := http.NewRequest(http.MethodGet, u, nil)
	if err != nil {
		return 0, err
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	start := time.Now()
	res, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	_, _ = io.Copy(io.Discard, res.Body)
	res.Body.Close()
	d := time.Since(start)
	if res.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("GET %s: %s", u, res.Status)
	}
	return d, nil
}

func printTable(w io.Writer, results []result, clients int) {
	fmt.Fprintf(w, "\n%d concurrent clients; latencies in ms (successful requests); cold = each variant once, caches empty\n\n", clients)
	fmt.Fprintf(w, "| kind | variants | cold p50 | cold max | requests | errors | p50 | p95 | p99 | max | req/s | server peak RSS after |\n")
	fmt.Fprintf(w, "|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range results {
		fmt.Fprintf(w, "| %s | %d | %s | %s | %d | %d | %s | %s | %s | %s | %.0f | %s |\n", r.name, r.variants, benchkit.Ms(r.coldMedian), benchkit.Ms(r.coldMax),
			r.done, r.errors, benchkit.Ms(r.p50), benchkit.Ms(r.p95), benchkit.Ms(r.p99), benchkit.Ms(r.maxLat), r.rps, r.hwm)
	}
	var a, d float64
	for _, r := range results {
		switch r.name[:3] {
		case "(a)":
			a = r.rps
		case "(d)":
			d = r.rps
		}
	}
	if a > 0 && d > 0 {
		fmt.Fprintf(w, "\nthroughput (a) / (d): %.0fx\n", a/d)
	}
}

// memory reads the server's peak (VmHWM) and current (VmRSS) resident
// memory.
func memory(pid int) (hwm, rss string) {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return "?", "?"
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 3 {
			continue
		}
		mb := func() string {
			kb, _ := strconv.Atoi(fields[1])
			return strconv.Itoa(kb/1024) + " MB"
		}
		switch fields[0] {
		case "VmHWM:":
			hwm = mb()
		case "VmRSS:":
			rss = mb()
		}
	}
	return hwm, rss
}
