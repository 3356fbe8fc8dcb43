// Package reviews lets the two sides of a completed engagement review each
// other: once per side, within ReviewWindow of the completion, 1–5 stars
// and a plain text. Reviews are double-blind: a review stays unpublished
// (readable only by the side that wrote it, see the collection's rules)
// until the other side has written theirs, which publishes both in the
// same transaction, or until PublishAfter has passed since the completion
// (the cron job publishes what was written by then; a review written later
// publishes at once). Published reviews show on the public
// company and volunteer pages; the reviewed side may reply once; anyone
// signed in may report one, and superadmins hide or restore reported ones.
package reviews

import (
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
)

// Time limits of reviews.
const (
	// ReviewWindow is how long after the completion either side may review.
	ReviewWindow = 30 * 24 * time.Hour
	// PublishAfter is how long after the completion reviews wait for the
	// other side's before what was written is published alone.
	PublishAfter = 14 * 24 * time.Hour
)

// Text limits of reviews; the reviews collection's schema holds the same
// (a test compares them).
const (
	TextMax   = 1000
	ReplyMax  = 1000
	ReasonMax = 500
)

// Messages of the review routes.
const (
	MsgEngagementNotFound = "This engagement does not exist."
	MsgReviewNotFound     = "This review does not exist."
	MsgNotParty           = "Only the volunteer and the company team who worked together on this engagement can review it."
	MsgNotCompleted       = "You can review once the engagement is completed."
	MsgWindowPassed       = "The 30 days to review this engagement have passed."
	MsgAlreadyReviewed    = "You have already reviewed this engagement."
	MsgRating             = "Choose from 1 to 5 stars."
	MsgTextTooLong        = "Keep your review to 1,000 characters or fewer."
	MsgControlChars       = "Remove invisible or control characters (such as zero-width spaces or text-direction marks)."
	MsgReplyRequired      = "Write your reply."
	MsgReplyTooLong       = "Keep your reply to 1,000 characters or fewer."
	MsgNotAboutYou        = "You can only reply to a review about you."
	MsgAlreadyReplied     = "You have already replied to this review."
	MsgReasonRequired     = "Say why you are reporting this review."
	MsgAlreadyReported    = "You have already reported this review."
	MsgAlreadyHidden      = "This review is already hidden."
	MsgNothingToRestore   = "This review is visible and has no open reports."
	MsgNoProfile          = "This profile does not exist."
	MsgSaveFailed         = formx.MsgSaveFailed
)

// Sides of a review (reviews.author_side).
const (
	SideVolunteer = "volunteer"
	SideCompany   = "company"
)

// CronJob publishes the reviews of engagements completed PublishAfter ago.
const CronJob = "voluntechPublishReviews"

// Register binds the review routes and the publishing job.
func Register(app core.App) {
	app.Cron().MustAdd(CronJob, "23 * * * *", func() {
		if _, err := PublishDue(app, time.Now()); err != nil {
			app.Logger().Error("publishing the waiting reviews failed", "error", err)
		}
	})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.POST("/api/engagements/{id}/review", submit).Bind(auth.RequireUser())
		r := se.Router.Group("/api/reviews")
		r.POST("/{id}/reply", reply).Bind(auth.RequireUser())
		r.POST("/{id}/report", report).Bind(auth.RequireUser())
		se.Router.GET("/api/companies/{username}/reviews", companyReviews)
		se.Router.GET("/api/volunteers/{username}/reviews", volunteerReviews)
		s := se.Router.Group("/api/system/reviews")
		s.Bind(auth.RequireRole(auth.RoleSuperadmin))
		s.GET("", listReported)
		s.POST("/{id}/hide", hide)
		s.POST("/{id}/restore", restore)
		return se.Next()
	})
}

// sideOf is the side the signed-in user u takes on eng ("" for neither).
func sideOf(u *core.Record, eng *core.Record) string {
	switch {
	case u.GetString("role") == auth.RoleVolunteer && eng.GetString("volunteer") == u.Id:
		return SideVolunteer
	case auth.InCompany(u, eng.GetString("company")):
		return SideCompany
	}
	return ""
}

// other is the side that did not write a review of side.
func other(side string) string {
	if side == SideVolunteer {
		return SideCompany
	}
	return SideVolunteer
}

// visible reports whether the public may read r.
func visible(r *core.Record) bool {
	return r.GetBool("published") && !r.GetBool("hidden")
}
