package directory

import (
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/search"
)

// dir serves the directory lists of one app: its index, the search
// indexes of both directories (hooks/search) and the cache of the lookup
// names.
type dir struct {
	ix         *dirindex.Index
	cache      *search.Cache
	volunteers *search.Index
	companies  *search.Index
}

// The two directories' search indexes: the tables and filters dirindex
// declares, and the words of an entry as its index hooks wrote them.
var (
	volunteerIndex = &search.Config{Kind: dirindex.Volunteers, Snapshot: true,
		Rows: volunteerEntries, Count: volunteerCount, Key: "d.user_id",
		Numbers: []search.Number{{Name: VolunteerVerified}, {Name: VolunteerSuspended}, {Name: VolunteerHours}, {Name: VolunteerMonths}},
		Words: func(app core.App, userID string) ([]string, bool, error) {
			v, err := dirindex.LoadVolunteer(app.DB(), userID)
			if err != nil || v == nil {
				return nil, false, err
			}
			return docWords(v.Doc())
		}}
	companyIndex = &search.Config{Kind: dirindex.Companies, Snapshot: true, Words: func(app core.App, userID string) ([]string, bool, error) {
		c, err := dirindex.LoadCompany(app.DB(), userID)
		if err != nil || c == nil {
			return nil, false, err
		}
		return docWords(c.Doc())
	}}
)

func docWords(doc *dirindex.Doc) ([]string, bool, error) {
	w, err := dirindex.Words(strings.Join(doc.Text, " "))
	return w, true, err
}

// volunteerEntries reads the volunteer directory's entries with four
// numbers beside them that the suggested volunteers (hooks/matching)
// read instead of the users' and profiles' rows: whether the account is
// verified and suspended (1) and the hours a day and months the volunteer
// offers. Every write of a user or a volunteer profile rewrites the
// user's entry (and tells the index, dirindex.Index.OnChange), so they
// stay in step as the entry does; the suspension is read too for a
// suspension written without the hooks (raw SQL), which leaves the entry.
// The joins are on unique keys, one row each: the entries are counted
// from the directory table alone (volunteerCount).
const volunteerEntries = `SELECT d.rid AS rid, d.user_id, d.available, d.category, d.country, d.facets,
	CASE WHEN u.verified THEN 1 ELSE 0 END, CASE WHEN u.suspended THEN 1 ELSE 0 END,
	COALESCE(p.hours_per_day, 0), COALESCE(p.months, 0)
	FROM volunteer_directory d LEFT JOIN users u ON u.id = d.user_id
	LEFT JOIN volunteer_profiles p ON p.user = d.user_id WHERE TRUE`

const volunteerCount = `SELECT COUNT(*) FROM volunteer_directory`

// The numbers of the volunteer index's entries (search.Hit.Number).
const (
	VolunteerVerified  = "verified"  // 1: the account is verified
	VolunteerSuspended = "suspended" // 1: the account is suspended
	VolunteerHours     = "hours"     // hours a day offered
	VolunteerMonths    = "months"    // months offered
)

// Names of the directories' indexes in search's registry.
const (
	VolunteerIndex = "volunteers"
	CompanyIndex   = "companies"
)

func newDir(app core.App, ix *dirindex.Index) *dir {
	d := &dir{ix: ix, cache: search.NewCache(ix),
		volunteers: search.New(volunteerIndex, ix), companies: search.New(companyIndex, ix)}
	search.Register(app, VolunteerIndex, d.volunteers)
	search.Register(app, CompanyIndex, d.companies)
	// The numbers beside the volunteers' entries (volunteerEntries).
	ix.Watch("users", "verified", "suspended")
	ix.Watch("volunteer_profiles", "hours_per_day", "months")
	ix.OnChange(func(app core.App, userID string) {
		d.volunteers.Apply(app, userID)
		d.companies.Apply(app, userID)
	})
	return d
}

// Named is a lookup as a card shows it.
type Named struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

// FacetOption is one option of a filter (search.FacetOption).
type FacetOption = search.FacetOption

// MaxFacetOptions is the number of options a facet lists at most.
const MaxFacetOptions = search.MaxFacetOptions

// Page is the answer of a list: one page of cards, the counts and the
// options of every filter.
type Page[T any] struct {
	Page       int                      `json:"page"`
	PerPage    int                      `json:"perPage"`
	TotalItems int64                    `json:"totalItems"`
	TotalPages int64                    `json:"totalPages"`
	Items      []T                      `json:"items"`
	Facets     map[string][]FacetOption `json:"facets"`
}

// summary is what a list answers besides its cards.
type summary struct {
	total  int64
	facets map[string][]FacetOption
	names  map[string]string
}

// run answers a list request from st: the counts, the facet options and
// the rids of the page in order ("newest", "oldest", "rank" or "ranked":
// by search relevance).
func (d *dir) run(app core.App, st *search.Index, p *listParams, order string) (*summary, []int64, error) {
	names, err := d.lookupNames(app)
	if err != nil {
		return nil, nil, err
	}
	r, err := st.Search(app, &search.Query{Terms: p.Terms, Filters: p.Filters, Order: order,
		Offset: p.offset(), Limit: p.PerPage, Names: names})
	if err != nil {
		return nil, nil, err
	}
	return &summary{total: r.Total, facets: r.Facets, names: names}, r.Rids, nil
}

// cards reads the card columns of the rids, in their order.
func cards[T any](app core.App, k *dirindex.Kind, columns string, rids []int64, rid func(T) int64) ([]T, error) {
	if len(rids) == 0 {
		return nil, nil
	}
	ids := make([]any, len(rids))
	for i, r := range rids {
		ids[i] = r
	}
	var rows []T
	if err := app.DB().Select(strings.Split(columns, ", ")...).From(k.Dir).Where(dbx.In("rid", ids...)).All(&rows); err != nil {
		return nil, err
	}
	pos := make(map[int64]int, len(rids))
	for i, r := range rids {
		pos[r] = i
	}
	slices.SortFunc(rows, func(a, b T) int { return pos[rid(a)] - pos[rid(b)] })
	return rows, nil
}

// lookupNames maps the id of every country, language and category to its
// name.
func (d *dir) lookupNames(app core.App) (map[string]string, error) {
	return search.Cached(d.cache, "lookups", func() (map[string]string, error) {
		var rows []struct {
			ID   string `db:"id"`
			Name string `db:"name"`
		}
		err := app.DB().NewQuery(`SELECT id, name FROM lookups
			WHERE kind IN ('country', 'language', 'volunteer_category', 'company_category') AND status = 'approved'`).All(&rows)
		if err != nil {
			return nil, err
		}
		names := make(map[string]string, len(rows))
		for _, r := range rows {
			names[r.ID] = r.Name
		}
		return names, nil
	})
}

// named is the lookup id with its name, nil when unset or unknown.
func (s *summary) named(id string) *Named {
	name, ok := s.names[id]
	if id == "" || !ok {
		return nil
	}
	return &Named{ID: id, Name: name}
}

// page assembles the answer.
func newPage[T any](p *listParams, s *summary, items []T) Page[T] {
	if items == nil {
		items = []T{}
	}
	return Page[T]{
		Page: p.Page, PerPage: p.PerPage,
		TotalItems: s.total, TotalPages: p.totalPages(s.total),
		Items: items, Facets: s.facets,
	}
}

// storedTags reads a card's tags.
func storedTags(raw string) []string {
	tags := []string{}
	_ = json.Unmarshal([]byte(raw), &tags)
	if tags == nil {
		tags = []string{}
	}
	return tags
}

func itoa(n int) string { return strconv.Itoa(n) }
