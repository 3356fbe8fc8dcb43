package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// DefaultFooterHTML is the footer a new instance shows until a superadmin
// edits it.
const DefaultFooterHTML = `<div class="footer-columns">
<div><h3>Company</h3><ul><li><a href="/">About Voluntech</a></li><li><a href="/pre-register">Join Voluntech</a></li></ul></div>
<div><h3>Services</h3><ul><li><a href="/company-register">Build with skilled volunteers</a></li><li><a href="/volunteer-registration">Gain experience by volunteering</a></li></ul></div>
<div><h3>Support</h3><ul><li><a href="/terms">Terms of Use</a></li><li><a href="/privacy">Privacy Policy</a></li><li><a href="/privacy#transparency">Transparency</a></li><li><a href="/privacy#cookies">Cookie Policy</a></li></ul></div>
</div>`

func init() {
	m.Register(func(app core.App) error {
		c := core.NewBaseCollection("site_settings", "pbc_sitesettings1")
		setReadRule(c, superadminRule)
		c.UpdateRule = types.Pointer(superadminRule)
		// Exactly one record exists; nobody creates or deletes through the API.
		c.CreateRule = nil
		c.DeleteRule = nil
		c.Fields.Add(
			&core.TextField{Name: "footer_html", Max: 20000},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		if err := app.Save(c); err != nil {
			return err
		}
		r := core.NewRecord(c)
		r.Set("footer_html", DefaultFooterHTML)
		return app.Save(r)
	}, dropCollections("site_settings"))
}
