package directory

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/search"
)

// Limits of a list request. Anything a client sends is clamped or cut to
// these, never refused: a shared link with an odd value still opens.
const (
	DefaultPerPage = 10
	MaxPerPage     = 50
	maxValues      = 20  // values of one filter used
	maxValueLen    = 100 // characters of one filter value
	maxPage        = 1 << 30
)

// listParams is a normalized list request: the same request always gives
// the same key, whatever the order or spelling of its parameters.
type listParams struct {
	Terms   []string
	Sort    string
	Filters map[string][]string // facet name -> values, sorted
	Page    int
	PerPage int
}

// parseList reads q, sort (one of sorts, the first being the default),
// every filter in facets (repeated or comma-separated), page and perPage.
func parseList(query url.Values, sorts []string, facets []string) *listParams {
	p := &listParams{
		Terms:   dirindex.SearchTerms(query.Get("q")),
		Sort:    sorts[0],
		Filters: map[string][]string{},
		Page:    1,
		PerPage: DefaultPerPage,
	}
	if s := strings.ToLower(strings.TrimSpace(query.Get("sort"))); slices.Contains(sorts, s) {
		p.Sort = s
	}
	for _, f := range facets {
		if v := filterValues(query[f]); len(v) > 0 {
			p.Filters[f] = v
		}
	}
	// Atoi answers a number too large with the largest int: a page past
	// any list, answered empty.
	if n, _ := strconv.Atoi(strings.TrimSpace(query.Get("page"))); n > 1 {
		p.Page = min(n, maxPage)
	}
	if n, _ := strconv.Atoi(strings.TrimSpace(query.Get("perPage"))); n >= 1 {
		p.PerPage = min(n, MaxPerPage)
	}
	return p
}

// filterValues reads repeated and comma-separated values, trimmed, without
// blanks or case-insensitive repeats, sorted without case, at most
// maxValues.
func filterValues(raw []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, r := range raw {
		for _, v := range strings.Split(r, ",") {
			v = strings.TrimSpace(v)
			if len(v) > maxValueLen {
				v = v[:maxValueLen]
			}
			key := strings.ToLower(v)
			if v == "" || seen[key] || !utf8.ValidString(v) {
				continue
			}
			seen[key] = true
			out = append(out, v)
		}
	}
	slices.SortFunc(out, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
	if len(out) > maxValues {
		out = out[:maxValues]
	}
	return out
}

// key is the cache key of the list's matches (search and filters; not the
// sort or the page).
func (p *listParams) key() string { return (&search.Query{Terms: p.Terms, Filters: p.Filters}).Key() }

// offset is the number of matches before the page.
func (p *listParams) offset() int64 { return int64(p.Page-1) * int64(p.PerPage) }

// totalPages is ceil(total / perPage).
func (p *listParams) totalPages(total int64) int64 {
	return (total + int64(p.PerPage) - 1) / int64(p.PerPage)
}
