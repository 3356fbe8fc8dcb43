package opportunities

import (
	"strings"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/wizard"
)

// createApplication lets a verified volunteer who finished the wizard apply
// once to an open, unexpired opportunity. The body gives the opportunity and
// a note; everything else is set here. The company hears of it by email
// once the application is committed.
func (s *service) createApplication(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	if err := refuseCreator(e, auth.RoleVolunteer, MsgVolunteersOnly); err != nil {
		return err
	}
	if e.Auth.GetInt("profile_step") < wizard.VolunteerDone {
		return e.ForbiddenError(MsgFinishProfile, nil)
	}

	r := e.Record
	opp, refusal := openOpportunity(e.App, r.GetString("opportunity"))
	if refusal != nil {
		return e.BadRequestError(refusal.Message(), validation.Errors{"opportunity": refusal})
	}
	var applied int
	err := AppliedQuery(e.App, opp.Id, e.Auth.Id).Row(&applied)
	if err != nil {
		return formx.Failed(e.RequestEvent, MsgSaveFailed, "checking for an earlier application failed", err)
	}
	if applied > 0 {
		return e.BadRequestError(MsgAlreadyApplied, formx.FieldError("opportunity", "validation_already_applied", MsgAlreadyApplied))
	}

	r.Set("note", strings.TrimSpace(r.GetString("note")))
	r.Set("volunteer", e.Auth.Id)
	r.Set("company", opp.GetString("company"))
	r.Set("opportunity_title", opp.GetString("title"))
	r.Set("company_name", companyName(e.App, opp.GetString("company")))
	r.Set("stage", StageApplied)
	r.Set("withdrawn_by", "")
	r.Set("history", []HistoryEntry{})
	return withNotices(e, func(tx core.App) ([]notice, error) {
		n, err := newApplicationNotice(tx, r)
		return []notice{n}, err
	})
}

// openOpportunity finds the opportunity a volunteer applies to, or the
// error of the opportunity field: missing, unknown, or not open.
func openOpportunity(app core.App, id string) (*core.Record, validation.Error) {
	if id == "" {
		return nil, validation.NewError("validation_required", MsgChooseOpportunity)
	}
	opp, err := app.FindRecordById("opportunities", id)
	if err != nil {
		return nil, validation.NewError("validation_not_found", MsgNoOpportunity)
	}
	if !isLive(opp) {
		return nil, validation.NewError("validation_not_open", MsgNotOpen)
	}
	return opp, nil
}

// companyName is the company's name from its profile, else its username.
func companyName(app core.App, companyID string) string {
	var name string
	_ = app.DB().NewQuery(`SELECT COALESCE(NULLIF(p.company_name, ''), u.username)
		FROM users u LEFT JOIN company_profiles p ON p.user = u.id WHERE u.id = {:id}`).
		Bind(dbx.Params{"id": companyID}).Row(&name)
	return name
}

// AppliedQuery counts the applications of volunteerID to opportunityID (0
// or 1). Stating that the opportunity is not empty, the condition of the
// partial index idx_applications_once, lets that index answer in one
// lookup; without it SQLite read every application the volunteer ever
// made (idx_applications_volunteer), a cost that grew with their history.
func AppliedQuery(app core.App, opportunityID, volunteerID string) *dbx.Query {
	return app.DB().NewQuery(`SELECT COUNT(*) FROM applications
		WHERE opportunity = {:opp} AND opportunity != '' AND volunteer = {:volunteer}`).
		Bind(dbx.Params{"opp": opportunityID, "volunteer": volunteerID})
}
