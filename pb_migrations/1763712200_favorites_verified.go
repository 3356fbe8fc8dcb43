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
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("favorites")
		if err != nil {
			return err
		}
		c.CreateRule = types.Pointer(`@request.auth.verified = true && ` + OwnedByTeam("user"))
		return app.Save(c)
	}, func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("favorites")
		if err != nil {
			return err
		}
		c.CreateRule = types.Pointer(OwnedByTeam("user"))
		return app.Save(c)
	})
}
