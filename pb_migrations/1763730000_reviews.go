package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
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
		c := core.NewBaseCollection("reviews", "pbc_reviews00001")
		// Every write goes through hooks/reviews (nil write rules).
		c.ListRule = types.Pointer(reviewRead)
		c.ViewRule = types.Pointer(reviewRead)
		c.Fields.Add(
			&core.RelationField{Name: "engagement", Required: true, CollectionId: eng.Id, MaxSelect: 1, CascadeDelete: true},
			&core.SelectField{Name: "author_side", Required: true, MaxSelect: 1, Values: ReviewSides},
			// The team member who wrote a company's review (kept for the
			// record; the review speaks for the company).
			&core.RelationField{Name: "author", CollectionId: "_pb_users_auth_", MaxSelect: 1},
			// Copied from the engagement so the rules need no join.
			&core.RelationField{Name: "volunteer", Required: true, CollectionId: "_pb_users_auth_", MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "company", CollectionId: "_pb_users_auth_", MaxSelect: 1},
			&core.TextField{Name: "volunteer_name", Max: 200},
			&core.TextField{Name: "company_name", Max: 200},
			&core.TextField{Name: "opportunity_title", Max: OpportunityTitleMax},
			&core.NumberField{Name: "rating", Required: true, OnlyInt: true, Min: floatPtr(1), Max: floatPtr(5)},
			&core.TextField{Name: "text", Max: ReviewTextMax},
			&core.BoolField{Name: "published"},
			&core.DateField{Name: "published_at"},
			&core.TextField{Name: "reply", Max: ReviewReplyMax},
			&core.DateField{Name: "replied_at"},
			&core.RelationField{Name: "replied_by", CollectionId: "_pb_users_auth_", MaxSelect: 1},
			&core.BoolField{Name: "hidden"},
			&core.DateField{Name: "hidden_at"},
			&core.NumberField{Name: "open_reports", OnlyInt: true, Min: floatPtr(0)},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		c.AddIndex("idx_reviews_engagement_side", true, "engagement, author_side", "")
		c.AddIndex("idx_reviews_company", false, "company, author_side, published, hidden", "")
		c.AddIndex("idx_reviews_volunteer", false, "volunteer, author_side, published, hidden", "")
		c.AddIndex("idx_reviews_unpublished", false, "published, created", "")
		if err := app.Save(c); err != nil {
			return err
		}

		r := core.NewBaseCollection("review_reports", "pbc_reviewreport")
		// No client rules: created by POST /api/reviews/{id}/report, read
		// and closed through the superadmin routes.
		r.Fields.Add(
			&core.RelationField{Name: "review", Required: true, CollectionId: c.Id, MaxSelect: 1, CascadeDelete: true},
			&core.RelationField{Name: "reporter", CollectionId: "_pb_users_auth_", MaxSelect: 1},
			&core.TextField{Name: "reason", Required: true, Max: ReviewReasonMax},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: ReviewReportStatuses},
			&core.RelationField{Name: "resolved_by", CollectionId: "_pb_users_auth_", MaxSelect: 1},
			&core.DateField{Name: "resolved_at"},
			&core.AutodateField{Name: "created", OnCreate: true},
			&core.AutodateField{Name: "updated", OnCreate: true, OnUpdate: true},
		)
		r.AddIndex("idx_review_reports_reporter", true, "review, reporter", "reporter != ''")
		r.AddIndex("idx_review_reports_status", false, "status, created", "")
		if err := app.Save(r); err != nil {
			return err
		}

		s := app.Settings()
		s.RateLimits.Rules = append(s.RateLimits.Rules, ReviewRateLimits...)
		return app.Save(s)
	}, func(app core.App) error {
		for _, name := range []string{"review_reports", "reviews"} {
			if err := deleteCollection(name)(app); err != nil {
				return err
			}
		}
		return nil
	})
}
