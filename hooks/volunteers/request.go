package volunteers

import "voluntech/hooks/formx"

// MsgMonth is the error of a month that is no whole number.
const MsgMonth = "Must be a month number from 1 to 12."

// periodIn is the period of an education or experience as the form sends
// it: whole numbers (a year or month not given is null or absent) and a
// boolean current.
type periodIn struct {
	StartYear  formx.Value[int]  `json:"start_year"`
	StartMonth formx.Value[int]  `json:"start_month"`
	EndYear    formx.Value[int]  `json:"end_year"`
	EndMonth   formx.Value[int]  `json:"end_month"`
	Current    formx.Value[bool] `json:"current"`
}

// validate applies the period rules; errors go under prefix+field. A value
// of the wrong type stops there: the rules would report nonsense.
func (in periodIn) validate(errs formx.Errors, prefix string, maxYear int) Period {
	p := Period{
		StartYear:  errs.Whole(prefix+"start_year", in.StartYear, formx.MsgWholeNumber),
		StartMonth: errs.Whole(prefix+"start_month", in.StartMonth, MsgMonth),
		EndYear:    errs.Whole(prefix+"end_year", in.EndYear, formx.MsgWholeNumber),
		EndMonth:   errs.Whole(prefix+"end_month", in.EndMonth, MsgMonth),
		Current:    errs.Flag(prefix+"current", in.Current),
	}
	if in.StartYear.Wrong || in.StartMonth.Wrong || in.EndYear.Wrong || in.EndMonth.Wrong || in.Current.Wrong {
		return p
	}
	if perr := p.Validate(maxYear); perr != nil {
		errs.Add(prefix+perr.Field, perr.Code, perr.Message)
	}
	return p.Normalized()
}
