package dirindex

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pocketbase/dbx"
)

// Limits of a search: words used, letters of one word used.
const (
	MaxTerms     = 8
	MaxTermRunes = 40
)

// maxExpansion is the number of indexed words a word start may stand for
// before the search falls back to FTS5's own prefix query.
const maxExpansion = 32

// SearchTerms splits q into words of letters and digits, lowercased and
// without repeats. Everything else (quotes, *, -, :, ^, parentheses) only
// separates words, so no input can form FTS5 syntax.
func SearchTerms(q string) []string {
	words := strings.FieldsFunc(strings.ToLower(q), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsNumber(r)
	})
	var out []string
	for _, w := range words {
		if utf8.RuneCountInString(w) > MaxTermRunes {
			w = string([]rune(w)[:MaxTermRunes])
		}
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
		if len(out) == MaxTerms {
			break
		}
	}
	return out
}

// MatchExpr is the FTS5 MATCH expression of the terms against the index
// whose fts5vocab table is vocab: every word must appear, as a word or the
// start of one ("dev" finds "developer"). A word start of four letters or
// more becomes the indexed words it begins (read from the vocabulary
// table), which FTS5 merges far faster than its own prefix scan; shorter
// starts use the prefix indexes (2 and 3 letters). Every word is quoted,
// so nothing a client types is syntax.
func MatchExpr(db dbx.Builder, vocab string, terms []string) (string, error) {
	parts := make([]string, 0, len(terms))
	for _, t := range terms {
		if utf8.RuneCountInString(t) >= 4 {
			var words []string
			err := db.NewQuery("SELECT term FROM " + vocab + " WHERE term >= {:from} AND term < {:to} LIMIT " +
				strconv.Itoa(maxExpansion+1)).Bind(dbx.Params{"from": t, "to": t + "\U0010FFFF"}).Column(&words)
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
