package matching

import (
	"net/http"

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
	matches := make([]Match, len(cands))
	for i, v := range cands {
		matches[i] = Score(v, o, syn)
	}
	vols, ms := rank(cands, matches, func(*Volunteer) string { return "" }, func(v *Volunteer) string { return v.ID })
	return vols, ms, nil
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
	// The page's cards, and its volunteers' skills and tags in their own
	// spelling (OwnSpelling's), from their directory entries.
	cards, err := volunteerCards(e.App, vols[from:to], spellings(syn, o.Skills))
	if err != nil {
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

// volunteerCards are the cards of vols, in their order, from their
// directory entries (directory.VolunteerEntries: one row each); it sets
// each one's Skills and Tags to those among keys in the volunteer's own
// spelling and order, as OwnSpelling does from the records. A volunteer
// no longer listed is left out: vols is compacted in place, so vols[i] is
// the volunteer of the i-th card.
func volunteerCards(app core.App, vols []Volunteer, keys []any) ([]SuggestedVolunteer, error) {
	if len(vols) == 0 {
		return []SuggestedVolunteer{}, nil
	}
	entries, err := directory.VolunteerEntries(app, idsOf(vols, func(v Volunteer) string { return v.ID }))
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
	want := wanted(keys)
	out := make([]SuggestedVolunteer, 0, len(vols))
	kept := vols[:0]
	for _, v := range vols {
		r, ok := entries[v.ID]
		if !ok {
			continue
		}
		v.Skills, v.Tags = ofKeys(r.Skills, want), ofKeys(r.Tags, want)
		kept = append(kept, v)
		tags := r.Tags
		if tags == nil {
			tags = []string{}
		}
		out = append(out, SuggestedVolunteer{VolunteerCardFields: directory.VolunteerCardFields{ID: r.UserID,
			Username: r.Username, FirstName: r.FirstName, LastName: r.LastName, Photo: r.Photo, Tags: tags,
			Category: named(r.Category), City: r.City, Country: named(r.Country), Available: r.Available}})
	}
	return out, nil
}
