package search

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	benchwords "voluntech/tools/benchdir/words"
)

// BenchmarkRealData is the engine's share of a cache-missing volunteer
// list request (search words, counts and options of every facet, first
// page) on a seeded data directory, with the request mix of
// tools/benchdir's kind (e): a word or word start of the top skills and
// tags, a category, a country and a sort, never the same twice. It reads
// VOLUNTECH_BENCH_DATA (a COPY of a data directory: opening it may write
// to it) and is skipped without it:
//
//	cp -r /path/data1m /tmp/copy
//	VOLUNTECH_BENCH_DATA=/tmp/copy go test ./hooks/search/ -run '^$' -bench RealData -benchtime 2000x -cpuprofile cpu.out
func BenchmarkRealData(b *testing.B) {
	r := realData(b)
	st := r.st
	i := 0
	for b.Loop() {
		p := r.request(i)
		st.mu.RLock()
		set, _ := st.post.match(p.Terms, len(st.docs))
		q := st.newQuery(p, set)
		if s := st.summarize(q, p); s.total > 0 {
			q.page(r.sorts[i%len(r.sorts)], nil, 0, p.Limit)
		}
		st.mu.RUnlock()
		i++
	}
}

// BenchmarkVisitCost is BenchmarkRealData's counts at several values of
// visitCost (valuesets.go): the one measured fastest is the constant.
func BenchmarkVisitCost(b *testing.B) {
	r := realData(b)
	st := r.st
	defer func(cost int) { visitCost = cost }(visitCost)
	for _, cost := range []int{1, 2, 4, 8, 16} {
		b.Run("cost="+strconv.Itoa(cost), func(b *testing.B) {
			visitCost = cost
			i := 0
			st.mu.RLock()
			defer st.mu.RUnlock()
			for b.Loop() {
				p := r.request(i)
				set, _ := st.post.match(p.Terms, len(st.docs))
				st.newQuery(p, set).count()
				i++
			}
		})
	}
}

// realRun is a loaded volunteer store with its postings and the request
// mix of tools/benchdir's kind (e).
type realRun struct {
	st                     *Index
	names                  map[string]string
	words, cats, countries []string
	sorts                  []string
}

var realRunOnce struct {
	sync.Once
	r   *realRun
	err error
}

// realData loads VOLUNTECH_BENCH_DATA once for every benchmark of a run.
func realData(b *testing.B) *realRun {
	dataDir := os.Getenv("VOLUNTECH_BENCH_DATA")
	if dataDir == "" {
		b.Skip("VOLUNTECH_BENCH_DATA is not set")
	}
	realRunOnce.Do(func() { realRunOnce.r, realRunOnce.err = loadRealData(b, dataDir) })
	if realRunOnce.err != nil {
		b.Fatal(realRunOnce.err)
	}
	return realRunOnce.r
}

func loadRealData(b *testing.B, dataDir string) (*realRun, error) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dataDir})
	if err := app.Bootstrap(); err != nil {
		return nil, err
	}
	st := New(testVolunteers, &dirindex.Index{})
	if err := st.ensure(app); err != nil {
		return nil, err
	}
	st.background.Wait() // the postings
	if st.post == nil {
		return nil, errors.New("no postings")
	}
	var rows []struct {
		ID   string `db:"id"`
		Name string `db:"name"`
	}
	if err := app.DB().NewQuery("SELECT id, name FROM lookups WHERE status = 'approved'").All(&rows); err != nil {
		return nil, err
	}
	names := make(map[string]string, len(rows))
	for _, r := range rows {
		names[r.ID] = r.Name
	}
	all := st.newQuery(&Query{Filters: map[string][]string{}}, nil)
	_, counts := all.count()
	top := func(facet string, n int) []string {
		i := slices.Index(st.facets, facet)
		var out []string
		for _, o := range options(st.dicts[i], counts[i], nil, names) {
			if len(out) < n {
				out = append(out, o.Value)
			}
		}
		return out
	}
	r := &realRun{st: st, names: names,
		words: benchwords.Starts(append(top("skills", 40), top("tags", 40)...)),
		cats:  top("category", 30), countries: top("country", 40),
		sorts: []string{"newest", "oldest", "rank"}}
	b.Logf("%d entries, %d indexed words; %d searched words, %d categories, %d countries",
		len(st.docs), len(st.post.terms), len(r.words), len(r.cats), len(r.countries))
	return r, nil
}

// request i of the mix: the word changes fastest, then the category, then
// the country; never the same twice.
func (r *realRun) request(i int) *Query {
	return &Query{
		Terms: []string{r.words[i%len(r.words)]},
		Filters: map[string][]string{
			"category": {r.cats[(i/len(r.words))%len(r.cats)]},
			"country":  {r.countries[(i/(len(r.words)*len(r.cats)))%len(r.countries)]},
		},
		Limit: 10, Names: r.names,
	}
}
