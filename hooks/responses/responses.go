// Package responses measures how quickly each company answers the
// volunteers who apply: it keeps when the company first acted on each
// application (applications.first_action_at), computes every company's
// median response time from that stored history, keeps the figure in
// company_response_times for the public pages, and reminds a team of
// applications nobody answered for a week (docs/architecture.md).
package responses

import (
	"errors"
	"sort"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/config"
)

// The rules of the figure and the reminder.
const (
	// Window: only applications sent in the last 90 days count, so a
	// company that got better (or worse) shows it.
	Window = 90 * 24 * time.Hour
	// MinSample: below five applications a median says little; the public
	// pages then say "New on Voluntech".
	MinSample = 5
	// ReminderAfter: an application nobody acted on for a week reminds the
	// company's team, once.
	ReminderAfter = 7 * 24 * time.Hour
)

// Job is the name of the cron job that refreshes the figures and sends the
// reminders.
const Job = "voluntechResponseTimes"

// Register binds the hourly job: the 90-day window slides and unanswered
// applications age even when nothing is written.
func Register(app core.App, _ config.Config) {
	forget := func(e *core.RecordEvent) error {
		app.Store().Remove(daysKey)
		return e.Next()
	}
	app.OnRecordAfterUpdateSuccess("site_settings").BindFunc(forget)
	app.OnRecordValidate("site_settings").BindFunc(checkNoResponseDays)
	app.Cron().MustAdd(Job, "11 * * * *", func() {
		now := time.Now()
		if err := RefreshAll(app, now); err != nil {
			app.Logger().Error("refreshing the response times failed", "error", err)
		}
		if _, err := SendReminders(app, now); err != nil {
			app.Logger().Error("sending the reply reminders failed", "error", err)
		}
		if _, err := CloseUnanswered(app, now); err != nil {
			app.Logger().Error("closing the unanswered applications failed", "error", err)
		}
	})
}

// SetFirstAction records on the application record a that its company
// acted at at, unless an earlier action is already recorded; it reports
// whether it changed a. The caller saves a (the stage-move hook saves it
// with the move, in the same transaction) and then calls Refresh.
func SetFirstAction(a *core.Record, at time.Time) bool {
	prev := a.GetDateTime("first_action_at")
	if !prev.IsZero() && !prev.Time().After(at) {
		return false
	}
	a.Set("first_action_at", at.UTC())
	return true
}

// RecordFirstAction records that the company acted on the application at
// at (a message to the volunteer, say) and refreshes the company's figure,
// through app: pass the transaction's app so both are kept or dropped with
// the action. A later action than the recorded one changes nothing.
func RecordFirstAction(app core.App, applicationID string, at time.Time) error {
	a, err := app.FindRecordById("applications", applicationID)
	if err != nil {
		return err
	}
	if !SetFirstAction(a, at) {
		return nil
	}
	if err := app.Save(a); err != nil {
		return err
	}
	return Refresh(app, a.GetString("company"), time.Now())
}

// Figure is a company's median time from an application to its first
// action, and how many applications it stands on.
type Figure struct {
	Median time.Duration
	Sample int
}

