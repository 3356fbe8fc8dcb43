package dirindex

import (
	"encoding/json"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
)

// Company is what the directory keeps of a listed company.
type Company struct {
	UserID, ProfileID     string
	Created               int64 // unix ms of users.created
	Username, CompanyName string
	LogoFile, City        string
	Category, Country     string
	Tags                  []string
	Description           string
	// Opportunities is the number of open, unexpired opportunities when
	// the entry was last written (an expiry alone does not rewrite it).
	Opportunities int
}

// Doc is the directory entry of c.
func (c *Company) Doc() *Doc {
	tags := uniqueValues(c.Tags)
	tagsJSON, _ := json.Marshal(tags)
	logo := formx.StoredFileURL("company_profiles", c.ProfileID, c.LogoFile)
	return &Doc{
		UserID:  c.UserID,
		Created: c.Created,
		Rank:    c.Opportunities,
		Single:  map[string]string{"category": c.Category, "country": c.Country},
		Multi:   map[string][]string{"tags": tags},
		Columns: []any{c.Username, c.CompanyName, logo, c.City, string(tagsJSON)},
		Text:    []string{c.CompanyName, strings.Join(tags, " "), c.City, c.Description},
	}
}

// LoadCompany reads the directory entry of the user through ex; nil when
// the user is not a company that finished onboarding, or is suspended (a
// company is its owner's account: suspending the owner hides the company).
func LoadCompany(db dbx.Builder, userID string) (*Company, error) {
	c := &Company{UserID: userID}
	var a account
	var tags string
	err := query(db, `SELECT u.username, u.role, u.country, u.category, u.created,
			p.id, p.company_name, p.city, COALESCE(p.tags, '[]'), p.logo, p.description, u.profile_step
		FROM users u JOIN company_profiles p ON p.user = u.id WHERE u.id = ?`, userID).Row(
		&c.Username, &a.role, &c.Country, &c.Category, &a.created,
		&c.ProfileID, &c.CompanyName, &c.City, &tags, &c.LogoFile, &c.Description, &a.step)
	if ok, err := a.listed(db, userID, err, "company", CompanyListedStep); !ok {
		return nil, err
	}
	c.Created = CreatedMs(a.created)
	c.Tags = jsonStrings(tags)
	c.Opportunities, err = openOpportunities(db, userID)
	return c, err
}

// openOpportunities counts the company's open, unexpired opportunities.
func openOpportunities(db dbx.Builder, userID string) (int, error) {
	var n int
	err := query(db, `SELECT COUNT(*) FROM opportunities WHERE company = ? AND status = 'open' AND expires_at > ?`,
		userID, types.NowDateTime().String()).Row(&n)
	return n, err
}
