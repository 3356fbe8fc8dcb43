package savedsearch

import (
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// MatchOpen returns what the alert job's evaluation finds for a query
// among every open, unexpired opportunity at now (the tests compare it
// with the public search).
func MatchOpen(app core.App, now time.Time) (func(Query) []string, error) {
	items, err := changedOpportunities(app, time.Time{}, now)
	if err != nil {
		return nil, err
	}
	x := newIndex(items)
	return func(q Query) []string {
		var ids []string
		x.match(KindOpportunities, q).each(func(i int) { ids = append(ids, x.items[i].id) })
		return ids
	}, nil
}

// SetTxMatches bounds the collect transactions at n matches until
// restore.
func SetTxMatches(n int) (restore func()) {
	old := txMatches
	txMatches = n
	return func() { txMatches = old }
}

// SetSendTx sends the digests in transactions of n searches until
// restore.
func SetSendTx(n int) (restore func()) {
	old := sendTx
	sendTx = n
	return func() { sendTx = old }
}
