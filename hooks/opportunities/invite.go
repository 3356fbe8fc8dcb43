package opportunities

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/mail"
	"voluntech/hooks/wizard"
)

// Messages of the invitation to apply.
const (
	MsgInviteChoose   = "Choose one of your open opportunities."
	MsgInviteNotOpen  = "This opportunity is not open for applications."
	MsgInviteNotFound = "This volunteer was not found."
	MsgInviteFailed   = "The invitation could not be sent. Please try again."
)

// maxIDLength bounds a record id sent by a client (PocketBase's are 15).
const maxIDLength = 32

// postInvite: POST /api/company/volunteers/{username}/invite {opportunity}
// (a verified company team member). Mails the listed volunteer {username} a
// link to one of the company's open, unexpired opportunities. A volunteer
// who is not listed (unverified, wizard unfinished) or unknown is 404; an
// opportunity of another company reads as unknown (400 on "opportunity"),
// so the route tells nothing about other companies' drafts. Answers
// {sent: true, volunteer, opportunity}.
func (s *service) postInvite(e *core.RequestEvent) error {
	opportunityID, err := formx.ReadField(e, "opportunity", func(errs formx.Errors, id string) {
		errs.Required("opportunity", id, MsgInviteChoose, maxIDLength)
	})
	if err != nil {
		return err
	}

	volunteer := &core.Record{}
	err = e.App.RecordQuery("users").
		AndWhere(dbx.NewExp("[[username]] = {:u} COLLATE NOCASE", dbx.Params{"u": e.Request.PathValue("username")})).
		AndWhere(dbx.HashExp{"role": auth.RoleVolunteer, "verified": true}).
		Limit(1).One(volunteer)
	if err != nil || volunteer.GetInt("profile_step") < wizard.VolunteerDone {
		return e.NotFoundError(MsgInviteNotFound, nil)
	}

	companyID := auth.CompanyIDOf(e.Auth)
	opp, err := e.App.FindRecordById("opportunities", opportunityID)
	if err != nil || opp.GetString("company") != companyID {
		return e.BadRequestError(formx.MsgFixFields,
			formx.FieldError("opportunity", "validation_invalid_value", MsgInviteChoose))
	}
	if !isLive(opp) {
		return e.BadRequestError(formx.MsgFixFields,
			formx.FieldError("opportunity", "validation_not_open", MsgInviteNotOpen))
	}

	err = e.App.RunInTransaction(func(tx core.App) error {
		return InviteToApply(tx, s.cfg.AppURL, companyName(tx, companyID), volunteer, opp)
	})
	if err != nil {
		return formx.Failed(e, MsgInviteFailed, "queueing an invitation to apply failed", err, "opportunity", opp.Id)
	}
	return e.JSON(http.StatusOK, map[string]any{
		"sent": true, "volunteer": volunteer.GetString("username"), "opportunity": opp.Id,
	})
}

// InviteToApply tells volunteer that the company invites them to apply to
// opp, through app (the caller's transaction): everything an invitation
// causes belongs here, so a later channel (an in-app notification) is added
// in this one place.
func InviteToApply(app core.App, appURL, company string, volunteer, opp *core.Record) error {
	title := opp.GetString("title")
	link := strings.TrimRight(appURL, "/") + "/opportunities/" + url.PathEscape(opp.Id)
	return mail.SendAbout(app, mail.Meta{Kind: mail.KindNotification, User: volunteer.Id},
		volunteer.Email(),
		company+" invites you to apply: "+title,
		company+" read your Voluntech profile and thinks you would be a good fit for \""+title+
			"\". Read the opportunity and apply if it interests you; you are under no obligation.",
		"Read the opportunity", link,
		"You receive this email because your Voluntech profile is public.")
}
