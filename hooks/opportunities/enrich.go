package opportunities

import (
	"strings"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/responses"
)

// cardFacts is what every reader's card of an opportunity shows besides
// the record: the company's public name, username and logo, the names of
// the category and country, and the company's response time (nil while it
// is too new to tell).
type cardFacts struct {
	username, name, logo, category, country string
	response                                *responses.Public
	// For the signed-in volunteer named by reader, read with the list:
	// their application ("id stage", or "") and favourite's id ("").
	reader, application, favorite string
}

// set adds the facts to r's exported fields.
func (f *cardFacts) set(r *core.Record) {
	r.Set("company_name", f.name)
	r.Set("company_username", f.username)
	r.Set("company_logo", f.logo)
	r.Set("category_name", f.category)
	r.Set("country_name", f.country)
	r.Set("company_response", f.response)
}

// factsOfAll reads the card facts of opportunities in two queries (their
// companies with their profiles and response times, and the names of
// their categories and countries), for a list or a single one; a missing
// company or lookup leaves its fields empty.
func factsOfAll(app core.App, records []*core.Record) (map[*core.Record]cardFacts, error) {
	companies, lookups := make([]any, 0, len(records)), make([]any, 0, 2*len(records))
	for _, r := range records {
		companies = append(companies, r.GetString("company"))
		lookups = append(lookups, r.GetString("category"), r.GetString("country"))
	}
	var rows []struct {
		ID        string `db:"id"`
		Username  string `db:"username"`
		ProfileID string `db:"profile"`
		Name      string `db:"name"`
		Logo      string `db:"logo"`
		Median    int64  `db:"median"`
		Sample    int64  `db:"sample"`
	}
	err := app.DB().Select("u.id", "u.username", "COALESCE(p.id, '') AS profile", "COALESCE(p.company_name, '') AS name",
		"COALESCE(p.logo, '') AS logo", "COALESCE(t.median_seconds, 0) AS median", "COALESCE(t.sample, 0) AS sample").
		From("users u").
		LeftJoin("company_profiles p", dbx.NewExp("p.user = u.id")).
		LeftJoin("company_response_times t", dbx.NewExp("t.company = u.id")).
		Where(dbx.In("u.id", companies...)).All(&rows)
	if err != nil {
		return nil, err
	}
	byCompany := make(map[string]cardFacts, len(rows))
	for _, row := range rows {
		if _, seen := byCompany[row.ID]; seen {
			continue // one profile a company (a unique index)
		}
		name := row.Name
		if name == "" {
			name = row.Username // the profile's name, else the account's
		}
		byCompany[row.ID] = cardFacts{
			username: row.Username, name: name, logo: formx.StoredFileURL("company_profiles", row.ProfileID, row.Logo),
			response: responses.FromStored(row.Median, row.Sample),
		}
	}
	var names []struct {
		ID   string `db:"id"`
		Name string `db:"name"`
	}
	if err := app.DB().Select("id", "name").From("lookups").Where(dbx.In("id", lookups...)).All(&names); err != nil {
		return nil, err
	}
	lookupNames := make(map[string]string, len(names))
	for _, n := range names {
		lookupNames[n.ID] = n.Name
	}
	facts := make(map[*core.Record]cardFacts, len(records))
	for _, r := range records {
		f := byCompany[r.GetString("company")]
		f.category, f.country = lookupNames[r.GetString("category")], lookupNames[r.GetString("country")]
		facts[r] = f
	}
	return facts, nil
}

// prefilled holds the card facts a list read in bulk for its records
// (*core.Record → cardFacts), for enrichOpportunity to take instead of
// reading them for each record.
var prefilled sync.Map

// prefill reads the facts of records in bulk for their enrichment, and a
// signed-in volunteer viewer's applications and favourites among them;
// the returned func forgets them (call it once the records are enriched).
// On a failed read each record reads its own.
func prefill(app core.App, records []*core.Record, viewer *core.Record) func() {
	facts, err := factsOfAll(app, records)
	if err == nil && isUser(viewer, auth.RoleVolunteer) {
		err = readersOfAll(app, records, viewer.Id, facts)
	}
	if err != nil {
		app.Logger().Warn("reading the opportunities' cards failed", "error", err)
		return func() {}
	}
	for r, f := range facts {
		prefilled.Store(r, f)
	}
	return func() {
		for r := range facts {
			prefilled.Delete(r)
		}
	}
}

// readersOfAll adds to facts the volunteer's application and favourite of
// each record, in two queries for a list or a single one (a list asked
// one query a card before: 12 to 50 for a volunteer's search page or
// recommendations).
func readersOfAll(app core.App, records []*core.Record, volunteer string, facts map[*core.Record]cardFacts) error {
	ids := make([]any, len(records))
	for i, r := range records {
		ids[i] = r.Id
	}
	var rows []struct {
		Opportunity string `db:"opportunity"`
		Value       string `db:"value"`
	}
	applications, favorites := map[string]string{}, map[string]string{}
	for _, q := range []struct {
		table, value, owner string
		to                  map[string]string
	}{
		{"applications", "(id || ' ' || stage) AS value", "volunteer", applications},
		{"favorites", "id AS value", "user", favorites},
	} {
		rows = rows[:0]
		err := app.DB().Select("opportunity", q.value).From(q.table).Where(dbx.HashExp{q.owner: volunteer}).
			AndWhere(dbx.In("opportunity", ids...)).OrderBy("rowid").All(&rows)
		if err != nil {
			return err
		}
		for _, r := range rows {
			if _, seen := q.to[r.Opportunity]; !seen {
				q.to[r.Opportunity] = r.Value
			}
		}
	}
	for r, f := range facts {
		f.reader, f.application, f.favorite = volunteer, applications[r.Id], favorites[r.Id]
		facts[r] = f
	}
	return nil
}

