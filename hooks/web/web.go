// Package web serves the embedded React app: real files as they are, every
// other path as index.html so the client router can answer it, except under
// /api/, where an unknown path is a JSON 404.
package web

import (
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
)

// ContentSecurityPolicy of the app's pages: only the app's own scripts and
// API, plus what Stripe.js needs on the payment step (its script and
// frames, its API) and the YouTube player of a video pitch. Styles allow
// 'unsafe-inline': Mantine writes its theme variables in a <style> element
// and components set style attributes. Scripts never run inline except
// those the build wrote into index.html, admitted by hash (PolicyFor).
const ContentSecurityPolicy = "default-src 'self'; " +
	"script-src 'self' https://js.stripe.com https://*.js.stripe.com; " +
	"style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob: https://*.stripe.com; " +
	"font-src 'self' data:; " +
	"connect-src 'self' https://api.stripe.com; " +
	"frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://www.youtube-nocookie.com; " +
	"object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

// ServeUI serves fsys (the built app) on every path PocketBase does not own.
// WithMeta gives client routes their own title and preview tags.
//
// A file with a precompressed variant beside it (file.js.br, file.js.gz,
// written by the build) is answered with the variant the client accepts,
// with Content-Encoding; every answer carries Vary: Accept-Encoding, so a
// cache keeps one copy per encoding.
func ServeUI(app core.App, fsys fs.FS, opts ...Option) {
	o := &options{}
	for _, opt := range opts {
		opt(o)
	}
	static := apis.Static(fsys, true)
	policy := pagePolicy(fsys)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		// One catch-all for every method: a GET-only pattern beside an
		// any-method /api/ pattern would be ambiguous to the router.
		se.Router.Any("/{path...}", func(e *core.RequestEvent) error {
			p := e.Request.PathValue(apis.StaticWildcardParam)
			if p == "api" || strings.HasPrefix(p, "api/") {
				return e.NotFoundError("The requested resource wasn't found.", nil)
			}
			if e.Request.Method != http.MethodGet && e.Request.Method != http.MethodHead {
				return e.Error(http.StatusMethodNotAllowed, "Method not allowed.", nil)
			}
			h := e.Response.Header()
			if strings.HasPrefix(p, "assets/") {
				// A hashed asset of an older build must not turn into
				// index.html served as script and cached for a year.
				if _, err := fs.Stat(fsys, p); err != nil {
					return e.NotFoundError("The requested resource wasn't found.", nil)
				}
				// Vite puts a content hash in every asset name.
				h.Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				h.Set("Cache-Control", "no-cache")
				h.Set("Content-Security-Policy", policy)
			}
			h.Set("X-Content-Type-Options", "nosniff")
			h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
			h.Add("Vary", "Accept-Encoding")
			if o.meta != nil && p != "" && !strings.HasPrefix(p, "assets/") {
				if _, err := fs.Stat(fsys, p); err != nil {
					if m := o.meta(e.App, p); m != nil {
						return serveWithMeta(e, fsys, o, m)
					}
				}
			}
			if name := staticTarget(fsys, p, e.Request.URL.Path); name != "" {
				if served, err := servePrecompressed(e, fsys, name); served {
					return err
				}
			}
			return static(e)
		}).Bind(apis.SkipSuccessActivityLog())
		return se.Next()
	})
}

// staticTarget is the file apis.Static answers the path p (from the URL
// path urlPath) with: p itself, a folder's index.html, or index.html for a
// client route; "" when it answers with a redirect instead.
func staticTarget(fsys fs.FS, p, urlPath string) string {
	name := path.Clean(strings.TrimPrefix(p, "/"))
	if name == "." || name == ".." || strings.HasPrefix(name, "../") {
		return indexPage
	}
	fi, err := fs.Stat(fsys, name)
	switch {
	case err != nil:
		return indexPage
	case fi.IsDir():
		if !strings.HasSuffix(urlPath, "/") {
			return ""
		}
		return path.Join(name, indexPage)
	case strings.HasSuffix(urlPath, "/") || strings.HasSuffix(urlPath, indexPage):
		return ""
	}
	return name
}

const indexPage = "index.html"
