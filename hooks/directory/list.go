package directory

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// dir serves the directory lists of one app: its index, the in-memory
// stores of both directories and the cache of recent answers.
type dir struct {
	ix         *dirindex.Index
	cache      *cache
	volunteers *store
	companies  *store
}

func newDir(ix *dirindex.Index) *dir {
	d := &dir{ix: ix, cache: newCache(ix),
		volunteers: newStore(dirindex.Volunteers, ix), companies: newStore(dirindex.Companies, ix)}
	ix.OnChange(func(app core.App, userID string) {
		d.volunteers.refresh(app, userID)
		d.companies.refresh(app, userID)
	})
	return d
}

// preload loads both stores.
func (d *dir) preload(app core.App) {
	for _, st := range []*store{d.volunteers, d.companies} {
		if err := st.ensure(app); err != nil {
			app.Logger().Error("loading the directory failed", "error", err)
		}
	}
}

// Named is a lookup as a card shows it.
type Named struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// Page is the answer of a list: one page of cards, the counts and the
// options of every filter.
type Page[T any] struct {
	Page       int                      `json:"page"`
	PerPage    int                      `json:"perPage"`
	TotalItems int64                    `json:"totalItems"`
	TotalPages int64                    `json:"totalPages"`
	Items      []T                      `json:"items"`
	Facets     map[string][]FacetOption `json:"facets"`
}

// summary is what a list answers besides its cards.
type summary struct {
	total  int64
	facets map[string][]FacetOption
	names  map[string]string
}

// found is what the search found, resolved against a store.
type found struct {
	set    []uint64
	ranked []int64
}

// run answers a list request from st: the counts, the facet options and
// the rids of the page in order ("newest", "oldest", "rank" or "ranked":
// by search relevance).
func (d *dir) run(app core.App, st *store, p *listParams, order string) (*summary, []int64, error) {
	if err := st.ensure(app); err != nil {
		return nil, nil, err
	}
	names, err := d.lookupNames(app)
	if err != nil {
		return nil, nil, err
	}
	st.mu.RLock()
	defer st.mu.RUnlock()
	var hits *found
	if len(p.Terms) > 0 && order != "ranked" && st.post != nil {
		// The postings answer in a millisecond or two: no cache needed.
		if set, ok := st.post.match(p.Terms, len(st.docs)); ok {
			hits = &found{set: set}
			defer freeBits(set) // this request's own
		}
	}
	if len(p.Terms) > 0 && hits == nil {
		key := st.k.Dir + "|search|" + strings.Join(p.Terms, " ")
		if order == "ranked" {
			key += "|ranked"
		}
		hits, err = cached(d.cache, key, func() (*found, error) {
			r, err := search(app, st.k, p.Terms, order == "ranked")
			if err != nil {
				return nil, err
			}
			return &found{set: st.bitset(r.rids), ranked: r.ranked}, nil
		})
		if err != nil {
			return nil, nil, err
		}
	}
	q := st.newQuery(p, nil)
	defer func() { freeBits(q.hits) }() // counted by this request, used by nothing after it
	if hits != nil {
		q.search = hits.set
	}
	s, err := cached(d.cache, st.k.Dir+"|summary|"+p.key(), func() (*summary, error) {
		return st.summarize(q, p, names), nil
	})
	if err != nil {
		return nil, nil, err
	}
	if order != "ranked" && order != "rank" && order != "oldest" {
		order = "newest"
	}
	var rids []int64
	if p.offset() < s.total {
		var ranked []int64
		if hits != nil {
			ranked = hits.ranked
		}
		rids = q.page(order, ranked, int(p.offset()), p.PerPage)
	}
	return s, rids, nil
}

// summarize counts the matches of q and lists the options of every facet;
// the caller holds st.mu.
func (st *store) summarize(q *query, p *listParams, names map[string]string) *summary {
	total, counts := q.count()
	s := &summary{total: total, names: names, facets: map[string][]FacetOption{}}
	for i, f := range st.facets {
		s.facets[f] = options(st.dicts[i], counts[i], p.Filters[f], names)
	}
	return s
}

// cards reads the card columns of the rids, in their order.
func cards[T any](app core.App, k *dirindex.Kind, columns string, rids []int64, rid func(T) int64) ([]T, error) {
	if len(rids) == 0 {
		return nil, nil
	}
	ids := make([]any, len(rids))
	for i, r := range rids {
		ids[i] = r
	}
	var rows []T
	if err := app.DB().Select(strings.Split(columns, ", ")...).From(k.Dir).Where(dbx.In("rid", ids...)).All(&rows); err != nil {
		return nil, err
	}
	pos := make(map[int64]int, len(rids))
	for i, r := range rids {
		pos[r] = i
	}
	slices.SortFunc(rows, func(a, b T) int { return pos[rid(a)] - pos[rid(b)] })
	return rows, nil
}

// lookupNames maps the id of every country, language and category to its
// name.
func (d *dir) lookupNames(app core.App) (map[string]string, error) {
	return cached(d.cache, "lookups", func() (map[string]string, error) {
		var rows []struct {
			ID   string `db:"id"`
			Name string `db:"name"`
		}
		err := app.DB().NewQuery(`SELECT id, name FROM lookups
			WHERE kind IN ('country', 'language', 'volunteer_category', 'company_category') AND status = 'approved'`).All(&rows)
		if err != nil {
			return nil, err
		}
		names := make(map[string]string, len(rows))
		for _, r := range rows {
			names[r.ID] = r.Name
		}
		return names, nil
	})
}

// named is the lookup id with its name, nil when unset or unknown.
func (s *summary) named(id string) *Named {
	name, ok := s.names[id]
	if id == "" || !ok {
		return nil
	}
	return &Named{ID: id, Name: name}
}

// page assembles the answer.
func newPage[T any](p *listParams, s *summary, items []T) Page[T] {
	if items == nil {
		items = []T{}
	}
	return Page[T]{
		Page: p.Page, PerPage: p.PerPage,
		TotalItems: s.total, TotalPages: p.totalPages(s.total),
		Items: items, Facets: s.facets,
	}
}

// storedTags reads a card's tags.
func storedTags(raw string) []string {
	tags := []string{}
	_ = json.Unmarshal([]byte(raw), &tags)
	if tags == nil {
		tags = []string{}
	}
	return tags
}

func itoa(n int) string { return strconv.Itoa(n) }
