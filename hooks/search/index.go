// Package search is the app's one search engine. Each search (the
// volunteers' and companies' directories, the opportunity search) is an
// Index declared by a Config in its domain package; the engine answers
// Search (total, page, facet options) from in-memory columns and postings
// and follows the committed changes it is told of (Apply). SQLite stays
// the source of truth and the fallback: the entries are read from the
// tables dirindex keeps, the words from their FTS5 index.
//
// The parts, in the order a request meets them:
//
//   - index.go: Search and the small interface around it; the registry.
//   - postings.go: the search words in memory (FTS5's vocabulary, a list
//     of entries per word); fts.go, FTS5 itself when the postings cannot
//     answer.
//   - engine.go: a query over the columns: filters, ranges, counts, the
//     page in order; valuesets.go counts one-value facets by bitsets.
//   - facets.go: counts turned into the options a filter shows.
//   - cache.go: answers filed under the index generation, so a committed
//     change retires them all.
//   - store.go: the columns, loaded from the rows and refreshed per key;
//     snapshot.go, the file a start reads them back from.
//   - harness.go: the consistency checks the tests drive.
package search

import (
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Query is one list request against an index: every word of Terms (as a
// word or a word's start), any of the values within each filter of
// Filters (facet name -> values), every filter; Order is "newest",
// "oldest", "rank" or "ranked" (FTS5's relevance); Offset and Limit cut
// the page. Names labels the options of lookup facets (id -> name); an
// id without a name is left out.
//
// All are filters whose every value an entry must hold (facet name ->
// values), Ranges bounds Numbers; neither has facet options. NoFacets
// answers the total and the page only (and caches nothing but FTS5's
// hits); FTS answers the words from FTS5 even when the postings could
// (the consistency checks).
type Query struct {
	Terms    []string
	Filters  map[string][]string
	All      map[string][]string
	Ranges   []Range
	Order    string
	Offset   int64
	Limit    int
	Names    map[string]string
	NoFacets bool
	FTS      bool
}

// Range keeps the entries whose Number is in [Min, Max].
type Range struct {
	Number   string
	Min, Max int64
}

// AtLeast and AtMost are the ranges of one bound.
func AtLeast(number string, min int64) Range { return Range{number, min, math.MaxInt64} }
func AtMost(number string, max int64) Range  { return Range{number, math.MinInt64, max} }

// Result is an index's answer: how many entries match, the rids of the
// page in order, and per facet the options a filter shows (with the
// matches each would give with the other filters applied).
type Result struct {
	Total  int64
	Rids   []int64
	Facets map[string][]FacetOption
}

// Key is the cache key of the query's matches (search and filters; not
// the order or the page): the same whatever the order or case of the
// filters' values.
func (p *Query) Key() string {
	var b strings.Builder
	b.WriteString("q=")
	b.WriteString(strings.Join(p.Terms, " "))
	names := make([]string, 0, len(p.Filters))
	for f := range p.Filters {
		names = append(names, f)
	}
	slices.Sort(names)
	for _, f := range names {
		b.WriteString("\x00")
		b.WriteString(f)
		b.WriteString("=")
		for _, v := range p.Filters[f] {
			b.WriteString(strings.ToLower(v))
			b.WriteString("\x01")
		}
	}
	all := slices.Sorted(maps.Keys(p.All))
	for _, f := range all {
		b.WriteString("\x00all:" + f + "=")
		for _, v := range p.All[f] {
			b.WriteString(strings.ToLower(v))
			b.WriteString("\x01")
		}
	}
	for _, r := range p.Ranges {
		b.WriteString("\x00" + r.Number + ":" + strconv.FormatInt(r.Min, 10) + ".." + strconv.FormatInt(r.Max, 10))
	}
	return b.String()
}

// summary is what a query answers besides its page.
type summary struct {
	total  int64
	facets map[string][]FacetOption
}

// found is what the search found, resolved against an index.
type found struct {
	set    []uint64
	ranked []int64
}

// Search answers p: from the postings when its words are plain and they
// are read, else from FTS5 (the fallback, and the relevance order).
func (s *Index) Search(app core.App, p *Query) (*Result, error) {
	if err := s.Ensure(app); err != nil {
		return nil, err
	}
	order := p.Order
	s.mu.RLock()
	defer s.mu.RUnlock()
	var hits *found
	if len(p.Terms) > 0 && order != "ranked" && s.post != nil && !p.FTS {
		// The postings answer in a millisecond or two: no cache needed.
		if set, ok := s.post.match(p.Terms, len(s.docs)); ok {
			hits = &found{set: set}
			defer freeBits(set) // this request's own
		}
	}
	if len(p.Terms) > 0 && hits == nil {
		key := s.k.Dir + "|search|" + strings.Join(p.Terms, " ")
		if order == "ranked" {
			key += "|ranked"
		}
		var err error
		hits, err = Cached(s.cache, key, func() (*found, error) {
			r, err := search(app, s.k, p.Terms, order == "ranked")
			if err != nil {
				return nil, err
			}
			return &found{set: s.bitset(r.rids), ranked: r.ranked}, nil
		})
		if err != nil {
			return nil, err
		}
	}
	q := s.newQuery(p, nil)
	defer func() { freeBits(q.hits) }() // counted by this request, used by nothing after it
	if hits != nil {
		q.search = hits.set
	}
	if len(p.Ranges) > 0 || len(p.All) > 0 {
		q.search = s.restrict(p, q.search)
		defer freeBits(q.search)
	}
	var sum *summary
	if p.NoFacets {
		sum = &summary{total: q.countOnly()}
	} else {
		var err error
		sum, err = Cached(s.cache, s.k.Dir+"|summary|"+p.Key(), func() (*summary, error) {
			return s.summarize(q, p), nil
		})
		if err != nil {
			return nil, err
		}
	}
	if order != "ranked" && order != "rank" && order != "oldest" {
		order = "newest"
	}
	r := &Result{Total: sum.total, Facets: sum.facets}
	if p.Offset < sum.total {
		var ranked []int64
		if hits != nil {
			ranked = hits.ranked
		}
		r.Rids = q.page(order, ranked, int(p.Offset), p.Limit)
	}
	return r, nil
}

// summarize counts the matches of q and lists the options of every facet;
// the caller holds mu.
func (s *Index) summarize(q *query, p *Query) *summary {
	total, counts := q.count()
	sum := &summary{total: total, facets: map[string][]FacetOption{}}
	for i, f := range s.facets {
		sum.facets[f] = options(s.dicts[i], counts[i], p.Filters[f], p.Names)
	}
	return sum
}

// Ensure loads the index on first use: from its snapshot and the changes
// logged since when it keeps one (snapshot.go), else from every entry.
func (s *Index) Ensure(app core.App) error { return s.ensure(app) }

// Apply reads the entry of key again after a committed change: it is
// replaced, added or taken out, and every cached answer retires.
func (s *Index) Apply(app core.App, key string) { s.refresh(app, key) }

// KeepSnapshot makes the index keep a snapshot file (a serving app's
// indexes, before they load; tests leave it off).
func (s *Index) KeepSnapshot() {
	s.mu.Lock()
	s.snap = s.k.Snapshot
	s.mu.Unlock()
}

// Reset makes the next request load the index again (after a change it
// could not read).
func (s *Index) Reset() {
	s.mu.Lock()
	s.loaded = false
	s.mu.Unlock()
}

// Stop ends the index's background work (search-word reads, snapshot
// writes) and waits for what is under way.
func (s *Index) Stop() { s.background.Close(&s.mu) }

// Stats describes the index for the metrics.
type Stats struct {
	Loaded      bool
	Entries     int
	LoadSeconds float64 // of the last full load from SQLite
}

// Stats reports the index's state.
func (s *Index) Stats() Stats {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return Stats{Loaded: s.loaded, Entries: len(s.docs), LoadSeconds: s.loadTime.Seconds()}
}

// registryKey files an app's indexes in its store, by name (the
// consistency harness finds them there).
const registryKey = "voluntech.search"

type registry struct {
	names   []string
	indexes map[string]*Index
}

// Register files s as app's index of name. A serving app (not a test)
// loads its indexes when the server starts, one after another in the order
// they were registered, rather than on the first visitor's request: the
// volunteers' directory first, so that the first answer (issue 38: within
// 3 s of start at a million) does not share the two cores with the loads
// of the indexes after it. A request for an index before its turn waits
// for its turn (loadInOrder).
func Register(app core.App, name string, s *Index) {
	r, _ := app.Store().Get(registryKey).(*registry)
	if r == nil {
		r = &registry{indexes: map[string]*Index{}}
		app.Store().Set(registryKey, r)
		app.OnServe().BindFunc(func(se *core.ServeEvent) error {
			if se.Server != nil {
				order := r.inOrder()
				turns := make([]chan struct{}, len(order))
				for i, ix := range order {
					ix.KeepSnapshot()
					turns[i] = make(chan struct{})
					ix.turn.Store(&turns[i])
				}
				go loadInOrder(se.App, order, turns)
			}
			return se.Next()
		})
	}
	if _, ok := r.indexes[name]; !ok {
		r.names = append(r.names, name)
	}
	r.indexes[name] = s
}

// inOrder is the registered indexes in the order they were registered.
func (r *registry) inOrder() []*Index {
	out := make([]*Index, 0, len(r.names))
	for _, name := range r.names {
		out = append(out, r.indexes[name])
	}
	return out
}

// loadInOrder loads each index in turn (each logs its own load), opening
// its turn first: until then a request for it waits (Index.turn).
func loadInOrder(app core.App, order []*Index, turns []chan struct{}) {
	for i, ix := range order {
		close(turns[i])
		if err := ix.Ensure(app); err != nil {
			app.Logger().Error("loading a search index failed", "directory", ix.k.Dir, "error", err)
		}
	}
}

// Of is app's index of name, nil when none is registered.
func Of(app core.App, name string) *Index {
	r, _ := app.Store().Get(registryKey).(*registry)
	if r == nil {
		return nil
	}
	return r.indexes[name]
}

// Names are the names of app's indexes in the order they were registered.
func Names(app core.App) []string {
	r, _ := app.Store().Get(registryKey).(*registry)
	if r == nil {
		return nil
	}
	return slices.Clone(r.names)
}
