package opportunities

import (
	"reflect"
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Listings is a search's in-memory list of one app, for the tests.
type Listings struct{ ls *listings }

// FollowedListings loads a new list of app that follows its writes, with
// its search words read; Close it after.
func FollowedListings(app core.App) (*Listings, error) {
	return FollowedListingsWriting(app, nil)
}

// FollowedListingsWriting is FollowedListings that runs during between
// reading the search words and installing them (writes committed
// meanwhile).
func FollowedListingsWriting(app core.App, during func()) (*Listings, error) {
	ls := &listings{wordsRead: during}
	ls.follow(app)
	err := ls.ensure(app)
	ls.background.Wait()
	return &Listings{ls}, err
}

// Close stops the list's background work.
func (l *Listings) Close() { l.ls.background.Close(&l.ls.mu) }

// Search returns the ids the query string finds at now, the words from
// memory when they are read.
func (l *Listings) Search(app core.App, query map[string][]string, now time.Time) ([]string, error) {
	_, ids, err := l.SearchTotal(app, query, now, false)
	return ids, err
}

// SearchTotal returns how many the query string finds at now and the ids
// of its page, the words from FTS5 when fts is set.
func (l *Listings) SearchTotal(app core.App, query map[string][]string, now time.Time, fts bool) (int, []string, error) {
	p := parseSearch(query)
	return l.ls.query(app, &p, now.UnixMilli(), fts)
}

// HasWords reports whether the search words are in memory.
func (l *Listings) HasWords() bool {
	l.ls.mu.RLock()
	defer l.ls.mu.RUnlock()
	return l.ls.words != nil
}

// Fresh reports whether the list equals a fresh load of app's, and its
// search words (the listings each word finds) a fresh read of them.
func (l *Listings) Fresh(app core.App) (bool, error) {
	fresh := &listings{}
	if err := fresh.ensure(app); err != nil {
		return false, err
	}
	fresh.background.Wait()
	fresh.background.Close(&fresh.mu)
	l.ls.mu.RLock()
	defer l.ls.mu.RUnlock()
	if !reflect.DeepEqual(fresh.all, l.ls.all) {
		return false, nil
	}
	if (l.ls.words == nil) != (fresh.words == nil) {
		return l.ls.words == nil, nil // a live list may be reading its words again
	}
	if l.ls.words == nil {
		return true, nil
	}
	for i := range l.ls.all {
		a, k := &l.ls.all[i], &l.ls.keys[i]
		if k.expires != a.expires || int(k.hours) != a.hours || int(k.months) != a.months || k.remote != a.remote ||
			k.category != l.ls.codes[a.category] || k.country != l.ls.codes[a.country] {
			return false, nil
		}
	}
	return reflect.DeepEqual(fresh.byWord(), l.ls.byWord()), nil
}

// byWord are the ids each word finds (words finding none left out).
func (ls *listings) byWord() map[string][]string {
	out := map[string][]string{}
	for t, term := range ls.words.terms {
		var ids []string
		for i, k := range ls.keys {
			if slices.Contains(ls.words.lists[t], k.slot) {
				ids = append(ids, ls.all[i].id)
			}
		}
		if ids != nil {
			out[term] = ids
		}
	}
	return out
}

// CompactAt renumbers the search words' slots once dead ones are at least
// min (and a quarter); it returns the former setting.
func CompactAt(min int) int {
	old := compactMin
	compactMin = min
	return old
}

// WaitForSearchWords waits until the search that app serves has its words
// in memory (the benchmark measures them, not FTS5).
func WaitForSearchWords(app core.App) {
	ls, _ := app.Store().Get(searchKey).(*listings)
	for ls != nil && !(&Listings{ls}).HasWords() {
		time.Sleep(50 * time.Millisecond)
	}
}
