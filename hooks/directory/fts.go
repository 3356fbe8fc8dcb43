package directory

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// maxExpansion is the number of indexed words a word start may stand for
// before the search falls back to FTS5's own prefix query.
const maxExpansion = 32

// searchResult is what FTS5 found for a list's words: the rids in rid
// order and, for a ranked list, best first.
type searchResult struct {
	rids   []int64
	ranked []int64
}

// ftsExpr is the FTS5 MATCH expression of the terms: every word must
// appear, as a word or the start of one ("dev" finds "developer"). A word
// start of four letters or more becomes the indexed words it begins
// (read from the vocabulary table), which FTS5 merges far faster than its
// own prefix scan; shorter starts use the prefix indexes (2 and 3
// letters). Every word is quoted, so nothing a client types is syntax.
func ftsExpr(app core.App, k *dirindex.Kind, terms []string) (string, error) {
	parts := make([]string, 0, len(terms))
	for _, t := range terms {
		if utf8.RuneCountInString(t) >= 4 {
			var words []string
			err := app.DB().NewQuery("SELECT term FROM " + k.Vocab + " WHERE term >= {:from} AND term < {:to} LIMIT " +
				itoa(maxExpansion+1)).Bind(dbx.Params{"from": t, "to": t + "\U0010FFFF"}).Column(&words)
			if err != nil {
				return "", err
			}
			if len(words) > 0 && len(words) <= maxExpansion {
				for i, w := range words {
					words[i] = quote(w)
				}
				parts = append(parts, "("+strings.Join(words, " OR ")+")")
				continue
			}
		}
		parts = append(parts, quote(t)+"*")
	}
	return strings.Join(parts, " AND "), nil
}

// quote is an FTS5 string: any text between double quotes, its own double
// quotes doubled.
func quote(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }

// search runs the terms against k's FTS5 table.
func search(app core.App, k *dirindex.Kind, terms []string, ranked bool) (*searchResult, error) {
	expr, err := ftsExpr(app, k, terms)
	if err != nil {
		return nil, err
	}
	r := &searchResult{}
	sql := "SELECT rowid FROM " + k.Search + " WHERE " + k.Search + " MATCH {:q}"
	if ranked {
		sql += " ORDER BY rank"
	}
	if err := app.DB().NewQuery(sql).Bind(dbx.Params{"q": expr}).Column(&r.rids); err != nil {
		return nil, err
	}
	if ranked {
		r.ranked = slices.Clone(r.rids)
		slices.Sort(r.rids)
	}
	return r, nil
}
