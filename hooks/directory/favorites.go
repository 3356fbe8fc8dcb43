package directory

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
)

// Messages of a favourite that does not point to one thing of its kind.
const (
	MsgFavoriteOne       = "Save one volunteer, company or opportunity at a time."
	MsgFavoriteVolunteer = "This user is not a volunteer."
	MsgFavoriteCompany   = "This user is not a company."
	MsgFavoriteNotOpen   = "This opportunity is not open."
)

// validateFavorite checks that a favourite names exactly one thing and that
// a saved volunteer or company is one and a newly saved opportunity is
// open (the collection's rules already make it the signed-in user's own).
func validateFavorite(e *core.RecordEvent) error {
	targets := map[string]string{}
	for _, f := range []string{"volunteer", "company", "opportunity"} {
		if v := e.Record.GetString(f); v != "" {
			targets[f] = v
		}
	}
	if len(targets) != 1 {
		return validation.Errors{"volunteer": validation.NewError("validation_one_target", MsgFavoriteOne)}
	}
	for field, role := range map[string]string{"volunteer": auth.RoleVolunteer, "company": auth.RoleCompany} {
		id, ok := targets[field]
		if !ok {
			continue
		}
		u, err := e.App.FindRecordById("users", id)
		// A team member is not a company of its own.
		if err != nil || u.GetString("role") != role || u.GetString("team") != "" {
			msg := map[string]string{"volunteer": MsgFavoriteVolunteer, "company": MsgFavoriteCompany}[field]
			return validation.Errors{field: validation.NewError("validation_wrong_role", msg)}
		}
	}
	if id, ok := targets["opportunity"]; ok && e.Record.IsNew() {
		o, err := e.App.FindRecordById("opportunities", id)
		if err != nil || o.GetString("status") != "open" {
			return validation.Errors{"opportunity": validation.NewError("validation_not_open", MsgFavoriteNotOpen)}
		}
	}
	return e.Next()
}

// teamFavorite saves a company member's favourite for the whole company
// (its owner's id, as every company-owned record): the team shares one
// list. The create rule already admitted the body's user as the member or
// their company.
func teamFavorite(e *core.RecordRequestEvent) error {
	if id := auth.CompanyIDOf(e.Auth); id != "" {
		e.Record.Set("user", id)
	}
	return e.Next()
}

// favoritesOwner is whose favourites the signed-in user reads: their
// company's for a company user, their own otherwise.
func favoritesOwner(r *core.Record) string {
	if id := auth.CompanyIDOf(r); id != "" {
		return id
	}
	return r.Id
}
