// Package directory serves the public lists and profiles of companies and
// volunteers. Each route selects public fields only: email, phone, Stripe
// data and application stages never appear here (DESIGN.md §3).
package directory

import "github.com/pocketbase/pocketbase/core"

// Register binds the directory routes.
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
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
