package opportunities

import (
	"math"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// The search words of the listings in memory (docs/scaling.md), as the
// directory keeps its own: the sorted vocabulary of the FTS5 index with,
// per word, the listings holding it; a word start is a range of the
// vocabulary, and its matches the union of those lists in a bitset. A
// broad start ("rea") then costs a few tens of thousands of bit sets
// instead of an FTS5 read of as many rows.
//
// Listings are numbered by slot: listings.keys[i].slot is the slot of
// listings.all[i]. A listing that is read again (an edit, a close, a
// company's suspension) leaves its old slot dead and takes a new one at
// the end; once a quarter of the slots are dead they are renumbered as
// positions.
// The union sets the bits of slots; the walk of the listings, newest
// first, tests each one's slot.
//
// FTS5 stays the source and the fallback: the words are read from its
// index in the background after each load (searches go to FTS5 until
// then, and whenever the words are dropped), and the words of a listing
// read again are its text through FTS5's own tokenizer
// (dirindex.Words). Searches with a word that is not plain ASCII letters
// and digits go to FTS5 too (its tokenizer folds other letters).
type wordIndex struct {
	terms  []string   // sorted
	lists  [][]uint32 // per term: the slots holding it
	nslots uint32
	dead   int
}

// add files slot under each of words.
func (w *wordIndex) add(slot uint32, words []string) {
	for _, word := range words {
		t, ok := slices.BinarySearch(w.terms, word)
		if !ok {
			w.terms = slices.Insert(w.terms, t, word)
			w.lists = slices.Insert(w.lists, t, nil)
		}
		w.lists[t] = append(w.lists[t], slot)
	}
}

// match is the bitset, over slots, of the listings having a word that
// starts with each of terms; nil when a term starts no word.
func (w *wordIndex) match(terms []string) []uint64 {
	var set []uint64
	for k, t := range terms {
		lo := sort.SearchStrings(w.terms, t)
		hi := lo
		for hi < len(w.terms) && strings.HasPrefix(w.terms[hi], t) {
			hi++
		}
		if hi == lo {
			return nil
		}
		one := make([]uint64, (w.nslots+63)/64)
		for _, list := range w.lists[lo:hi] {
			for _, s := range list {
				one[s>>6] |= 1 << (s & 63)
			}
		}
		if k == 0 {
			set = one
			continue
		}
		for i := range set {
			set[i] &= one[i]
		}
	}
	return set
}

// plainTerms reports whether every term can be answered from memory.
func plainTerms(terms []string) bool {
	for _, t := range terms {
		if !dirindex.PlainTerm(t) {
			return false
		}
	}
	return true
}

// compactMin is the fewest dead slots worth renumbering.
var compactMin = 1024

// compact renumbers the slots as positions once a quarter are dead; the
// caller holds mu.
func (ls *listings) compact() {
	w := ls.words
	if w == nil || w.dead < compactMin || w.dead < int(w.nslots)/4 {
		return
	}
	pos := make([]int32, w.nslots)
	for i := range pos {
		pos[i] = -1
	}
	for i := range ls.keys {
		pos[ls.keys[i].slot] = int32(i)
	}
	for t, list := range w.lists {
		out := list[:0]
		for _, s := range list {
			if p := pos[s]; p >= 0 {
				out = append(out, uint32(p))
			}
		}
		w.lists[t] = out // unsorted when a listing read again had a later slot: the union needs no order
	}
	for i := range ls.keys {
		ls.keys[i].slot = uint32(i)
	}
	w.nslots, w.dead = uint32(len(ls.keys)), 0
}

// buildWords reads the words of the loaded listings in the background
// and installs them; listings read again meanwhile are noted in pending
// and indexed at the install.
func (ls *listings) buildWords(app core.App) {
	ls.mu.Lock()
	if ls.background.Closed() || !ls.loaded || ls.words != nil || ls.pending != nil {
		ls.mu.Unlock()
		return
	}
	epoch, started := ls.epoch, time.Now()
	ls.pending = map[string]struct{}{}
	rids := make([]int64, len(ls.all))
	for i := range ls.all {
		rids[i] = ls.all[i].rid
	}
	ls.mu.Unlock()

	terms, lists, err := dirindex.ReadAppPostings(app, dirindex.OpportunitySearch, rids)
	if ls.wordsRead != nil {
		ls.wordsRead()
	}
	ls.mu.Lock()
	defer ls.mu.Unlock()
	pending := ls.pending
	ls.pending = nil
	if err != nil {
		app.Logger().Warn("reading the opportunities' search words failed; searches use FTS5", "error", err)
		return
	}
	if !ls.loaded || ls.epoch != epoch {
		// Loaded again meanwhile: read the words of that load.
		ls.background.Go(func() { ls.buildWords(app) })
		return
	}
	// The slots are positions in rids: each listing still there keeps
	// its own, unless it was read again meanwhile.
	w := &wordIndex{terms: terms, lists: lists, nslots: uint32(len(rids))}
	keys := make([]filterKey, len(ls.all))
	var fresh []int
	j, kept := 0, 0
	for i := range ls.all {
		l := &ls.all[i]
		keys[i] = ls.keyOf(l)
		for j < len(rids) && rids[j] < l.rid {
			j++
		}
		if _, again := pending[l.id]; j < len(rids) && rids[j] == l.rid && !again {
			keys[i].slot = uint32(j)
			kept++
			continue
		}
		fresh = append(fresh, i)
	}
	w.dead = len(rids) - kept
	ls.words, ls.keys = w, keys
	if !ls.indexWords(app, fresh) {
		return
	}
	ls.compact()
	app.Logger().Info("opportunity search words read", "words", len(w.terms), "listings", len(ls.all),
		"took", time.Since(started).String())
}

// indexWords gives the listings at positions a new slot each and files
// them under their words; the caller holds mu. On a failure the words are
// dropped (searches go to FTS5) and read again in the background.
func (ls *listings) indexWords(app core.App, positions []int) bool {
	if ls.words == nil || len(positions) == 0 {
		return true
	}
	ids := make([]string, len(positions))
	for k, i := range positions {
		ids[k] = ls.all[i].id
	}
	records, err := app.FindRecordsByIds("opportunities", ids)
	byID := make(map[string]*core.Record, len(records))
	for _, r := range records {
		byID[r.Id] = r
	}
	for k, i := range positions {
		var words []string
		// One deleted since its listing was read has no words: the
		// delete's own refresh drops it.
		if r := byID[ids[k]]; err == nil && r != nil {
			words, err = dirindex.Words(strings.Join(dirindex.OpportunityText(r), " "))
		}
		if err != nil {
			app.Logger().Warn("the search words of a changed opportunity were not read; searches use FTS5 until they are read again",
				"id", ids[k], "error", err)
			ls.words, ls.keys = nil, nil
			ls.background.Go(func() { ls.buildWords(app) })
			return false
		}
		slot := ls.words.nslots
		ls.words.nslots++
		ls.keys[i].slot = slot
		ls.words.add(slot, words)
	}
	return true
}

// filterKey is what the filters read of a listing, packed in 32 bytes:
// the walk of a broad word start's matches reads these in order rather
// than tens of thousands of 128-byte listings.
type filterKey struct {
	expires           int64
	hours, months     int32
	slot              uint32 // of the search words
	category, country uint32 // listings.codes
	remote            bool
}

// keyOf is l's filterKey (slot 0); the caller holds mu.
func (ls *listings) keyOf(l *listing) filterKey {
	return filterKey{expires: l.expires, hours: int32(min(l.hours, math.MaxInt32)), months: int32(min(l.months, math.MaxInt32)),
		category: ls.code(l.category), country: ls.code(l.country), remote: l.remote}
}

// code numbers a category or country value; the caller holds mu.
func (ls *listings) code(v string) uint32 {
	c, ok := ls.codes[v]
	if !ok {
		if ls.codes == nil {
			ls.codes = map[string]uint32{}
		}
		c = uint32(len(ls.codes))
		ls.codes[v] = c
	}
	return c
}

// matchKeys is match for the listings whose slot is in set, filtered by
// their keys (and skills by the listing); the caller holds mu (read).
func (ls *listings) matchKeys(p *searchParams, set []uint64, now int64) (total int, ids []string) {
	category, hasCategory := ls.codes[p.category]
	country, hasCountry := ls.codes[p.country]
	if p.category != "" && !hasCategory || p.country != "" && !hasCountry {
		return 0, nil // a value no listing has
	}
	from := (p.page - 1) * p.perPage
	for i := len(ls.keys) - 1; i >= 0; i-- {
		k := &ls.keys[i]
		switch {
		case set[k.slot>>6]&(1<<(k.slot&63)) == 0,
			k.expires <= now,
			p.category != "" && k.category != category,
			p.remote && !k.remote,
			p.country != "" && k.country != country,
			p.hours > 0 && int(k.hours) > p.hours,
			p.months > 0 && int(k.months) > p.months,
			len(p.skills) > 0 && !p.hasSkills(&ls.all[i]):
			continue
		}
		if total >= from && len(ids) < p.perPage {
			ids = append(ids, ls.all[i].id)
		}
		total++
	}
	return total, ids
}
