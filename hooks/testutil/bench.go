package testutil

import (
	"net/http"
	"os"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// EnvInt is the whole number in the environment variable name (a
// benchmark's size), or def when it is unset, not a number or not above
// zero.
func EnvInt(name string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(name)); err == nil && n > 0 {
		return n
	}
	return def
}

// BenchData is the data folder in VOLUNTECH_BENCH_DATA the benchmarks on
// real data open; without it the benchmark is skipped.
func BenchData(b *testing.B) string {
	b.Helper()
	dir := os.Getenv("VOLUNTECH_BENCH_DATA")
	if dir == "" {
		b.Skip("VOLUNTECH_BENCH_DATA is not set")
	}
	return dir
}

// P95ms is the 95th percentile of times in milliseconds (0 for none); it
// sorts times.
func P95ms(times []time.Duration) float64 {
	if len(times) == 0 {
		return 0
	}
	slices.Sort(times)
	return float64(times[len(times)*95/100].Microseconds()) / 1000
}

// GetOK sends a GET of url to h as token ("" for a guest) and reports an
// answer other than 200 as an error (not fatal: benchmark clients run in
// goroutines of their own).
func GetOK(b *testing.B, h http.Handler, url, token string) {
	if rec := Do(h, http.MethodGet, url, nil, Auth(token)); rec.Code != http.StatusOK {
		b.Error(url, rec.Code, rec.Body.String())
	}
}

// CPUSeconds is the CPU time (user and system) this process has used so
// far: a benchmark reports the difference around what it measures, a
// figure the machine's other load changes far less than the wall time.
func CPUSeconds() float64 {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano()).Seconds()
}
