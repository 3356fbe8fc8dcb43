package projects

import (
	"encoding/csv"
	"math"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Default value of a volunteer hour when the site settings hold none: the
// Independent Sector's published value for the US, 2024.
const (
	DefaultHourlyValue    = 34.79
	DefaultHourlyCurrency = "USD"
)

// Impact is what volunteers gave one company (or the platform) in a
// period: approved hours worked in it, their value at the site's hourly
// rate, engagements completed and milestones signed off in it.
type Impact struct {
	From                 string  `json:"from"`
	To                   string  `json:"to"`
	Hours                float64 `json:"hours"`
	Value                float64 `json:"value"`
	Currency             string  `json:"currency"`
	Rate                 float64 `json:"rate"`
	EngagementsCompleted int     `json:"engagements_completed"`
	MilestonesSignedOff  int     `json:"milestones_signed_off"`
}

// HourlyRate is the value of a volunteer hour and its currency from the
// site settings (the defaults when unset).
func HourlyRate(app core.App) (float64, string) {
	rate, currency := DefaultHourlyValue, DefaultHourlyCurrency
	var row struct {
		Value    float64 `db:"hourly_value"`
		Currency string  `db:"hourly_currency"`
	}
	if err := app.DB().NewQuery("SELECT COALESCE(hourly_value, 0) AS hourly_value, COALESCE(hourly_currency, '') AS hourly_currency FROM site_settings LIMIT 1").One(&row); err == nil {
		if row.Value > 0 {
			rate = row.Value
		}
		if row.Currency != "" {
			currency = row.Currency
		}
	}
	return rate, currency
}

// period reads ?from=&to= (YYYY-MM-DD, each optional): 400 on the field
// for another format or a start after the end.
func period(e *core.RequestEvent) (from, to string, err error) {
	q := e.Request.URL.Query()
	from, to = strings.TrimSpace(q.Get("from")), strings.TrimSpace(q.Get("to"))
	errs := formx.Errors{}
	for key, v := range map[string]string{"from": from, "to": to} {
		if _, perr := time.Parse(time.DateOnly, v); v != "" && perr != nil {
			errs.Add(key, "validation_date_format", MsgPeriod)
		}
	}
	if len(errs) == 0 && from != "" && to != "" && from > to {
		errs.Add("from", "validation_period_order", MsgPeriodOrder)
	}
	return from, to, errs.Refusal(e)
}

// inPeriod is the SQL condition that the day of column (a date or a
// YYYY-MM-DD text) lies in [from, to], either end open when "".
func inPeriod(column, from, to string) dbx.Expression {
	day := "substr(" + column + ", 1, 10)"
	return dbx.And(
		dbx.NewExp("({:from} = '' OR "+day+" >= {:from})", dbx.Params{"from": from}),
		dbx.NewExp("({:to} = '' OR "+day+" <= {:to})", dbx.Params{"to": to}),
	)
}

// ImpactOf computes the impact of the company companyID ("" for the whole
// platform) in [from, to].
func ImpactOf(app core.App, companyID, from, to string) (Impact, error) {
	out := Impact{From: from, To: to}
	out.Rate, out.Currency = HourlyRate(app)
	of := func(table string) dbx.Expression {
		if companyID == "" {
			return dbx.NewExp("1=1")
		}
		return dbx.HashExp{table + ".company": companyID}
	}
	err := app.DB().Select("COALESCE(SUM(hours), 0)").From("hour_entries").
		Where(of("hour_entries")).AndWhere(dbx.HashExp{"status": "approved"}).
		AndWhere(inPeriod("date", from, to)).Row(&out.Hours)
	if err != nil {
		return out, err
	}
	err = app.DB().Select("COUNT(*)").From("engagements").Where(of("engagements")).
		AndWhere(dbx.HashExp{"status": "completed"}).AndWhere(inPeriod("completed_at", from, to)).
		Row(&out.EngagementsCompleted)
	if err != nil {
		return out, err
	}
	err = app.DB().Select("COUNT(*)").From("milestones").Where(of("milestones")).
		AndWhere(dbx.HashExp{"status": MilestoneSignedOff}).AndWhere(inPeriod("signed_off_at", from, to)).
		Row(&out.MilestonesSignedOff)
	out.Value = math.Round(out.Hours*out.Rate*100) / 100
	return out, err
}

// companyImpact answers GET /api/company/impact?from=&to= to the company's
// team: the company's Impact.
func companyImpact(e *core.RequestEvent) error {
	from, to, err := period(e)
	if err != nil {
		return err
	}
	out, err := ImpactOf(e.App, auth.CompanyIDOf(e.Auth), from, to)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "computing the impact failed", err)
	}
	return e.JSON(http.StatusOK, out)
}

