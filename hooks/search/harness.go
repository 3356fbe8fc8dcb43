package search

// The consistency harness: exported checks that compare the live indexes
// of an app (every index registered with Register) with the same indexes
// loaded afresh from their tables, with a restart from their snapshot
// files, and the postings' answers with FTS5's. The tests of the packages
// that declare indexes drive them after random writes.

import (
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// Views are canonical views of app's live in-memory columns and of columns
// loaded afresh from its directory tables: one line per entry (its user,
// rank and filter values by label) and per facet option count (of the
// whole list and filtered by the first category by name), sorted, so two stores
// built in different orders compare equal when they hold the same.
func Views(app core.App) (live, fresh []string, err error) {
	indexes, err := registered(app)
	if err != nil {
		return nil, nil, err
	}
	for _, st := range indexes {
		f := New(st.k, &dirindex.Index{})
		f.noPostings = true
		for _, s := range []*Index{st, f} {
			if err := s.ensure(app); err != nil {
				return nil, nil, err
			}
		}
		live, fresh = append(live, st.view()...), append(fresh, f.view()...)
	}
	return live, fresh, nil
}

func (s *Index) view() []string {
	s.mu.RLock()
	defer s.mu.RUnlock()
	users := make(map[int64]uint64, len(s.byUser))
	for u, rid := range s.byUser {
		users[rid] = u
	}
	var out []string
	label := func(facet int, c uint32) string {
		if c == 0 {
			return ""
		}
		return s.dicts[facet].key(s.dicts[facet].labels[c-1])
	}
	for i := range s.docs {
		f := &s.docs[i]
		line := fmt.Sprintf("%s user %x key %s rank %d", s.k.Dir, users[f.rid], s.keys[i], f.rank)
		for j := range s.nsing {
			line += " " + s.facets[j] + "=" + label(j, f.single[j])
		}
		for j, n := range s.k.Numbers {
			line += fmt.Sprintf(" %s=%d", n.Name, s.nums[j][i])
		}
		for m := range f.off {
			var vals []string
			for _, c := range s.arena[f.off[m] : f.off[m]+uint32(f.n[m])] {
				vals = append(vals, label(s.nsing+m, c))
			}
			slices.Sort(vals)
			if m < len(s.k.Multi) {
				line += " " + s.k.Multi[m] + "=" + strings.Join(vals, ",")
			}
		}
		out = append(out, line)
	}
	if len(users) != len(s.docs) {
		out = append(out, fmt.Sprintf("%s: %d users for %d entries", s.k.Dir, len(users), len(s.docs)))
	}
	for r, n := range s.ranks {
		if n != 0 {
			out = append(out, fmt.Sprintf("%s rank %d: %d entries", s.k.Dir, r, n))
		}
	}
	counts := func(name string, p *Query) {
		total, counts := s.newQuery(p, nil).count()
		out = append(out, fmt.Sprintf("%s %s total %d", s.k.Dir, name, total))
		for facet, cs := range counts {
			for c, n := range cs {
				if n != 0 {
					out = append(out, fmt.Sprintf("%s %s %s=%s: %d", s.k.Dir, name, s.facets[facet], label(facet, uint32(c)), n))
				}
			}
		}
	}
	counts("all", &Query{Filters: map[string][]string{}})
	// The dictionaries keep values no entry holds any more: the first
	// category is the first that an entry holds.
	var held []string
	for i := range s.docs {
		if c := s.docs[i].single[0]; c != 0 {
			held = append(held, s.dicts[0].labels[c-1])
		}
	}
	if len(held) > 0 {
		counts("first category", &Query{Filters: map[string][]string{s.facets[0]: {slices.Min(held)}}})
	}
	slices.Sort(out)
	return out
}

// Restarted loads each directory as a restarted server would (its
// snapshot file and the changes logged since, once the live store's
// snapshot is written) and returns its view, the fresh view of the
// tables, and what each load read ("snapshot" or "rows").
func Restarted(app core.App) (restarted, fresh, sources []string, err error) {
	indexes, err := registered(app)
	if err != nil {
		return nil, nil, nil, err
	}
	for _, st := range indexes {
		if !st.k.Snapshot {
			continue
		}
		st.background.Wait()
		r := New(st.k, &dirindex.Index{})
		r.snap, r.noPostings = true, true
		f := New(st.k, &dirindex.Index{})
		f.noPostings = true
		for _, s := range []*Index{r, f} {
			if err := s.ensure(app); err != nil {
				return nil, nil, nil, err
			}
		}
		r.background.Wait()
		restarted, fresh = append(restarted, r.view()...), append(fresh, f.view()...)
		sources = append(sources, st.k.Dir+": "+r.source)
	}
	return restarted, fresh, sources, nil
}

// RestartedWords starts each directory as a restarted server would, its
// postings included (its snapshot and words files, and the changes
// logged since), waits for the words, and returns where each read them
// ("file" or "fts5") and whether each equals a fresh load (Fresh).
func RestartedWords(app core.App) (sources []string, fresh []bool, err error) {
	indexes, err := registered(app)
	if err != nil {
		return nil, nil, err
	}
	for _, st := range indexes {
		if !st.k.Snapshot {
			continue
		}
		st.background.Wait()
		r := New(st.k, &dirindex.Index{})
		r.snap = true
		if err := r.ensure(app); err != nil {
			return nil, nil, err
		}
		r.background.Wait()
		ok, err := r.Fresh(app)
		if err != nil {
			return nil, nil, err
		}
		r.mu.RLock()
		sources, fresh = append(sources, st.k.Dir+": "+r.wordsSource), append(fresh, ok && r.post != nil)
		r.mu.RUnlock()
		r.background.Close(&r.mu)
	}
	return sources, fresh, nil
}

// WordsPaths are the words files of app's directories.
func WordsPaths(app core.App) []string {
	var paths []string
	for _, name := range Names(app) {
		if st := Of(app, name); st.k.Snapshot {
			paths = append(paths, st.wordsPath(app))
		}
	}
	return paths
}

// SnapshotPaths are the snapshot files of app's directories.
func SnapshotPaths(app core.App) []string {
	var paths []string
	for _, name := range Names(app) {
		if st := Of(app, name); st.k.Snapshot {
			paths = append(paths, st.snapshotPath(app))
		}
	}
	return paths
}

// postingsReady waits until st's postings are read (reading them here
// when no read is under way).
func postingsReady(app core.App, st *Index) error {
	if err := st.ensure(app); err != nil {
		return err
	}
	for deadline := time.Now().Add(time.Minute); ; {
		st.buildPostings(app)
		st.mu.RLock()
		ready := st.post != nil
		st.mu.RUnlock()
		if ready {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s: the postings were never read", st.k.Dir)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// randomTerms are 1 to 3 search words: starts of indexed words (of one
// letter to the whole word), made-up starts, now and then one FTS5 may
// fold (non-ASCII: the postings must decline it).
func randomTerms(rng *rand.Rand, vocab []string) []string {
	var terms []string
	for range 1 + rng.IntN(3) {
		switch r := rng.IntN(10); {
		case r < 6 && len(vocab) > 0:
			w := vocab[rng.IntN(len(vocab))]
			terms = append(terms, w[:1+rng.IntN(len(w))])
		case r < 9:
			b := make([]byte, 1+rng.IntN(3))
			for i := range b {
				b[i] = "aeinorstu0"[rng.IntN(10)]
			}
			terms = append(terms, string(b))
		default:
			terms = append(terms, "é")
		}
	}
	return dirindex.SearchTerms(strings.Join(terms, " "))
}

// SearchesAgree checks, for n random searches in each directory, that the
// postings find exactly the entries FTS5 finds.
func SearchesAgree(app core.App, rng *rand.Rand, n int) error {
	indexes, err := registered(app)
	if err != nil {
		return err
	}
	for _, st := range indexes {
		if err := postingsReady(app, st); err != nil {
			return err
		}
		st.mu.RLock()
		vocab := slices.Clone(st.post.terms)
		st.mu.RUnlock()
		for range n {
			terms := randomTerms(rng, vocab)
			if err := func() error {
				st.mu.RLock()
				defer st.mu.RUnlock()
				got, ok := st.post.match(terms, len(st.docs))
				plain := !slices.ContainsFunc(terms, func(t string) bool { return !dirindex.PlainTerm(t) })
				if ok != plain {
					return fmt.Errorf("%s %q: the postings answered %v", st.k.Dir, terms, ok)
				}
				if !ok {
					return nil
				}
				r, err := search(app, st.k, terms, false)
				if err != nil {
					return err
				}
				if want := st.bitset(r.rids); !slices.Equal(got, want) {
					return fmt.Errorf("%s %q: the postings found %d entries, FTS5 %d", st.k.Dir, terms, popcount(got), popcount(want))
				}
				return nil
			}(); err != nil {
				return err
			}
		}
	}
	return nil
}

func popcount(set []uint64) (n int) {
	for _, w := range set {
		for ; w != 0; w &= w - 1 {
			n++
		}
	}
	return n
}

// ListsAgree answers, in each index, n random list requests (words,
// filters, sorts, pages) twice, with the postings and with FTS5 alone, and
// checks the totals, facet options and pages are the same.
func ListsAgree(app core.App, rng *rand.Rand, n int) error {
	indexes, err := registered(app)
	if err != nil {
		return err
	}
	for _, st := range indexes {
		if err := listsAgree(app, st, rng, n); err != nil {
			return err
		}
	}
	return nil
}

func listsAgree(app core.App, st *Index, rng *rand.Rand, n int) error {
	if err := postingsReady(app, st); err != nil {
		return err
	}
	st.mu.RLock()
	vocab := slices.Clone(st.post.terms)
	var values [][]string
	names := map[string]string{} // every value labelled: every option compared
	for _, dc := range st.dicts {
		values = append(values, slices.Clone(dc.labels))
		for _, l := range dc.labels {
			names[l] = l
		}
	}
	st.mu.RUnlock()
	for range n {
		p := &Query{Terms: randomTerms(rng, vocab), Filters: map[string][]string{}, Offset: int64(3 * rng.IntN(2)), Limit: 3, Names: names}
		for i, f := range st.facets {
			if len(values[i]) > 0 && rng.IntN(3) == 0 {
				p.Filters[f] = []string{values[i][rng.IntN(len(values[i]))]}
			}
		}
		p.Order = []string{"newest", "oldest", "rank"}[rng.IntN(3)]
		answer := func(withPostings bool) (string, error) {
			st.cache = NewCache(st.ix) // no answer carried over
			st.mu.Lock()
			saved := st.post
			if !withPostings {
				st.post = nil
			}
			st.mu.Unlock()
			r, err := st.Search(app, p)
			st.mu.Lock()
			st.post = saved
			st.mu.Unlock()
			if err != nil {
				return "", err
			}
			return fmt.Sprintf("total %d facets %v page %v", r.Total, r.Facets, r.Rids), nil
		}
		with, err := answer(true)
		if err != nil {
			return err
		}
		without, err := answer(false)
		if err != nil {
			return err
		}
		if with != without {
			return fmt.Errorf("%s %q %v %s:\nwith the postings: %s\nFTS5 alone:        %s", st.k.Dir, p.Terms, p.Filters, p.Order, with, without)
		}
	}
	return nil
}

// registered are app's indexes, in the order they were registered.
func registered(app core.App) ([]*Index, error) {
	names := Names(app)
	if len(names) == 0 {
		return nil, fmt.Errorf("no search index in the app's store")
	}
	out := make([]*Index, len(names))
	for i, name := range names {
		out[i] = Of(app, name)
	}
	return out, nil
}

// DuringWordsRead makes the index run f between reading its postings and
// installing them (the tests commit writes there); call it before the
// index loads.
func (s *Index) DuringWordsRead(f func()) { s.wordsRead = f }

// Wait waits for the index's background work (the postings read after a
// load).
func (s *Index) Wait() { s.background.Wait() }

// HasWords reports whether the postings are in memory.
func (s *Index) HasWords() bool {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.post != nil
}

// CompactAt renumbers the postings' slots once dead ones are at least min
// (and a quarter); it returns the former setting.
func CompactAt(min int) int {
	old := compactMin
	compactMin = min
	return old
}

// Fresh reports whether the index equals a fresh load of its entries
// and, when it has its postings, they equal a fresh read of them (the
// entries each word finds).
func (s *Index) Fresh(app core.App) (bool, error) {
	f := New(s.k, &dirindex.Index{})
	if err := f.ensure(app); err != nil {
		return false, err
	}
	f.background.Wait()
	f.background.Close(&f.mu)
	if !slices.Equal(s.view(), f.view()) {
		return false, nil
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	if s.post == nil {
		return true, nil // a live index may be reading its words again
	}
	if f.post == nil {
		return false, nil
	}
	return maps.EqualFunc(s.byWord(), f.byWord(), slices.Equal), nil
}

// byWord are the rids each word finds (words finding none left out); the
// caller holds mu.
func (s *Index) byWord() map[string][]int64 {
	out := map[string][]int64{}
	for t, term := range s.post.terms {
		var rids []int64
		for _, slot := range s.post.lists[t] {
			if pos := s.post.slotPos[slot]; pos >= 0 {
				rids = append(rids, s.docs[pos].rid)
			}
		}
		if rids != nil {
			slices.Sort(rids)
			out[term] = rids
		}
	}
	return out
}

// Fault makes app's index of name ignore every change while on (a lost
// update: the fault the harness exists to catch); turned off, the index
// loads again on its next request. For the test that shows the harness
// fails.
func Fault(app core.App, name string, on bool) {
	s := Of(app, name)
	s.mu.Lock()
	s.lost = on
	if !on {
		s.loaded = false
	}
	s.mu.Unlock()
}
