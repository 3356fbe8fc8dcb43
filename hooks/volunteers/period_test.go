package volunteers_test

import (
	"testing"
	"time"

	"voluntech/hooks/volunteers"
)

func TestPeriodValidate(t *testing.T) {
	const maxYear = 2026
	type P = volunteers.Period
	cases := []struct {
		name       string
		p          P
		field, msg string // "" = valid
	}{
		// Nothing given: nothing checked.
		{"empty", P{}, "", ""},
		{"only current", P{Current: true}, "", ""},
		// Months alone date nothing and break no rule.
		{"only a start month", P{StartMonth: 3}, "", ""},
		{"only an end month", P{EndMonth: 3}, "", ""},

		{"start year without end year", P{StartYear: 2020}, "end_year", volunteers.MsgEndYearRequired},
		{"start year and month without end", P{StartYear: 2020, StartMonth: 5}, "end_year", volunteers.MsgEndYearRequired},
		{"start year with only an end month", P{StartYear: 2020, EndMonth: 5}, "end_year", volunteers.MsgEndYearRequired},
		{"start year, current", P{StartYear: 2020, Current: true}, "", ""},

		{"end year without start year", P{EndYear: 2020}, "start_year", volunteers.MsgStartYearRequired},
		{"end year with only a start month", P{StartMonth: 1, EndYear: 2020}, "start_year", volunteers.MsgStartYearRequired},
		{"end year without start, current clears the end", P{EndYear: 2020, Current: true}, "", ""},

		{"start after end", P{StartYear: 2021, EndYear: 2020}, "start_year", volunteers.MsgStartAfterEnd},
		{"start after end whatever the months", P{StartYear: 2021, StartMonth: 1, EndYear: 2020, EndMonth: 12}, "start_year", volunteers.MsgStartAfterEnd},
		{"start after end, current ignores the end", P{StartYear: 2021, EndYear: 2020, Current: true}, "", ""},
		{"start before end", P{StartYear: 2019, StartMonth: 12, EndYear: 2020, EndMonth: 1}, "", ""},

		{"same year, start month after end month", P{StartYear: 2020, StartMonth: 6, EndYear: 2020, EndMonth: 5}, "start_month", volunteers.MsgStartMonthAfter},
		{"same year, same month", P{StartYear: 2020, StartMonth: 5, EndYear: 2020, EndMonth: 5}, "", ""},
		{"same year, no months", P{StartYear: 2020, EndYear: 2020}, "", ""},
		// A missing start month counts as January: never after the end month.
		{"same year, missing start month counts as January", P{StartYear: 2020, EndYear: 2020, EndMonth: 1}, "", ""},
		// A missing end month counts as December: never before the start month.
		{"same year, missing end month counts as December", P{StartYear: 2020, StartMonth: 12, EndYear: 2020}, "", ""},
		{"same year, current ignores the end month", P{StartYear: 2020, StartMonth: 6, EndYear: 2020, EndMonth: 5, Current: true}, "", ""},

		{"start year 1969", P{StartYear: 1969, EndYear: 2000}, "start_year", volunteers.MsgYearRange(maxYear)},
		{"start year 1970", P{StartYear: 1970, EndYear: 1970}, "", ""},
		{"end year after this year", P{StartYear: 2020, EndYear: maxYear + 1}, "end_year", volunteers.MsgYearRange(maxYear)},
		{"end year this year", P{StartYear: 2020, EndYear: maxYear}, "", ""},
		{"start year after this year, current", P{StartYear: maxYear + 1, Current: true}, "start_year", volunteers.MsgYearRange(maxYear)},
		{"negative year", P{StartYear: -2020, EndYear: 2020}, "start_year", volunteers.MsgYearRange(maxYear)},
		{"end year out of range but current", P{StartYear: 2020, EndYear: 3000, Current: true}, "", ""},
		{"month 13", P{StartYear: 2020, StartMonth: 13, EndYear: 2021}, "start_month", volunteers.MsgMonthRange},
		{"end month 13", P{StartYear: 2020, EndYear: 2021, EndMonth: 13}, "end_month", volunteers.MsgMonthRange},
		{"month -1", P{StartYear: 2020, StartMonth: -1, EndYear: 2021}, "start_month", volunteers.MsgMonthRange},
		{"month 13 without any year", P{StartMonth: 13}, "start_month", volunteers.MsgMonthRange},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.p.Validate(maxYear)
			switch {
			case c.msg == "" && err != nil:
				t.Errorf("%+v: got %s %q, want valid", c.p, err.Field, err.Message)
			case c.msg != "" && err == nil:
				t.Errorf("%+v: valid, want %s %q", c.p, c.field, c.msg)
			case c.msg != "" && (err.Field != c.field || err.Message != c.msg || err.Code == ""):
				t.Errorf("%+v: got %s %q (%s), want %s %q", c.p, err.Field, err.Message, err.Code, c.field, c.msg)
			}
		})
	}
}

