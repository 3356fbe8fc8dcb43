package matching_test

import (
	"net/http"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/commands"
	"voluntech/hooks/matching"
	"voluntech/hooks/testutil"
)

// The benchmarks of issue 35 (docs/scaling.md): recommendations for one
// volunteer against 100,000 open opportunities and suggestions for one
// opportunity against many volunteers, from 8 concurrent clients, each a
// different volunteer or opportunity (no cache helps), through the real
// routes. They report the 95th percentile (p95-ms) beside ns/op. The
// data is seeded once per test binary (commands.Seed); its size comes
// from the environment:
//
//	VOLUNTECH_BENCH_OPPORTUNITIES (100000) VOLUNTECH_BENCH_VOLUNTEERS (100000)
//	go test ./hooks/matching -run X -bench . -benchtime 200x
var bench struct {
	once sync.Once
	app  *tests.TestApp
	h    http.Handler
	err  error
}

func benchApp(b *testing.B) (*tests.TestApp, http.Handler) {
	b.Helper()
	bench.once.Do(func() {
		app := testutil.NewApp(b)
		start := time.Now()
		bench.err = commands.Seed(app, commands.SeedOptions{
			Volunteers:    testutil.EnvInt("VOLUNTECH_BENCH_VOLUNTEERS", 100000),
			Companies:     500,
			Opportunities: testutil.EnvInt("VOLUNTECH_BENCH_OPPORTUNITIES", 100000),
			RandSeed:      35,
		})
		if bench.err != nil {
			return
		}
		// Every seeded opportunity open and unexpired: the worst case.
		if _, bench.err = app.DB().NewQuery(`UPDATE opportunities SET status = 'open', expires_at = {:x}`).
			Bind(dbx.Params{"x": testutil.InDays(60).String()}).Execute(); bench.err != nil {
			return
		}
		if bench.err = matching.KeepKeys(app); bench.err != nil {
			return
		}
		b.Logf("seeded in %s", time.Since(start).Round(time.Second))
		bench.app, bench.h = app, testutil.Handler(b, app)
	})
	if bench.err != nil {
		b.Fatal(bench.err)
	}
	return bench.app, bench.h
}

// parallel8 runs get from 8 goroutines, each with its own i from a shared
// counter, and reports the p95 of the calls.
func parallel8(b *testing.B, get func(i int)) {
	b.Helper()
	var next atomic.Int64
	var mu sync.Mutex
	var times []time.Duration
	b.SetParallelism(max(1, 8/max(1, testingProcs())))
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		var mine []time.Duration
		for pb.Next() {
			i := int(next.Add(1))
			t0 := time.Now()
			get(i)
			mine = append(mine, time.Since(t0))
		}
		mu.Lock()
		times = append(times, mine...)
		mu.Unlock()
	})
	b.StopTimer()
	if len(times) > 0 {
		b.ReportMetric(testutil.P95ms(times), "p95-ms")
	}
}

func testingProcs() int {
	n, _ := strconv.Atoi(os.Getenv("GOMAXPROCS"))
	if n > 0 {
		return n
	}
	return 2
}

func BenchmarkRecommendations(b *testing.B) {
	app, h := benchApp(b)
	var ids []string
	if err := app.DB().NewQuery(`SELECT u.id FROM users u JOIN volunteer_profiles p ON p.user = u.id
		WHERE u.role = 'volunteer' ORDER BY u.id LIMIT 400`).Column(&ids); err != nil {
		b.Fatal(err)
	}
	tokens := tokensOf(b, app, ids)
	parallel8(b, func(i int) {
		testutil.GetOK(b, h, "/api/volunteer/recommendations?perPage=12", tokens[i%len(tokens)])
	})
}

func BenchmarkSuggestions(b *testing.B) {
	app, h := benchApp(b)
	var rows []struct {
		ID      string `db:"id"`
		Company string `db:"company"`
	}
	if err := app.DB().NewQuery(`SELECT id, company FROM opportunities ORDER BY id LIMIT 400`).All(&rows); err != nil {
		b.Fatal(err)
	}
	companies := make([]string, len(rows))
	for i, r := range rows {
		companies[i] = r.Company
	}
	tokens := tokensOf(b, app, companies)
	parallel8(b, func(i int) {
		r := rows[i%len(rows)]
		testutil.GetOK(b, h, "/api/company/opportunities/"+r.ID+"/suggestions?perPage=12", tokens[i%len(rows)])
	})
}

func tokensOf(b *testing.B, app core.App, ids []string) []string {
	b.Helper()
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = testutil.TokenOf(b, app, id)
	}
	return out
}
