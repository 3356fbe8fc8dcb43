package reviews

import (
	"errors"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// checkReply checks the {text} of the reply route: required, at most
// ReviewReplyMax characters, no invisible characters.
func checkReply(errs formx.Errors, text string) {
	if text == "" {
		errs.Add("text", "validation_required", MsgReplyRequired)
	}
	checkLongText(errs, "text", text, ReplyMax, MsgReplyTooLong)
}

// checkReportReason checks the {reason} of the report route: required, at
// most ReviewReasonMax characters, no invisible characters.
func checkReportReason(errs formx.Errors, reason string) {
	errs.Required("reason", reason, MsgReasonRequired, ReasonMax)
	checkLongText(errs, "reason", reason, ReasonMax, "Keep the reason to 500 characters or fewer.")
}

// publicReview loads the route's {id} when the public may read it; an
// unpublished or hidden review answers 404 like an unknown one, so its
// existence is not revealed.
func publicReview(e *core.RequestEvent) (*core.Record, error) {
	r, err := e.App.FindRecordById("reviews", e.Request.PathValue("id"))
	if err != nil || !visible(r) {
		return nil, e.NotFoundError(MsgReviewNotFound, nil)
	}
	return r, nil
}

// aboutUser reports whether the published review r is about u: the
// volunteer's review is about the company's team, the company's about the
// volunteer.
func aboutUser(u, r *core.Record) bool {
	if r.GetString("author_side") == SideVolunteer {
		return auth.InCompany(u, r.GetString("company"))
	}
	return u.GetString("role") == auth.RoleVolunteer && r.GetString("volunteer") == u.Id
}

// reply answers POST /api/reviews/{id}/reply {text: 1–1,000 characters}:
// the reviewed side (the volunteer, or any member of the reviewed
// company's team) posts its one public reply to a published review. 404
// for an unknown, unpublished or hidden review, 403 (field "review") for a
// review not about the caller, 400 (field "text") for a second reply or bad
// text. Answers 200 with the review.
func reply(e *core.RequestEvent) error {
	r, err := publicReview(e)
	if err != nil {
		return err
	}
	if !aboutUser(e.Auth, r) {
		return e.ForbiddenError(MsgNotAboutYou, formx.FieldError("review", "validation_not_about_you", MsgNotAboutYou))
	}
	if r.GetString("reply") != "" {
		return e.BadRequestError(MsgAlreadyReplied, formx.FieldError("text", "validation_already_replied", MsgAlreadyReplied))
	}
	text, err := formx.ReadField(e, "text", checkReply)
	if err != nil {
		return err
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		// Re-read inside the transaction (writes are serialised): of two
		// replies sent at once only the first is kept.
		fresh, err := tx.FindRecordById("reviews", r.Id)
		if err != nil {
			return err
		}
		if fresh.GetString("reply") != "" {
			return errReplied
		}
		fresh.Set("reply", text)
		fresh.Set("replied_at", types.NowDateTime())
		fresh.Set("replied_by", e.Auth.Id)
		return tx.Save(fresh)
	})
	if err == errReplied {
		return e.BadRequestError(MsgAlreadyReplied, formx.FieldError("text", "validation_already_replied", MsgAlreadyReplied))
	}
	if err != nil {
		return formx.SaveFailed(e, err, "saving a review reply failed")
	}
	return formx.Saved(e, "reviews", r.Id)
}

var errReplied = errors.New("the review was answered meanwhile")

// report answers POST /api/reviews/{id}/report {reason: 1–500
// characters}: anyone signed in reports a published review to the
// superadmins, once per review. 404 for an unknown, unpublished or hidden
// review; 400 (field "reason") for a second report or bad reason. The
// report and the review's count of open reports are saved together;
// answers 200 {reported: true}.
func report(e *core.RequestEvent) error {
	r, err := publicReview(e)
	if err != nil {
		return err
	}
	already := func() bool {
		n, err := e.App.CountRecords("review_reports", dbx.HashExp{"review": r.Id, "reporter": e.Auth.Id})
		return err == nil && n > 0
	}
	if already() {
		return e.BadRequestError(MsgAlreadyReported, formx.FieldError("reason", "validation_already_reported", MsgAlreadyReported))
	}
	reason, err := formx.ReadReason(e, checkReportReason)
	if err != nil {
		return err
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		c, err := tx.FindCollectionByNameOrId("review_reports")
		if err != nil {
			return err
		}
		rep := core.NewRecord(c)
		rep.Set("review", r.Id)
		rep.Set("reporter", e.Auth.Id)
		rep.Set("reason", reason)
		rep.Set("status", "open")
		if err := tx.Save(rep); err != nil {
			return err
		}
		return recount(tx, r.Id)
	})
	if err != nil {
		if already() {
			return e.BadRequestError(MsgAlreadyReported, formx.FieldError("reason", "validation_already_reported", MsgAlreadyReported))
		}
		return formx.SaveFailed(e, err, "saving a review report failed")
	}
	return e.JSON(http.StatusOK, map[string]any{"reported": true})
}

// recount stores the review's number of open reports (bookkeeping, a
// plain UPDATE like the engagement totals).
func recount(tx core.App, reviewID string) error {
	_, err := tx.NonconcurrentDB().NewQuery(`UPDATE reviews SET open_reports =
		(SELECT COUNT(*) FROM review_reports WHERE review = {:id} AND status = 'open') WHERE id = {:id}`).
		Bind(dbx.Params{"id": reviewID}).Execute()
	return err
}
