package directory

import (
	"errors"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// searchResult is what FTS5 found for a list's words: the rids in rid
// order and, for a ranked list, best first.
type searchResult struct {
	rids   []int64
	ranked []int64
}

// search runs the terms against k's FTS5 table.
//
// A broad word start matches hundreds of thousands of entries at a
// million. Reading them as rows costs a trip through database/sql per
// match, far more than FTS5's own walk of its lists (profiled:
// docs/scaling.md), so the statement folds them into one text value in
// SQLite and Go splits it.
func search(app core.App, k *dirindex.Kind, terms []string, ranked bool) (*searchResult, error) {
	expr, err := dirindex.MatchExpr(app.DB(), k.Vocab, terms)
	if err != nil {
		return nil, err
	}
	rids, err := matchRids(app.DB(), k.Search, expr, ranked)
	if err != nil {
		return nil, err
	}
	r := &searchResult{rids: rids}
	if ranked {
		r.ranked = rids
		r.rids = sortedCopy(rids)
	}
	return r, nil
}

// matchRids returns the rowids of table matching expr: in rowid order, or
// best first when ranked.
func matchRids(db dbx.Builder, table, expr string, ranked bool) ([]int64, error) {
	inner := "SELECT rowid FROM " + table + " WHERE " + table + " MATCH {:q}"
	if ranked {
		// An aggregate reads an ordered subquery in its order (SQLite does
		// not flatten it into the aggregate).
		inner += " ORDER BY rank"
	}
	var list *string
	err := db.NewQuery("SELECT group_concat(rowid) FROM (" + inner + ")").Bind(dbx.Params{"q": expr}).Row(&list)
	if err != nil || list == nil {
		return nil, err
	}
	return parseRids(*list)
}

// parseRids splits a comma-separated list of non-negative integers.
func parseRids(s string) ([]int64, error) {
	out := make([]int64, 0, len(s)/16+1)
	var n int64
	digits := 0
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ',' {
			if digits == 0 {
				return nil, errors.New("directory: empty rowid in a match list")
			}
			out = append(out, n)
			n, digits = 0, 0
			continue
		}
		c := s[i] - '0'
		if c > 9 || digits == 18 {
			return nil, errors.New("directory: bad rowid in a match list")
		}
		n = n*10 + int64(c)
		digits++
	}
	return out, nil
}

func sortedCopy(rids []int64) []int64 {
	out := slices.Clone(rids)
	slices.Sort(out)
	return out
}
