package dirindex

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// staleCounts finds the listed companies whose stored count of open
// opportunities is no longer true: an opportunity expired, which changes
// nothing in the database and so rewrites no entry.
const staleCounts = `SELECT d.user_id FROM company_directory d
	WHERE d.opportunities != (SELECT COUNT(*) FROM opportunities o
		WHERE o.company = d.user_id AND o.status = 'open' AND o.expires_at > ?)
	ORDER BY d.rid`

// expiredSince is staleCounts for the companies of the open opportunities
// that expired after the previous check (first argument) and by now
// (second and third): after a first full check only these can have
// changed, and the public-list index finds them without visiting every
// company.
const expiredSince = `SELECT d.user_id FROM company_directory d
	WHERE d.user_id IN (SELECT company FROM opportunities
			WHERE status = 'open' AND expires_at > ? AND expires_at <= ?)
		AND d.opportunities != (SELECT COUNT(*) FROM opportunities o
			WHERE o.company = d.user_id AND o.status = 'open' AND o.expires_at > ?)
	ORDER BY d.rid`

// RefreshExpired rewrites, in one transaction, the entries of the
// companies whose open-opportunity count an expiry made wrong, then tells
// the listeners and moves the generation on (the cron job of the directory
// runs it every minute). It returns the companies it rewrote.
func (ix *Index) RefreshExpired(app core.App) ([]string, error) {
	return ix.RefreshExpiredAt(app, types.NowDateTime())
}

// RefreshExpiredAt is RefreshExpired at now. The first run checks every
// company; later ones only those with an opportunity that expired since
// the previous run's now (the writes keep every other count true).
func (ix *Index) RefreshExpiredAt(app core.App, now types.DateTime) ([]string, error) {
	ix.mu.Lock()
	since := ix.expiryChecked
	ix.mu.Unlock()
	var stale []string
	err := app.RunInTransaction(func(tx core.App) error {
		db := tx.NonconcurrentDB()
		var err error
		if since == "" {
			stale, err = column(db, staleCounts, now.String())
		} else {
			stale, err = column(db, expiredSince, since, now.String(), now.String())
		}
		if err != nil {
			return err
		}
		w := newWriter(db)
		for _, id := range stale {
			if err := ReindexCompany(w, id); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	ix.mu.Lock()
	if now.String() > ix.expiryChecked {
		ix.expiryChecked = now.String()
	}
	listeners := ix.listeners
	ix.mu.Unlock()
	if len(stale) == 0 {
		return nil, nil
	}
	for _, id := range stale {
		for _, fn := range listeners {
			fn(app, id)
		}
	}
	ix.Bump()
	return stale, nil
}
