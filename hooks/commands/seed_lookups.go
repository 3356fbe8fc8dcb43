package commands

import (
	"fmt"

	"github.com/pocketbase/pocketbase/core"
)

// seedLookups are the lookup ids seeded profiles point to.
type seedLookups struct {
	country  map[string][2]string // ISO code -> id, dial code
	language map[string]string    // ISO code -> id
	// volunteerCategory maps a category name to its id, in list order.
	volunteerCategory [][2]string
	companyCategory   []string
	byKind            map[string][]string // every other kind: ids
	partnerSource     string
	otherMotivation   string
}

func loadSeedLookups(app core.App) (seedLookups, error) {
	l := seedLookups{country: map[string][2]string{}, language: map[string]string{}, byKind: map[string][]string{}}
	var rows []struct {
		ID      string `db:"id"`
		Kind    string `db:"kind"`
		Name    string `db:"name"`
		Code    string `db:"code"`
		Dial    string `db:"dial_code"`
		Partner bool   `db:"is_partner_source"`
		Other   bool   `db:"is_other"`
	}
	err := app.DB().NewQuery(`SELECT id, kind, name, code, dial_code, is_partner_source, is_other
		FROM lookups WHERE status = 'approved' ORDER BY kind, sort`).All(&rows)
	if err != nil {
		return l, err
	}
	for _, r := range rows {
		switch {
		case r.Kind == "country":
			l.country[r.Code] = [2]string{r.ID, r.Dial}
		case r.Kind == "language":
			l.language[r.Code] = r.ID
		case r.Kind == "volunteer_category":
			l.volunteerCategory = append(l.volunteerCategory, [2]string{r.Name, r.ID})
		case r.Kind == "company_category":
			l.companyCategory = append(l.companyCategory, r.ID)
		case r.Kind == "source" && r.Partner:
			l.partnerSource = r.ID
		case r.Kind == "motivation" && r.Other:
			l.otherMotivation = r.ID
		default:
			l.byKind[r.Kind] = append(l.byKind[r.Kind], r.ID)
		}
	}
	for _, p := range seedPlaces {
		if _, ok := l.country[p.Code]; !ok {
			return l, fmt.Errorf("country lookup missing: %s", p.Code)
		}
		if _, ok := l.language[p.Language]; !ok {
			return l, fmt.Errorf("language lookup missing: %s", p.Language)
		}
	}
	for _, c := range l.volunteerCategory {
		if _, ok := seedTracks[c[0]]; !ok {
			return l, fmt.Errorf("no seed track for the volunteer category %q", c[0])
		}
	}
	for _, kind := range []string{"education_level", "experience_years", "motivation", "source", "volunteer_partner",
		"company_partner", "company_stage", "member_range", "fund_type"} {
		if len(l.byKind[kind]) == 0 {
			return l, fmt.Errorf("no %s lookups", kind)
		}
	}
	if len(l.volunteerCategory) == 0 || len(l.companyCategory) == 0 || l.language["en"] == "" {
		return l, fmt.Errorf("category or English lookups missing")
	}
	return l, nil
}
