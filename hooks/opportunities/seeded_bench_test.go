package opportunities_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/testutil"
)

// BenchmarkSeededSearch times the opportunity search on a copy of a data
// folder `voluntech seed --opportunities N` filled (VOLUNTECH_BENCH_DATA,
// as the directory's BenchmarkRealData; skipped without it): one request
// at a time, each asking a word start with other hours and months, so no
// answer repeats. scripts/bench-directory.sh
// (KINDS=g) measures the same over HTTP with 8 clients; this one is for
// pprof. It measures the search words in memory, read in the background
// after the first request; VOLUNTECH_BENCH_FTS=1 measures FTS5 instead
// (the words are not waited for):
//
//	VOLUNTECH_BENCH_DATA=/path/data go test ./hooks/opportunities -run X -bench SeededSearch -cpuprofile cpu.out
func BenchmarkSeededSearch(b *testing.B) {
	dir := testutil.BenchData(b)
	app, err := tests.NewTestApp(dir)
	if err != nil {
		b.Fatal(err)
	}
	defer app.Cleanup()
	hooks.RegisterWith(app, testutil.Config())
	h := testutil.Handler(b, app)
	words := []string{"rea", "react", "go", "pyt", "python", "des", "design", "data", "sql", "figma", "doc", "docker", "kub", "rust", "seo", "swi", "kot", "jav", "java", "graph"}
	get := func(u string) {
		req := httptest.NewRequest(http.MethodGet, u, nil)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			b.Fatal(rec.Code, rec.Body.String())
		}
	}
	get("/api/opportunities/search")
	if os.Getenv("VOLUNTECH_BENCH_FTS") == "" {
		opportunities.WaitForSearchWords(app) // read in the background after the first load
	}
	i := 0
	for b.Loop() {
		q := words[i%len(words)]
		get(fmt.Sprintf("/api/opportunities/search?q=%s&hours=%d&months=%d", q, 2+i%10, 3+(i/20)%20))
		i++
	}
}
