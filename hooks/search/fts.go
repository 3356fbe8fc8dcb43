package search

import (
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
func search(app core.App, k *Config, terms []string, ranked bool) (*searchResult, error) {
	expr, err := dirindex.MatchExpr(app.DB(), k.Vocab, terms)
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
