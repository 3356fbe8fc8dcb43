package pb_migrations

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/dirindex"
)

// A suspended account leaves every public list until it is restored: its
// directory entry (dirindex.LoadVolunteer and LoadCompany refuse it, the
// suspension's save of the user removes it) and, for a company, its open
// opportunities in the records API's public part.
const (
	publicOpportunities          = `(status = "open" && (expires_at = "" || expires_at > @now))`
	publicUnsuspendedOpportunity = `(status = "open" && (expires_at = "" || expires_at > @now) && company.suspended = false)`
)

func init() {
	m.Register(func(app core.App) error {
		if err := swapOpportunityPublicRule(app, publicOpportunities, publicUnsuspendedOpportunity); err != nil {
			return err
		}
		// Accounts suspended before the entries knew of suspension: their
		// entries go now, through the same writer as the hooks, so the
		// change log triggers (1763727000) record it for the snapshots.
		return app.RunInTransaction(func(tx core.App) error {
			var ids []string
			if err := tx.DB().NewQuery(`SELECT id FROM users WHERE suspended = TRUE`).Column(&ids); err != nil {
				return err
			}
			w := dirindex.NewBulkWriter(tx.NonconcurrentDB())
			defer w.Close()
			for _, id := range ids {
				if err := dirindex.ReindexVolunteer(w, id); err != nil {
					return err
				}
				if err := dirindex.ReindexCompany(w, id); err != nil {
					return err
				}
			}
			return nil
		})
	}, func(app core.App) error {
		return swapOpportunityPublicRule(app, publicUnsuspendedOpportunity, publicOpportunities)
	})
}

// swapOpportunityPublicRule replaces the public part of the opportunities'
// list and view rules.
func swapOpportunityPublicRule(app core.App, from, to string) error {
	c, err := app.FindCollectionByNameOrId("opportunities")
	if err != nil {
		return err
	}
	for _, rule := range []**string{&c.ListRule, &c.ViewRule} {
		if *rule != nil {
			*rule = types.Pointer(strings.Replace(**rule, from, to, 1))
		}
	}
	return app.Save(c)
}
