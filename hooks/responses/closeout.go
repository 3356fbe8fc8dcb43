package responses

import (
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/notify"
)

// The close-out (decision 18): an application no one of its company acted
// on for NoResponseDays closes as "No response" (stage rejected,
// closed_reason no_response) and the volunteer is told kindly. The days
// are a site setting a superadmin chooses from 7 to 60 (the schema's
// bounds, pb_migrations 1763740000).
const (
	NoResponseDaysDefault = 21
	NoResponseDaysMin     = 7
	NoResponseDaysMax     = 60
	// ClosedNoResponse is applications.closed_reason of a closed-out one.
	ClosedNoResponse = "no_response"
)

// MsgNoResponseDays is the field error of a setting out of its bounds.
const MsgNoResponseDays = "Choose whole days from 7 to 60."

// checkNoResponseDays refuses a changed no_response_days out of its
// bounds with the bounds' message (the schema alone would take 0, "not
// set", and says only one bound); the schema then refuses a decimal.
func checkNoResponseDays(e *core.RecordEvent) error {
	d := e.Record.GetFloat("no_response_days")
	if d != e.Record.Original().GetFloat("no_response_days") && (d < NoResponseDaysMin || d > NoResponseDaysMax) {
		return validation.Errors{"no_response_days": validation.NewError("validation_out_of_range", MsgNoResponseDays)}
	}
	return e.Next()
}

// daysKey keeps the setting in the app's store until a superadmin edits
// the site settings (every opportunity page and application shows it).
const daysKey = "voluntech.noResponseDays"

// NoResponseDays is the site setting, the default when it is not set.
func NoResponseDays(app core.App) int {
	if d, ok := app.Store().Get(daysKey).(int); ok {
		return d
	}
	d := readNoResponseDays(app)
	app.Store().Set(daysKey, d)
	return d
}

func readNoResponseDays(app core.App) int {
	var days int
	err := app.DB().NewQuery(`SELECT COALESCE(no_response_days, 0) FROM site_settings LIMIT 1`).Row(&days)
	if err != nil || days < NoResponseDaysMin || days > NoResponseDaysMax {
		return NoResponseDaysDefault
	}
	return days
}

// ClosesAt is when the application closes without an answer: only one
// waiting for the company's first action has a date.
func ClosesAt(a *core.Record, days int) (types.DateTime, bool) {
	if a.GetString("stage") != "applied" || !a.GetDateTime("first_action_at").IsZero() || a.GetString("company") == "" {
		return types.DateTime{}, false
	}
	at, err := types.ParseDateTime(a.GetDateTime("created").Time().Add(time.Duration(days) * 24 * time.Hour))
	return at, err == nil
}

// CloseUnanswered closes every application that waited NoResponseDays or
// more at now without any action of its company, each in its own
// transaction with the volunteer's notice and the company's refreshed
// figure; one another pass closed meanwhile is left alone. It returns how
// many it closed.
func CloseUnanswered(app core.App, now time.Time) (int, error) {
	days := NoResponseDays(app)
	var ids []string
	err := app.DB().Select("id").From("applications").
		Where(dbx.HashExp{"stage": "applied", "first_action_at": ""}).
		AndWhere(dbx.NewExp("company != '' AND created <= {:due}",
			dbx.Params{"due": dt(now.Add(-time.Duration(days) * 24 * time.Hour))})).
		OrderBy("created", "id").Column(&ids)
	if err != nil {
		return 0, err
	}
	closed := 0
	for _, id := range ids {
		ok, err := closeOne(app, id, days, now)
		if err != nil {
			app.Logger().Error("closing an unanswered application failed", "application", id, "error", err)
			continue
		}
		if ok {
			closed++
		}
	}
	return closed, nil
}

func closeOne(app core.App, id string, days int, now time.Time) (bool, error) {
	done := false
	err := app.RunInTransaction(func(tx core.App) error {
		a, err := tx.FindRecordById("applications", id)
		if err != nil {
			return nil // gone meanwhile
		}
		if _, waiting := ClosesAt(a, days); !waiting {
			return nil
		}
		a.Set("stage", "rejected")
		a.Set("closed_reason", ClosedNoResponse)
		a.Set("closed_at", now.UTC())
		if err := tx.Save(a); err != nil {
			return err
		}
		title := a.GetString("opportunity_title")
		company := a.GetString("company_name")
		subject := "An update on your application for " + title
		text := "You applied to \"" + title + "\" at " + company + " and they have not answered in " +
			strconv.Itoa(days) + " days, so we closed the application as \"No response\". It says nothing about you: " +
			"companies are sometimes busy. Your profile is still open to them, and we have found other " +
			"opportunities that fit it."
		if err := notify.Notify(tx, []string{a.GetString("volunteer")}, notify.Notice{
			Kind: notify.KindNoResponse, Title: subject, Body: text, Link: "/volunteer/recommended",
			EmailSubject: subject, EmailText: text, EmailAction: "See recommended opportunities",
		}); err != nil {
			return err
		}
		done = true
		return Refresh(tx, a.GetString("company"), now)
	})
	return done, err
}
