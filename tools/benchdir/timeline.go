package main

import (
	"fmt"
	"io"
	"net/http"
	"slices"
	"sync"
	"time"

	"voluntech/tools/benchkit"
)

// timeline runs the distinct volunteer requests of kind (e) from clients
// concurrent clients for dur, and prints their latencies window by window
// from since (the server's start): how fast the directory answers while
// it warms up after a start, and when it reaches full speed.
func timeline(w io.Writer, client *http.Client, base string, k kind, clients int, dur, window time.Duration, since time.Time) {
	type done struct {
		at time.Time
		d  time.Duration
	}
	var (
		mu     sync.Mutex
		all    []done
		errs   int
		next   int
		wg     sync.WaitGroup
		finish = time.Now().Add(dur)
	)
	for range clients {
		wg.Go(func() {
			for time.Now().Before(finish) {
				mu.Lock()
				u := k.urls[next%len(k.urls)]
				next++
				mu.Unlock()
				d, err := get(client, base+u, "")
				mu.Lock()
				if err != nil {
					errs++
				} else {
					all = append(all, done{time.Now(), d})
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	fmt.Fprintf(w, "\n%s, %d clients, %d distinct requests, %d errors; windows from the server's start, latencies in ms\n\n",
		k.name, clients, len(all), errs)
	fmt.Fprintln(w, "| window (s after start) | requests | p50 | p95 | p99 | max |")
	fmt.Fprintln(w, "|---|---|---|---|---|---|")
	byWindow := map[int][]time.Duration{}
	for _, r := range all {
		i := int(r.at.Sub(since) / window)
		byWindow[i] = append(byWindow[i], r.d)
	}
	var keys []int
	for i := range byWindow {
		keys = append(keys, i)
	}
	slices.Sort(keys)
	for _, i := range keys {
		lat := byWindow[i]
		slices.Sort(lat)
		pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
		fmt.Fprintf(w, "| %.0f–%.0f | %d | %s | %s | %s | %s |\n", (time.Duration(i) * window).Seconds(),
			(time.Duration(i+1) * window).Seconds(), len(lat), benchkit.Ms(pct(0.5)), benchkit.Ms(pct(0.95)),
			benchkit.Ms(pct(0.99)), benchkit.Ms(lat[len(lat)-1]))
	}
}
