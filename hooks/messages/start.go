package messages

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// startRequest is the body of POST /api/conversations: a company team
// member names the volunteer, a volunteer names the company (its owner's
// user id), or either gives the counterpart's username; the opportunity is
// optional.
type startRequest struct {
	Volunteer   formx.Value[string] `json:"volunteer"`
	Company     formx.Value[string] `json:"company"`
	Opportunity formx.Value[string] `json:"opportunity"`
	// Username names the counterpart instead of its id (the public pages
	// know usernames only).
	Username formx.Value[string] `json:"username"`

	volunteer, company, opportunity, username string
}

// validate checks the types and that the caller's counterpart is named.
func (r *startRequest) validate(caller *core.Record) error {
	errs := formx.Errors{}
	r.volunteer = errs.Text("volunteer", r.Volunteer)
	r.company = errs.Text("company", r.Company)
	r.opportunity = errs.Text("opportunity", r.Opportunity)
	r.username = errs.Text("username", r.Username)
	switch caller.GetString("role") {
	case auth.RoleCompany:
		if r.company != "" {
			errs.Add("company", "validation_company_to_company", MsgCompanyToCompany)
		}
		if r.volunteer == "" && r.username == "" {
			errs.Add("volunteer", "validation_required", MsgChooseVolunteer)
		}
	case auth.RoleVolunteer:
		if r.volunteer != "" {
			errs.Add("volunteer", "validation_volunteer_to_volunteer", MsgVolunteerToVol)
		}
		if r.company == "" && r.username == "" {
			errs.Add("company", "validation_required", MsgChooseCompany)
		}
	}
	return errs.Err()
}

// startConversation answers POST /api/conversations with the conversation
// of the caller's company–volunteer pair, starting it when there is none
// (201) or returning the existing one (200). It refuses a superadmin (403),
// a counterpart of the wrong role or unknown (400, field-keyed), a pair
// where the other side blocked the caller or is suspended (403 "You can't
// message this account."), and more than MaxNewPerDay new conversations a
// day per account (429). When the existing conversation has no
// opportunity yet, the one given is recorded.
func startConversation(e *core.RequestEvent) error {
	role := e.Auth.GetString("role")
	if role != auth.RoleCompany && role != auth.RoleVolunteer {
		return e.ForbiddenError(MsgOnlyParticipants, nil)
	}
	var req startRequest
	if err := formx.ReadJSON(e, &req, func() error { return req.validate(e.Auth) }); err != nil {
		return err
	}

	companyID, volunteerID := auth.CompanyIDOf(e.Auth), e.Auth.Id
	counterpart, wantRole, key := req.company, auth.RoleCompany, "company"
	if role == auth.RoleCompany {
		counterpart, wantRole, key = req.volunteer, auth.RoleVolunteer, "volunteer"
	}
	var other *core.Record
	var err error
	if counterpart != "" {
		other, err = e.App.FindRecordById("users", counterpart)
	} else {
		other = &core.Record{}
		err = e.App.RecordQuery("users").
			AndWhere(dbx.NewExp("[[username]] = {:u} COLLATE NOCASE", dbx.Params{"u": req.username})).
			Limit(1).One(other)
	}
	if err != nil || other.GetString("role") != wantRole || (wantRole == auth.RoleCompany && other.GetString("team") != "") {
		msg := MsgNoAccount
		if err == nil && other.GetString("role") == role {
			msg = map[string]string{auth.RoleCompany: MsgCompanyToCompany, auth.RoleVolunteer: MsgVolunteerToVol}[role]
		}
		return e.BadRequestError(msg, formx.FieldError(key, "validation_invalid_counterpart", msg))
	}
	if role == auth.RoleCompany {
		volunteerID = other.Id
	} else {
		companyID = other.Id
	}

	var opp *core.Record
	if req.opportunity != "" {
		opp, err = e.App.FindRecordById("opportunities", req.opportunity)
		if err != nil || opp.GetString("company") != companyID {
			return e.BadRequestError(MsgNoOpportunity, formx.FieldError("opportunity", "validation_not_found", MsgNoOpportunity))
		}
	}

	conv, err := e.App.FindFirstRecordByFilter("conversations", "company = {:c} && volunteer = {:v}",
		dbx.Params{"c": companyID, "v": volunteerID})
	if err == nil {
		mySide := sideOf(conv, e.Auth)
		if conv.GetString("blocked_by") == other2(mySide) {
			return e.ForbiddenError(MsgCantMessage, nil)
		}
		if opp != nil && conv.GetString("opportunity") == "" {
			conv.Set("opportunity", opp.Id)
			conv.Set("opportunity_title", opp.GetString("title"))
			if err := e.App.Save(conv); err != nil {
				return formx.Failed(e, MsgSaveFailed, "recording a conversation's opportunity failed", err)
			}
		}
		return e.JSON(http.StatusOK, conv)
	}

	if suspendedAccount(e.App, other) {
		return e.ForbiddenError(MsgCantMessage, nil)
	}
	started, err := e.App.CountRecords("conversations", dbx.HashExp{"started_by": e.Auth.Id},
		dbx.NewExp("created > {:since}", dbx.Params{"since": types.NowDateTime().Add(-24 * time.Hour).String()}))
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "counting new conversations failed", err)
	}
	if started >= MaxNewPerDay {
		// The server's 429 message is a generic one; the data says which limit.
		return e.TooManyRequestsError(MsgTooManyNew, formx.FieldError("limit", "rate_limit_daily", MsgTooManyNew))
	}

	coll, err := e.App.FindCollectionByNameOrId("conversations")
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "finding the conversations collection failed", err)
	}
	conv = core.NewRecord(coll)
	conv.Set("company", companyID)
	conv.Set("volunteer", volunteerID)
	conv.Set("started_by", e.Auth.Id)
	if opp != nil {
		conv.Set("opportunity", opp.Id)
		conv.Set("opportunity_title", opp.GetString("title"))
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		setDisplay(tx, conv)
		return tx.Save(conv)
	})
	if err != nil {
		// Two tabs starting the same pair at once: the unique index keeps
		// one; answer with it.
		if existing, ferr := e.App.FindFirstRecordByFilter("conversations", "company = {:c} && volunteer = {:v}",
			dbx.Params{"c": companyID, "v": volunteerID}); ferr == nil {
			return e.JSON(http.StatusOK, existing)
		}
		return formx.Failed(e, MsgSaveFailed, "starting a conversation failed", err)
	}
	return e.JSON(http.StatusCreated, conv)
}

// other2 is the opposite side of side, "" for an outsider.
func other2(side string) string {
	if side == "" {
		return ""
	}
	return other(side)
}
