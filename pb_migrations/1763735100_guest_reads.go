package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// CertificateListRule: a certificate is opened by its id by anyone (the
// view rule stays public: the page /certificates/{id} and any verifier
// read it), and a profile's certificates come from
// GET /api/volunteers/{username}/certificates; listing them is for the
// volunteer, the company's team (the engagement page finds its certificate)
// and superadmins (Recruitment), so nobody can enumerate every certificate
// of the instance.
var CertificateListRule = `(@request.auth.id != "" && volunteer = @request.auth.id) || ` +
	OwnedByTeam("company") + ` || ` + superadminRule

// Guests read exactly what the public pages show. reviews.author and
// reviews.replied_by are the accounts of the team members who wrote a
// company's review or reply: no page shows them (the review speaks for
// the company), so they are hidden fields, out of every answer and every
// filter of a client (only PocketBase superusers see them).
func init() {
	m.Register(func(app core.App) error {
		if err := changeCollection(app, "reviews", func(c *core.Collection) {
			setHidden(c, true, "author", "replied_by")
		}); err != nil {
			return err
		}
		return changeCollection(app, "certificates", func(c *core.Collection) {
			c.ListRule = types.Pointer(CertificateListRule)
		})
	}, func(app core.App) error {
		if err := changeCollectionIfAny(app, "reviews", func(c *core.Collection) {
			setHidden(c, false, "author", "replied_by")
		}); err != nil {
			return err
		}
		return changeCollectionIfAny(app, "certificates", func(c *core.Collection) {
			c.ListRule = types.Pointer("")
		})
	})
}

func setHidden(c *core.Collection, hidden bool, names ...string) {
	for _, n := range names {
		if f := c.Fields.GetByName(n); f != nil {
			f.SetHidden(hidden)
		}
	}
}
