package reviews

import (
	"errors"
	"strings"
	"time"
	"unicode"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
)

// reviewRequest is the body of POST /api/engagements/{id}/review.
type reviewRequest struct {
	Rating formx.Value[int]    `json:"rating"`
	Text   formx.Value[string] `json:"text"`

	rating int
	text   string
}

func (r *reviewRequest) validate() error {
	errs := formx.Errors{}
	r.rating = errs.Whole("rating", r.Rating, MsgRating)
	if !errs.Has("rating") && (r.rating < 1 || r.rating > 5) {
		errs.Add("rating", "validation_rating_range", MsgRating)
	}
	r.text = errs.Text("text", r.Text)
	checkLongText(errs, "text", r.text, TextMax, MsgTextTooLong)
	return errs.Err()
}

// checkLongText refuses a text over max characters or holding characters
// a reader cannot see (line breaks and tabs are fine: reviews and replies
// are paragraphs of plain text, shown as typed).
func checkLongText(errs formx.Errors, key, text string, max int, tooLong string) {
	if len([]rune(text)) > max {
		errs.Add(key, "validation_length_too_long", tooLong)
	}
	if strings.IndexFunc(text, func(r rune) bool {
		if r == '\n' || r == '\r' || r == '\t' {
			return false
		}
		return unicode.Is(unicode.Cc, r) || unicode.Is(unicode.Cf, r) || r == unicode.ReplacementChar
	}) >= 0 {
		errs.Add(key, "validation_invisible_chars", MsgControlChars)
	}
}

// submit answers POST /api/engagements/{id}/review {rating: 1–5, text: ≤
// 1,000 characters, optional}: the signed-in volunteer of the engagement
// reviews its company, or any member of the company's team reviews the
// volunteer on the company's behalf. 404 for an unknown engagement, 403
// (field "engagement") for anyone else, 400 (field "engagement") before the
// completion, after ReviewWindow, or when this side already reviewed; 400
// on "rating" or "text" for bad input. The review is saved unpublished;
// when the other side's review exists both are published in the same
// transaction and both sides are notified. Answers 200 with the review.
func submit(e *core.RequestEvent) error {
	eng, err := e.App.FindRecordById("engagements", e.Request.PathValue("id"))
	if err != nil {
		return e.NotFoundError(MsgEngagementNotFound, nil)
	}
	side := sideOf(e.Auth, eng)
	if side == "" {
		return e.ForbiddenError(MsgNotParty, formx.FieldError("engagement", "validation_not_party", MsgNotParty))
	}
	refuse := func(code, msg string) error {
		return e.BadRequestError(msg, formx.FieldError("engagement", code, msg))
	}
	completed := eng.GetDateTime("completed_at")
	switch {
	case eng.GetString("status") != "completed" || completed.IsZero():
		return refuse("validation_not_completed", MsgNotCompleted)
	case time.Since(completed.Time()) > ReviewWindow:
		return refuse("validation_window_passed", MsgWindowPassed)
	case written(e.App, eng.Id, side):
		return refuse("validation_already_reviewed", MsgAlreadyReviewed)
	}
	var req reviewRequest
	if err := formx.ReadJSON(e, &req, req.validate); err != nil {
		return err
	}

	var review *core.Record
	err = e.App.RunInTransaction(func(tx core.App) error {
		// Checked again inside the transaction: two team members sending
		// at once must not both win (the unique index is the last word).
		if written(tx, eng.Id, side) {
			return errReviewed
		}
		c, err := tx.FindCollectionByNameOrId("reviews")
		if err != nil {
			return err
		}
		review = NewReview(c, eng, side, e.Auth.Id, req.rating, req.text)
		if err := tx.Save(review); err != nil {
			if written(tx, eng.Id, side) {
				return errReviewed
			}
			return err
		}
		// The other side has written, or the two weeks after completion
		// have passed (this review is late, the other side silent): what
		// is written publishes now.
		if !written(tx, eng.Id, other(side)) && time.Since(completed.Time()) < PublishAfter {
			return nil
		}
		_, err = publishEngagement(tx, eng, types.NowDateTime())
		return err
	})
	if err == errReviewed {
		return refuse("validation_already_reviewed", MsgAlreadyReviewed)
	}
	if err != nil {
		return formx.SaveFailed(e, err, "saving a review failed")
	}
	return formx.Saved(e, "reviews", review.Id)
}

var errReviewed = errors.New("this side has already reviewed")

// NewReview is a review of the engagement eng by author on side, with
// eng's parties, their names and the opportunity's title as the profiles
// show them.
func NewReview(c *core.Collection, eng *core.Record, side, author string, rating int, text string) *core.Record {
	r := core.NewRecord(c)
	r.Set("engagement", eng.Id)
	r.Set("author_side", side)
	r.Set("author", author)
	r.Set("volunteer", eng.GetString("volunteer"))
	r.Set("company", eng.GetString("company"))
	r.Set("volunteer_name", eng.GetString("volunteer_name"))
	r.Set("company_name", eng.GetString("company_name"))
	r.Set("opportunity_title", eng.GetString("opportunity_title"))
	r.Set("rating", rating)
	r.Set("text", text)
	return r
}

// written reports whether side has reviewed the engagement.
func written(app core.App, engagementID, side string) bool {
	n, err := app.CountRecords("reviews", dbx.HashExp{"engagement": engagementID, "author_side": side})
	return err == nil && n > 0
}
