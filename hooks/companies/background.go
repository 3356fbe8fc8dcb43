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
	MsgSource        = "Please tell us how you found us."
	MsgPartner       = "Please select the partner you came from."
)

// MaxTeamStructure is the length of the team structure text (spec 000 §5:
// text areas default to 300 characters).
const MaxTeamStructure = 300

// postBackground saves step 1: company_stage, team_size, team_structure,
// fund_type, source and partner (JSON). The partner is required only for
// the partner source and cleared for any other (DESIGN.md §6.2).
func postBackground(e *core.RequestEvent) error {
	profile, body, err := jsonStep(e, StepBackground)
	if err != nil {
		return err
	}
	errs := formx.Errors{}
	pick := func(key, kind, msg string) string {
		id := errs.Text(body, key)
		if _, bad := errs[key]; !bad && !formx.LookupOfKind(e.App, id, kind) {
			errs.Add(key, "validation_required", msg)
		}
		return id
	}
	stage := pick("company_stage", "company_stage", MsgCompanyStage)
	size := pick("team_size", "member_range", MsgTeamSize)
	structure := errs.Text(body, "team_structure")
	errs.Required("team_structure", structure, MsgTeamStructure, MaxTeamStructure)
	fund := pick("fund_type", "fund_type", MsgFundType)
	source := pick("source", "source", MsgSource)
	partner := ""
	if isPartnerSource(e.App, source) {
		partner = pick("partner", "company_partner", MsgPartner)
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}

	profile.Set("company_stage", stage)
	profile.Set("team_size", size)
	profile.Set("team_structure", structure)
	profile.Set("fund_type", fund)
	profile.Set("source", source)
	profile.Set("partner", partner)
	return saveStep(e, profile, StepDetails, nil)
}

func isPartnerSource(app core.App, sourceID string) bool {
	if sourceID == "" {
		return false
	}
	r, err := app.FindRecordById("lookups", sourceID)
	return err == nil && r.GetBool("is_partner_source")
}
