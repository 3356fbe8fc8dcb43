package savedsearch

import (
	"cmp"
	"encoding/json"
	"fmt"
	"math/bits"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/config"
	"voluntech/hooks/dirindex"
	"voluntech/hooks/notify"
	"voluntech/hooks/wizard"
)

// The alert job. Each run has two steps, each safe to stop at any point:
//
//  1. Collect: the opportunities (or listed volunteers) changed since the
//     oldest watermark of the active saved searches are matched against
//     every active search; a match is new unless the search found the item
//     before (saved_search_seen: per item, the searches that found it).
//     Per batch of searches, in one transaction: a saved_search_digests
//     row for each search with new matches (their ids), a seen row for
//     each item found, and the searches' watermarks.
//  2. Send: every active search with digest rows whose frequency is due
//     claims them (deletes them), tells its owner in the bell and queues
//     the digest in the mail outbox, one digest per search, the digests of
//     up to sendTx searches in one transaction.
//
// A restart mid-run redoes at most the uncommitted batch: an item found
// by a search is never new to it again, and a claimed digest is gone.
// Rows are per search and per item, not per match: at 100,000 broad
// searches a day's 2,000 new opportunities make 5.3 million matches
// (docs/scaling.md, "The alert job").
const (
	AlertJob = "voluntechSavedSearchAlerts"
	// DigestMax: the matches a digest lists; the link shows the rest.
	DigestMax = 10
	// margin: rows committed a little after the time they carry are still
	// seen by the next run (the seen rows drop the repeats).
	margin = 2 * time.Minute
	// lookback bounds the first run's window (and a search's after a long
	// pause).
	lookback = 8 * 24 * time.Hour
	batch    = 2000
)

// InstantDelay: a run starts this long after an opportunity is opened or
// a volunteer profile changes (one run for all the writes meanwhile), so
// "instant" searches hear within seconds rather than at the next cron
// tick.
const InstantDelay = 10 * time.Second

func registerAlerts(app core.App, cfg config.Config) {
	var running sync.Mutex
	run := func() {
		if !running.TryLock() {
			return // the run under way sees the same rows
		}
		defer running.Unlock()
		if !app.IsBootstrapped() {
			return // the app stopped meanwhile
		}
		if _, err := RunAlerts(app, cfg, time.Now()); err != nil {
			app.Logger().Error("the saved search alerts failed", "error", err)
		}
	}
	app.Cron().MustAdd(AlertJob, "*/5 * * * *", run)
	var scheduled atomic.Bool
	kick := func(e *core.RecordEvent) error {
		if scheduled.CompareAndSwap(false, true) {
			time.AfterFunc(InstantDelay, func() {
				scheduled.Store(false)
				run()
			})
		}
		return e.Next()
	}
	opened := func(e *core.RecordEvent) error {
		if e.Record.GetString("status") != "open" {
			return e.Next()
		}
		return kick(e)
	}
	app.OnRecordAfterCreateSuccess("opportunities").BindFunc(opened)
	app.OnRecordAfterUpdateSuccess("opportunities").BindFunc(opened)
	app.OnRecordAfterUpdateSuccess("volunteer_profiles").BindFunc(kick)
}

// Result counts what one run did.
type Result struct {
	Matched, Digests int
}

// RunAlerts runs both steps at now.
func RunAlerts(app core.App, cfg config.Config, now time.Time) (Result, error) {
	var res Result
	for _, kind := range Kinds {
		n, err := Collect(app, kind, now)
		if err != nil {
			return res, err
		}
		res.Matched += n
	}
	n, err := Send(app, cfg, now)
	res.Digests = n
	return res, err
}

// item is one opportunity or volunteer as the saved searches test it.
type item struct {
	id      string
	changed time.Time
	single  map[string]string   // category, country
	multi   map[string][]string // skills, tags, language: lower-cased
	remote  bool
	hours   int
	months  int
	words   []string
}

// bitset is a set of item indexes.
type bitset []uint64

func full(n int) bitset {
	b := make(bitset, (n+63)/64)
	for i := range b {
		b[i] = ^uint64(0)
	}
	if r := n % 64; r != 0 {
		b[len(b)-1] = 1<<r - 1
	}
	return b
}

func (b bitset) and(o bitset) {
	for i := range b {
		b[i] &= o[i]
	}
}

