package reviews

import (
	"math"
	"net/http"
	"strconv"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// PerPage is the page size of a profile's reviews.
const PerPage = 10

// PublicReview is one published review as a profile page shows it.
type PublicReview struct {
	ID               string `db:"id" json:"id"`
	Rating           int    `db:"rating" json:"rating"`
	Text             string `db:"text" json:"text"`
	AuthorName       string `db:"author_name" json:"author_name"`
	AuthorUsername   string `db:"author_username" json:"author_username"`
	OpportunityTitle string `db:"opportunity_title" json:"opportunity_title"`
	PublishedAt      string `db:"published_at" json:"published_at"`
	Reply            string `db:"reply" json:"reply"`
	RepliedAt        string `db:"replied_at" json:"replied_at"`
}

// companyReviews answers GET /api/companies/{username}/reviews?page=: the
// published, visible reviews volunteers wrote about the company, newest
// first, with their average and count. Public; 404 for no such company.
func companyReviews(e *core.RequestEvent) error {
	return profileReviews(e, "company", SideVolunteer, "company", "volunteer_name", "volunteer")
}

// volunteerReviews is companyReviews for the reviews companies wrote about
// the volunteer {username}.
func volunteerReviews(e *core.RequestEvent) error {
	return profileReviews(e, "volunteer", SideCompany, "volunteer", "company_name", "company")
}

// profileReviews lists the reviews written by side about the user of role
// named in the path: subjectField holds the reviewed user, nameField and
// authorField the writer's copied name and account.
func profileReviews(e *core.RequestEvent, role, side, subjectField, nameField, authorField string) error {
	var subject string
	err := e.App.DB().Select("id").From("users").
		Where(dbx.NewExp("username = {:u} COLLATE NOCASE AND role = {:role} AND team = '' AND suspended = FALSE",
			dbx.Params{"u": e.Request.PathValue("username"), "role": role})).
		Row(&subject)
	if err != nil || subject == "" {
		return e.NotFoundError(MsgNoProfile, nil)
	}
	page := 1
	if p := e.Request.URL.Query().Get("page"); p != "" {
		if n, err := strconv.Atoi(p); err == nil && n >= 1 && n <= 10000 {
			page = n
		}
	}
	where := dbx.NewExp("r."+subjectField+" = {:s} AND r.author_side = {:side} AND r.published = TRUE AND r.hidden = FALSE",
		dbx.Params{"s": subject, "side": side})
	var sum struct {
		Count   int     `db:"n"`
		Average float64 `db:"average"`
	}
	if err := e.App.DB().Select("COUNT(*) AS n", "COALESCE(AVG(r.rating), 0) AS average").
		From("reviews r").Where(where).One(&sum); err != nil {
		return formx.Failed(e, "The reviews could not be loaded.", "counting reviews failed", err)
	}
	items := []PublicReview{}
	err = e.App.DB().Select("r.id", "r.rating", "r.text", "r."+nameField+" AS author_name",
		"COALESCE(u.username, '') AS author_username", "r.opportunity_title", "r.published_at", "r.reply", "r.replied_at").
		From("reviews r").LeftJoin("users u", dbx.NewExp("u.id = r."+authorField)).
		Where(where).OrderBy("r.published_at DESC", "r.id DESC").
		Limit(PerPage).Offset(int64((page - 1) * PerPage)).All(&items)
	if err != nil {
		return formx.Failed(e, "The reviews could not be loaded.", "listing reviews failed", err)
	}
	return e.JSON(http.StatusOK, map[string]any{
		"subject": subject, "count": sum.Count, "average": math.Round(sum.Average*10) / 10,
		"page": page, "perPage": PerPage, "totalPages": (sum.Count + PerPage - 1) / PerPage, "items": items,
	})
}
