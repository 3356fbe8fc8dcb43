package opportunities

import (
	"database/sql"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/formx"
	"voluntech/hooks/search"
)

// Bounds of GET /api/opportunities/search. Anything a client sends is
// clamped or left out, never refused: a shared link with an odd value
// still opens.
const (
	SearchPerPage    = 12
	SearchMaxPerPage = 50
	searchMaxSkills  = MaxSkills
	searchMaxPage    = 100_000
)

// The opportunity search is one of the indexes of hooks/search: open
// opportunities of companies that are not suspended (a suspended
// company's opportunities leave every list until it is restored), their
// category and country as one-value filters, their skills as a filter
// every value of which a listing must hold, and the numbers the other
// filters bound. 100,000 of them take a few MB; filtering them all is a
// loop of about a millisecond, where SQL over the same rows (a LIKE on the
// skills) takes tens. The words are FTS5's (dirindex.OpportunitySearch),
// kept in memory by the engine as it keeps the directories'.
var opportunityIndex = &search.Config{
	Kind: &dirindex.Kind{Dir: dirindex.OpportunityIndex, Search: dirindex.OpportunitySearch,
		Vocab: dirindex.OpportunityVocab, Rank: "0",
		Single: []string{"category", "country"}, Multi: []string{"skills"}, Folded: []string{"skills"}},
	Rows: `SELECT x.rid AS rid, o.id, 0, o.category, o.country, COALESCE(o.skills, '[]'),
		o.expires_at, o.hours_per_day, o.duration_months, CASE WHEN o.remote THEN 1 ELSE 0 END
		FROM ` + dirindex.OpportunityIndex + ` x JOIN opportunities o ON o.id = x.id
		JOIN users u ON u.id = o.company AND u.suspended = FALSE WHERE o.status = 'open'`,
	Key:     "o.id",
	Decode:  decodeSkills,
	Numbers: []search.Number{{Name: "expires", Parse: dirindex.CreatedMs}, {Name: "hours"}, {Name: "months"}, {Name: "remote"}},
	Words: func(app core.App, id string) ([]string, bool, error) {
		r, err := app.FindRecordById("opportunities", id)
		if errors.Is(err, sql.ErrNoRows) {
			return nil, false, nil
		}
		if err != nil {
			return nil, false, err
		}
		words, err := dirindex.Words(strings.Join(dirindex.OpportunityText(r), " "))
		return words, true, err
	},
}

// decodeSkills reads the skills column (a JSON list) as the one multi
// value: lower-cased and trimmed, as the filter compares them.
func decodeSkills(raw string) [][]string {
	var skills []string
	_ = json.Unmarshal([]byte(raw), &skills)
	for i, s := range skills {
		skills[i] = strings.ToLower(strings.TrimSpace(s))
	}
	return [][]string{skills}
}

// IndexName is the opportunity search's name in search's registry.
const IndexName = "opportunities"

// opportunitySearch is the search of one app: its index, following the
// committed writes of opportunities.
type opportunitySearch struct{ idx *search.Index }

func newOpportunitySearch() *opportunitySearch {
	return &opportunitySearch{idx: search.New(opportunityIndex, &dirindex.Index{})}
}

// refreshCompany reads all of a company's opportunities again after its
// account was suspended or restored.
func (o *opportunitySearch) refreshCompany(app core.App, companyID string) {
	var ids []string
	if err := app.DB().NewQuery("SELECT id FROM opportunities WHERE company = {:c}").
		Bind(dbx.Params{"c": companyID}).Column(&ids); err != nil {
		app.Logger().Error("refreshing a company's opportunities in the search failed", "company", companyID, "error", err)
		o.idx.Reset() // the next request loads everything again
		return
	}
	for _, id := range ids {
		o.idx.Apply(app, id)
	}
}

// searchParams is a normalized search request.
type searchParams struct {
	terms             []string
	category, country string
	remote            bool
	hours, months     int // 0: any
	skills            []string
	page, perPage     int
}

func parseSearch(q url.Values) searchParams {
	p := searchParams{terms: dirindex.SearchTerms(q.Get("q")), page: 1, perPage: SearchPerPage,
		category: strings.TrimSpace(q.Get("category")), remote: q.Get("remote") == "1"}
	if !p.remote {
		p.country = strings.TrimSpace(q.Get("country"))
	}
	p.hours = intIn(q.Get("hours"), 1, 24)
	p.months = intIn(q.Get("months"), 1, 1200)
	for _, raw := range q["skills"] {
		s := strings.ToLower(strings.TrimSpace(raw))
		if s != "" && len(s) <= MaxSkillLen && !slices.Contains(p.skills, s) && len(p.skills) < searchMaxSkills {
			p.skills = append(p.skills, s)
		}
	}
	if n := intIn(q.Get("page"), 1, searchMaxPage); n > 0 {
		p.page = n
	}
	if n := intIn(q.Get("perPage"), 1, SearchMaxPerPage); n > 0 {
		p.perPage = n
	}
	return p
}

