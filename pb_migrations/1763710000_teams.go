package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// OwnedByTeam is the one API-rule fragment of company-owned records: field
// is the signed-in user (a volunteer's own record, or a company's owner) or
// the company whose team the signed-in member is on (users.team holds the
// owner's id). The team != "" guard keeps an empty relation from matching
// every user without a team. hooks/auth.CompanyOf says the same in Go.
func OwnedByTeam(field string) string {
	return `(@request.auth.id != "" && (` + field + ` = @request.auth.id || ` +
		`(@request.auth.team != "" && ` + field + ` = @request.auth.team)))`
}

// TeamInvitationStatuses: pending until the link is used or the owner
// revokes it (an expired one stays pending with a past expires_at).
var TeamInvitationStatuses = []string{"pending", "accepted", "revoked"}

// Who does what on the company-owned collections, written once with
// OwnedByTeam. The opportunities' public part and the volunteer's part of
// applications are unchanged.
var (
	teamOpportunitiesList = `(status = "open" && (expires_at = "" || expires_at > @now)) || ` +
		OwnedByTeam("company") + ` || ` + superadminRule
	teamOpportunitiesView = teamOpportunitiesList +
		` || (@request.auth.id != "" && @collection.applications:mine.opportunity ?= id && @collection.applications:mine.volunteer ?= @request.auth.id)`
	teamApplications = `(@request.auth.id != "" && volunteer = @request.auth.id) || ` + OwnedByTeam("company")
)

func init() {
	m.Register(func(app core.App) error {
		err := changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.Add(
				// Set only by the join route; deleting the owner (the company)
				// deletes its members.
				&core.RelationField{Name: "team", CollectionId: users.Id, MaxSelect: 1, CascadeDelete: true},
				// A member's own role title (the owner's is the company profile's).
				&core.TextField{Name: "role_title", Max: 100},
				// Stamped on login and auth refresh, at most every few minutes.
				&core.DateField{Name: "last_active_at"},
			)
			users.AddIndex("idx_users_team", false, "team", "team != ''")
		})
		if err != nil {
			return err
		}

		// Only the team routes read and write invitations (nil rules: no
		// records API access); only a hash of the mailed token is stored.
		inv := newCollection("team_invitations", "pbc_teaminvite01",
			belongsTo("company", usersID),
			&core.EmailField{Name: "email", Required: true},
			&core.TextField{Name: "token_hash", Required: true, Max: 64, Hidden: true},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: TeamInvitationStatuses},
			&core.DateField{Name: "expires_at", Required: true},
			&core.DateField{Name: "accepted_at"},
			&core.TextField{Name: "accepted_user", Max: 15},
		)
		inv.AddIndex("idx_team_invitations_token", true, "token_hash", "")
		// One pending invitation per company and address: a second invite
		// racing the first fails on the index, not on a count.
		inv.AddIndex("idx_team_invitations_pending", true, "company, email COLLATE NOCASE", "status = 'pending'")
		inv.AddIndex("idx_team_invitations_company", false, "company, status", "")
		if err := app.Save(inv); err != nil {
			return err
		}

		err = changeCollection(app, "opportunities", func(opps *core.Collection) {
			// Who posted and last edited it, with the name at the time, so a
			// removed member's work still shows whose it was. Hidden: only the
			// company's team (the enrich hook unhides them) and superusers see it.
			opps.Fields.Add(
				&core.TextField{Name: "created_by", Max: 15, Hidden: true},
				&core.TextField{Name: "created_by_name", Max: 101, Hidden: true},
				&core.TextField{Name: "updated_by", Max: 15, Hidden: true},
				&core.TextField{Name: "updated_by_name", Max: 101, Hidden: true},
			)
			opps.ListRule = types.Pointer(teamOpportunitiesList)
			opps.ViewRule = types.Pointer(teamOpportunitiesView)
			opps.UpdateRule = types.Pointer(OwnedByTeam("company"))
			opps.DeleteRule = opps.UpdateRule
		})
		if err != nil {
			return err
		}

		err = changeCollection(app, "applications", func(apps *core.Collection) {
			setReadRule(apps, teamApplications+` || `+superadminRule)
			apps.UpdateRule = types.Pointer(teamApplications)
		})
		if err != nil {
			return err
		}

		readable := map[string]string{"company_profiles": "user", "social_links": "owner", "subscriptions": "company"}
		for name, field := range readable {
			err := changeCollection(app, name, func(c *core.Collection) {
				setReadRule(c, OwnedByTeam(field)+` || `+superadminRule)
				if name == "company_profiles" {
					// Superadmins list every profile; others only view their company's.
					c.ListRule = types.Pointer(superadminRule)
				}
			})
			if err != nil {
				return err
			}
		}

		return changeCollection(app, "favorites", func(favs *core.Collection) {
			setReadRule(favs, OwnedByTeam("user"))
			favs.CreateRule = favs.ListRule
			favs.DeleteRule = favs.ListRule
		})
	}, func(app core.App) error {
		own := func(field string) string { return field + ` = @request.auth.id` }
		err := changeCollectionIfAny(app, "favorites", func(c *core.Collection) {
			setReadRule(c, own("user"))
			c.CreateRule = types.Pointer(`@request.auth.id != "" && ` + own("user"))
			c.DeleteRule = c.ListRule
		})
		if err != nil {
			return err
		}
		for name, field := range map[string]string{"company_profiles": "user", "social_links": "owner", "subscriptions": "company"} {
			err := changeCollectionIfAny(app, name, func(c *core.Collection) {
				c.ViewRule = types.Pointer(own(field) + ` || ` + superadminRule)
				if name != "company_profiles" {
					c.ListRule = c.ViewRule
				}
			})
			if err != nil {
				return err
			}
		}
		err = changeCollectionIfAny(app, "applications", func(c *core.Collection) {
			c.UpdateRule = types.Pointer(`@request.auth.id != "" && (volunteer = @request.auth.id || company = @request.auth.id)`)
			setReadRule(c, `(`+*c.UpdateRule+`) || `+superadminRule)
		})
		if err != nil {
			return err
		}
		err = changeCollectionIfAny(app, "opportunities", func(c *core.Collection) {
			removeFields(c, "created_by", "created_by_name", "updated_by", "updated_by_name")
			c.ListRule = types.Pointer(OpportunitiesListRule)
			c.ViewRule = types.Pointer(OpportunitiesListRule +
				` || (@request.auth.id != "" && @collection.applications:mine.opportunity ?= id && @collection.applications:mine.volunteer ?= @request.auth.id)`)
			c.UpdateRule = types.Pointer(`@request.auth.id != "" && company = @request.auth.id`)
			c.DeleteRule = c.UpdateRule
		})
		if err != nil {
			return err
		}
		if err := dropCollections("team_invitations")(app); err != nil {
			return err
		}
		return changeCollection(app, "users", func(users *core.Collection) {
			users.RemoveIndex("idx_users_team")
			removeFields(users, "team", "role_title", "last_active_at")
		})
	})
}
