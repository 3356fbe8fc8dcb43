package directory

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
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
//	VOLUNTECH_BENCH_DATA=/tmp/copy go test ./hooks/directory/ -run '^$' -bench RealData -benchtime 2000x -cpuprofile cpu.out
func BenchmarkRealData(b *testing.B) {
	dataDir := os.Getenv("VOLUNTECH_BENCH_DATA")
	if dataDir == "" {
		b.Skip("VOLUNTECH_BENCH_DATA is not set")
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dataDir})
	if err := app.Bootstrap(); err != nil {
		b.Fatal(err)
	}
	defer app.ResetBootstrapState()
	st := newStore(dirindex.Volunteers, &dirindex.Index{})
	if err := st.ensure(app); err != nil {
		b.Fatal(err)
	}
	st.background.Wait() // the postings
	if st.post == nil {
		b.Fatal("no postings")
	}
	d := &dir{ix: st.ix, cache: newCache(st.ix), volunteers: st}
	names, err := d.lookupNames(app)
	if err != nil {
		b.Fatal(err)
	}
	all := st.newQuery(&listParams{Filters: map[string][]string{}}, nil)
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
	words := benchWordStarts(append(top("skills", 40), top("tags", 40)...))
	cats, countries := top("category", 30), top("country", 40)
	sorts := []string{"newest", "oldest", "rank"}
	b.Logf("%d entries, %d words, %d words, %d categories, %d countries", len(st.docs), len(st.post.terms), len(words), len(cats), len(countries))
	b.ResetTimer()
	i := 0
	for b.Loop() {
		p := &listParams{
			Terms: []string{words[i%len(words)]},
			Filters: map[string][]string{
				"category": {cats[(i/len(words))%len(cats)]},
				"country":  {countries[(i/(len(words)*len(cats)))%len(countries)]},
			},
			PerPage: DefaultPerPage, Page: 1,
		}
		st.mu.RLock()
		set, _ := st.post.match(p.Terms, len(st.docs))
		q := st.newQuery(p, set)
		if s := st.summarize(q, p, names); s.total > 0 {
			q.page(sorts[i%len(sorts)], nil, 0, p.PerPage)
		}
		st.mu.RUnlock()
		i++
	}
}

// benchWordStarts are the lower-cased words of values and their starts of
// three and four letters, as tools/benchdir asks them.
func benchWordStarts(values []string) []string {
	var out []string
	add := func(w string) {
		if len(w) >= 2 && !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	for _, v := range values {
		for _, w := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9')
		}) {
			add(w)
			for _, n := range []int{3, 4} {
				if len(w) > n {
					add(w[:n])
				}
			}
		}
	}
	return out
}
