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

// RefreshExpired rewrites, in one transaction, the entries of the
// companies whose open-opportunity count an expiry made wrong, then tells
// the listeners and moves the generation on (the cron job of the directory
// runs it every minute). It returns the companies it rewrote.
func (ix *Index) RefreshExpired(app core.App) ([]string, error) {
	var stale []string
	err := app.RunInTransaction(func(tx core.App) error {
		db := tx.NonconcurrentDB()
		var err error
		if stale, err = column(db, staleCounts, types.NowDateTime().String()); err != nil {
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
	if err != nil || len(stale) == 0 {
		return nil, err
	}
	ix.mu.Lock()
	listeners := ix.listeners
	ix.mu.Unlock()
	for _, id := range stale {
		for _, fn := range listeners {
			fn(app, id)
		}
	}
	ix.Bump()
	return stale, nil
}
