package search

import (
	"cmp"
	"database/sql"
	"errors"
	"hash/fnv"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// Index is the in-memory, columnar copy of one index's filter values:
// per entry (in rid order, so newest last) its rank, lookup codes and the
// codes of its multi values. Counting every facet of a million entries
// takes one pass over it (tens of milliseconds), where SQL joins over the
// same matches take seconds. SQLite stays the source: the store loads from
// the directory table and refreshes an entry after each committed change.
type Index struct {
	k      *Config
	cache  *Cache // answers (search hits, counts) by generation
	ix     *dirindex.Index
	facets []string // k.Single then k.Multi
	nsing  int

	// snap: the store keeps a snapshot file (the live stores of a
	// serving app, set before they load; tests set it on their copies).
	snap bool
	// background: snapshot writes and search-word reads under way,
	// stopped (under mu) when the app terminates.
	background dirindex.Background
	// noPostings keeps searches on FTS5 alone (tests comparing the two).
	noPostings bool
	// wordsRead, for the tests, runs between reading the postings and
	// installing them (writes committed meanwhile).
	wordsRead func()
	// prefetched: the words file, read and decoded beside the load of
	// the snapshot (under mu; buildPostings takes it).
	prefetched chan wordsRead
	// lost: every change is ignored (Fault: the harness's own test).
	lost bool
	// turn, in a serving app, closes when the start-up loads reach this
	// index (loadInOrder); a request before then waits for it rather
	// than load beside the index before it. Nil in tests: no wait.
	turn atomic.Pointer[chan struct{}]

	mu     sync.RWMutex
	loaded bool
	source string // what the last load read: "snapshot" or "rows"
	docs   []fact
	arena  []uint32  // multi value codes; docs point into it
	nums   [][]int64 // per Config.Numbers, per position in docs
	keys   []string  // per position in docs: the entry's key (Config.Key's column, user_id by default)
	waste  int       // arena entries no doc points to any more
	dicts  []*dict   // per facet
	byUser map[uint64]int64
	ranks  map[int32]int // entries per rank value

	loadTime time.Duration // of the last full load (metrics)

	// post are the search words' postings (postings.go); nil until read
	// and whenever dropped: searches then go to FTS5.
	post *postings
	// postPending, while postings are read, are the users changed
	// meanwhile; nil when no read is under way.
	postPending map[string]struct{}
	epoch       int // counts resets: a read begun before one is stale
	// wordsGen: the change log position of the words file (0: none);
	// the snapshot keeps the log from there on, for the file's replay.
	wordsGen int64
	// wordsSource: where the postings were last read, "file" or "fts5".
	wordsSource string

	// vsets are the one-value facets' value sets (valuesets.go); nil
	// after a change that moved positions, until a request builds them
	// again (under vsetsBuild: requests hold mu only for reading).
	vsets      atomic.Pointer[valueSets]
	vsetsBuild sync.Mutex

	// overlap: the code lists and key maps of Overlap (overlap.go).
	overlap overlapState
}

// fact is one entry: 40 bytes and no pointers, so a million of them cost
// the garbage collector nothing to scan.
type fact struct {
	rid    int64
	rank   int32
	single [2]uint32
	off    [3]uint32
	n      [3]uint8
}

// dict numbers the values of one facet from 1; 0 is "none".
type dict struct {
	fold   bool // free text: one code per value whatever its case
	codes  map[string]uint32
	labels []string // code-1 -> first spelling seen
}

func (d *dict) key(v string) string {
	if d.fold {
		return strings.ToLower(v)
	}
	return v
}

// code is v's code, added when add is set; 0 when unknown or blank.
func (d *dict) code(v string, add bool) uint32 {
	if v == "" {
		return 0
	}
	c, ok := d.codes[d.key(v)]
	if !ok && add {
		d.labels = append(d.labels, v)
		c = uint32(len(d.labels))
		d.codes[d.key(v)] = c
	}
	return c
}

// New is an empty index of k, its answers cached under ix's generation;
// it loads on first use (Ensure).
func New(k *Config, ix *dirindex.Index) *Index {
	var f fact
	if len(k.Single) > len(f.single) || len(k.Multi) > len(f.off) {
		panic("search: " + k.Dir + " declares more filters than an entry holds") // a wrong declaration, found by any test
	}
	s := &Index{k: k, ix: ix, cache: NewCache(ix), facets: k.Facets(), nsing: len(k.Single)}
	s.reset()
	return s
}

func (s *Index) reset() {
	s.post = nil
	s.vsets.Store(nil)
	s.overlapDropped(true)
	s.epoch++
	s.docs, s.arena, s.waste, s.keys = nil, nil, 0, nil
	s.nums = make([][]int64, len(s.k.Numbers))
	s.byUser, s.ranks = map[uint64]int64{}, map[int32]int{}
	s.dicts = make([]*dict, len(s.facets))
	for i, f := range s.facets {
		s.dicts[i] = &dict{fold: slices.Contains(s.k.Folded, f), codes: map[string]uint32{}}
	}
}

func userKey(userID string) uint64 {
	h := fnv.New64a()
	_, _ = h.Write([]byte(userID))
	return h.Sum64()
}

// rowSQL reads what the index keeps of entries.
func (s *Index) rowSQL() string { return s.k.rowSQL() }

type storeRow struct {
	rid    int64
	user   string
	rank   int32
	single [2]string
	facets string
	nums   []int64 // per Config.Numbers
}

// scanFunc scans one row (dbx's Query.Row) as a row of a result does.
type scanFunc func(...any) error

func (f scanFunc) Scan(dest ...any) error { return f(dest...) }

func (s *Index) scan(rows interface{ Scan(...any) error }) (storeRow, error) {
	var r storeRow
	dest := []any{&r.rid, &r.user, &r.rank}
	for i := range s.nsing {
		dest = append(dest, &r.single[i])
	}
	dest = append(dest, &r.facets)
	raw := make([]sql.NullString, len(s.k.Numbers))
	for i := range raw {
		dest = append(dest, &raw[i])
	}
	if err := rows.Scan(dest...); err != nil || len(raw) == 0 {
		return r, err
	}
	r.nums = make([]int64, len(raw))
	for i, n := range s.k.Numbers {
		if n.Parse != nil {
			r.nums[i] = n.Parse(raw[i].String)
		} else {
			r.nums[i], _ = strconv.ParseInt(raw[i].String, 10, 64)
		}
	}
	return r, nil
}

// fact builds the entry of r, adding its values to the dictionaries and
// the arena; the caller holds mu.
func (s *Index) fact(r storeRow) fact {
	f := fact{rid: r.rid, rank: r.rank}
	for i := range s.nsing {
		f.single[i] = s.dicts[i].code(r.single[i], true)
	}
	for m, values := range s.k.decode(r.facets) {
		f.off[m], f.n[m] = uint32(len(s.arena)), uint8(min(len(values), 255))
		for _, v := range values[:f.n[m]] {
			s.arena = append(s.arena, s.dicts[s.nsing+m].code(v, true))
		}
	}
	return f
}

// ensure is Ensure.
func (s *Index) ensure(app core.App) error {
	if t := s.turn.Load(); t != nil {
		<-*t
	}
	return dirindex.EnsureLoaded(&s.mu, &s.loaded, func() error { return s.load(app) })
}

// load fills the store; the caller holds mu, and marks it loaded when load
// succeeds.
func (s *Index) load(app core.App) error {
	started := time.Now()
	s.reset()
	gen, replayed, err := int64(0), -1, error(nil)
	if s.snap && !s.noPostings {
		s.prefetchWords(app)
	}
	if s.snap {
		gen, replayed, err = s.loadSnapshot(app)
		if err != nil {
			if !errors.Is(err, fs.ErrNotExist) {
				app.Logger().Info("the directory snapshot was not used", "directory", s.k.Dir, "reason", err)
			}
			s.reset()
			replayed = -1
		}
	}
	if replayed < 0 {
		if gen, err = s.loadAll(app); err != nil {
			s.reset()
			return err
		}
	}
	s.source = "rows"
	if replayed >= 0 {
		s.source = "snapshot"
	}
	s.loadTime = time.Since(started)
	s.ix.Bump()
	app.Logger().Info("directory loaded", "directory", s.k.Dir, "entries", len(s.docs),
		"fromSnapshot", replayed >= 0, "replayed", max(replayed, 0), "took", time.Since(started).String())
	if s.snap {
		s.peekWords(app)
	}
	if s.snap && replayed != 0 {
		data := s.encodeSnapshot(gen)
		s.background.Go(func() { s.saveSnapshot(app, data, gen) })
	}
	if !s.noPostings {
		s.background.Go(func() { s.buildPostings(app) })
	}
	return nil
}

// refresh reloads the user's entry after a committed change.
func (s *Index) refresh(app core.App, userID string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.loaded || s.lost {
		return // the load will read the change
	}
	q := app.DB().NewQuery(s.k.keySQL()).Bind(dbx.Params{"user": userID})
	r, err := s.scan(scanFunc(q.Row))
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		// The next load reads everything again.
		app.Logger().Error("refreshing the directory store failed", "user", userID, "error", err)
		s.loaded = false
		return
	}
	found := err == nil
	s.apply(userID, r, found)
	if s.postPending != nil {
		s.postPending[userID] = struct{}{}
	}
	if found {
		s.indexWords(app, userID, true)
	}
	s.compact()
	s.ix.Bump()
}

