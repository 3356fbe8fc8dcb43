package volunteers

import (
	"strconv"
	"time"
)

// The period rules of the product, with its messages word for word; the
// browser runs the same rules before saving.
const (
	MsgEndYearRequired   = "End year is required when start year is filled."
	MsgStartYearRequired = "Start year is required when end year is filled."
	MsgStartAfterEnd     = "Start year cannot be greater than end year."
	MsgStartMonthAfter   = "Start month cannot be greater than end month when years are equal."
	MsgMonthRange        = "Month must be between 1 and 12."
)

// MinYear is the first year of every year picker (docs/architecture.md, decision 4).
const MinYear = 1970

// Period is the time span of an education or experience entry. A zero year
// or month is one not given. When Current is set the end is ignored.
type Period struct {
	StartYear, StartMonth, EndYear, EndMonth int
	Current                                  bool
}

// PeriodError is the first rule a period breaks: the field it belongs to
// (start_year, start_month, end_year or end_month), a code and the message.
type PeriodError struct {
	Field, Code, Message string
}

// MaxYear is the current year as the latest time zone on Earth sees it, so
// a volunteer east of Greenwich can pick their new year before UTC has
// reached it.
func MaxYear(now time.Time) int {
	return now.UTC().Add(14 * time.Hour).Year()
}

// MsgYearRange is the message of a year outside MinYear..maxYear.
func MsgYearRange(maxYear int) string {
	return "Year must be between " + strconv.Itoa(MinYear) + " and " + strconv.Itoa(maxYear) + "."
}

// Validate applies the period rules and returns the first one broken, nil
// when the period is acceptable. Years run from MinYear to maxYear, months
// from 1 to 12. Nothing else is checked when no year and no month is given.
// A missing start month counts as January, a missing end month as
// December.
func (p Period) Validate(maxYear int) *PeriodError {
	if p.Current {
		p.EndYear, p.EndMonth = 0, 0
	}
	for _, y := range []struct {
		field string
		value int
	}{{"start_year", p.StartYear}, {"end_year", p.EndYear}} {
		if y.value != 0 && (y.value < MinYear || y.value > maxYear) {
			return &PeriodError{y.field, "validation_year_range", MsgYearRange(maxYear)}
		}
	}
	for _, m := range []struct {
		field string
		value int
	}{{"start_month", p.StartMonth}, {"end_month", p.EndMonth}} {
		if m.value != 0 && (m.value < 1 || m.value > 12) {
			return &PeriodError{m.field, "validation_month_range", MsgMonthRange}
		}
	}
	switch {
	case p.StartYear == 0 && p.StartMonth == 0 && p.EndYear == 0 && p.EndMonth == 0:
		return nil
	case p.StartYear != 0 && p.EndYear == 0 && !p.Current:
		return &PeriodError{"end_year", "validation_end_year_required", MsgEndYearRequired}
	case p.StartYear == 0 && p.EndYear != 0:
		return &PeriodError{"start_year", "validation_start_year_required", MsgStartYearRequired}
	case p.StartYear == 0 || p.EndYear == 0:
		return nil
	case p.StartYear > p.EndYear:
		return &PeriodError{"start_year", "validation_start_after_end", MsgStartAfterEnd}
	case p.StartYear == p.EndYear && monthOr(p.StartMonth, 1) > monthOr(p.EndMonth, 12):
		return &PeriodError{"start_month", "validation_start_month_after_end_month", MsgStartMonthAfter}
	}
	return nil
}

// Normalized is the period as it is stored: no end while current, and no
// month without its year (the month of no year dates nothing).
func (p Period) Normalized() Period {
	if p.Current {
		p.EndYear, p.EndMonth = 0, 0
	}
	if p.StartYear == 0 {
		p.StartMonth = 0
	}
	if p.EndYear == 0 {
		p.EndMonth = 0
	}
	return p
}

func monthOr(m, missing int) int {
	if m == 0 {
		return missing
	}
	return m
}
