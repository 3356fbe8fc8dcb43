// Package hooks wires every Voluntech domain into a PocketBase app.
//
// Register is the only wiring: main.go and every test call it, so the tests
// exercise exactly what production runs.
package hooks

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/account"
	"voluntech/hooks/activity"
	"voluntech/hooks/auth"
	"voluntech/hooks/billing"
	"voluntech/hooks/companies"
	"voluntech/hooks/config"
	"voluntech/hooks/directory"
	"voluntech/hooks/engagements"
	"voluntech/hooks/filestore"
	"voluntech/hooks/mail"
	"voluntech/hooks/matching"
	"voluntech/hooks/messages"
	"voluntech/hooks/metrics"
	"voluntech/hooks/mfa"
	"voluntech/hooks/notify"
	"voluntech/hooks/oauth"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/projects"
	"voluntech/hooks/replica"
	"voluntech/hooks/responses"
	"voluntech/hooks/reviews"
	"voluntech/hooks/savedsearch"
	"voluntech/hooks/security"
	"voluntech/hooks/site"
	"voluntech/hooks/system"
	"voluntech/hooks/teams"
	"voluntech/hooks/volunteers"
	"voluntech/hooks/web"
)

// Register binds the routes and record hooks of every domain to app.
func Register(app core.App) {
	cfg := config.FromEnv()
	RegisterWith(app, cfg)
}

// RegisterWith is Register with an explicit configuration (tests use it).
func RegisterWith(app core.App, cfg config.Config) {
	// Metrics first: its middleware times every request, refusals included.
	metrics.Register(app, cfg)
	security.Register(app, cfg)
	filestore.Register(app, cfg)
	web.CompressAPI(app)
	mail.Register(app, cfg)
	notify.Register(app, cfg)
	auth.Register(app, cfg)
	mfa.Register(app, cfg)
	oauth.Register(app, cfg)
	site.Register(app)
	activity.Register(app)
	companies.Register(app, cfg)
	volunteers.Register(app)
	billing.Register(app, cfg)
	directory.Register(app)
	opportunities.Register(app, cfg)
	responses.Register(app, cfg)
	matching.Register(app)
	savedsearch.Register(app, cfg)
	engagements.Register(app, cfg)
	projects.Register(app, cfg)
	reviews.Register(app)
	system.Register(app, cfg)
	teams.Register(app, cfg)
	messages.Register(app, cfg)
	account.Register(app, cfg)
	replica.Register(app, cfg)
}
