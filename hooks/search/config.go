package search

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"

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
//     Single filters hold one value per entry (two at most), Multi several
//     (three at most, 255 values each); Folded ones match without case.
//     Their order is the order of the facets.
//   - Words gives an entry's indexed words as they are now (the text the
//     index hooks wrote, through FTS5's own tokenizer: dirindex.Words),
//     found false when the key has no entry; the postings file a changed
//     entry under them.
//   - Rows, when set, reads the entries instead of the Dir table: a query
//     giving rid, the key, the rank, the Single values, the encoded Multi
//     values and the Numbers, ending in a WHERE clause (Apply adds
//     "AND Key = the key"; Key is the key's column there). Decode splits
//     the Multi values (default Kind.DecodeFacets). Count, when set,
//     counts the entries instead of counting Rows' answer: a cheaper query
//     giving the same number (Rows' joins never add or drop a row), for
//     the check of a start from the snapshot.
//   - Numbers are number columns a query bounds (Query.Ranges): an
//     opportunity's expiry, hours a day, months, remote.
//   - Snapshot: the index may keep a snapshot file (snapshot.go); only a
//     Kind whose writes the triggers log in dirindex.ChangeLog can.
//
// The sorts every index has: "newest" (rid descending), "oldest", "rank"
// (the Rank column highest first, then newest) and "ranked" (FTS5's
// relevance, when words are searched).
type Config struct {
	*dirindex.Kind
	Words    func(app core.App, key string) (words []string, found bool, err error)
	Rows     string
	Count    string
	Key      string
	Decode   func(string) [][]string
	Numbers  []Number
	Snapshot bool
}

// Number is a number column of the entries: Parse reads its text (nil:
// an integer).
type Number struct {
	Name  string
	Parse func(string) int64
}

// rowSQL reads what the index keeps of entries.
func (k *Config) rowSQL() string {
	if k.Rows != "" {
		return k.Rows
	}
	return "SELECT rid, user_id, " + k.Rank + ", " + strings.Join(k.Single, ", ") + ", facets FROM " + k.Dir
}

// keySQL reads the entry of {:user}.
func (k *Config) keySQL() string {
	if k.Rows != "" {
		return k.Rows + " AND " + k.Key + " = {:user}"
	}
	return k.rowSQL() + " WHERE user_id = {:user}"
}

// countSQL counts the entries.
func (k *Config) countSQL() string {
	if k.Count != "" {
		return k.Count
	}
	if k.Rows != "" {
		return "SELECT COUNT(*) FROM (" + k.Rows + ")"
	}
	return "SELECT COUNT(*) FROM " + k.Dir
}

// decode splits the encoded Multi values of an entry.
func (k *Config) decode(facets string) [][]string {
	if k.Decode != nil {
		return k.Decode(facets)
	}
	return k.DecodeFacets(facets)
}

// number is the position of the Number called name, -1 when none is.
func (k *Config) number(name string) int {
	for i, n := range k.Numbers {
		if n.Name == name {
			return i
		}
	}
	return -1
}