// platformImpact answers GET /api/system/impact?from=&to= to superadmins:
// the platform's Impact.
func platformImpact(e *core.RequestEvent) error {
	from, to, err := period(e)
	if err != nil {
		return err
	}
	out, err := ImpactOf(e.App, "", from, to)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "computing the impact failed", err)
	}
	return e.JSON(http.StatusOK, out)
}

// impactRow is one engagement of the CSV export.
type impactRow struct {
	ID          string  `db:"id"`
	Volunteer   string  `db:"volunteer_name"`
	Opportunity string  `db:"opportunity_title"`
	Status      string  `db:"status"`
	Accepted    string  `db:"accepted_at"`
	Completed   string  `db:"completed_at"`
	Hours       float64 `db:"hours"`
	Signed      int     `db:"signed"`
}

// companyImpactCSV answers GET /api/company/impact.csv?from=&to= to the
// company's team: one row per engagement that was under way in the period
// (accepted by its end, not completed before its start) with the approved
// hours worked in the period, their value and the milestones signed off
// in it, then a total row.
func companyImpactCSV(e *core.RequestEvent) error {
	from, to, err := period(e)
	if err != nil {
		return err
	}
	company := auth.CompanyIDOf(e.Auth)
	rate, currency := HourlyRate(e.App)
	var rows []impactRow
	err = e.App.DB().NewQuery(`SELECT e.id, e.volunteer_name, e.opportunity_title, e.status,
			substr(e.accepted_at, 1, 10) AS accepted_at, substr(COALESCE(e.completed_at, ''), 1, 10) AS completed_at,
			(SELECT COALESCE(SUM(h.hours), 0) FROM hour_entries h WHERE h.engagement = e.id AND h.status = 'approved'
				AND ({:from} = '' OR h.date >= {:from}) AND ({:to} = '' OR h.date <= {:to})) AS hours,
			(SELECT COUNT(*) FROM milestones m WHERE m.engagement = e.id AND m.status = 'signed_off'
				AND ({:from} = '' OR substr(m.signed_off_at, 1, 10) >= {:from})
				AND ({:to} = '' OR substr(m.signed_off_at, 1, 10) <= {:to})) AS signed
		FROM engagements e WHERE e.company = {:c}
			AND ({:to} = '' OR substr(e.accepted_at, 1, 10) <= {:to})
			AND ({:from} = '' OR COALESCE(e.completed_at, '') = '' OR substr(e.completed_at, 1, 10) >= {:from})
		ORDER BY e.accepted_at, e.id`).
		Bind(dbx.Params{"c": company, "from": from, "to": to}).All(&rows)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "exporting the impact failed", err)
	}
	var b strings.Builder
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"engagement", "volunteer", "opportunity", "status", "accepted", "completed",
		"approved_hours", "value", "currency", "milestones_signed_off"})
	var hours, value float64
	signed := 0
	for _, r := range rows {
		v := math.Round(r.Hours*rate*100) / 100
		hours, value, signed = hours+r.Hours, value+v, signed+r.Signed
		_ = w.Write([]string{r.ID, cell(r.Volunteer), cell(r.Opportunity), r.Status, r.Accepted, r.Completed,
			num2(r.Hours), num2(v), currency, strconv.Itoa(r.Signed)})
	}
	_ = w.Write([]string{"total", "", "", "", from, to, num2(hours), num2(math.Round(value*100) / 100), currency, strconv.Itoa(signed)})
	w.Flush()
	name := "impact"
	if from != "" || to != "" {
		name += "-" + from + "_" + to
	}
	e.Response.Header().Set("Content-Type", "text/csv; charset=utf-8")
	e.Response.Header().Set("Content-Disposition", `attachment; filename="`+name+`.csv"`)
	e.Response.Header().Set("Cache-Control", "private, no-store")
	return e.String(http.StatusOK, b.String())
}

// cell keeps a spreadsheet from reading a name as a formula.
func cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

func num2(f float64) string {
	return strconv.FormatFloat(f, 'f', -1, 64)
}