func (b bitset) set(i int) { b[i/64] |= 1 << (i % 64) }

func (b bitset) empty() bool {
	for _, w := range b {
		if w != 0 {
			return false
		}
	}
	return true
}

// each calls fn with every index in b.
func (b bitset) each(fn func(i int)) {
	for wi, w := range b {
		for w != 0 {
			fn(wi*64 + bits.TrailingZeros64(w))
			w &= w - 1
		}
	}
}

// index holds the changed items and the sets the filters read, built once
// per run and kind, so each saved search costs a few set intersections.
type index struct {
	items []item
	n     int
	vocab []string          // every word, sorted
	word  map[string]bitset // word → items
	terms map[string]bitset // cache: term (word start) → items
	eq    map[string]map[string]bitset
	any   map[string]map[string]bitset
	// remote, and hours/months at most v (cached per v).
	remote       bitset
	hours, month map[int]bitset
}

func newIndex(items []item) *index {
	x := &index{items: items, n: len(items), word: map[string]bitset{}, terms: map[string]bitset{},
		eq: map[string]map[string]bitset{}, any: map[string]map[string]bitset{},
		remote: make(bitset, (len(items)+63)/64), hours: map[int]bitset{}, month: map[int]bitset{}}
	put := func(m map[string]map[string]bitset, f, v string, i int) {
		if m[f] == nil {
			m[f] = map[string]bitset{}
		}
		if m[f][v] == nil {
			m[f][v] = make(bitset, (x.n+63)/64)
		}
		m[f][v].set(i)
	}
	for i, it := range items {
		for _, w := range it.words {
			if x.word[w] == nil {
				x.word[w] = make(bitset, (x.n+63)/64)
				x.vocab = append(x.vocab, w)
			}
			x.word[w].set(i)
		}
		for f, v := range it.single {
			put(x.eq, f, v, i)
		}
		for f, vs := range it.multi {
			for _, v := range vs {
				put(x.any, f, v, i)
			}
		}
		if it.remote {
			x.remote.set(i)
		}
	}
	slices.Sort(x.vocab)
	return x
}

// term is the items with a word that starts with t (the search's rule).
func (x *index) term(t string) bitset {
	if b, ok := x.terms[t]; ok {
		return b
	}
	b := make(bitset, (x.n+63)/64)
	for i, _ := slices.BinarySearch(x.vocab, t); i < len(x.vocab) && strings.HasPrefix(x.vocab[i], t); i++ {
		for j, w := range x.word[x.vocab[i]] {
			b[j] |= w
		}
	}
	x.terms[t] = b
	return b
}

func (x *index) atMost(cache map[int]bitset, v int, of func(item) int) bitset {
	if b, ok := cache[v]; ok {
		return b
	}
	b := make(bitset, (x.n+63)/64)
	for i, it := range x.items {
		if of(it) <= v {
			b.set(i)
		}
	}
	cache[v] = b
	return b
}

// match is the items q finds among those of kind, as the public search
// and the volunteer directory filter them: every word (or its start),
// every filter; an opportunity asks for every skill; a volunteer has any
// of the skills and any of the tags.
func (x *index) match(kind string, q Query) bitset {
	b := full(x.n)
	and := func(o bitset) {
		if o == nil {
			o = make(bitset, len(b))
		}
		b.and(o)
	}
	for _, t := range dirindex.SearchTerms(q.Q) {
		and(x.term(t))
	}
	eq := func(f, v string) {
		if v != "" {
			and(x.eq[f][v])
		}
	}
	eq("category", q.Category)
	if kind == KindOpportunities {
		// As the public search reads them: remote work is anywhere, so a
		// country goes with it only when remote is not asked.
		if q.Remote {
			and(x.remote)
		} else {
			eq("country", q.Country)
		}
		if q.Hours > 0 {
			and(x.atMost(x.hours, q.Hours, func(it item) int { return it.hours }))
		}
		if q.Months > 0 {
			and(x.atMost(x.month, q.Months, func(it item) int { return it.months }))
		}
		for _, s := range q.Skills {
			and(x.any["skills"][strings.ToLower(s)])
		}
		return b
	}
	anyOf := func(f string, vs []string) {
		if len(vs) == 0 {
			return
		}
		u := make(bitset, len(b))
		for _, v := range vs {
			for i, w := range x.any[f][strings.ToLower(v)] {
				u[i] |= w
			}
		}
		and(u)
	}
	eq("country", q.Country)
	anyOf("skills", q.Skills)
	anyOf("tags", q.Tags)
	if q.Language != "" {
		and(x.any["language"][strings.ToLower(q.Language)])
	}
	return b
}

