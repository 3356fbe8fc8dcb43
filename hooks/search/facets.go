package search

import (
	"cmp"
	"slices"
	"strings"
)

// MaxFacetOptions is the number of options a facet lists at most.
const MaxFacetOptions = 30

// FacetOption is one option of a filter: how many matches it would give
// with the other filters applied.
type FacetOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
	Count int64  `json:"count"`
}

// options turns the counts of one facet (by code) into its options: the
// most frequent first, then by label, at most MaxFacetOptions, every
// selected value among them (with 0 when it matches nothing). Lookup
// facets (names set) show the lookup's name; an id without a name (an
// unknown lookup) is left out.
func options(d *dict, counts []int64, selected []string, names map[string]string) []FacetOption {
	label := func(v string) (string, bool) {
		if d.fold {
			return v, true
		}
		name, ok := names[v]
		return name, ok
	}
	var opts []FacetOption
	for code, n := range counts {
		if n == 0 {
			continue
		}
		v := d.labels[code-1]
		if l, ok := label(v); ok {
			opts = append(opts, FacetOption{Value: v, Label: l, Count: n})
		}
	}
	isSelected := func(v string) bool {
		return slices.ContainsFunc(selected, func(s string) bool { return d.key(s) == d.key(v) })
	}
	var chosen, rest []FacetOption
	for _, o := range opts {
		if isSelected(o.Value) {
			chosen = append(chosen, o)
		} else {
			rest = append(rest, o)
		}
	}
	for _, s := range selected {
		if slices.ContainsFunc(chosen, func(o FacetOption) bool { return d.key(o.Value) == d.key(s) }) {
			continue
		}
		if c := d.code(s, false); c != 0 {
			s = d.labels[c-1] // the known spelling
		}
		if l, ok := label(s); ok {
			chosen = append(chosen, FacetOption{Value: s, Label: l}) // matches nothing
		}
	}
	sortOptions(rest)
	out := append(chosen, rest[:min(len(rest), max(MaxFacetOptions-len(chosen), 0))]...)
	sortOptions(out)
	if out == nil {
		out = []FacetOption{}
	}
	return out
}

func sortOptions(opts []FacetOption) {
	slices.SortStableFunc(opts, func(a, b FacetOption) int {
		if c := cmp.Compare(b.Count, a.Count); c != 0 {
			return c
		}
		return cmp.Compare(strings.ToLower(a.Label), strings.ToLower(b.Label))
	})
}
