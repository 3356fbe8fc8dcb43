package savedsearch_test

import (
	"fmt"
	"math/rand/v2"
	"net/http"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/commands"
	"voluntech/hooks/savedsearch"
	"voluntech/hooks/testutil"
)

// BenchmarkAlertJob times one run of the alert job (its collect step,
// then its digests): N saved
// opportunity searches (VOLUNTECH_BENCH_SEARCHES, 100,000) against the
// day's new opportunities (VOLUNTECH_BENCH_NEW, 2,000, among 20,000
// seeded). Each search has one or two words of the seeded skills and
// sometimes a filter. Beside it, VOLUNTECH_BENCH_SEARCHERS (4) clients
// send public opportunity searches, 20 a second each: their p95 alone and
// during the job are reported. docs/scaling.md:
//
//	go test ./hooks/savedsearch -run X -bench AlertJob -benchtime 1x
func BenchmarkAlertJob(b *testing.B) {
	n, fresh := testutil.EnvInt("VOLUNTECH_BENCH_SEARCHES", 100000), testutil.EnvInt("VOLUNTECH_BENCH_NEW", 2000)
	app := testutil.NewApp(b)
	defer app.Cleanup()
	if err := commands.Seed(app, commands.SeedOptions{Volunteers: 1000, Companies: 100, Opportunities: 20000, RandSeed: 35}); err != nil {
		b.Fatal(err)
	}
	now := time.Now()
	old := now.Add(-48 * time.Hour).UTC().Format("2006-01-02 15:04:05.000Z")
	recent := now.Add(-time.Hour).UTC().Format("2006-01-02 15:04:05.000Z")
	if _, err := app.DB().NewQuery(`UPDATE opportunities SET status = 'open', expires_at = {:x}, updated = {:old}`).
		Bind(dbx.Params{"x": testutil.InDays(60).String(), "old": old}).Execute(); err != nil {
		b.Fatal(err)
	}
	if _, err := app.DB().NewQuery(`UPDATE opportunities SET updated = {:r} WHERE id IN (SELECT id FROM opportunities ORDER BY id LIMIT ` +
		strconv.Itoa(fresh) + `)`).Bind(dbx.Params{"r": recent}).Execute(); err != nil {
		b.Fatal(err)
	}
	var user string
	_ = app.DB().NewQuery(`SELECT id FROM users WHERE role = 'volunteer' LIMIT 1`).Row(&user)
	words := []string{"react", "python", "design", "data", "sql", "figma", "docker", "kotlin", "rust", "seo", "java", "go", "analytics", "linux", "ux"}
	rnd := rand.New(rand.NewPCG(35, 35))
	err := app.RunInTransaction(func(tx core.App) error {
		for i := 0; i < n; i++ {
			q := words[rnd.IntN(len(words))]
			if rnd.IntN(3) == 0 {
				q += " " + words[rnd.IntN(len(words))][:2]
			}
			query := fmt.Sprintf(`{"q":%q,"remote":%v,"hours":%d}`, q, rnd.IntN(4) == 0, 1+rnd.IntN(12))
			if _, err := tx.DB().NewQuery(`INSERT INTO saved_searches (id, user, kind, name, query, frequency, paused, checked_until, last_sent_at, created, updated)
			VALUES ({:id}, {:u}, 'opportunities', {:name}, {:q}, 'daily', FALSE, {:c}, '', {:c}, {:c})`).
				Bind(dbx.Params{"id": fmt.Sprintf("bs%013d", i), "u": user, "name": q, "q": query, "c": old}).Execute(); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	// The public search beside the job (VOLUNTECH_BENCH_SEARCHERS clients,
	// 4 by default; 0: none; 20 requests a second each), each request
	// another word start, category and page: its p95 alone for 10 s, then
	// while the job runs.
	searchers := 4
	if v, err := strconv.Atoi(os.Getenv("VOLUNTECH_BENCH_SEARCHERS")); err == nil && v >= 0 {
		searchers = v
	}
	var cats []string
	_ = app.DB().NewQuery(`SELECT DISTINCT category FROM opportunities`).Column(&cats)
	h := testutil.Handler(b, app)
	// Serving starts the cron: at a five-minute mark its alert job would
	// run beside the measured one (collecting the same matches first and
	// sending 100,000 digests), so the measure is this one run alone.
	app.Cron().Remove(savedsearch.AlertJob)
	var seq atomic.Int64
	search := func(stop <-chan struct{}) []time.Duration {
		var mu sync.Mutex
		var times []time.Duration
		var wg sync.WaitGroup
		for range searchers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					select {
					case <-stop:
						return
					default:
					}
					i := int(seq.Add(1))
					url := fmt.Sprintf("/api/opportunities/search?q=%s&category=%s&page=%d", words[i%len(words)][:2],
						cats[(i/len(words))%len(cats)], 1+i%3)
					t0 := time.Now()
					rec := testutil.Do(h, http.MethodGet, url, nil, nil)
					d := time.Since(t0)
					if rec.Code != http.StatusOK {
						b.Error(rec.Code, rec.Body.String())
						return
					}
					mu.Lock()
					times = append(times, d)
					mu.Unlock()
					time.Sleep(50 * time.Millisecond) // 20 requests a second a client
				}
			}()
		}
		<-stop
		wg.Wait()
		return times
	}
	var alone []time.Duration
	if searchers > 0 {
		stop := make(chan struct{})
		time.AfterFunc(10*time.Second, func() { close(stop) })
		alone = search(stop)
	}
	b.ResetTimer()
	for b.Loop() {
		if searchers > 0 {
			b.ReportMetric(testutil.P95ms(alone), "search-alone-p95-ms")
		}
		stop := make(chan struct{})
		got := make(chan []time.Duration, 1)
		if searchers > 0 {
			go func() { got <- search(stop) }()
		}
		start, cpu := time.Now(), testutil.CPUSeconds()
		added, err := savedsearch.Collect(app, savedsearch.KindOpportunities, now)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(added), "matches")
		b.ReportMetric(time.Since(start).Seconds(), "collect-s")
		// Then the digests (every search is due: daily, never sent),
		// the other half of a run of the job.
		sendStart := time.Now()
		sent, err := savedsearch.Send(app, testutil.Config(), now)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(sent), "digests")
		b.ReportMetric(time.Since(sendStart).Seconds(), "send-s")
		b.ReportMetric(time.Since(start).Seconds(), "job-s")
		// The process's CPU over the job (the searchers' too, unless
		// VOLUNTECH_BENCH_SEARCHERS=0): what the wall time would be on an
		// idle core, less the job's pauses.
		b.ReportMetric(testutil.CPUSeconds()-cpu, "job-cpu-s")
		close(stop)
		if searchers > 0 {
			times := <-got
			b.ReportMetric(testutil.P95ms(times), "search-during-p95-ms")
			b.ReportMetric(float64(len(times)), "searches-during")
		}
	}
}
