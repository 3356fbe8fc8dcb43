package opportunities

import (
	"cmp"
	"encoding/json"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unique"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/formx"
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

// listing is an open opportunity as the public list filters it: the
// search index gives the words, these the filters. 100,000 of them take a
// few MB; filtering them all is a loop of about a millisecond, where SQL
// over the same rows (a LIKE on the skills) takes tens.
type listing struct {
	// What every filter reads, first: one 64-byte cache line of the
	// 128-byte listing (the walk of a broad word start tests tens of
	// thousands).
	expires           int64 // unix ms
	category, country string
	hours, months     int
	remote            bool
	rid               int64 // dirindex.OpportunityIndex order: newest last
	id, company       string
	skills            []string // lower-cased
}

// listings is the in-memory copy of the open opportunities, loaded on
// first use and refreshed after each committed write of an opportunity.
type listings struct {
	mu     sync.RWMutex
	loaded bool
	all    []listing // by rid
	epoch  int       // loads so far
	// The search words (search_words.go); nil until read.
	words *wordIndex
	keys  []filterKey       // of all[i]; nil without words
	codes map[string]uint32 // category and country values, numbered for keys
	// pending, while the words are read, notes the listings read again.
	pending map[string]struct{}
	// background: the search-word reads under way, stopped (under mu)
	// when the app terminates.
	background dirindex.Background
	wordsRead  func() // for the tests: runs between reading the words and installing them
}

// listingSQL reads the listed opportunities: open ones of companies that
// are not suspended (a suspended company's opportunities leave every list
// until it is restored).
const listingSQL = `SELECT x.rid, o.id, o.company, o.expires_at, o.category, o.country, o.remote, o.hours_per_day,
	o.duration_months, COALESCE(o.skills, '[]') AS skills
	FROM ` + dirindex.OpportunityIndex + ` x JOIN opportunities o ON o.id = x.id
	JOIN users u ON u.id = o.company AND u.suspended = FALSE WHERE o.status = 'open'`

type listingRow struct {
	Rid      int64  `db:"rid"`
	ID       string `db:"id"`
	Company  string `db:"company"`
	Expires  string `db:"expires_at"`
	Category string `db:"category"`
	Country  string `db:"country"`
	Remote   bool   `db:"remote"`
	Hours    int    `db:"hours_per_day"`
	Months   int    `db:"duration_months"`
	Skills   string `db:"skills"`
}

func (r *listingRow) listing() listing {
	// The few distinct values share one copy each: a filter compares
	// against text already in the cache.
	l := listing{rid: r.Rid, id: r.ID, company: r.Company, expires: dirindex.CreatedMs(r.Expires),
		category: unique.Make(r.Category).Value(), country: unique.Make(r.Country).Value(),
		remote: r.Remote, hours: r.Hours, months: r.Months}
	var skills []string
	_ = json.Unmarshal([]byte(r.Skills), &skills)
	for _, s := range skills {
		l.skills = append(l.skills, unique.Make(strings.ToLower(strings.TrimSpace(s))).Value())
	}
	return l
}

func (ls *listings) ensure(app core.App) error {
	return dirindex.EnsureLoaded(&ls.mu, &ls.loaded, func() error {
		var rows []listingRow
		if err := app.DB().NewQuery(listingSQL + " ORDER BY x.rid").All(&rows); err != nil {
			return err
		}
		ls.all = make([]listing, 0, len(rows))
		for i := range rows {
			ls.all = append(ls.all, rows[i].listing())
		}
		ls.epoch++
		ls.words, ls.keys = nil, nil
		ls.background.Go(func() { ls.buildWords(app) })
		return nil
	})
}

func (ls *listings) find(rid int64) (int, bool) {
	return slices.BinarySearchFunc(ls.all, rid, func(l listing, rid int64) int { return cmp.Compare(l.rid, rid) })
}

// refresh reads the opportunity again after a committed write: its
// listing is replaced, added or dropped.
func (ls *listings) refresh(app core.App, id string) {
	ls.reread(app, "x.id", id, func(l listing) bool { return l.id == id })
}

// refreshCompany reads all of a company's opportunities again after its
// account was suspended or restored.
func (ls *listings) refreshCompany(app core.App, companyID string) {
	ls.reread(app, "o.company", companyID, func(l listing) bool { return l.company == companyID })
}

// reread replaces the listings that stale picks by the rows whose column
// equals value.
func (ls *listings) reread(app core.App, column, value string, stale func(listing) bool) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	if !ls.loaded {
		return // the load will read the change
	}
	var rows []listingRow
	if err := app.DB().NewQuery(listingSQL + " AND " + column + " = {:v}").Bind(dbx.Params{"v": value}).All(&rows); err != nil {
		app.Logger().Error("refreshing the opportunity list failed", column, value, "error", err)
		ls.loaded = false // the next request loads everything again
		return
	}
	kept := 0
	for i := range ls.all {
		if stale(ls.all[i]) {
			continue
		}
		ls.all[kept] = ls.all[i]
		if ls.keys != nil {
			ls.keys[kept] = ls.keys[i]
		}
		kept++
	}
	if ls.words != nil {
		ls.words.dead += len(ls.all) - kept
		ls.keys = ls.keys[:kept]
	}
	clear(ls.all[kept:])
	ls.all = ls.all[:kept]
	for i := range rows {
		l := rows[i].listing()
		at, _ := ls.find(l.rid)
		ls.all = slices.Insert(ls.all, at, l)
		if ls.keys != nil {
			ls.keys = slices.Insert(ls.keys, at, ls.keyOf(&l))
		}
		if ls.pending != nil {
			ls.pending[l.id] = struct{}{}
		}
	}
	if ls.words != nil {
		positions := make([]int, 0, len(rows))
		for i := range rows {
			at, _ := ls.find(rows[i].Rid)
			positions = append(positions, at)
		}
		if ls.indexWords(app, positions) {
			ls.compact()
		}
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

// passes reports whether l is listed now and matches every filter of p.
func (p *searchParams) passes(l *listing, now int64) bool {
	switch {
	case l.expires <= now,
		p.category != "" && l.category != p.category,
		p.remote && !l.remote,
		p.country != "" && l.country != p.country,
		p.hours > 0 && l.hours > p.hours,
		p.months > 0 && l.months > p.months:
		return false
	}
	return p.hasSkills(l)
}

// hasSkills reports whether l asks for every skill of p.
func (p *searchParams) hasSkills(l *listing) bool {
	for _, s := range p.skills {
		if !slices.Contains(l.skills, s) {
			return false
		}
	}
	return true
}

// match returns how many listings match p and the ids of the page's,
// newest first. found are the rids FTS5 found for the search words
// (ascending), nil without words or when they were matched in memory;
// set, then, the bitset over slots of the listings they match. The caller
// holds mu (read).
func (ls *listings) match(p *searchParams, found []int64, set []uint64, now int64) (total int, ids []string) {
	from := (p.page - 1) * p.perPage
	take := func(l *listing) {
		if !p.passes(l, now) {
			return
		}
		if total >= from && len(ids) < p.perPage {
			ids = append(ids, l.id)
		}
		total++
	}
	if set != nil {
		return ls.matchKeys(p, set, now)
	}
	if found == nil {
		for i := len(ls.all) - 1; i >= 0; i-- {
			take(&ls.all[i])
		}
		return total, ids
	}
	// Both are in ascending rid order: one walk down both, newest first,
	// instead of a search of the listings for each found rid.
	i := len(ls.all) - 1
	for k := len(found) - 1; k >= 0 && i >= 0; k-- {
		for i >= 0 && ls.all[i].rid > found[k] {
			i--
		}
		if i >= 0 && ls.all[i].rid == found[k] {
			take(&ls.all[i])
			i--
		}
	}
	return total, ids
}

// matchingRids lists the rids of the opportunities the full-text
// expression matches, ascending. A broad word start matches tens of
// thousands: each is scanned straight into an int64 (dbx's Column goes
// through reflection for every row, which doubled the cost).
func matchingRids(app core.App, expr string) ([]int64, error) {
	rows, err := app.DB().NewQuery("SELECT rowid FROM " + dirindex.OpportunitySearch + " WHERE " +
		dirindex.OpportunitySearch + " MATCH {:q} ORDER BY rowid").Bind(dbx.Params{"q": expr}).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	found := []int64{}
	for rows.Next() {
		var rid int64
		if err := rows.Scan(&rid); err != nil {
			return nil, err
		}
		found = append(found, rid)
	}
	return found, rows.Err()
}

// query returns how many opportunities match p at now and the ids of the
// page's: the search words from memory when they are read and fts is
// false, else from FTS5.
func (ls *listings) query(app core.App, p *searchParams, now int64, fts bool) (int, []string, error) {
	if err := ls.ensure(app); err != nil {
		return 0, nil, err
	}
	if total, ids, ok := ls.fromMemory(p, now, fts); ok {
		return total, ids, nil
	}
	expr, err := dirindex.MatchExpr(app.DB(), dirindex.OpportunityVocab, p.terms)
	if err != nil {
		return 0, nil, err
	}
	found, err := matchingRids(app, expr)
	if err != nil {
		return 0, nil, err
	}
	ls.mu.RLock()
	defer ls.mu.RUnlock()
	total, ids := ls.match(p, found, nil, now)
	return total, ids, nil
}

// fromMemory answers p when the listings alone can: without words, or
// with plain words once they are read (and fts is false).
func (ls *listings) fromMemory(p *searchParams, now int64, fts bool) (total int, ids []string, ok bool) {
	ls.mu.RLock()
	defer ls.mu.RUnlock()
	if len(p.terms) == 0 {
		total, ids = ls.match(p, nil, nil, now)
		return total, ids, true
	}
	if fts || ls.words == nil || !plainTerms(p.terms) {
		return 0, nil, false
	}
	set := ls.words.match(p.terms)
	if set == nil {
		return 0, nil, true // a word start no listing has
	}
	total, ids = ls.match(p, nil, set, now)
	return total, ids, true
}

// searchOpportunities answers GET /api/opportunities/search: the open,
// unexpired opportunities whose title, skills, city or description hold
// every word of q (as a word or a word's start), filtered by category,
// country or remote=1, at most hours a day and months long and every one
// of skills (whole names, without case), newest first, as the records API
// lists them ({page, perPage, totalItems, totalPages, items}, each item
// enriched for the viewer as the records API does).
func (ls *listings) searchOpportunities(e *core.RequestEvent) error {
	p := parseSearch(e.Request.URL.Query())
	total, ids, err := ls.query(e.App, &p, time.Now().UnixMilli(), false)
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

// searchKey finds an app's listings in its store (for the tests).
const searchKey = "voluntech.opportunityListings"

// bindSearch serves the search and keeps its listings in step with the
// committed writes of opportunities.
func bindSearch(app core.App) {
	ls := &listings{}
	app.Store().Set(searchKey, ls)
	ls.follow(app)
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		ls.background.Close(&ls.mu)
		return e.Next()
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if se.Server != nil {
			go func() { _ = ls.ensure(se.App) }() // ready before the first visitor
		}
		se.Router.GET("/api/opportunities/search", ls.searchOpportunities)
		return se.Next()
	})
}

// follow refreshes the listings after every committed write of an
// opportunity, and all of a company's after its suspension or restore.
func (ls *listings) follow(app core.App) {
	refresh := func(e *core.RecordEvent) error {
		ls.refresh(e.App, e.Record.Id)
		return e.Next()
	}
	app.OnRecordAfterCreateSuccess("opportunities").BindFunc(refresh)
	app.OnRecordAfterUpdateSuccess("opportunities").BindFunc(refresh)
	app.OnRecordAfterDeleteSuccess("opportunities").BindFunc(refresh)
	app.OnRecordAfterUpdateSuccess("users").BindFunc(func(e *core.RecordEvent) error {
		// Original is still the stored state before this write here.
		if e.Record.GetBool("suspended") != e.Record.Original().GetBool("suspended") {
			ls.refreshCompany(e.App, e.Record.Id)
		}
		return e.Next()
	})
}
