// Package site serves the site-wide settings: the public footer, whose HTML
// superadmins edit and the server sanitises on every save.
package site

import (
	"net/http"

	"github.com/microcosm-cc/bluemonday"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
)

// footerPolicy allows ordinary formatting and links; no scripts, no event
// handlers, no javascript: URLs, no styles that could overlay the page.
var footerPolicy = func() *bluemonday.Policy {
	p := bluemonday.UGCPolicy()
	p.AllowElements("div", "section", "nav", "span", "h2", "h3", "h4")
	p.AllowAttrs("class").Globally()
	p.AllowAttrs("id").Matching(bluemonday.SpaceSeparatedTokens).Globally()
	p.RequireNoFollowOnLinks(false)
	return p
}()

// SanitizeFooter returns html with everything unsafe removed.
func SanitizeFooter(html string) string {
	return footerPolicy.Sanitize(html)
}

// Register binds the footer routes and the sanitising hook.
func Register(app core.App) {
	sanitize := func(e *core.RecordEvent) error {
		e.Record.Set("footer_html", SanitizeFooter(e.Record.GetString("footer_html")))
		return e.Next()
	}
	app.OnRecordCreate("site_settings").BindFunc(sanitize)
	app.OnRecordUpdate("site_settings").BindFunc(sanitize)

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.GET("/api/footer", footer)
		se.Router.POST("/api/system/footer/preview", previewFooter).
			Bind(auth.RequireRole(auth.RoleSuperadmin))
		return se.Next()
	})
}

func footer(e *core.RequestEvent) error {
	html := ""
	if r, err := e.App.FindFirstRecordByFilter("site_settings", "id != ''"); err == nil {
		html = r.GetString("footer_html")
	}
	e.Response.Header().Set("Cache-Control", "public, max-age=60")
	return e.JSON(http.StatusOK, map[string]string{"html": html})
}