func (s *Index) find(rid int64) (int, bool) {
	return slices.BinarySearchFunc(s.docs, rid, func(f fact, rid int64) int { return cmp.Compare(f.rid, rid) })
}

func (s *Index) remove(rid int64) {
	if i, ok := s.find(rid); ok {
		s.ranks[s.docs[i].rank]--
		s.waste += s.docs[i].values()
		s.docs = slices.Delete(s.docs, i, i+1)
		s.keys = slices.Delete(s.keys, i, i+1)
		for j := range s.nums {
			s.nums[j] = slices.Delete(s.nums[j], i, i+1)
		}
		s.vsets.Store(nil)
		s.overlapDropped(false)
		if s.post != nil {
			s.post.removed(i)
		}
	}
}

// put adds or replaces the entry of r (in place when it exists: no move).
func (s *Index) put(r storeRow) {
	f := s.fact(r)
	s.ranks[f.rank]++
	if i, ok := s.find(r.rid); ok {
		s.ranks[s.docs[i].rank]--
		s.waste += s.docs[i].values()
		if vs := s.vsets.Load(); vs != nil {
			vs.moved(i, &s.docs[i], &f)
		}
		old := s.docs[i]
		s.docs[i] = f
		s.overlapMoved(i, &old)
		for j := range s.nums {
			s.nums[j][i] = r.nums[j]
		}
		s.keys[i] = r.user
		if s.post != nil {
			s.post.newSlot(i, true) // filed under its words by the caller
		}
		return
	}
	i, _ := s.find(r.rid)
	s.docs = slices.Insert(s.docs, i, f)
	s.keys = slices.Insert(s.keys, i, r.user)
	for j := range s.nums {
		s.nums[j] = slices.Insert(s.nums[j], i, r.nums[j])
	}
	s.vsets.Store(nil)
	s.overlapInserted(i)
	if s.post != nil {
		s.post.inserted(i)
	}
}

func (f *fact) values() int { return int(f.n[0]) + int(f.n[1]) + int(f.n[2]) }

// compact rewrites the arena once most of it is garbage.
func (s *Index) compact() {
	if s.waste < 1024 || s.waste < len(s.arena)/2 {
		return
	}
	arena := make([]uint32, 0, len(s.arena)-s.waste)
	for i := range s.docs {
		f := &s.docs[i]
		for m := range f.off {
			start := uint32(len(arena))
			arena = append(arena, s.arena[f.off[m]:f.off[m]+uint32(f.n[m])]...)
			f.off[m] = start
		}
	}
	s.arena, s.waste = arena, 0
}
