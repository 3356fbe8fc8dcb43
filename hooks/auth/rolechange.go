package auth

import (
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// MsgOwnRole answers a superadmin who tries to change their own role: they
// would lock themselves out of the system area.
const MsgOwnRole = "You cannot remove your own superadmin role."

// CheckRoleChange is the one rule for a superadmin changing a user's role,
// applied by the system area's user form and by the records API alike:
// nobody changes their own role. user carries the new values (its Original
// the stored ones). A change to company is allowed: SaveRoleChange gives
// the user the company profile every company route expects.
func CheckRoleChange(actor, user *core.Record) validation.Errors {
	if user.IsNew() || user.GetString("role") == user.Original().GetString("role") {
		return nil
	}
	if actor != nil && actor.Id == user.Id {
		return validation.Errors{"role": validation.NewError("validation_own_role", MsgOwnRole)}
	}
	return nil
}

// EnsureCompanyProfile gives a company user, inside the caller's
// transaction, the company profile every company route expects, unless it
// has one; companyName defaults to the username. A team member works on
// their company's profile, not one of their own.
func EnsureCompanyProfile(tx core.App, u *core.Record, companyName string) error {
	if u.GetString("role") != RoleCompany || u.GetString("team") != "" {
		return nil
	}
	if _, err := tx.FindFirstRecordByData("company_profiles", "user", u.Id); err == nil {
		return nil
	}
	c, err := tx.FindCollectionByNameOrId("company_profiles")
	if err != nil {
		return err
	}
	if companyName == "" {
		companyName = u.GetString("username")
	}
	p := core.NewRecord(c)
	p.Set("user", u.Id)
	p.Set("company_name", companyName)
	return tx.Save(p)
}

// saveWithCompanyProfile runs the records API's save of a user (create or
// update by a superadmin) and the company profile in one transaction.
func saveWithCompanyProfile(e *core.RecordRequestEvent, companyName string) error {
	return formx.RequestThenInTransaction(e, func(tx core.App) error {
		return EnsureCompanyProfile(tx, e.Record, companyName)
	})
}
