package opportunities

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/search"
)

// RecountQuery is Recount's statement, for its query plan.
var RecountQuery = recountQuery

// Listings is a search's in-memory index of one app, for the tests.
type Listings struct{ o *opportunitySearch }

// FollowedListings loads a new index of app that follows its writes, with
// its search words read; Close it after.
func FollowedListings(app core.App) (*Listings, error) {
	return FollowedListingsWriting(app, nil)
}

// FollowedListingsWriting is FollowedListings that runs during between
// reading the search words and installing them (writes committed
// meanwhile).
func FollowedListingsWriting(app core.App, during func()) (*Listings, error) {
	o := newOpportunitySearch()
	o.idx.DuringWordsRead(during)
	o.follow(app)
	err := o.idx.Ensure(app)
	o.idx.Wait()
	return &Listings{o}, err
}

// Close stops the index's background work.
func (l *Listings) Close() { l.o.idx.Stop() }

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
	return l.o.query(app, &p, now.UnixMilli(), fts)
}

// HasWords reports whether the search words are in memory.
func (l *Listings) HasWords() bool { return l.o.idx.HasWords() }

// Fresh reports whether the index equals a fresh load of app's, and its
// search words (the listings each word finds) a fresh read of them.
func (l *Listings) Fresh(app core.App) (bool, error) { return l.o.idx.Fresh(app) }

// CompactAt renumbers the search words' slots once dead ones are at least
// min (and a quarter); it returns the former setting.
func CompactAt(min int) int { return search.CompactAt(min) }

// WaitForSearchWords waits until the search that app serves has its words
// in memory (the benchmark measures them, not FTS5).
func WaitForSearchWords(app core.App) {
	idx := search.Of(app, IndexName)
	for idx != nil && !idx.HasWords() {
		time.Sleep(50 * time.Millisecond)
	}
}
