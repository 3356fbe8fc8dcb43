package directory

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"voluntech/hooks/dirindex"
)

func TestSearchTerms(t *testing.T) {
	for q, want := range map[string][]string{
		`Dev`:                   {"dev"},
		`"dev" OR (python*)`:    {"dev", "or", "python"},
		`-dev NEAR/2 ^x a:b`:    {"dev", "near", "2", "x", "a", "b"},
		`dev dev DEV`:           {"dev"},
		`Ünïcödé 東京 café`:       {"ünïcödé", "東京", "café"},
		`"`:                     nil,
		`a b c d e f g h i j k`: {"a", "b", "c", "d", "e", "f", "g", "h"},
		strings.Repeat("x", 60): {strings.Repeat("x", dirindex.MaxTermRunes)},
	} {
		if got := dirindex.SearchTerms(q); !slices.Equal(got, want) {
			t.Errorf("SearchTerms(%q) = %q, want %q", q, got, want)
		}
	}
}

func TestParseList(t *testing.T) {
	facets := []string{"category", "skills"}
	sorts := []string{"newest", "oldest"}
	for raw, want := range map[string]listParams{
		"":                                {Sort: "newest", Page: 1, PerPage: 10},
		"sort=OLDEST&page=3&perPage=25":   {Sort: "oldest", Page: 3, PerPage: 25},
		"sort=x&page=0&perPage=0":         {Sort: "newest", Page: 1, PerPage: 10},
		"page=-5&perPage=-1":              {Sort: "newest", Page: 1, PerPage: 10},
		"perPage=51":                      {Sort: "newest", Page: 1, PerPage: 50},
		"page=99999999999999999999999999": {Sort: "newest", Page: maxPage, PerPage: 10},
	} {
		v, _ := url.ParseQuery(raw)
		got := parseList(v, sorts, facets)
		if got.Sort != want.Sort || got.Page != want.Page || got.PerPage != want.PerPage {
			t.Errorf("%q: sort %s page %d perPage %d", raw, got.Sort, got.Page, got.PerPage)
		}
	}
	v, _ := url.ParseQuery("skills=React,go&skills=Go&skills=+&category=b&category=a&other=x")
	p := parseList(v, sorts, facets)
	if !slices.Equal(p.Filters["skills"], []string{"go", "React"}) || !slices.Equal(p.Filters["category"], []string{"a", "b"}) || len(p.Filters) != 2 {
		t.Errorf("filters = %v", p.Filters)
	}
	// The same request in another spelling has the same key.
	w, _ := url.ParseQuery("category=a,b&skills=GO&skills=react")
	if p.key() != parseList(w, sorts, facets).key() {
		t.Errorf("keys differ: %q", p.key())
	}
}
