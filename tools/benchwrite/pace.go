package main

import "time"

// pacer is one client's schedule when the run offers a fixed rate (-rate):
// the clients' schedules interleave, so that together they offer rate
// writes a second, one every 1/rate. A write is timed from when it was
// due, not from when it was sent: a server that falls behind shows it in
// the latencies (the writes wait their turn, as a user's would), where a
// closed loop would quietly send fewer (coordinated omission).
type pacer struct {
	start    time.Time
	interval time.Duration // between two of this client's writes
	offset   time.Duration // this client's first write after start
}

// newPacer is client k's schedule of clients offering rate (> 0) writes a second.
func newPacer(start time.Time, rate float64, clients, k int) *pacer {
	every := time.Duration(float64(time.Second) / rate)
	return &pacer{start: start, interval: every * time.Duration(clients), offset: every * time.Duration(k)}
}

// due is when this client's write n (from 0) is due.
func (p pacer) due(n int) time.Time {
	return p.start.Add(p.offset + time.Duration(n)*p.interval)
}
