package volunteers

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// MsgCompany is the message of an experience without its company.
const MsgCompany = "Please enter the company."

// MaxExperiences bounds the experience list.
const MaxExperiences = 20

// experienceRequest is the body of sub-step 4.
type experienceRequest struct {
	Experiences formx.Value[[]formx.Value[experienceEntry]] `json:"experiences"`

	entries []experienceIn
}

type experienceEntry struct {
	Role       formx.Value[string] `json:"role"`
	Company    formx.Value[string] `json:"company"`
	CompanyURL formx.Value[string] `json:"company_url"`
	periodIn
}

// experienceIn is one checked entry.
type experienceIn struct {
	role, company, companyURL string
	period                    Period
}

func (r *experienceRequest) validate(maxYear int) error {
	errs := formx.Errors{}
	r.entries = checkEntries(errs, "experiences", MaxExperiences, r.Experiences, func(prefix string, obj experienceEntry) experienceIn {
		ex := experienceIn{
			role:       errs.Text(prefix+"role", obj.Role),
			company:    errs.Text(prefix+"company", obj.Company),
			companyURL: errs.Text(prefix+"company_url", obj.CompanyURL),
		}
		errs.Required(prefix+"company", ex.company, MsgCompany, MaxEntryText)
		errs.MaxLen(prefix+"role", ex.role, MaxEntryText)
		errs.WebURL(prefix+"company_url", ex.companyURL)
		ex.period = obj.validate(errs, prefix, maxYear)
		return ex
	})
	return errs.Err()
}

// postExperience saves sub-step 4 (JSON): `{experiences: [{role, company,
// company_url, start_year, start_month, end_year, end_month, current}]}`,
// replacing the saved list.
func postExperience(e *core.RequestEvent) error {
	var req experienceRequest
	user, profile, err := readStep(e, StepExperience, &req, func() error { return req.validate(MaxYear(time.Now())) })
	if err != nil {
		return err
	}

	return saveStep(e, user, profile, StepExperience, func(tx core.App) error {
		return replaceEntries(tx, "experiences", profile, req.entries, func(r *core.Record, ex experienceIn) {
			r.Set("role", ex.role)
			r.Set("company", ex.company)
			r.Set("company_url", ex.companyURL)
			setPeriod(r, ex.period)
		})
	})
}
