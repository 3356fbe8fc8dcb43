package directory

import (
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
	"voluntech/hooks/opportunities"
)

// CompanyShowcase is what the public company page shows besides the
// profile: its figures, its photos and, when the company chose to show it,
// a contact email.
type CompanyShowcase struct {
	Stats   CompanyStats      `json:"stats"`
	Gallery []companies.Photo `json:"gallery"`
	// ContactEmail is "" unless the company opted in to show it.
	ContactEmail string `json:"contact_email"`
}

// CompanyStats are counted from the records, never stored: opportunities
// the company published (every status but draft), the distinct volunteers
// it engaged (an engagement starts with an accepted application) and the
// hours its team approved.
type CompanyStats struct {
	OpportunitiesPosted int     `json:"opportunities_posted"`
	Volunteers          int     `json:"volunteers"`
	Hours               float64 `json:"hours"`
}

// companyShowcase reads the showcase of the company user with profile.
func companyShowcase(app core.App, user, profile *core.Record) (CompanyShowcase, error) {
	var s CompanyShowcase
	err := app.DB().NewQuery(`SELECT
			(SELECT COUNT(*) FROM opportunities WHERE company = {:c} AND status != 'draft'),
			(SELECT COUNT(DISTINCT volunteer) FROM engagements WHERE company = {:c}),
			(SELECT COALESCE(SUM(hours), 0) FROM hour_entries WHERE company = {:c} AND status = 'approved')`).
		Bind(dbx.Params{"c": user.Id}).Row(&s.Stats.OpportunitiesPosted, &s.Stats.Volunteers, &s.Stats.Hours)
	if err != nil {
		return s, err
	}
	if s.Gallery, err = companies.FindGallery(app, user.Id); err != nil {
		return s, err
	}
	if profile.GetBool("show_contact_email") {
		s.ContactEmail = profile.GetString("contact_email")
	}
	return s, nil
}

// CompanyOpportunitiesPerPage is the page size of a company's open
// opportunities on its public page.
const CompanyOpportunitiesPerPage = 6

// getCompanyOpportunities answers GET
// /api/directory/companies/{username}/opportunities?page=N: the public
// company's open, unexpired opportunities, newest first, as the records API
// lists them ({page, perPage, totalItems, totalPages, items}, each item
// enriched for the viewer as the opportunity cards expect).
func getCompanyOpportunities(e *core.RequestEvent) error {
	user, _, ok := findPublicCompany(e.App, e.Request.PathValue("username"))
	if !ok {
		return e.NotFoundError(MsgNoCompany, nil)
	}
	page := 1
	if n, err := strconv.Atoi(e.Request.URL.Query().Get("page")); err == nil && n > 1 && n <= 10_000 {
		page = n
	}
	per := CompanyOpportunitiesPerPage
	filter := "company = {:c} && status = 'open' && (expires_at = '' || expires_at > {:now})"
	params := dbx.Params{"c": user.Id, "now": time.Now().UTC().Format("2006-01-02 15:04:05.000Z")}
	total, err := e.App.CountRecords("opportunities", dbx.NewExp(
		"company = {:c} AND status = 'open' AND (expires_at = '' OR expires_at > {:now})", params))
	if err != nil {
		return formx.Failed(e, "", "counting a company's opportunities failed", err, "company", user.Id)
	}
	items, err := e.App.FindRecordsByFilter("opportunities", filter, "-created,-id", per, (page-1)*per, params)
	if err != nil {
		return formx.Failed(e, "", "listing a company's opportunities failed", err, "company", user.Id)
	}
	if err := opportunities.EnrichList(e, items); err != nil {
		return formx.Failed(e, "", "enriching a company's opportunities failed", err, "company", user.Id)
	}
	return e.JSON(http.StatusOK, map[string]any{
		"page": page, "perPage": per, "totalItems": total,
		"totalPages": (int(total) + per - 1) / per, "items": items,
	})
}
