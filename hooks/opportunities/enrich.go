package opportunities

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/responses"
)

// enrichOpportunity adds what a card and the detail page show besides the
// record: the company's public name, username and logo and the names of the
// category and country and the company's response time (null while it is
// too new to tell), for every reader; for a signed-in volunteer also
// their application ({id, stage} or null) and their favourite's id ("").
func enrichOpportunity(e *core.RecordEnrichEvent) error {
	r := e.Record
	r.WithCustomData(true)
	var username, profileID, name, logo, category, country string
	err := e.App.DB().NewQuery(`SELECT COALESCE(u.username, ''), COALESCE(p.id, ''), COALESCE(p.company_name, ''),
			COALESCE(p.logo, ''),
			COALESCE((SELECT name FROM lookups WHERE id = {:category}), ''),
			COALESCE((SELECT name FROM lookups WHERE id = {:country}), '')
		FROM (SELECT 1) LEFT JOIN users u ON u.id = {:company} LEFT JOIN company_profiles p ON p.user = u.id
		LIMIT 1`).
		Bind(dbx.Params{"company": r.GetString("company"), "category": r.GetString("category"), "country": r.GetString("country")}).
		Row(&username, &profileID, &name, &logo, &category, &country)
	if err != nil {
		e.App.Logger().Warn("enriching an opportunity failed", "id", r.Id, "error", err)
	}
	logo = formx.StoredFileURL("company_profiles", profileID, logo)
	if name == "" {
		name = username
	}
	r.Set("company_name", name)
	r.Set("company_username", username)
	r.Set("company_logo", logo)
	r.Set("category_name", category)
	r.Set("country_name", country)
	r.Set("company_response", responses.Of(e.App, r.GetString("company")))

	enrichEditors(e.App, r, authOf(e))

	if viewer := authOf(e); isUser(viewer, auth.RoleVolunteer) {
		var application, favorite string
		_ = e.App.DB().NewQuery(`SELECT
				COALESCE((SELECT id || ' ' || stage FROM applications WHERE opportunity = {:o} AND volunteer = {:v} LIMIT 1), ''),
				COALESCE((SELECT id FROM favorites WHERE opportunity = {:o} AND user = {:v} LIMIT 1), '')`).
			Bind(dbx.Params{"o": r.Id, "v": viewer.Id}).Row(&application, &favorite)
		if id, stage, ok := strings.Cut(application, " "); ok {
			r.Set("application", map[string]string{"id": id, "stage": stage})
		} else {
			r.Set("application", nil)
		}
		r.Set("favorite", favorite)
	}
	return e.Next()
}

// Applicant is what the company learns of a volunteer who applied.
type Applicant struct {
	ID          string   `json:"id"`
	Username    string   `json:"username"`
	Name        string   `json:"name"`
	City        string   `json:"city"`
	CountryName string   `json:"country_name"`
	Photo       string   `json:"photo"`
	Skills      []string `json:"skills"`
}

// enrichApplication adds the current status of the opportunity ("deleted"
// once it is gone) and, for the company, a superadmin and the volunteer
// themself, the applicant's public profile summary.
func enrichApplication(e *core.RecordEnrichEvent) error {
	r := e.Record
	r.WithCustomData(true)
	viewer := authOf(e)
	if viewer == nil {
		return e.Next()
	}
	status := "deleted"
	if id := r.GetString("opportunity"); id != "" {
		_ = e.App.DB().NewQuery(`SELECT status FROM opportunities WHERE id = {:id}`).
			Bind(dbx.Params{"id": id}).Row(&status)
	}
	r.Set("opportunity_status", status)

	privileged := seesTeamActors(viewer, r.GetString("company")) || viewer.Id == r.GetString("volunteer")
	if privileged {
		r.Set("applicant", applicantOf(e.App, r.GetString("volunteer")))
	}
	enrichMoves(e.App, r, viewer)
	return e.Next()
}

// applicantOf reads the volunteer's summary (nil when the user is gone).
func applicantOf(app core.App, userID string) *Applicant {
	a := &Applicant{Skills: []string{}}
	var first, last, profileID, photo string
	err := app.DB().NewQuery(`SELECT u.id, u.username, u.first_name, u.last_name, COALESCE(p.id, ''),
			COALESCE(p.city, ''), COALESCE(p.photo, ''), COALESCE(l.name, '')
		FROM users u LEFT JOIN volunteer_profiles p ON p.user = u.id LEFT JOIN lookups l ON l.id = u.country
		WHERE u.id = {:id} LIMIT 1`).
		Bind(dbx.Params{"id": userID}).Row(&a.ID, &a.Username, &first, &last, &profileID, &a.City, &photo, &a.CountryName)
	if err != nil {
		return nil
	}
	a.Name = strings.TrimSpace(first + " " + last)
	if profileID == "" {
		return a
	}
	a.Photo = formx.StoredFileURL("volunteer_profiles", profileID, photo)
	_ = app.DB().NewQuery(`SELECT name FROM skills WHERE profile = {:p} ORDER BY sort, created`).
		Bind(dbx.Params{"p": profileID}).Column(&a.Skills)
	if a.Skills == nil {
		a.Skills = []string{}
	}
	return a
}

// authOf is the signed-in record of the request being answered (nil for a
// guest or outside a request).
func authOf(e *core.RecordEnrichEvent) *core.Record {
	if e.RequestInfo == nil {
		return nil
	}
	return e.RequestInfo.Auth
}
