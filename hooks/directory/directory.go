// Package directory serves the public lists and profiles of companies and
// volunteers. Each route selects public fields only: email, phone, Stripe
// data and application stages never appear here (DESIGN.md §3).
package directory

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/dirindex"
)

// Register binds the directory routes and keeps the directory index of app
// in step with its records.
func Register(app core.App) {
	d := newDir(dirindex.Bind(app))
	app.OnRecordValidate("favorites").BindFunc(validateFavorite)
	app.OnRecordCreateRequest("favorites").BindFunc(teamFavorite)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		if se.Server != nil {
			// A real server (not a test) loads the in-memory copies now
			// rather than on the first visitor's request (about 3 s for a
			// million volunteers).
			go d.preload(se.App)
		}
		se.Router.BindFunc(unverifiedFavorites)
		se.Router.GET("/api/directory/volunteers", d.listVolunteers)
		se.Router.GET("/api/directory/companies", d.listCompanies)
		se.Router.GET("/api/directory/companies/{username}", getCompany)
		se.Router.GET("/api/directory/volunteers/{username}", getVolunteer)
		return se.Next()
	})
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
