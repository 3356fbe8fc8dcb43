package volunteers

import (
	"strconv"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// MsgCompany is the message of an experience without its company.
const MsgCompany = "Please enter the company."

// MaxExperiences bounds the experience list.
const MaxExperiences = 20

type experienceIn struct {
	role, company, companyURL string
	period                    Period
}

// postExperience saves sub-step 4 (JSON): `{experiences: [{role, company,
// company_url, start_year, start_month, end_year, end_month, current}]}`,
// replacing the saved list.
func postExperience(e *core.RequestEvent) error {
	user, profile, body, err := jsonStep(e, StepExperience)
	if err != nil {
		return err
	}
	errs := formx.Errors{}
	maxYear := MaxYear(time.Now())
	items := list(errs, body, "experiences", "experiences", MaxExperiences)
	in := make([]experienceIn, 0, len(items))
	for i, obj := range items {
		prefix := "experiences." + strconv.Itoa(i) + "."
		ex := experienceIn{
			role:       errs.TextAt(obj["role"], prefix+"role"),
			company:    errs.TextAt(obj["company"], prefix+"company"),
			companyURL: errs.TextAt(obj["company_url"], prefix+"company_url"),
		}
		errs.Required(prefix+"company", ex.company, MsgCompany, MaxEntryText)
		errs.MaxLen(prefix+"role", ex.role, MaxEntryText)
		errs.WebURL(prefix+"company_url", ex.companyURL)
		ex.period = period(errs, obj, prefix, maxYear)
		in = append(in, ex)
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}

	fills := make([]func(r *core.Record), 0, len(in))
	for _, ex := range in {
		fills = append(fills, func(r *core.Record) {
			r.Set("role", ex.role)
			r.Set("company", ex.company)
			r.Set("company_url", ex.companyURL)
			setPeriod(r, ex.period)
		})
	}
	return saveStep(e, user, profile, StepExperience, func(tx core.App) error {
		return replaceEntries(tx, "experiences", "experiences", profile, fills)
	})
}
