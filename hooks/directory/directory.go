// Package directory serves the public lists and profiles of companies and
// volunteers. Each route selects public fields only: email, phone, Stripe
// data and application stages never appear here (DESIGN.md §3).
package directory

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// Register binds the directory routes and keeps the directory index of app
// in step with its records.
func Register(app core.App) {
	ix := dirindex.Bind(app)
	d := newDir(ix)
	app.Cron().MustAdd(ExpiryJob, "* * * * *", func() { RefreshExpired(app) })
	app.OnRecordValidate("favorites").BindFunc(validateFavorite)
	app.OnRecordCreateRequest("favorites").BindFunc(teamFavorite)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if se.Server != nil {
			// A real server (not a test) loads the in-memory copies now
			// rather than on the first visitor's request (about 3 s for a
			// million volunteers).
			go d.preload(se.App)
		}
		se.Router.GET("/api/directory/volunteers", d.listVolunteers)
		se.Router.GET("/api/directory/companies", d.listCompanies)
		se.Router.GET("/api/directory/companies/{username}", getCompany)
		se.Router.GET("/api/directory/volunteers/{username}", getVolunteer)
		return se.Next()
	})
}

// ExpiryJob is the id of the cron job that takes expired opportunities out
// of the company directory's counts.
const ExpiryJob = "voluntechOpportunityExpiry"

// RefreshExpired is the job of ExpiryJob: an opportunity that expires
// changes no record, so its company's count in the directory (and the
// "most opportunities" order) is corrected on the next tick.
func RefreshExpired(app core.App) {
	ix := dirindex.IndexOf(app)
	if ix == nil {
		return
	}
	if _, err := ix.RefreshExpired(app); err != nil {
		app.Logger().Error("refreshing the directory after expiries failed", "error", err)
	}
}

// lookupName is the name of a lookup, "" when unset or gone.
func lookupName(app core.App, id string) string {
	if id == "" {
		return ""
	}
	r, err := app.FindRecordById("lookups", id)
	if err != nil {
		return ""
	}
	return r.GetString("name")
}