// The four rule messages are the spec's, word for word.
func TestPeriodMessages(t *testing.T) {
	for got, want := range map[string]string{
		volunteers.MsgEndYearRequired:   "End year is required when start year is filled.",
		volunteers.MsgStartYearRequired: "Start year is required when end year is filled.",
		volunteers.MsgStartAfterEnd:     "Start year cannot be greater than end year.",
		volunteers.MsgStartMonthAfter:   "Start month cannot be greater than end month when years are equal.",
	} {
		if got != want {
			t.Errorf("message %q, want %q", got, want)
		}
	}
	if got := volunteers.MsgYearRange(2026); got != "Year must be between 1970 and 2026." {
		t.Errorf("year range message %q", got)
	}
}

func TestPeriodNormalized(t *testing.T) {
	type P = volunteers.Period
	for _, c := range []struct{ in, want P }{
		{P{StartYear: 2020, StartMonth: 3, EndYear: 2021, EndMonth: 4}, P{StartYear: 2020, StartMonth: 3, EndYear: 2021, EndMonth: 4}},
		{P{StartYear: 2020, StartMonth: 3, EndYear: 2021, EndMonth: 4, Current: true}, P{StartYear: 2020, StartMonth: 3, Current: true}},
		{P{StartMonth: 3, EndMonth: 4}, P{}},
		{P{StartYear: 2020, EndMonth: 4, Current: false}, P{StartYear: 2020}},
	} {
		if got := c.in.Normalized(); got != c.want {
			t.Errorf("%+v normalized = %+v, want %+v", c.in, got, c.want)
		}
	}
}

func TestMaxYear(t *testing.T) {
	for _, c := range []struct {
		now  time.Time
		want int
	}{
		{time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC), 2026},
		{time.Date(2026, 12, 31, 9, 59, 0, 0, time.UTC), 2026},
		// Kiribati (UTC+14) is already in the new year.
		{time.Date(2026, 12, 31, 10, 0, 0, 0, time.UTC), 2027},
		{time.Date(2027, 1, 1, 0, 30, 0, 0, time.FixedZone("CET", 3600)), 2027},
	} {
		if got := volunteers.MaxYear(c.now); got != c.want {
			t.Errorf("MaxYear(%v) = %d, want %d", c.now, got, c.want)
		}
	}
}

func TestLatestExperience(t *testing.T) {
	y := func(v int) *int { return &v }
	type E = volunteers.Experience
	type PJ = volunteers.PeriodJSON
	cases := []struct {
		name string
		list []E
		want string // role of the latest, "" = nil
	}{
		{"empty", nil, ""},
		{"one", []E{{Role: "a"}}, "a"},
		{"current wins over a later end", []E{
			{Role: "ended", PeriodJSON: PJ{StartYear: y(2024), EndYear: y(2026)}},
			{Role: "current", PeriodJSON: PJ{StartYear: y(2010), Current: true}},
		}, "current"},
		{"latest started current", []E{
			{Role: "old current", PeriodJSON: PJ{StartYear: y(2010), Current: true}},
			{Role: "new current", PeriodJSON: PJ{StartYear: y(2020), StartMonth: y(2), Current: true}},
		}, "new current"},
		{"latest end", []E{
			{Role: "2019", PeriodJSON: PJ{StartYear: y(2015), EndYear: y(2019)}},
			{Role: "2021", PeriodJSON: PJ{StartYear: y(2020), EndYear: y(2021), EndMonth: y(3)}},
			{Role: "2020", PeriodJSON: PJ{StartYear: y(2018), EndYear: y(2020)}},
		}, "2021"},
		// A missing end month counts as December.
		{"missing end month is December", []E{
			{Role: "november", PeriodJSON: PJ{StartYear: y(2020), EndYear: y(2021), EndMonth: y(11)}},
			{Role: "no month", PeriodJSON: PJ{StartYear: y(2020), EndYear: y(2021)}},
		}, "no month"},
		{"same end, later start", []E{
			{Role: "earlier", PeriodJSON: PJ{StartYear: y(2018), EndYear: y(2021)}},
			{Role: "later", PeriodJSON: PJ{StartYear: y(2019), EndYear: y(2021)}},
		}, "later"},
		{"dated beats undated", []E{
			{Role: "undated"},
			{Role: "dated", PeriodJSON: PJ{StartYear: y(2000), EndYear: y(2001)}},
		}, "dated"},
		{"all undated: the first", []E{{Role: "first"}, {Role: "second"}}, "first"},
	}
	for _, c := range cases {
		got := volunteers.LatestExperience(c.list)
		switch {
		case c.want == "" && got != nil:
			t.Errorf("%s: got %q, want none", c.name, got.Role)
		case c.want != "" && (got == nil || got.Role != c.want):
			t.Errorf("%s: got %v, want %q", c.name, got, c.want)
		}
	}
}
