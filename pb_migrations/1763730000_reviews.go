package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Limits of reviews.
const (
	ReviewTextMax   = 1000
	ReviewReplyMax  = 1000
	ReviewReasonMax = 500
)

// ReviewSides: who wrote a review; the other side is the one reviewed.
var ReviewSides = []string{"volunteer", "company"}

// ReviewReportStatuses: open until a superadmin hides the review or
// dismisses the report (by restoring the review).
var ReviewReportStatuses = []string{"open", "hidden", "dismissed"}

// ReviewRateLimits bound replying and reporting per client IP (writing a
// review is under the engagement routes' limit).
var ReviewRateLimits = []core.RateLimitRule{
	{Label: "POST /api/reviews/", MaxRequests: 30, Duration: 60},
}

// reviewRead: a published review nobody hid is public (the profile pages
// show it); before that only the side that wrote it reads it, so the
// reviewed side cannot see it (records API and realtime alike) until both
// publish together. Superadmins read every review (the reports queue).
var reviewRead = `(published = true && hidden = false) || ` +
	`(author_side = "volunteer" && @request.auth.id != "" && volunteer = @request.auth.id) || ` +
	`(author_side = "company" && ` + OwnedByTeam("company") + `) || ` + superadminRule

func init() {
	m.Register(func(app core.App) error {
		eng, err := app.FindCollectionByNameOrId("engagements")
		if err != nil {
			return err
		}
		c := newCollection("reviews", "pbc_reviews00001",
			belongsTo("engagement", eng.Id),
			&core.SelectField{Name: "author_side", Required: true, MaxSelect: 1, Values: ReviewSides},
			// The team member who wrote a company's review (kept for the
			// record; the review speaks for the company).
			refersTo("author", usersID),
			// Copied from the engagement so the rules need no join.
			belongsTo("volunteer", usersID),
			refersTo("company", usersID),
			&core.TextField{Name: "volunteer_name", Max: 200},
			&core.TextField{Name: "company_name", Max: 200},
			&core.TextField{Name: "opportunity_title", Max: OpportunityTitleMax},
			&core.NumberField{Name: "rating", Required: true, OnlyInt: true, Min: floatPtr(1), Max: floatPtr(5)},
			&core.TextField{Name: "text", Max: ReviewTextMax},
			&core.BoolField{Name: "published"},
			&core.DateField{Name: "published_at"},
			&core.TextField{Name: "reply", Max: ReviewReplyMax},
			&core.DateField{Name: "replied_at"},
			refersTo("replied_by", usersID),
			&core.BoolField{Name: "hidden"},
			&core.DateField{Name: "hidden_at"},
			&core.NumberField{Name: "open_reports", OnlyInt: true, Min: floatPtr(0)},
		)
		// Every write goes through hooks/reviews (nil write rules).
		setReadRule(c, reviewRead)
		c.AddIndex("idx_reviews_engagement_side", true, "engagement, author_side", "")
		c.AddIndex("idx_reviews_company", false, "company, author_side, published, hidden", "")
		c.AddIndex("idx_reviews_volunteer", false, "volunteer, author_side, published, hidden", "")
		c.AddIndex("idx_reviews_unpublished", false, "published, created", "")
		if err := app.Save(c); err != nil {
			return err
		}

		// No client rules: created by POST /api/reviews/{id}/report, read
		// and closed through the superadmin routes.
		r := newCollection("review_reports", "pbc_reviewreport",
			belongsTo("review", c.Id),
			refersTo("reporter", usersID),
			&core.TextField{Name: "reason", Required: true, Max: ReviewReasonMax},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: ReviewReportStatuses},
			refersTo("resolved_by", usersID),
			&core.DateField{Name: "resolved_at"},
		)
		r.AddIndex("idx_review_reports_reporter", true, "review, reporter", "reporter != ''")
		r.AddIndex("idx_review_reports_status", false, "status, created", "")
		if err := app.Save(r); err != nil {
			return err
		}

		return addRateLimits(ReviewRateLimits)(app)
	}, dropCollections("review_reports", "reviews"))
}