// intIn is the number s in [lo, hi], 0 when it is not one.
func intIn(s string, lo, hi int) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < lo || n > hi {
		return 0
	}
	return n
}

// query returns how many opportunities match p at now and the ids of the
// page's, newest first: the search words from memory when they are read
// and fts is false, else from FTS5.
func (o *opportunitySearch) query(app core.App, p *searchParams, now int64, fts bool) (int, []string, error) {
	q := &search.Query{Terms: p.terms, Filters: map[string][]string{}, NoFacets: true, FTS: fts,
		Offset: int64(p.page-1) * int64(p.perPage), Limit: p.perPage,
		Ranges: []search.Range{search.AtLeast("expires", now+1)}}
	if p.category != "" {
		q.Filters["category"] = []string{p.category}
	}
	if p.country != "" {
		q.Filters["country"] = []string{p.country}
	}
	if len(p.skills) > 0 {
		q.All = map[string][]string{"skills": p.skills}
	}
	if p.remote {
		q.Ranges = append(q.Ranges, search.AtLeast("remote", 1))
	}
	if p.hours > 0 {
		q.Ranges = append(q.Ranges, search.AtMost("hours", int64(p.hours)))
	}
	if p.months > 0 {
		q.Ranges = append(q.Ranges, search.AtMost("months", int64(p.months)))
	}
	r, err := o.idx.Search(app, q)
	if err != nil {
		return 0, nil, err
	}
	ids, err := opportunityIDs(app, r.Rids)
	return int(r.Total), ids, err
}

// opportunityIDs are the record ids of the rids, in their order.
func opportunityIDs(app core.App, rids []int64) ([]string, error) {
	if len(rids) == 0 {
		return nil, nil
	}
	in := make([]any, len(rids))
	for i, r := range rids {
		in[i] = r
	}
	var rows []struct {
		Rid int64  `db:"rid"`
		ID  string `db:"id"`
	}
	if err := app.DB().Select("rid", "id").From(dirindex.OpportunityIndex).Where(dbx.In("rid", in...)).All(&rows); err != nil {
		return nil, err
	}
	byRid := make(map[int64]string, len(rows))
	for _, r := range rows {
		byRid[r.Rid] = r.ID
	}
	ids := make([]string, 0, len(rids))
	for _, r := range rids {
		if id, ok := byRid[r]; ok {
			ids = append(ids, id)
		}
	}
	return ids, nil
}

// searchOpportunities answers GET /api/opportunities/search: the open,
// unexpired opportunities whose title, skills, city or description hold
// every word of q (as a word or a word's start), filtered by category,
// country or remote=1, at most hours a day and months long and every one
// of skills (whole names, without case), newest first, as the records API
// lists them ({page, perPage, totalItems, totalPages, items}, each item
// enriched for the viewer as the records API does).
func (o *opportunitySearch) searchOpportunities(e *core.RequestEvent) error {
	p := parseSearch(e.Request.URL.Query())
	total, ids, err := o.query(e.App, &p, time.Now().UnixMilli(), false)
	if err != nil {
		return formx.Failed(e, "", "searching opportunities failed", err)
	}
	records, err := findInOrder(e.App, ids)
	if err != nil {
		return formx.Failed(e, "", "reading listed opportunities failed", err)
	}
	// A write committed since the match may have closed it.
	items := slices.DeleteFunc(records, func(r *core.Record) bool { return r.GetString("status") != StatusOpen })
	if err := EnrichList(e, items); err != nil {
		return formx.Failed(e, "", "enriching listed opportunities failed", err)
	}
	return e.JSON(http.StatusOK, map[string]any{
		"page": p.page, "perPage": p.perPage, "totalItems": total,
		"totalPages": (total + p.perPage - 1) / p.perPage, "items": items,
	})
}

// bindSearch serves the search and keeps its index in step with the
// committed writes of opportunities.
func bindSearch(app core.App) {
	o := newOpportunitySearch()
	search.Register(app, IndexName, o.idx)
	o.follow(app)
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		o.idx.Stop()
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/opportunities/search", o.searchOpportunities)
		return se.Next()
	})
}

// follow refreshes the index after every committed write of an
// opportunity, and all of a company's after its suspension or restore.
func (o *opportunitySearch) follow(app core.App) {
	refresh := func(e *core.RecordEvent) error {
		o.idx.Apply(e.App, e.Record.Id)
		return e.Next()
	}
	formx.AfterEveryWrite(app, refresh, "opportunities")
	app.OnRecordAfterUpdateSuccess("users").BindFunc(func(e *core.RecordEvent) error {
		// Original is still the stored state before this write here.
		if e.Record.GetBool("suspended") != e.Record.Original().GetBool("suspended") {
			o.refreshCompany(e.App, e.Record.Id)
		}
		return e.Next()
	})
}
