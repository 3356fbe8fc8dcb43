package engagements

import (
	"math"
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// latestZone is the time zone whose day starts first: "today" for a date
// check is the latest date anywhere on Earth, so nobody is refused the day
// they just worked.
var latestZone = time.FixedZone("UTC+14", 14*3600)

// hoursRequest is the body of POST /api/engagements/{id}/hours.
type hoursRequest struct {
	Date        formx.Value[string]  `json:"date"`
	Hours       formx.Value[float64] `json:"hours"`
	Description formx.Value[string]  `json:"description"`

	date, description string
	hours             float64
}

// validate checks the entry against the engagement's acceptance day
// (YYYY-MM-DD, counted in UTC, the zone the acceptance is stored in).
func (r *hoursRequest) validate(acceptedDay string, now time.Time) error {
	errs := formx.Errors{}
	r.date = errs.Text("date", r.Date)
	switch d, err := time.Parse(time.DateOnly, r.date); {
	case r.date == "":
		errs.Add("date", "validation_required", MsgDateRequired)
	case err != nil:
		errs.Add("date", "validation_invalid_date", MsgDateFormat)
	case d.Format(time.DateOnly) > now.In(latestZone).Format(time.DateOnly):
		errs.Add("date", "validation_date_future", MsgDateFuture)
	case r.date < acceptedDay:
		errs.Add("date", "validation_date_before_acceptance", MsgDateBeforeAccept)
	}
	if r.Hours.Wrong {
		errs.Add("hours", "validation_invalid_type", MsgHoursRange)
	}
	r.hours = r.Hours.V
	if !r.Hours.Sent || r.hours < 0.5 || r.hours > 12 || r.hours*2 != math.Trunc(r.hours*2) {
		errs.Add("hours", "validation_hours_range", MsgHoursRange)
	}
	r.description = errs.Text("description", r.Description)
	errs.Required("description", r.description, MsgDescription, HourEntryTextMax)
	return errs.Err()
}

// logHours records time the signed-in volunteer worked on their
// engagement {id}: {date: "YYYY-MM-DD", hours: 0.5–12 in half hours,
// description: ≤ 500 characters}. The engagement must be theirs (404
// otherwise, as for one that does not exist) and not completed (400). The
// entry is saved pending, with the engagement's pending total and a mail
// to the company in one transaction; answers 200 with the entry.
func (s *service) logHours(e *core.RequestEvent) error {
	eng, err := e.App.FindRecordById("engagements", e.Request.PathValue("id"))
	if err != nil || eng.GetString("volunteer") != e.Auth.Id {
		return e.NotFoundError(MsgNotFound, nil)
	}
	if eng.GetString("status") == StatusCompleted {
		return e.BadRequestError(MsgNotActive, formx.FieldError("engagement", "validation_not_active", MsgNotActive))
	}
	var req hoursRequest
	accepted := eng.GetDateTime("accepted_at").Time().UTC().Format(time.DateOnly)
	if err := formx.ReadJSON(e, &req, func() error { return req.validate(accepted, time.Now()) }); err != nil {
		return err
	}

	var entry *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		c, err := tx.FindCollectionByNameOrId("hour_entries")
		if err != nil {
			return err
		}
		entry = core.NewRecord(c)
		entry.Set("engagement", eng.Id)
		entry.Set("volunteer", eng.GetString("volunteer"))
		entry.Set("company", eng.GetString("company"))
		entry.Set("date", req.date)
		entry.Set("hours", req.hours)
		entry.Set("description", req.description)
		entry.Set("status", EntryPending)
		if err := tx.Save(entry); err != nil {
			return err
		}
		if err := retotal(tx, eng.Id); err != nil {
			return err
		}
		return s.hoursSubmittedMail(tx, eng, entry)
	})
	if err != nil {
		return formx.SaveFailed(e, err, "logging hours failed")
	}
	return e.JSON(http.StatusOK, entry)
}

// approveHours approves a pending time entry of the signed-in company
// user's team (404 for another company's entry, 400 once decided).
func (s *service) approveHours(e *core.RequestEvent) error {
	return s.decide(e, EntryApproved, "")
}

// rejectHours rejects a pending time entry with {reason} (required, ≤ 500
// characters), like approveHours.
func (s *service) rejectHours(e *core.RequestEvent) error {
	reason, err := formx.ReadReason(e, formx.RequiredReason(MsgReasonRequired, HourEntryReasonMax))
	if err != nil {
		return err
	}
	return s.decide(e, EntryRejected, reason)
}

// decide sets the state of a pending entry, the engagement's totals and
// the volunteer's mail in one transaction. Only a company team decides
// (the route admits company users only, so a volunteer never approves
// their own hours), and only on its own engagements.
func (s *service) decide(e *core.RequestEvent, status, reason string) error {
	entry, err := e.App.FindRecordById("hour_entries", e.Request.PathValue("id"))
	if err != nil || !auth.InCompany(e.Auth, entry.GetString("company")) {
		return e.NotFoundError(MsgEntryNotFound, nil)
	}
	if entry.GetString("status") != EntryPending {
		return e.BadRequestError(MsgAlreadyDecided, formx.FieldError("status", "validation_decided", MsgAlreadyDecided))
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		// Re-read inside the transaction: two team members deciding at
		// once must not both win.
		fresh, err := tx.FindRecordById("hour_entries", entry.Id)
		if err != nil {
			return err
		}
		if fresh.GetString("status") != EntryPending {
			return errDecided
		}
		entry = fresh
		entry.Set("status", status)
		entry.Set("reason", reason)
		entry.Set("decided_at", types.NowDateTime())
		if err := tx.Save(entry); err != nil {
			return err
		}
		if err := retotal(tx, entry.GetString("engagement")); err != nil {
			return err
		}
		eng, err := tx.FindRecordById("engagements", entry.GetString("engagement"))
		if err != nil {
			return err
		}
		if status == EntryApproved {
			return s.hoursApprovedMail(tx, eng, entry)
		}
		return s.hoursRejectedMail(tx, eng, entry)
	})
	if err == errDecided {
		return e.BadRequestError(MsgAlreadyDecided, formx.FieldError("status", "validation_decided", MsgAlreadyDecided))
	}
	if err != nil {
		return formx.SaveFailed(e, err, "deciding on hours failed")
	}
	return e.JSON(http.StatusOK, entry)
}

type decidedError struct{}

func (decidedError) Error() string { return "the entry was decided meanwhile" }

var errDecided error = decidedError{}

// retotal stores the engagement's approved and pending hours from its
// entries (a plain UPDATE: bookkeeping, like the opportunity counters).
func retotal(tx core.App, engagementID string) error {
	_, err := tx.NonconcurrentDB().NewQuery(`UPDATE engagements SET
		approved_hours = (SELECT COALESCE(SUM(hours), 0) FROM hour_entries WHERE engagement = {:id} AND status = 'approved'),
		pending_hours = (SELECT COALESCE(SUM(hours), 0) FROM hour_entries WHERE engagement = {:id} AND status = 'pending')
		WHERE id = {:id}`).Bind(dbx.Params{"id": engagementID}).Execute()
	return err
}
