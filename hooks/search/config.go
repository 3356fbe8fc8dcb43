package search

import (
	"github.com/pocketbase/dbx"

	"voluntech/hooks/dirindex"
)

// Config declares one index: its tables, filters, facets and sorts as
// data. The engine has one code path; what differs between the
// volunteers, the companies and the opportunities is only this.
//
//   - Kind names the SQL side (dirindex): the entry table (Dir, one row
//     per listed entry: rid, user_id, the Rank column, the Single filter
//     columns and the encoded Multi values in its facets column), its FTS5
//     table (Search, rowid = rid) and that table's vocabulary (Vocab).
//     Single filters hold one value per entry, Multi several; Folded ones
//     match without case. Their order is the order of the facets.
//   - Words gives an entry's indexed words as they are now (the text the
//     index hooks wrote, through FTS5's own tokenizer: dirindex.Words),
//     found false when the key has no entry; the postings file a changed
//     entry under them.
//
// The sorts every index has: "newest" (rid descending), "oldest", "rank"
// (the Rank column highest first, then newest) and "ranked" (FTS5's
// relevance, when words are searched).
type Config struct {
	*dirindex.Kind
	Words func(db dbx.Builder, key string) (words []string, found bool, err error)
}
