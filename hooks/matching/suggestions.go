package matching

import (
	"encoding/json"
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/directory"
	"voluntech/hooks/formx"
	"voluntech/hooks/opportunities"
)

// Named is a lookup as a card shows it.
type Named = directory.Named

// SuggestedVolunteer is a volunteer card (the directory's public fields)
// with the reasons of the suggestion.
type SuggestedVolunteer struct {
	directory.VolunteerCardFields
	Reasons []string `json:"reasons"`
}

// OpportunityOf reads what the score needs of an opportunity record.
func OpportunityOf(app core.App, r *core.Record) Opportunity {
	o := Opportunity{ID: r.Id, Company: r.GetString("company"), Skills: r.GetStringSlice("skills"),
		Category: r.GetString("category"), Country: r.GetString("country"), Remote: r.GetBool("remote"),
		HoursPerDay: r.GetInt("hours_per_day"), Months: r.GetInt("duration_months"), Created: r.GetString("created")}
	o.CategoryName, o.CountryName = lookupName(app, o.Category), lookupName(app, o.Country)
	return o
}

// Suggest ranks the opportunity's candidate volunteers, best first.
func Suggest(app core.App, src Source, o Opportunity, syn Synonyms) ([]Volunteer, []Match, error) {
	cands, err := src.VolunteersFor(app, o, syn)
	if err != nil {
		return nil, nil, err
	}
	items := make([]ranked[Volunteer], 0, len(cands))
	for _, v := range cands {
		items = append(items, ranked[Volunteer]{item: v, match: Score(v, o, syn), id: v.ID})
	}
	items = rank(items)
	vols, matches := make([]Volunteer, len(items)), make([]Match, len(items))
	for i, r := range items {
		vols[i], matches[i] = r.item, r.match
	}
	return vols, matches, nil
}

// suggestions answers GET /api/company/opportunities/{id}/suggestions?page=
// &perPage= (a verified member of the opportunity's company): {page,
// perPage, totalItems, items: [volunteer card + reasons]}. 404 for an
// opportunity of another company or none; a closed or expired one has no
// suggestions.
func (s *service) suggestions(e *core.RequestEvent) error {
	opp, err := e.App.FindRecordById("opportunities", e.Request.PathValue("id"))
	if err != nil || !auth.InCompany(e.Auth, opp.GetString("company")) {
		return e.NotFoundError(MsgOppNotFound, nil)
	}
	page, perPage, err := paging(e)
	if err != nil {
		return err
	}
	out := map[string]any{"page": page, "perPage": perPage, "totalItems": 0, "items": []SuggestedVolunteer{}}
	if opp.GetString("status") != opportunities.StatusOpen || !opp.GetDateTime("expires_at").After(types.NowDateTime()) {
		return e.JSON(http.StatusOK, out)
	}
	syn, err := s.syn.get(e.App)
	if err != nil {
		return formx.Failed(e, MsgSuggestFailed, "reading the skill synonyms failed", err)
	}
	o := OpportunityOf(e.App, opp)
	vols, _, err := Suggest(e.App, s.src(), o, syn)
	if err != nil {
		return formx.Failed(e, MsgSuggestFailed, "finding suggested volunteers failed", err, "opportunity", opp.Id)
	}
	from, to := window(len(vols), page, perPage)
	cards, err := volunteerCards(e.App, vols[from:to])
	if err != nil {
		return formx.Failed(e, MsgSuggestFailed, "loading suggested volunteers failed", err, "opportunity", opp.Id)
	}
	if err := OwnSpelling(e.App, vols[from:to], o, syn); err != nil {
		return formx.Failed(e, MsgSuggestFailed, "loading suggested volunteers failed", err, "opportunity", opp.Id)
	}
	for i := range cards {
		v := vols[from+i]
		v.CategoryName, v.CountryName = o.CategoryName, o.CountryName // shown only when they are the opportunity's
		cards[i].Reasons = Score(v, o, syn).ForCompany(v, o)          // matches[from+i] in the volunteer's spelling
	}
	out["totalItems"], out["items"] = len(vols), cards
	return e.JSON(http.StatusOK, out)
}

// volunteerCards are the cards of vols, in their order.
func volunteerCards(app core.App, vols []Volunteer) ([]SuggestedVolunteer, error) {
	if len(vols) == 0 {
		return []SuggestedVolunteer{}, nil
	}
	ids := make([]any, len(vols))
	for i, v := range vols {
		ids[i] = v.ID
	}
	var rows []struct {
		ID        string `db:"id"`
		Username  string `db:"username"`
		FirstName string `db:"first_name"`
		LastName  string `db:"last_name"`
		Category  string `db:"category"`
		Country   string `db:"country"`
		Profile   string `db:"profile"`
		Photo     string `db:"photo"`
		City      string `db:"city"`
		Tags      string `db:"tags"`
		Available bool   `db:"available"`
	}
	params := dbx.Params{}
	where := inList("u.id", "u", ids, params)
	err := app.DB().NewQuery(`SELECT u.id, u.username, u.first_name, u.last_name, u.category, u.country,
		p.id AS profile, COALESCE(p.photo, '') AS photo, COALESCE(p.city, '') AS city, COALESCE(p.tags, '[]') AS tags,
		p.available FROM users u JOIN volunteer_profiles p ON p.user = u.id WHERE ` + where).Bind(params).All(&rows)
	if err != nil {
		return nil, err
	}
	names := map[string]string{}
	named := func(id string) *Named {
		if id == "" {
			return nil
		}
		if _, ok := names[id]; !ok {
			names[id] = lookupName(app, id)
		}
		return &Named{ID: id, Name: names[id]}
	}
	byID := map[string]SuggestedVolunteer{}
	for _, r := range rows {
		c := SuggestedVolunteer{VolunteerCardFields: directory.VolunteerCardFields{ID: r.ID, Username: r.Username, FirstName: r.FirstName, LastName: r.LastName,
			Photo: formx.StoredFileURL("volunteer_profiles", r.Profile, r.Photo), Tags: []string{},
			Category: named(r.Category), City: r.City, Country: named(r.Country), Available: r.Available}}
		_ = json.Unmarshal([]byte(r.Tags), &c.Tags)
		byID[r.ID] = c
	}
	out := make([]SuggestedVolunteer, 0, len(vols))
	for _, v := range vols {
		if c, ok := byID[v.ID]; ok {
			out = append(out, c)
		}
	}
	return out, nil
}
