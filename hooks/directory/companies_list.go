package directory

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
	"voluntech/hooks/formx"
)

// Sorts and filters of the company list.
var (
	companySorts  = []string{"relevance", "newest", "oldest", "opportunities"}
	companyFacets = []string{"category", "country", "tags"}
)

// CompanyCard is a company in the public list: public fields only.
type CompanyCard struct {
	Username    string   `json:"username"`
	CompanyName string   `json:"company_name"`
	Logo        string   `json:"logo"`
	City        string   `json:"city"`
	Country     *Named   `json:"country"`
	Tags        []string `json:"tags"`
	Category    *Named   `json:"category"`
	// Opportunities is the number of open opportunities.
	Opportunities int `json:"opportunities"`
}

type companyRow struct {
	Rid           int64  `db:"rid"`
	Username      string `db:"username"`
	CompanyName   string `db:"company_name"`
	Logo          string `db:"logo"`
	City          string `db:"city"`
	Country       string `db:"country"`
	Tags          string `db:"tags"`
	Category      string `db:"category"`
	Opportunities int    `db:"opportunities"`
}

// companyOrder maps a sort to the store's order.
var companyOrder = map[string]string{"relevance": "ranked", "newest": "newest", "oldest": "oldest", "opportunities": "rank"}

const companyColumns = "rid, username, company_name, logo, city, country, tags, category, opportunities"

// listCompanies answers GET /api/directory/companies: companies that
// finished onboarding, matching q and the filters, sorted by relevance (the
// FTS5 rank while searching, else newest), newest, oldest or most open
// opportunities.
func (d *dir) listCompanies(e *core.RequestEvent) error {
	p := parseList(e.Request.URL.Query(), companySorts, companyFacets)
	order := companyOrder[p.Sort]
	if order == "ranked" && len(p.Terms) == 0 {
		order = "newest" // relevance without a search
	}
	s, rids, err := d.run(e.App, d.companies, p, order)
	if err != nil {
		return formx.Failed(e, "", "reading the company list failed", err)
	}
	rows, err := cards(e.App, dirindex.Companies, companyColumns, rids, func(r companyRow) int64 { return r.Rid })
	if err != nil {
		return formx.Failed(e, "", "reading company cards failed", err)
	}
	items := make([]CompanyCard, 0, len(rows))
	for _, r := range rows {
		items = append(items, CompanyCard{
			Username: r.Username, CompanyName: r.CompanyName, Logo: r.Logo, City: r.City,
			Country: s.named(r.Country), Tags: storedTags(r.Tags), Category: s.named(r.Category),
			Opportunities: r.Opportunities,
		})
	}
	return e.JSON(http.StatusOK, newPage(p, s, items))
}
