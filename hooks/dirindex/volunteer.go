package dirindex

import (
	"database/sql"
	"encoding/json"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/formx"
)

// Volunteer is what the directory keeps of a listed volunteer: the card,
// the filter values and the searched text. The seed command builds it
// directly; LoadVolunteer reads it from the records.
type Volunteer struct {
	UserID, ProfileID             string
	Created                       int64 // unix ms of users.created
	Username, FirstName, LastName string
	PhotoFile, City               string
	Category, Country             string
	Available                     bool
	Tags, Skills, Languages       []string
	About                         string
	Experience                    []string // roles and companies
}

// Doc is the directory entry of v.
func (v *Volunteer) Doc() *Doc {
	tags := uniqueValues(v.Tags)
	tagsJSON, _ := json.Marshal(tags)
	photo := formx.StoredFileURL("volunteer_profiles", v.ProfileID, v.PhotoFile)
	available := 0
	if v.Available {
		available = 1
	}
	return &Doc{
		UserID:  v.UserID,
		Created: v.Created,
		Rank:    available,
		Single:  map[string]string{"category": v.Category, "country": v.Country},
		Multi:   map[string][]string{"skills": v.Skills, "tags": tags, "language": v.Languages},
		Columns: []any{v.Username, v.FirstName, v.LastName, photo, v.City, string(tagsJSON)},
		Text: []string{
			strings.TrimSpace(v.FirstName + " " + v.LastName), v.Username, strings.Join(tags, " "),
			strings.Join(v.Skills, " "), v.City, v.About, strings.Join(v.Experience, " "),
		},
	}
}

// LoadVolunteer reads the directory entry of the user through ex; nil when
// the user is not a listed volunteer (not a volunteer, no profile, wizard
// not finished, suspended, or gone).
func LoadVolunteer(db dbx.Builder, userID string) (*Volunteer, error) {
	v := &Volunteer{UserID: userID}
	var a account
	var tags, languages string
	err := query(db, `SELECT u.username, u.first_name, u.last_name, u.role, u.country, u.category, u.profile_step, u.created,
			p.id, p.city, COALESCE(p.tags, '[]'), p.languages, p.about, p.available, p.photo
		FROM users u JOIN volunteer_profiles p ON p.user = u.id WHERE u.id = ?`, userID).Row(
		&v.Username, &v.FirstName, &v.LastName, &a.role, &v.Country, &v.Category, &a.step, &a.created,
		&v.ProfileID, &v.City, &tags, &languages, &v.About, &v.Available, &v.PhotoFile)
	if ok, err := a.listed(db, userID, err, "volunteer", VolunteerListedStep); !ok {
		return nil, err
	}
	v.Created = CreatedMs(a.created)
	v.Tags = jsonStrings(tags)
	v.Languages = jsonStrings(languages)
	if v.Skills, err = column(db, `SELECT name FROM skills WHERE profile = ? ORDER BY sort, created`, v.ProfileID); err != nil {
		return nil, err
	}
	rows, err := query(db, `SELECT role, company FROM experiences WHERE profile = ? ORDER BY sort, created`, v.ProfileID).Rows()
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var role, company string
		if err := rows.Scan(&role, &company); err != nil {
			return nil, err
		}
		v.Experience = append(v.Experience, strings.TrimSpace(role+" "+company))
	}
	return v, rows.Err()
}

// column reads the one-column answer of query.
func column(db dbx.Builder, sql string, args ...any) ([]string, error) {
	var out []string
	err := query(db, sql, args...).Column(&out)
	return out, err
}

// jsonStrings reads a stored JSON list of strings; anything else is none.
func jsonStrings(raw string) []string {
	var out []string
	if err := json.Unmarshal([]byte(raw), &out); err != nil {
		return nil
	}
	return out
}

// Suspended reports whether a superadmin suspended the account: it leaves
// every public list until restored. A user who is gone is not.
func Suspended(db dbx.Builder, userID string) (bool, error) {
	var suspended bool
	err := query(db, `SELECT suspended FROM users WHERE id = ?`, userID).Row(&suspended)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return suspended, err
}
