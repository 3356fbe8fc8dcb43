// Package directory serves the public lists and profiles of companies and
// volunteers. Each route selects public fields only: email, phone, Stripe
// data and application stages never appear here (docs/architecture.md).
//
// The lists run on hooks/search, the one search engine of the app: this
// package declares the two directories' indexes (volunteerIndex,
// companyIndex in list.go: the dirindex tables and filters, and how an
// entry's words are read) and asks them for a page (search.Index.Search).
//
//   - dirindex (another package) keeps the SQLite side: one row per listed
//     profile in volunteer_directory / company_directory (card columns and
//     filter values) and its FTS5 document, rewritten inside the
//     transaction of every write that feeds it. It is the source of truth;
//     after each committed change dirindex.Index.OnChange tells the search
//     indexes (search.Index.Apply).
//   - params.go: a request normalised into terms, filters, sort and page.
//   - list.go: run asks the index; cards reads the page's card columns
//     from the directory table; volunteers_list.go and companies_list.go
//     are the two routes.
package directory

import (
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/dirindex"
)

// Register binds the directory routes and keeps the directory index of app
// in step with its records.
func Register(app core.App) {
	ix := dirindex.Bind(app)
	d := newDir(app, ix)
	app.Store().Set(storeKey, d)
	app.Cron().MustAdd(ExpiryJob, "* * * * *", func() { RefreshExpired(app) })
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		Stop(e.App)
		return e.Next()
	})
	app.OnRecordValidate("favorites").BindFunc(validateFavorite)
	app.OnRecordCreateRequest("favorites").BindFunc(teamFavorite)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(unverifiedFavorites)
		se.Router.GET("/api/directory/volunteers", d.listVolunteers)
		se.Router.GET("/api/directory/saved-volunteers", d.listSavedVolunteers).Bind(apis.RequireAuth())
		se.Router.GET("/api/directory/companies", d.listCompanies)
		se.Router.GET("/api/directory/companies/{username}", getCompany)
		se.Router.GET("/api/directory/companies/{username}/opportunities", getCompanyOpportunities)
		se.Router.GET("/api/directory/volunteers/{username}", getVolunteer)
		se.Router.GET("/api/directory/volunteers/{username}/contact", getVolunteerContact).
			Bind(auth.RequireRole(auth.RoleCompany), auth.RequireVerified())
		return se.Next()
	})
}

// Stop ends the background work of app's directory (search-word reads,
// snapshot writes) and waits for what is under way, so none of it reads a
// database that closes next. The app's termination calls it; so does a
// test that copies an app's files to continue from them.
func Stop(app core.App) {
	if d, _ := app.Store().Get(storeKey).(*dir); d != nil {
		d.volunteers.Stop()
		d.companies.Stop()
	}
}

// storeKey files the app's directory in its store (the consistency test
// reads the live columns through it).
const storeKey = "voluntech.directory"

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

// unverifiedFavorites answers an unverified user's new favourite with 403
// and the reason. The create rule refuses it too, but a failed rule is a
// bare 400 and runs before any record hook.
func unverifiedFavorites(e *core.RequestEvent) error {
	if e.Request.Method == http.MethodPost && e.Auth != nil && e.Auth.Collection().Name == "users" && !e.Auth.Verified() &&
		e.Request.PathValue("id") == "" {
		switch e.Request.PathValue("collection") {
		case "favorites", "pbc_favorites001":
			return e.ForbiddenError(auth.MsgVerifyFirst, nil)
		}
	}
	return e.Next()
}