// withWords sets each item's words: the indexed words of its texts (the
// search engine's tokenizer, all the items' texts in one pass; none if it
// fails, as before).
func withWords(items []item, texts [][]string) []item {
	joined := make([]string, len(texts))
	for i, t := range texts {
		joined[i] = strings.Join(t, "\n")
	}
	if words, err := dirindex.WordsOfEach(joined); err == nil {
		for i := range items {
			items[i].words = words[i]
		}
	}
	return items
}

func lower(vs []string) []string {
	out := make([]string, 0, len(vs))
	for _, v := range vs {
		out = append(out, strings.ToLower(strings.TrimSpace(v)))
	}
	return out
}

// changedOpportunities are the open, unexpired opportunities of
// unsuspended companies changed after since.
func changedOpportunities(app core.App, since, now time.Time) ([]item, error) {
	var ids []string
	err := app.DB().NewQuery(`SELECT o.id FROM opportunities o JOIN users u ON u.id = o.company AND u.suspended = FALSE
		WHERE o.status = 'open' AND o.expires_at > {:now} AND o.updated > {:since} ORDER BY o.updated, o.id`).
		Bind(dbx.Params{"now": dt(now), "since": dt(since)}).Column(&ids)
	if err != nil || len(ids) == 0 {
		return nil, err
	}
	records, err := app.FindRecordsByIds("opportunities", ids)
	if err != nil {
		return nil, err
	}
	out := make([]item, 0, len(records))
	texts := make([][]string, 0, len(records))
	for _, r := range records {
		out = append(out, item{id: r.Id, changed: r.GetDateTime("updated").Time(),
			single: map[string]string{"category": r.GetString("category"), "country": r.GetString("country")},
			multi:  map[string][]string{"skills": lower(r.GetStringSlice("skills"))},
			remote: r.GetBool("remote"), hours: r.GetInt("hours_per_day"), months: r.GetInt("duration_months")})
		texts = append(texts, dirindex.OpportunityText(r))
	}
	return withWords(out, texts), nil
}

// changedVolunteers are the listed volunteers whose profile changed after
// since, as the directory lists them.
func changedVolunteers(app core.App, since time.Time) ([]item, error) {
	var rows []struct {
		User    string         `db:"user"`
		Updated types.DateTime `db:"updated"`
	}
	err := app.DB().NewQuery(`SELECT p.user, p.updated FROM volunteer_profiles p JOIN users u ON u.id = p.user
		WHERE u.role = 'volunteer' AND u.profile_step >= {:done} AND p.updated > {:since} ORDER BY p.updated, p.user`).
		Bind(dbx.Params{"done": wizard.VolunteerDone, "since": dt(since)}).All(&rows)
	if err != nil {
		return nil, err
	}
	out := make([]item, 0, len(rows))
	texts := make([][]string, 0, len(rows))
	for _, r := range rows {
		v, err := dirindex.LoadVolunteer(app.DB(), r.User)
		if err != nil {
			return nil, err
		}
		if v == nil {
			continue // not listed (suspended, unverified, ...)
		}
		d := v.Doc()
		out = append(out, item{id: v.UserID, changed: r.Updated.Time(), single: d.Single,
			multi: map[string][]string{"skills": lower(d.Multi["skills"]), "tags": lower(d.Multi["tags"]),
				"language": lower(d.Multi["language"])}})
		texts = append(texts, d.Text)
	}
	return withWords(out, texts), nil
}

func dt(t time.Time) string {
	d, _ := types.ParseDateTime(t.UTC())
	return d.String()
}

type searchRow struct {
	ID      string         `db:"id"`
	Query   string         `db:"query"`
	Checked types.DateTime `db:"checked_until"`
	Created types.DateTime `db:"created"`
}