// EnrichList enriches a list of opportunities as apis.EnrichRecords does,
// reading their card facts in bulk (two queries for the list instead of
// two for each card, and two more for a volunteer's own facts).
func EnrichList(e *core.RequestEvent, items []*core.Record) error {
	defer prefill(e.App, items, e.Auth)()
	return apis.EnrichRecords(e, items)
}

// enrichOpportunity adds the card facts (cardFacts) for every reader; for
// a signed-in volunteer also their application ({id, stage} or null) and
// their favourite's id (""); for the company's team who posted and edited
// it (enrichEditors).
func enrichOpportunity(e *core.RecordEnrichEvent) error {
	r := e.Record
	r.WithCustomData(true)
	var f cardFacts
	if v, ok := prefilled.LoadAndDelete(r); ok {
		f = v.(cardFacts)
	} else if facts, err := factsOfAll(e.App, []*core.Record{r}); err == nil {
		f = facts[r]
	} else {
		e.App.Logger().Warn("enriching an opportunity failed", "id", r.Id, "error", err)
	}
	f.set(r)
	// The promise on the opportunity page: an answer within this many days.
	r.Set("answer_within_days", responses.NoResponseDays(e.App))

	enrichEditors(e.App, r, authOf(e))

	if viewer := authOf(e); isUser(viewer, auth.RoleVolunteer) {
		if f.reader != viewer.Id { // not read with a list
			own := map[*core.Record]cardFacts{r: f}
			if err := readersOfAll(e.App, []*core.Record{r}, viewer.Id, own); err != nil {
				e.App.Logger().Warn("enriching an opportunity failed", "id", r.Id, "error", err)
			}
			f = own[r]
		}
		if id, stage, ok := strings.Cut(f.application, " "); ok {
			r.Set("application", map[string]string{"id": id, "stage": stage})
		} else {
			r.Set("application", nil)
		}
		r.Set("favorite", f.favorite)
	}
	return e.Next()
}

// Applicant is what the company learns of a volunteer who applied.
type Applicant struct {
	ID          string   `json:"id"`
	Username    string   `json:"username"`
	Name        string   `json:"name"`
	City        string   `json:"city"`
	CountryName string   `json:"country_name"`
	Photo       string   `json:"photo"`
	Skills      []string `json:"skills"`
}

// enrichApplication adds the current status of the opportunity ("deleted"
// once it is gone) and, for the company, a superadmin and the volunteer
// themself, the applicant's public profile summary.
func enrichApplication(e *core.RecordEnrichEvent) error {
	r := e.Record
	r.WithCustomData(true)
	viewer := authOf(e)
	if viewer == nil {
		return e.Next()
	}
	status := "deleted"
	if id := r.GetString("opportunity"); id != "" {
		_ = e.App.DB().NewQuery(`SELECT status FROM opportunities WHERE id = {:id}`).
			Bind(dbx.Params{"id": id}).Row(&status)
	}
	r.Set("opportunity_status", status)
	// When it closes as "No response" if the company does not act first.
	if at, waiting := responses.ClosesAt(r, responses.NoResponseDays(e.App)); waiting {
		r.Set("closes_at", at)
	} else {
		r.Set("closes_at", "")
	}

	privileged := seesTeamActors(viewer, r.GetString("company")) || viewer.Id == r.GetString("volunteer")
	if privileged {
		r.Set("applicant", applicantOf(e.App, r.GetString("volunteer")))
	}
	enrichMoves(e.App, r, viewer)
	return e.Next()
}

// applicantOf reads the volunteer's summary (nil when the user is gone).
func applicantOf(app core.App, userID string) *Applicant {
	a := &Applicant{Skills: []string{}}
	var first, last, profileID, photo string
	err := app.DB().NewQuery(`SELECT u.id, u.username, u.first_name, u.last_name, COALESCE(p.id, ''),
			COALESCE(p.city, ''), COALESCE(p.photo, ''), COALESCE(l.name, '')
		FROM users u LEFT JOIN volunteer_profiles p ON p.user = u.id LEFT JOIN lookups l ON l.id = u.country
		WHERE u.id = {:id} LIMIT 1`).
		Bind(dbx.Params{"id": userID}).Row(&a.ID, &a.Username, &first, &last, &profileID, &a.City, &photo, &a.CountryName)
	if err != nil {
		return nil
	}
	a.Name = strings.TrimSpace(first + " " + last)
	if profileID == "" {
		return a
	}
	a.Photo = formx.StoredFileURL("volunteer_profiles", profileID, photo)
	_ = app.DB().NewQuery(`SELECT name FROM skills WHERE profile = {:p} ORDER BY sort, created`).
		Bind(dbx.Params{"p": profileID}).Column(&a.Skills)
	if a.Skills == nil {
		a.Skills = []string{}
	}
	return a
}

// authOf is the signed-in record of the request being answered (nil for a
// guest or outside a request).
func authOf(e *core.RecordEnrichEvent) *core.Record {
	if e.RequestInfo == nil {
		return nil
	}
	return e.RequestInfo.Auth
}
