package opportunities

import (
	"reflect"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// Listings is a search's in-memory list of one app, for the tests.
type Listings struct{ ls *listings }

// FollowedListings loads a new list of app that follows its writes.
func FollowedListings(app core.App) (*Listings, error) {
	ls := &listings{}
	ls.follow(app)
	return &Listings{ls}, ls.ensure(app)
}

// Search returns the ids the query string finds at now.
func (l *Listings) Search(app core.App, query map[string][]string, now time.Time) ([]string, error) {
	p := parseSearch(query)
	_, ids, err := l.ls.query(app, &p, now.UnixMilli())
	return ids, err
}

// Fresh reports whether the list equals a fresh load of app's.
func (l *Listings) Fresh(app core.App) (bool, error) {
	fresh := &listings{}
	if err := fresh.ensure(app); err != nil {
		return false, err
	}
	l.ls.mu.RLock()
	defer l.ls.mu.RUnlock()
	return reflect.DeepEqual(fresh.all, l.ls.all), nil
}