// Compute is the company's figure at now, from the applications sent in
// the Window before now. An application the company acted on counts with
// the time to that action. One that has waited ReminderAfter or more
// without an answer counts with its wait so far, so a company that stays
// silent does not look quick; younger unanswered ones, and those the
// volunteer withdrew before any answer, do not count. One closed as "No
// response" counts with its whole wait until the close.
func Compute(app core.App, companyID string, now time.Time) (Figure, error) {
	var rows []struct {
		Created     types.DateTime `db:"created"`
		FirstAction types.DateTime `db:"first_action_at"`
		Stage       string         `db:"stage"`
		Closed      string         `db:"closed_reason"`
		ClosedAt    types.DateTime `db:"closed_at"`
	}
	err := app.DB().Select("created", "first_action_at", "stage", "closed_reason", "closed_at").From("applications").
		Where(dbx.HashExp{"company": companyID}).
		AndWhere(dbx.NewExp("created >= {:since}", dbx.Params{"since": dt(now.Add(-Window))})).
		All(&rows)
	if err != nil {
		return Figure{}, err
	}
	waits := make([]time.Duration, 0, len(rows))
	for _, r := range rows {
		created := r.Created.Time()
		switch {
		case !r.FirstAction.IsZero():
			waits = append(waits, max(0, r.FirstAction.Time().Sub(created)))
		case r.Closed == ClosedNoResponse && !r.ClosedAt.IsZero():
			// Closed without an answer: the company's silence counts in full.
			waits = append(waits, max(0, r.ClosedAt.Time().Sub(created)))
		case r.Stage == "applied" && now.Sub(created) >= ReminderAfter:
			waits = append(waits, now.Sub(created))
		}
	}
	return Figure{Median: median(waits), Sample: len(waits)}, nil
}

// median is the middle wait (the mean of the two middle ones for an even
// count); 0 for none.
func median(d []time.Duration) time.Duration {
	if len(d) == 0 {
		return 0
	}
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	mid := len(d) / 2
	if len(d)%2 == 1 {
		return d[mid]
	}
	return (d[mid-1] + d[mid]) / 2
}

// Refresh computes the company's figure at now and stores it. The
// statement skips the record hooks on purpose: the figure is a counter
// kept beside the applications, not an edit anyone subscribes to.
func Refresh(app core.App, companyID string, now time.Time) error {
	if companyID == "" {
		return nil
	}
	f, err := Compute(app, companyID, now)
	if err != nil {
		return err
	}
	_, err = app.NonconcurrentDB().NewQuery(`INSERT INTO company_response_times (id, company, median_seconds, sample, computed_at)
		VALUES ({:id}, {:company}, {:median}, {:sample}, {:at})
		ON CONFLICT (company) DO UPDATE SET median_seconds = excluded.median_seconds, sample = excluded.sample,
			computed_at = excluded.computed_at`).
		Bind(dbx.Params{
			"id": security.RandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789"), "company": companyID,
			"median": int64(f.Median / time.Second), "sample": f.Sample, "at": dt(now),
		}).Execute()
	return err
}

// RefreshAll refreshes every company with an application in the window or
// a stored figure (which may have to drop to nothing).
func RefreshAll(app core.App, now time.Time) error {
	var ids []string
	err := app.DB().NewQuery(`SELECT company FROM applications WHERE company != '' AND created >= {:since}
		UNION SELECT company FROM company_response_times`).
		Bind(dbx.Params{"since": dt(now.Add(-Window))}).Column(&ids)
	if err != nil {
		return err
	}
	var errs []error
	for _, id := range ids {
		if err := Refresh(app, id, now); err != nil {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

// Public is a company's response time as the public pages show it; nil
// (JSON null) while it stands on fewer than MinSample applications.
type Public struct {
	MedianHours  float64 `json:"median_hours"`
	Applications int     `json:"applications"`
}

// Of reads the company's stored figure for the public pages.
func Of(app core.App, companyID string) *Public {
	var median, sample int64
	err := app.DB().Select("median_seconds", "sample").From("company_response_times").
		Where(dbx.HashExp{"company": companyID}).Limit(1).Row(&median, &sample)
	if err != nil {
		return nil
	}
	return FromStored(median, sample)
}

// FromStored is the public figure of a company_response_times row read
// with others (median_seconds, sample); nil below MinSample.
func FromStored(medianSeconds, sample int64) *Public {
	if sample < MinSample {
		return nil
	}
	return &Public{MedianHours: float64(medianSeconds) / 3600, Applications: int(sample)}
}

// dt is t in the database's date format.
func dt(t time.Time) string {
	return t.UTC().Format(types.DefaultDateLayout)
}
