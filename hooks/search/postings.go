package search

import (
	"context"
	"errors"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// Term postings in memory (docs/scaling.md). A broad word start ("dev")
// matches hundreds of thousands of entries at a million, and FTS5 spends
// about a microsecond on each when it lists them (hundreds of
// milliseconds a search, profiled). The store therefore keeps, next to
// its columns, every indexed word (sorted) with the entries holding it: a
// word start is then a range of the vocabulary, and its matches a union
// of lists, in a millisecond or two.
//
// FTS5 stays the source and the fallback. The postings are read from its
// index in the background after each load (until then, and whenever they
// are dropped, searches go to FTS5 as before); each committed change then
// gives the entry's new words, tokenised by FTS5's own tokenizer so the
// words are exactly the index's. The relevance order (bm25) still comes
// from FTS5.
//
// Entries are numbered by slot, not by position: an entry inserted in the
// middle would otherwise renumber every list. A changed or removed entry
// leaves its old slot dead (its list entries are skipped) and a changed
// one takes a new slot at the end, so lists only ever grow at their end
// and stay sorted; once a quarter of the slots are dead the lists are
// rewritten.
type postings struct {
	terms   []string   // sorted
	lists   [][]uint32 // per term: the slots holding it, ascending
	slotPos []int32    // slot -> position in store.docs; -1: dead
	posSlot []uint32   // position in store.docs -> slot
	dead    int
}

// newSlot gives position i a new slot (its old one, if any, dies).
func (p *postings) newSlot(i int, replace bool) uint32 {
	if replace {
		p.slotPos[p.posSlot[i]] = -1
		p.dead++
	}
	ns := uint32(len(p.slotPos))
	p.slotPos = append(p.slotPos, int32(i))
	p.posSlot[i] = ns
	return ns
}

// inserted records an entry inserted at position i (the later ones move
// up by one).
func (p *postings) inserted(i int) {
	p.posSlot = slices.Insert(p.posSlot, i, 0)
	p.newSlot(i, false)
	for j := i + 1; j < len(p.posSlot); j++ {
		p.slotPos[p.posSlot[j]] = int32(j)
	}
}

// removed records the entry at position i removed.
func (p *postings) removed(i int) {
	p.slotPos[p.posSlot[i]] = -1
	p.dead++
	p.posSlot = slices.Delete(p.posSlot, i, i+1)
	for j := i; j < len(p.posSlot); j++ {
		p.slotPos[p.posSlot[j]] = int32(j)
	}
}

// add files slot under each of words.
func (p *postings) add(slot uint32, words []string) {
	for _, w := range words {
		t, ok := slices.BinarySearch(p.terms, w)
		if !ok {
			p.terms = slices.Insert(p.terms, t, w)
			p.lists = slices.Insert(p.lists, t, nil)
		}
		p.lists[t] = append(p.lists[t], slot)
	}
}

// compactMin is the fewest dead slots worth renumbering.
var compactMin = 1024

// compact renumbers the slots as positions, dropping the dead ones, once
// they are a quarter of all.
func (p *postings) compact() {
	if p.dead < compactMin || p.dead < len(p.slotPos)/4 {
		return
	}
	for t, list := range p.lists {
		out := list[:0]
		for _, slot := range list {
			if pos := p.slotPos[slot]; pos >= 0 {
				out = append(out, uint32(pos))
			}
		}
		// Positions keep the slots' order: a slot's position only moves
		// with the others around it.
		slices.Sort(out)
		p.lists[t] = out
	}
	for i := range p.posSlot {
		p.posSlot[i] = uint32(i)
	}
	p.slotPos = make([]int32, len(p.posSlot))
	for i := range p.slotPos {
		p.slotPos[i] = int32(i)
	}
	p.dead = 0
}

// match marks, over n positions, the entries having a word that starts
// with each of terms (a bitset from newBits, for freeBits after); ok is
// false when a term is not plain lower-case ASCII letters and digits
// (FTS5's tokenizer may fold other letters, so those searches go to
// FTS5).
func (p *postings) match(terms []string, n int) (set []uint64, ok bool) {
	for _, t := range terms {
		if !dirindex.PlainTerm(t) {
			return nil, false
		}
	}
	for k, t := range terms {
		one := newBits((n + 63) / 64)
		for i := sort.SearchStrings(p.terms, t); i < len(p.terms) && strings.HasPrefix(p.terms[i], t); i++ {
			for _, slot := range p.lists[i] {
				if pos := p.slotPos[slot]; pos >= 0 {
					one[pos>>6] |= 1 << (uint(pos) & 63)
				}
			}
		}
		if k == 0 {
			set = one
			continue
		}
		for w := range set {
			set[w] &= one[w]
		}
		freeBits(one)
	}
	return set, true
}

// buildPostings reads the postings of a loaded store in the background
// and installs them; changes committed meanwhile are noted by refresh and
// applied at the install. A store that keeps a snapshot starts from its
// words file when that is usable (words.go), and writes a new one after
// every read from FTS5.
func (s *Index) buildPostings(app core.App) {
	s.mu.Lock()
	if s.background.Closed() || !s.loaded || s.post != nil || s.postPending != nil {
		s.mu.Unlock()
		return
	}
	epoch, started, snap := s.epoch, time.Now(), s.snap
	s.postPending = map[string]struct{}{}
	s.mu.Unlock()

	if snap {
		if w, replay, err := s.loadWords(app); err == nil {
			s.install(app, epoch, w.rids, &postings{terms: w.terms, lists: w.lists}, replay, "file")
			app.Logger().Info("directory search words read from their file", "directory", s.k.Dir,
				"words", len(w.terms), "replayed", len(replay), "took", time.Since(started).String())
			return
		} else if !errors.Is(err, fs.ErrNotExist) {
			app.Logger().Info("the directory's words file was not used", "directory", s.k.Dir, "reason", err)
		}
	}
	var w *words
	pool, ok := app.ConcurrentDB().(*dbx.DB)
	err := errors.New("directory: no database pool")
	if ok {
		w, err = s.readWords(context.Background(), pool.DB())
	}
	if s.wordsRead != nil {
		s.wordsRead()
	}
	if err != nil {
		s.mu.Lock()
		s.postPending = nil
		s.mu.Unlock()
		app.Logger().Warn("reading the directory's search words failed; searches use FTS5", "directory", s.k.Dir, "error", err)
		return
	}
	if s.install(app, epoch, w.rids, &postings{terms: w.terms, lists: w.lists}, nil, "fts5") && snap {
		s.saveWords(app, w)
	}
	app.Logger().Info("directory search words read", "directory", s.k.Dir, "words", len(w.terms),
		"entries", len(w.rids), "took", time.Since(started).String())
}

// install makes p, numbered by positions in rids, the store's postings,
// then files again the entries of the users changed since p's state (the
// ones refresh noted during the read, and replay); it reports whether p
// was installed (not when the store was reset meanwhile).
func (s *Index) install(app core.App, epoch int, rids []int64, p *postings, replay []string, source string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	pending := s.postPending
	s.postPending = nil
	if !s.loaded || s.epoch != epoch {
		return false // reloaded meanwhile; that load builds its own
	}
	// The slots are positions in rids; map them to today's positions.
	p.slotPos = make([]int32, len(rids))
	p.posSlot = make([]uint32, len(s.docs))
	placed := make([]bool, len(s.docs))
	j := 0
	for slot, rid := range rids {
		for j < len(s.docs) && s.docs[j].rid < rid {
			j++
		}
		if j < len(s.docs) && s.docs[j].rid == rid {
			p.slotPos[slot], p.posSlot[j], placed[j] = int32(j), uint32(slot), true
		} else {
			p.slotPos[slot] = -1
			p.dead++
		}
	}
	for i, ok := range placed {
		if !ok { // not in rids: changed since, its user is pending
			p.newSlot(i, false)
		}
	}
	s.post, s.wordsSource = p, source
	for _, u := range replay {
		pending[u] = struct{}{}
	}
	for u := range pending {
		s.indexWords(app, u, false)
		if s.post == nil {
			return true
		}
	}
	s.post.compact()
	return true
}

// indexWords files the user's entry under its words: in its slot when
// fresh (just put), else in a new one; the caller holds mu. On a failure the postings are dropped (searches
// go to FTS5) and read again in the background.
func (s *Index) indexWords(app core.App, userID string, fresh bool) {
	if s.post == nil {
		return
	}
	rid, listed := s.byUser[userKey(userID)]
	if !listed {
		return // removed: its slot died with it
	}
	i, ok := s.find(rid)
	w, found, err := s.k.Words(app, userID)
	if err != nil || !found || !ok {
		app.Logger().Warn("the directory's search words of a change were not found; searches use FTS5 until they are read again",
			"directory", s.k.Dir, "user", userID, "error", err)
		s.post = nil
		s.background.Go(func() { s.buildPostings(app) })
		return
	}
	slot := s.post.posSlot[i]
	if !fresh {
		slot = s.post.newSlot(i, true)
	}
	s.post.add(slot, w)
	s.post.compact()
}
