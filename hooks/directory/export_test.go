package directory

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// Views are canonical views of app's live in-memory columns and of columns
// loaded afresh from its directory tables: one line per entry (its user,
// rank and filter values by label) and per facet option count (of the
// whole list and filtered by the first category by name), sorted, so two stores
// built in different orders compare equal when they hold the same.
func Views(app core.App) (live, fresh []string, err error) {
	d, _ := app.Store().Get(storeKey).(*dir)
	if d == nil {
		return nil, nil, fmt.Errorf("no directory in the app's store")
	}
	for _, st := range []*store{d.volunteers, d.companies} {
		f := newStore(st.k, &dirindex.Index{})
		for _, s := range []*store{st, f} {
			if err := s.ensure(app); err != nil {
				return nil, nil, err
			}
		}
		live, fresh = append(live, st.view()...), append(fresh, f.view()...)
	}
	return live, fresh, nil
}

func (s *store) view() []string {
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
		line := fmt.Sprintf("%s user %x rank %d", s.k.Dir, users[f.rid], f.rank)
		for j := range s.nsing {
			line += " " + s.facets[j] + "=" + label(j, f.single[j])
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
	counts := func(name string, p *listParams) {
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
	counts("all", &listParams{Filters: map[string][]string{}})
	// The dictionaries keep values no entry holds any more: the first
	// category is the first that an entry holds.
	var held []string
	for i := range s.docs {
		if c := s.docs[i].single[0]; c != 0 {
			held = append(held, s.dicts[0].labels[c-1])
		}
	}
	if len(held) > 0 {
		counts("first category", &listParams{Filters: map[string][]string{s.facets[0]: {slices.Min(held)}}})
	}
	slices.Sort(out)
	return out
}

// Restarted loads each directory as a restarted server would (its
// snapshot file and the changes logged since, once the live store's
// snapshot is written) and returns its view, the fresh view of the
// tables, and what each load read ("snapshot" or "rows").
func Restarted(app core.App) (restarted, fresh, sources []string, err error) {
	d, _ := app.Store().Get(storeKey).(*dir)
	if d == nil {
		return nil, nil, nil, fmt.Errorf("no directory in the app's store")
	}
	for _, st := range []*store{d.volunteers, d.companies} {
		st.saving.Wait()
		r := newStore(st.k, &dirindex.Index{})
		r.snap = true
		f := newStore(st.k, &dirindex.Index{})
		for _, s := range []*store{r, f} {
			if err := s.ensure(app); err != nil {
				return nil, nil, nil, err
			}
		}
		r.saving.Wait()
		restarted, fresh = append(restarted, r.view()...), append(fresh, f.view()...)
		sources = append(sources, st.k.Dir+": "+r.source)
	}
	return restarted, fresh, sources, nil
}

// SnapshotPaths are the snapshot files of app's directories.
func SnapshotPaths(app core.App) []string {
	d, _ := app.Store().Get(storeKey).(*dir)
	return []string{d.volunteers.snapshotPath(app), d.companies.snapshotPath(app)}
}
