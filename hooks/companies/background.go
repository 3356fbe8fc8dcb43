package companies

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the background step ("Understanding your Tech Company").
const (
	MsgCompanyStage  = "Please select your company stage."
	MsgTeamSize      = "Please select your team size."
	MsgTeamStructure = "Please describe how your team is structured."
	MsgFundType      = "Please select how your business is funded."
)

// MaxTeamStructure is the length of the team structure text: the
// product's text areas default to 300 characters.
const MaxTeamStructure = 300

// backgroundRequest is the body of step 1.
type backgroundRequest struct {
	CompanyStage  formx.Value[string] `json:"company_stage"`
	TeamSize      formx.Value[string] `json:"team_size"`
	TeamStructure formx.Value[string] `json:"team_structure"`
	FundType      formx.Value[string] `json:"fund_type"`
	formx.FoundUs

	stage, size, structure, fund string
}

// validate checks the picks against their lookup lists and keeps the
// trimmed values; the partner counts only for the partner source.
func (r *backgroundRequest) validate(app core.App) error {
	errs := formx.Errors{}
	r.stage = errs.Pick(app, "company_stage", r.CompanyStage, "company_stage", MsgCompanyStage)
	r.size = errs.Pick(app, "team_size", r.TeamSize, "member_range", MsgTeamSize)
	r.structure = errs.Text("team_structure", r.TeamStructure)
	errs.Required("team_structure", r.structure, MsgTeamStructure, MaxTeamStructure)
	r.fund = errs.Pick(app, "fund_type", r.FundType, "fund_type", MsgFundType)
	r.FoundUs.Validate(app, errs, "company_partner")
	return errs.Err()
}

// postBackground saves step 1: company_stage, team_size, team_structure,
// fund_type, source and partner (JSON). The partner is required only for
// the partner source and cleared for any other.
func postBackground(e *core.RequestEvent) error {
	var req backgroundRequest
	profile, err := readStep(e, StepBackground, &req, func() error { return req.validate(e.App) })
	if err != nil {
		return err
	}
	profile.Set("company_stage", req.stage)
	profile.Set("team_size", req.size)
	profile.Set("team_structure", req.structure)
	profile.Set("fund_type", req.fund)
	req.FoundUs.Apply(profile)
	return saveStep(e, profile, StepDetails, nil)
}
