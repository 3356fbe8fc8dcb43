package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Only users who confirmed their email save favourites, like every other
// write of a finished sign-up. The owner rule stays the team's (a member
// saves for the company), so the check is put in front of it.
func init() {
	setCreateRule := func(rule string) func(app core.App) error {
		return func(app core.App) error {
			return changeCollection(app, "favorites", func(c *core.Collection) {
				c.CreateRule = types.Pointer(rule)
			})
		}
	}
	m.Register(setCreateRule(`@request.auth.verified = true && `+OwnedByTeam("user")), setCreateRule(OwnedByTeam("user")))
}