// Collect records the new matches of every active saved search of kind at
// now and moves their watermarks; it returns how many matches it added.
func Collect(app core.App, kind string, now time.Time) (int, error) {
	var active int
	var oldest types.DateTime
	err := app.DB().NewQuery(`SELECT COUNT(*), COALESCE(MIN(checked_until), '') FROM saved_searches
		WHERE kind = {:k} AND paused = FALSE`).
		Bind(dbx.Params{"k": kind}).Row(&active, &oldest)
	if err != nil || active == 0 {
		// No search to alert: the changed rows are not read at all (at a
		// million volunteers, reading them after every burst of profile
		// saves was most of the server's time: docs/scaling.md, "Writes at
		// a million").
		return 0, err
	}
	since := now.Add(-lookback)
	if !oldest.IsZero() && oldest.Time().Add(-margin).After(since) {
		since = oldest.Time().Add(-margin)
	}
	var items []item
	if kind == KindOpportunities {
		items, err = changedOpportunities(app, since, now)
	} else {
		items, err = changedVolunteers(app, since)
	}
	if err != nil {
		return 0, err
	}
	x := newIndex(items)
	var lookups []string
	if err := app.DB().Select("id").From("lookups").Column(&lookups); err != nil {
		return 0, err
	}
	known := make(map[string]bool, len(lookups))
	for _, id := range lookups {
		known[id] = true
	}
	exists := func(id string) bool { return known[id] }
	found, err := readSeen(app, x)
	if err != nil {
		return 0, err
	}
	added := 0
	after := ""
	for {
		// The page walks the primary key from after (+kind: not by the
		// kind index, which gave every active search of the kind, sorted
		// by id, for each page: 50 pages of 100,000 rows at 100,000
		// searches, an eighth of the job).
		var rows []searchRow
		err := app.DB().NewQuery(`SELECT id, COALESCE(query, '{}') AS query, checked_until, created FROM saved_searches
			WHERE +kind = {:k} AND paused = FALSE AND id > {:after} ORDER BY id LIMIT ` + fmt.Sprint(batch)).
			Bind(dbx.Params{"k": kind, "after": after}).All(&rows)
		if err != nil || len(rows) == 0 {
			return added, err
		}
		after = rows[len(rows)-1].ID
		for len(rows) > 0 {
			started := time.Now()
			n, used, err := collectBatch(app, kind, x, rows, now, exists, found)
			if err != nil {
				return added, err
			}
			added += n
			rows = rows[used:]
			// Give way: the job runs beside the requests on a small
			// machine, and each transaction held the write lock.
			time.Sleep(time.Since(started) / yieldShare)
		}
	}
}

// Bounds of one collect transaction: it ends after the search that
// brings its new matches to txMatches (a bounded hold of the write lock),
// and the job then pauses a yieldShare-th of the time it took.
var txMatches = 200000

const yieldShare = 10

// seen is, for each changed item of a run, the searches that found it
// before (saved_search_seen): an item is new to a search only if none of
// its rows names the search. The searches are numbered for the run, each
// item's numbers sorted.
type seen struct {
	number map[string]int32
	of     [][]int32 // by item index
}

// has reports whether search found item i before.
func (s *seen) has(i int, search string) bool {
	if len(s.of[i]) == 0 {
		return false
	}
	n, ok := s.number[search]
	if !ok {
		return false
	}
	_, found := slices.BinarySearch(s.of[i], n)
	return found
}

