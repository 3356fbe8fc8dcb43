package pb_migrations

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// A suspended account leaves every public list until it is restored: its
// directory entry (the directory index refuses it, the suspension's save of
// the user removes it) and, for a company, its open
// opportunities in the records API's public part.
const (
	publicOpportunities          = `(status = "open" && (expires_at = "" || expires_at > @now))`
	publicUnsuspendedOpportunity = `(status = "open" && (expires_at = "" || expires_at > @now) && company.suspended = false)`
)

func init() {
	m.Register(func(app core.App) error {
		// Entries of accounts suspended before the entries knew of
		// suspension are derived data: the server's rebuild at start
		// (dirindex.EnsureCurrent) drops them, not this migration.
		return swapOpportunityPublicRule(app, publicOpportunities, publicUnsuspendedOpportunity)
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
