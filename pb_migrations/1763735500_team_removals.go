package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// team_removals remembers, for as long as their last session could have
// lasted, that the owner removed a member from the team: the member's id
// (their account is deleted with the removal, so it is no relation) and the
// token key their sessions were signed with (hidden). With it the server
// can tell the removed member's own browser, and only it, why its session
// ended (POST /api/company/team/removed, hooks/teams). No API rule: only the
// server reads and writes it.
func init() {
	m.Register(func(app core.App) error {
		c := newCollection("team_removals", "pbc_teamremove01",
			&core.TextField{Name: "user_id", Required: true, Max: 15},
			&core.TextField{Name: "token_key", Required: true, Hidden: true, Max: 100},
			&core.DateField{Name: "expires_at", Required: true},
		)
		c.AddIndex("idx_team_removals_user", true, "user_id", "")
		c.AddIndex("idx_team_removals_expires", false, "expires_at", "")
		return app.Save(c)
	}, dropCollections("team_removals"))
}