// readSeen reads which searches found the items of x before: every row of
// each item, one query for all (the day's new items have none).
func readSeen(app core.App, x *index) (*seen, error) {
	s := &seen{number: map[string]int32{}, of: make([][]int32, x.n)}
	if x.n == 0 {
		return s, nil
	}
	at := make(map[string]int, x.n)
	ids := make([]string, x.n)
	for i, it := range x.items {
		at[it.id], ids[i] = i, it.id
	}
	p := dbx.Params{}
	rows, err := app.DB().NewQuery(`SELECT item, searches FROM saved_search_seen
		WHERE ` + inIDs("item", "items", ids, p)).Bind(p).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var item, searches string
	var names []string
	for rows.Next() {
		if err := rows.Scan(&item, &searches); err != nil {
			return nil, err
		}
		if err := json.Unmarshal([]byte(searches), &names); err != nil {
			return nil, err
		}
		i := at[item]
		for _, name := range names {
			n, ok := s.number[name]
			if !ok {
				n = int32(len(s.number))
				s.number[name] = n
			}
			s.of[i] = append(s.of[i], n)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, of := range s.of {
		slices.Sort(of)
	}
	return s, nil
}

// collectBatch records the new matches of the first searches of rows and
// moves their watermarks in one transaction, up to the search that brings
// the new matches to txMatches: a digest row for each search with new
// matches (its items), a seen row for each item found (the searches that
// found it). It returns the matches added and the searches done.
func collectBatch(app core.App, kind string, x *index, rows []searchRow, now time.Time, exists func(string) bool, before *seen) (added, used int, err error) {
	err = app.RunInTransaction(func(tx core.App) error {
		added, used = 0, 0
		db := tx.NonconcurrentDB()
		// One prepared statement a table for the transaction, its values
		// set in one reused map.
		params := dbx.Params{"now": dt(now)}
		insert := func(table, key, list string) *dbx.Query {
			return db.NewQuery(`INSERT INTO ` + table + ` (id, ` + key + `, ` + list + `, created, updated)
				VALUES ({:id}, {:key}, {:list}, {:now}, {:now})`).Bind(params).Prepare()
		}
		digest := insert("saved_search_digests", "search", "items")
		defer digest.Close()
		foundBy := make([][]string, x.n)
		var ids []string
		done := make([]string, 0, len(rows))
		for _, s := range rows {
			if added >= txMatches {
				break
			}
			used++
			done = append(done, s.ID)
			if x.n == 0 {
				continue
			}
			var q Query
			_ = json.Unmarshal([]byte(s.Query), &q)
			q = q.without(dropped(q, exists))
			// New to the search: changed at or after its watermark (less
			// the margin) and the time it was saved (an item published in
			// the same millisecond as the search counts), and never found
			// by it.
			from := s.Checked.Time().Add(-margin)
			if c := s.Created.Time(); c.After(from) {
				from = c
			}
			ids = ids[:0]
			x.match(kind, q).each(func(i int) {
				if x.items[i].changed.Before(from) || before.has(i, s.ID) {
					return
				}
				ids = append(ids, x.items[i].id)
				foundBy[i] = append(foundBy[i], s.ID)
			})
			if len(ids) == 0 {
				continue
			}
			slices.Sort(ids)
			if err := putRow(digest, params, s.ID, ids); err != nil {
				return err
			}
			added += len(ids)
		}
		if added > 0 {
			found := insert("saved_search_seen", "item", "searches")
			defer found.Close()
			for i, searches := range foundBy {
				if len(searches) > 0 {
					if err := putRow(found, params, x.items[i].id, searches); err != nil {
						return err
					}
				}
			}
		}
		p := dbx.Params{"now": dt(now)}
		_, err := db.NewQuery(`UPDATE saved_searches SET checked_until = {:now} WHERE ` + inIDs("id", "ids", done, p)).
			Bind(p).Execute()
		return err
	})
	if err != nil {
		return 0, 0, err
	}
	return added, used, nil
}

// putRow inserts one row by insert: a new id, key and the list as JSON.
func putRow(insert *dbx.Query, params dbx.Params, key string, list []string) error {
	b, err := json.Marshal(list)
	if err != nil {
		return err
	}
	params["id"], params["key"], params["list"] = newRowID(), key, string(b)
	_, err = insert.Execute()
	return err
}

// rowSeq numbers the digest and seen rows of this process.
var rowSeq atomic.Uint64

// newRowID is the id of a digest or seen row: 9 characters of the time in
// milliseconds and 6 of a counter, in base 36, so the rows of a run
// append to the primary key's index in order and cost no random source.
// These rows are never shown by id (the collections have no API rules:
// superusers only).
func newRowID() string {
	const digits = "0123456789abcdefghijklmnopqrstuvwxyz"
	var b [15]byte
	put := func(v uint64, from, to int) {
		for i := to - 1; i >= from; i-- {
			b[i] = digits[v%36]
			v /= 36
		}
	}
	put(uint64(time.Now().UnixMilli()), 0, 9)
	put(rowSeq.Add(1), 9, 15)
	return string(b[:])
}

// inIDs is "col IN (ids)" with the ids bound in params as one JSON array
// under key: one value to bind however many ids (modernc.org/sqlite binds
// a statement of v values in v*v/2 steps), read by json_each.
func inIDs(col, key string, ids []string, params dbx.Params) string {
	list, _ := json.Marshal(ids) // a []string always encodes
	params[key] = string(list)
	return col + " IN (SELECT value FROM json_each({:" + key + "}))"
}

// due reports whether a digest of frequency, last sent at last, goes out
// at now.
func due(frequency string, last types.DateTime, now time.Time) bool {
	if last.IsZero() {
		return true
	}
	switch frequency {
	case FrequencyDaily:
		return !now.Before(last.Time().Add(24*time.Hour - margin))
	case FrequencyWeekly:
		return !now.Before(last.Time().Add(7*24*time.Hour - margin))
	}
	return true
}

// Send sends the due digests at now; it returns how many. The digests go
// in transactions of up to sendTx searches (a commit each was a quarter
// of the sending's CPU), the job pausing a yieldShare-th of each one's
// time; a transaction that fails is done again one search at a time, so
// one bad search neither blocks nor loses the others' digests.
func Send(app core.App, cfg config.Config, now time.Time) (int, error) {
	var rows []struct {
		ID        string         `db:"id"`
		Frequency string         `db:"frequency"`
		LastSent  types.DateTime `db:"last_sent_at"`
	}
	err := app.DB().NewQuery(`SELECT s.id, s.frequency, s.last_sent_at FROM saved_searches s
		WHERE s.paused = FALSE AND EXISTS (SELECT 1 FROM saved_search_digests d WHERE d.search = s.id)
		ORDER BY s.id`).All(&rows)
	if err != nil {
		return 0, err
	}
	var ids []string
	for _, r := range rows {
		if due(r.Frequency, r.LastSent, now) {
			ids = append(ids, r.ID)
		}
	}
	sent := 0
	names := described{}
	for len(ids) > 0 {
		some := ids[:min(sendTx, len(ids))]
		ids = ids[len(some):]
		started := time.Now()
		n, err := sendDigests(app, cfg, some, now, names)
		if err != nil && len(some) > 1 {
			n = 0
			for _, id := range some {
				one, err := sendDigests(app, cfg, []string{id}, now, names)
				if err != nil {
					app.Logger().Error("a saved search digest failed", "search", id, "error", err)
				}
				n += one
			}
		} else if err != nil {
			app.Logger().Error("a saved search digest failed", "search", some[0], "error", err)
		}
		sent += n
		time.Sleep(time.Since(started) / yieldShare)
	}
	return sent, nil
}

// sendTx: the searches whose digests one transaction sends.
var sendTx = 200

// claim is a digest row a send claimed.
type claim struct {
	ID      string `db:"id"`
	Search  string `db:"search"`
	Items   string `db:"items"`
	Created string `db:"created"`
}

// sendDigests claims the digest rows of the searches and tells each
// owner, one digest a search, in one transaction; it returns how many
// digests it sent (none for a search paused or claimed by another run
// meanwhile).
func sendDigests(app core.App, cfg config.Config, searchIDs []string, now time.Time, names described) (int, error) {
	sent := 0
	err := app.RunInTransaction(func(tx core.App) error {
		sent = 0
		searches, err := tx.FindRecordsByIds("saved_searches", searchIDs)
		if err != nil {
			return err
		}
		active := make([]string, 0, len(searches))
		for _, s := range searches {
			if !s.GetBool("paused") {
				active = append(active, s.Id)
			}
		}
		if len(active) == 0 {
			return nil
		}
		// One statement claims them all (a digest row is sent once: it
		// goes) and says what it claimed; a search's rows in the order
		// found, each row's items by id.
		p := dbx.Params{}
		var claimed []claim
		err = tx.NonconcurrentDB().NewQuery(`DELETE FROM saved_search_digests
			WHERE ` + inIDs("search", "active", active, p) + ` RETURNING id, search, items, created`).
			Bind(p).All(&claimed)
		if err != nil || len(claimed) == 0 {
			return err
		}
		slices.SortFunc(claimed, func(a, b claim) int {
			return cmp.Or(strings.Compare(a.Search, b.Search), strings.Compare(a.Created, b.Created),
				strings.Compare(a.ID, b.ID))
		})
		items := map[string][]string{}
		for _, c := range claimed {
			var ids []string
			if err := json.Unmarshal([]byte(c.Items), &ids); err != nil {
				return err
			}
			items[c.Search] = append(items[c.Search], ids...)
		}
		owners := make([]string, 0, len(items))
		done := make([]string, 0, len(items))
		for _, s := range searches {
			if len(items[s.Id]) > 0 {
				owners = append(owners, s.GetString("user"))
				done = append(done, s.Id)
			}
		}
		users, err := tx.FindRecordsByIds("users", owners)
		if err != nil {
			return err
		}
		byID := make(map[string]*core.Record, len(users))
		for _, u := range users {
			byID[u.Id] = u
		}
		// last_sent_at by one statement, as the record's save would
		// write it (nothing listens to a saved search's save).
		p = dbx.Params{"last": dt(now), "updated": types.NowDateTime().String()}
		if _, err := tx.NonconcurrentDB().NewQuery(`UPDATE saved_searches SET last_sent_at = {:last}, updated = {:updated}
			WHERE ` + inIDs("id", "done", done, p)).Bind(p).Execute(); err != nil {
			return err
		}
		for _, s := range searches {
			ids := items[s.Id]
			if len(ids) == 0 {
				continue
			}
			n, err := digestNotice(tx, cfg, s, ids, names)
			if err != nil {
				return err
			}
			sent++
			if u := byID[s.GetString("user")]; u != nil {
				if err := notify.NotifyUser(tx, u, n); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	return sent, nil
}

// digestNotice is the bell's entry and the email of a digest: up to
// DigestMax matches by name, and the link (the only match, or the search).
func digestNotice(app core.App, cfg config.Config, s *core.Record, ids []string, names described) (notify.Notice, error) {
	kind := s.GetString("kind")
	var q Query
	_ = s.UnmarshalJSONField("query", &q)
	dropped := Dropped(app, kind, q)
	searchLink := Link(kind, q.without(dropped))
	shown := ids[:min(len(ids), DigestMax)]
	base := strings.TrimRight(cfg.AppURL, "/")
	var lines []string
	link := searchLink
	for _, id := range shown {
		name, path, ok := names.describe(app, kind, id)
		if !ok {
			continue
		}
		lines = append(lines, "• "+name+": "+base+path)
		if len(ids) == 1 {
			link = path
		}
	}
	what, one := "opportunities", "opportunity"
	if kind == KindVolunteers {
		what, one = "volunteers", "volunteer"
	}
	name := s.GetString("name")
	subject := fmt.Sprintf("%d new %s for your saved search %q", len(ids), what, name)
	if len(ids) == 1 {
		subject = fmt.Sprintf("1 new %s for your saved search %q", one, name)
	}
	text := subject + ":\n\n" + strings.Join(lines, "\n")
	if len(ids) > len(shown) {
		text += fmt.Sprintf("\n\nAnd %d more: %s", len(ids)-len(shown), base+searchLink)
	}
	if len(dropped) > 0 {
		text += "\n\nA choice of this search (" + strings.Join(dropped, ", ") +
			") no longer exists, so the search now runs without it. Edit the search to choose again."
	}
	action := "See all matches"
	if len(ids) == 1 {
		action = "Open it"
	}
	return notify.Notice{Kind: notify.KindSavedSearch, Title: subject, Body: strings.Join(lines, "\n"), Link: link,
		EmailSubject: subject, EmailText: text, EmailAction: action,
		EmailOutro: "You receive this email because you saved this search on Voluntech. " +
			"Pause or delete it in your saved searches."}, nil
}

// described keeps, for one run of Send, the items' names and paths
// already read: the digests of a run list the same few new items again
// and again (at 10,000 searches, reading them for each digest was a
// quarter of the sending).
type described map[[2]string]description

type description struct {
	name, path string
	ok         bool
}

// describe is describe, read once per run.
func (d described) describe(app core.App, kind, id string) (name, path string, ok bool) {
	k := [2]string{kind, id}
	if v, seen := d[k]; seen {
		return v.name, v.path, v.ok
	}
	name, path, ok = describe(app, kind, id)
	d[k] = description{name, path, ok}
	return name, path, ok
}

// describe is the name and in-app path of a matched opportunity or
// volunteer; false when it is gone.
func describe(app core.App, kind, id string) (name, path string, ok bool) {
	if kind == KindOpportunities {
		r, err := app.FindRecordById("opportunities", id)
		if err != nil {
			return "", "", false
		}
		return r.GetString("title"), "/opportunities/" + url.PathEscape(id), true
	}
	u, err := app.FindRecordById("users", id)
	if err != nil {
		return "", "", false
	}
	return strings.TrimSpace(u.GetString("first_name") + " " + u.GetString("last_name")),
		"/volunteer/" + url.PathEscape(u.GetString("username")), true
}
