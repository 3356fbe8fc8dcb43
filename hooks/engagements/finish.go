package engagements

import (
	"errors"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// finish marks the engagement {id} finished. The volunteer asks
// (status finish_requested, the company is mailed); the company's team
// confirms, which completes it whoever asked first: the company's word
// ends the engagement because it approves the hours the certificate
// states. Completing needs no pending hours and at least one approved
// entry (400 on "status"): an engagement without approved time has
// nothing to certify, and counting it among the company's engaged
// volunteers would overstate the public figures. The volunteer may ask
// only once some time is logged. Completion issues the certificate, all in
// one transaction. Anyone else: 404.
func (s *service) finish(e *core.RequestEvent) error {
	eng, err := e.App.FindRecordById("engagements", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgNotFound, nil)
	}
	byVolunteer := eng.GetString("volunteer") == e.Auth.Id
	byCompany := auth.InCompany(e.Auth, eng.GetString("company"))
	if !byVolunteer && !byCompany {
		return e.NotFoundError(MsgNotFound, nil)
	}
	refuse := func(msg, code string) error {
		return e.BadRequestError(msg, formx.FieldError("status", code, msg))
	}
	switch {
	case eng.GetString("status") == StatusCompleted:
		return refuse(MsgAlreadyComplete, "validation_completed")
	case byVolunteer && eng.GetString("status") == StatusFinishRequested:
		return refuse(MsgAlreadyAsked, "validation_finish_requested")
	case byCompany && eng.GetFloat("pending_hours") > 0:
		return refuse(MsgPendingHours, "validation_pending_hours")
	case byCompany && eng.GetFloat("approved_hours") <= 0:
		return refuse(MsgNoApprovedHours, "validation_no_approved_hours")
	case byVolunteer && eng.GetFloat("approved_hours")+eng.GetFloat("pending_hours") <= 0:
		return refuse(MsgNoHoursLogged, "validation_no_hours")
	}

	err = e.App.RunInTransaction(func(tx core.App) error {
		eng, err := tx.FindRecordById("engagements", eng.Id)
		if err != nil {
			return err
		}
		if byCompany && eng.GetFloat("pending_hours") > 0 {
			// Hours logged since the check above.
			return errPending
		}
		now := types.NowDateTime()
		if byVolunteer {
			eng.Set("status", StatusFinishRequested)
			eng.Set("finish_requested_by", "volunteer")
			eng.Set("finish_requested_at", now)
			if err := tx.Save(eng); err != nil {
				return err
			}
			return s.finishRequestedMail(tx, eng)
		}
		return s.complete(tx, eng)
	})
	if err == errPending {
		return refuse(MsgPendingHours, "validation_pending_hours")
	}
	if err != nil {
		return formx.SaveFailed(e, err, "finishing the engagement failed")
	}
	return formx.Saved(e, "engagements", eng.Id)
}

var errPending = errors.New("hours were logged meanwhile")

// complete completes eng in tx: the certificate when there are approved
// hours, and the volunteer's mail.
func (s *service) complete(tx core.App, eng *core.Record) error {
	now := types.NowDateTime()
	eng.Set("status", StatusCompleted)
	if eng.GetString("finish_requested_by") == "" {
		eng.Set("finish_requested_by", "company")
		eng.Set("finish_requested_at", now)
	}
	eng.Set("completed_at", now)
	if err := tx.Save(eng); err != nil {
		return err
	}
	var cert *core.Record
	if eng.GetFloat("approved_hours") > 0 {
		var err error
		if cert, err = s.issue(tx, eng); err != nil {
			return err
		}
	}
	return s.completedMail(tx, eng, cert)
}

const serviceKey = "voluntech.engagements"

// CompleteRecord completes eng in tx as the company's confirmation does (the
// certificate when there are approved hours, the volunteer's notice), for
// callers outside a request: the demo command. It returns the certificate,
// nil without approved hours; eng itself is not refreshed. Register must have run on the app.
func CompleteRecord(tx core.App, eng *core.Record) (*core.Record, error) {
	s, ok := tx.Store().Get(serviceKey).(*service)
	if !ok {
		return nil, errors.New("engagements: Register has not run")
	}
	if err := retotal(tx, eng.Id); err != nil {
		return nil, err
	}
	fresh, err := tx.FindRecordById("engagements", eng.Id)
	if err != nil {
		return nil, err
	}
	if err := s.complete(tx, fresh); err != nil {
		return nil, err
	}
	cert, err := tx.FindFirstRecordByData("certificates", "engagement", eng.Id)
	if err != nil {
		return nil, nil
	}
	return cert, nil
}
