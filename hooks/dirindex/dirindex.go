// Package dirindex keeps the search and filter tables of the public
// directories (pb_migrations 1763701600) in step with the profiles: every
// change of a user, a volunteer profile, a skill, an experience, a company
// profile or an opportunity's status rewrites that user's directory entry
// inside the transaction of the change, so the index never drifts from the
// data.
//
// An entry exists only while the profile is listed: a volunteer who
// finished the wizard, a company that finished onboarding, neither of them
// suspended (users.suspended: the suspension saves the user, whose hooks
// remove the entry; the restore puts it back). The entry holds
// what a directory card shows (so a page of results needs no joins), the
// filter values (indexed), the whole-list facet counts and the full-text
// document (FTS5).
//
// The opportunity search (opportunity.go) is kept the same way: an FTS5
// document per open opportunity, rewritten by each write of it.
//
// The rows of these tables are derived data: the migrations only create
// the tables, and EnsureCurrent (version.go) fills them when the server
// starts on a database whose stored index version is not this binary's.
package dirindex

import (
	"hash/fnv"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/wizard"
)

// The listing rules: a user is listed once their wizard is finished
// (users.profile_step).
const (
	VolunteerListedStep = wizard.VolunteerDone
	CompanyListedStep   = wizard.CompanyDone
)

// Kind describes the tables of one directory.
type Kind struct {
	Dir    string // the entry table
	Search string // the FTS5 table (rowid = rid)
	Vocab  string // the fts5vocab table of Search
	// Rank is the numeric column of the "most first" sort (available,
	// open opportunities).
	Rank string
	// Single are the filter columns of Dir holding one lookup id each.
	Single []string
	// Multi are the filters with several values per entry, stored in the
	// facets column of Dir in this order (EncodeFacets).
	Multi []string
	// Folded are the filters whose values match without case (free text).
	Folded []string
	// Columns are the other columns of Dir, in the order of Doc.Columns.
	Columns []string
	// Text are the FTS5 columns, in the order of Doc.Text.
	Text []string
}

// Volunteers and Companies are the two directories.
var (
	Volunteers = &Kind{
		Dir: "volunteer_directory", Search: "volunteer_search", Vocab: "volunteer_search_vocab", Rank: "available",
		Single:  []string{"category", "country"},
		Multi:   []string{"skills", "tags", "language"},
		Folded:  []string{"skills", "tags"},
		Columns: []string{"username", "first_name", "last_name", "photo", "city", "tags"},
		Text:    []string{"name", "username", "tags", "skills", "city", "about", "experience"},
	}
	Companies = &Kind{
		Dir: "company_directory", Search: "company_search", Vocab: "company_search_vocab", Rank: "opportunities",
		Single:  []string{"category", "country"},
		Multi:   []string{"tags"},
		Folded:  []string{"tags"},
		Columns: []string{"username", "company_name", "logo", "city", "tags"},
		Text:    []string{"company_name", "tags", "city", "description"},
	}
)

// Facets are the filter names of k: Single then Multi.
func (k *Kind) Facets() []string { return append(append([]string{}, k.Single...), k.Multi...) }

// Doc is one listed profile as the directory stores it.
type Doc struct {
	UserID  string
	Created int64 // unix milliseconds: the sort key
	Rank    int
	Single  map[string]string
	Multi   map[string][]string
	Columns []any
	Text    []string
}

// Separators of the facets column; values never contain them.
const (
	facetSep = "\x1e"
	valueSep = "\x1f"
)

// EncodeFacets is the facets column of the multi values, in k.Multi order.
func (k *Kind) EncodeFacets(multi map[string][]string) string {
	groups := make([]string, len(k.Multi))
	for i, m := range k.Multi {
		values := uniqueValues(multi[m])
		for j, v := range values {
			values[j] = strings.NewReplacer(facetSep, " ", valueSep, " ").Replace(v)
		}
		groups[i] = strings.Join(values, valueSep)
	}
	return strings.Join(groups, facetSep)
}

// DecodeFacets splits a facets column into the values of each of k.Multi.
func (k *Kind) DecodeFacets(s string) [][]string {
	out := make([][]string, len(k.Multi))
	for i, g := range strings.SplitN(s, facetSep, len(k.Multi)) {
		if g != "" {
			out[i] = strings.Split(g, valueSep)
		}
	}
	return out
}

// Rid is the row id of an entry created at createdMs for userID: the
// creation time orders the entries, 8 bits of the user id separate users
// created in the same millisecond.
func Rid(createdMs int64, userID string) int64 {
	h := fnv.New32a()
	_, _ = h.Write([]byte(userID))
	return createdMs<<8 | int64(h.Sum32()&0xff)
}

// CreatedMs parses a PocketBase date ("2006-01-02 15:04:05.000Z").
func CreatedMs(s string) int64 {
	d, err := types.ParseDateTime(s)
	if err != nil || d.IsZero() {
		return 0
	}
	return d.Time().UnixMilli()
}

// MsTime is the inverse of CreatedMs, for tests and tools.
func MsTime(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

// uniqueValues drops blanks and case-insensitive duplicates, keeping the
// first spelling.
func uniqueValues(values []string) []string {
	out := make([]string, 0, len(values))
	seen := make(map[string]bool, len(values))
	for _, v := range values {
		v = strings.TrimSpace(v)
		key := strings.ToLower(v)
		if v == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, v)
	}
	return out
}

// query is sql bound to args through dbx: each ? placeholder, in order,
// becomes the dbx parameter {:pN}. db is app.DB() for reads and, for
// writes, app.NonconcurrentDB() (a transaction's own inside one).
func query(db dbx.Builder, sql string, args ...any) *dbx.Query {
	sql, params := named(sql, args)
	return db.NewQuery(sql).Bind(params)
}

// named rewrites the ? placeholders of sql (none sits inside a literal in
// this package's statements) as {:p0}, {:p1}, ... with their values.
func named(sql string, args []any) (string, dbx.Params) {
	params := make(dbx.Params, len(args))
	var b strings.Builder
	n := 0
	for i, part := range strings.Split(sql, "?") {
		if i > 0 {
			name := "p" + strconv.Itoa(n)
			b.WriteString("{:" + name + "}")
			if n < len(args) {
				params[name] = args[n]
			}
			n++
		}
		b.WriteString(part)
	}
	return b.String(), params
}

// ChangeLog is the table where triggers on both directory tables log the
// user of every written entry (pb_migrations 1763727000), in commit order
// (gen). The in-memory columns replay it after loading a snapshot.
const ChangeLog = "directory_changes"

// ChangeLogTrimmed keeps, per directory table, the change log position up
// to which its rows were deleted (after a snapshot covering them).
const ChangeLogTrimmed = "directory_changes_trimmed"
