// Package security holds the app-wide defences that belong to no single
// domain: PocketBase's own settings (name, URL), CORS, the body cap for
// guests, the pixel limit of every uploaded image and the mapping of server
// faults to 5xx answers.
package security

import (
	"net/url"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// AppName is the product's name in PocketBase's settings: its built-in
// mails (the "Login from a new location" alert) and the dashboard say it.
const AppName = "Voluntech"

// Register binds the app-wide defences.
func Register(app core.App, cfg config.Config) {
	bindSettings(app, cfg)
	bindImageGuard(app)

	origins := cfg.CORSOrigins
	if len(origins) == 0 {
		origins = []string{originOf(cfg.AppURL)}
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(faults())
		se.Router.Bind(guestBodyLimit())
		// Same id as PocketBase's own CORS middleware, which answers "*":
		// this one replaces it.
		se.Router.Bind(apis.CORS(apis.CORSConfig{AllowOrigins: origins}))
		return se.Next()
	})
}

// originOf is scheme://host[:port] of an APP_URL that may carry a path.
func originOf(appURL string) string {
	u, err := url.Parse(appURL)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return appURL
	}
	return u.Scheme + "://" + u.Host
}
