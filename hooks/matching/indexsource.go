package matching

import (
	"sync/atomic"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/directory"
	"voluntech/hooks/dirindex"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/search"
)

// IndexSource is the Source on the search engine's indexes (hooks/search):
// the opportunity search's (open opportunities of unsuspended companies,
// their skills, category, country and numbers) and the volunteer
// directory's (listed volunteers, their skills, tags, category, country,
// availability as the rank). search.Overlap counts, from per-value lists
// of positions, how many of the keys each entry holds, so a candidate
// list costs the length of those lists instead of a GROUP BY over the key
// tables and a read of every candidate's row. The indexes keep each
// entry's key (the opportunity's record id, the volunteer's user id) and
// the volunteer directory the volunteers' verification, suspension, hours
// and months (directory.VolunteerVerified...): a candidate list reads no
// candidate's row; SQL reads only the exclusions (and a suggestions page
// its volunteers' directory entries: volunteerCards).
//
// Where the SQL source is complete (fewer candidates than its bounds)
// both give the same candidates (TestSourcesAgree); past the bounds the
// index keeps the live entries with the most keys, newest first among
// equals, where SQLSource keeps the first ids before dropping the ones
// that are not live. Two differences in what it fills, to keep the rows
// it reads narrow: an Opportunity's Company is empty (nothing after the
// source reads it), and a Volunteer's Skills and Tags are in the
// directory's spelling (the same keys, so the same score); a page gets
// the volunteers' own from their directory entries (volunteerCards, the
// same as OwnSpelling's from the records). An app without the indexes
// (none registered) gets SQLSource's answer.
type IndexSource struct{}

// indexed reports whether app has both indexes IndexSource asks.
func indexed(app core.App) bool {
	return search.Of(app, opportunities.IndexName) != nil && search.Of(app, directory.VolunteerIndex) != nil
}

// keyName names compact in the indexes' key maps.
const keyName = "matching.compact"

func strs(keys []any) []string {
	out := make([]string, len(keys))
	for i, k := range keys {
		out[i], _ = k.(string)
	}
	return out
}

func first(values []string) string {
	if len(values) == 0 {
		return ""
	}
	return values[0]
}

// OpportunitiesFor implements Source.
func (IndexSource) OpportunitiesFor(app core.App, v Volunteer, syn Synonyms) ([]Opportunity, error) {
	idx := search.Of(app, opportunities.IndexName)
	if idx == nil {
		return SQLSource{}.OpportunitiesFor(app, v, syn)
	}
	keys := strs(spellings(syn, v.Skills, v.Tags))
	hits, n, err := overlapHits(app, idx, &search.Overlap{Facets: []string{"skills"}, KeyName: keyName, Key: compact, Keys: keys,
		Ranges: []search.Range{search.AtLeast("expires", time.Now().UnixMilli()+1)}}, v.Category)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return []Opportunity{}, nil
	}
	skip, blocked, err := volunteerExclusions(app, v)
	if err != nil {
		return nil, err
	}
	// The opportunities of blocked companies (rarely any).
	if len(blocked) > 0 {
		companies := make([]any, 0, len(blocked))
		for c := range blocked {
			companies = append(companies, c)
		}
		params := dbx.Params{}
		var ids []string
		if err := app.DB().NewQuery(`SELECT id FROM opportunities WHERE ` + inList("company", "c", companies, params)).
			Bind(params).Column(&ids); err != nil {
			return nil, err
		}
		for _, id := range ids {
			skip[id] = true
		}
	}
	out := make([]Opportunity, 0, n)
	for _, part := range hits {
		for _, h := range part {
			id := h.Key // the record id, kept by the index
			if skip[id] {
				continue
			}
			out = append(out, Opportunity{ID: id, Skills: h.Values("skills"),
				Category: first(h.Values("category")), Country: first(h.Values("country")), Remote: h.Number("remote") == 1,
				HoursPerDay: int(h.Number("hours")), Months: int(h.Number("months")), Created: createdOf(h.Rid)})
		}
	}
	return out, nil
}

// OwnSpelling sets the Skills and Tags of vols to those o asks for in
// each volunteer's own spelling and order (IndexSource gives the
// directory's spelling, the same keys: the score is the same).
func OwnSpelling(app core.App, vols []Volunteer, o Opportunity, syn Synonyms) error {
	keys := spellings(syn, o.Skills)
	index := make(map[string]int, len(vols))
	ids := make([]any, len(vols))
	for i := range vols {
		vols[i].Skills, vols[i].Tags = nil, nil
		index[vols[i].ID], ids[i] = i, vols[i].ID
	}
	if len(keys) == 0 || len(ids) == 0 {
		return nil
	}
	return spell(app, vols, index, ids, keys)
}

// createdOf is the created date of an entry (its rid's milliseconds), as
// PocketBase writes it.
func createdOf(rid int64) string {
	d, _ := types.ParseDateTime(dirindex.MsTime(rid >> 8))
	return d.String()
}

// VolunteersFor implements Source.
func (IndexSource) VolunteersFor(app core.App, o Opportunity, syn Synonyms) ([]Volunteer, error) {
	idx := search.Of(app, directory.VolunteerIndex)
	if idx == nil {
		return SQLSource{}.VolunteersFor(app, o, syn)
	}
	asked := spellings(syn, o.Skills)
	keys := strs(asked)
	hits, n, err := overlapHits(app, idx, &search.Overlap{Facets: []string{"skills", "tags"}, KeyName: keyName, Key: compact, Keys: keys,
		MinRank: 1}, o.Category) // available
	if err != nil {
		return nil, err
	}
	if n == 0 {
		return []Volunteer{}, nil
	}
	skip, err := opportunityExclusions(app, o)
	if err != nil {
		return nil, err
	}
	// The directory keeps the user id, verification, suspension, hours and
	// months of each entry beside it (directory.VolunteerVerified...): no
	// row is read. The skills and tags o asks for are as the directory
	// keeps them (its first spelling of each, without case); a page gets
	// the volunteers' own (volunteerCards).
	want := wanted(asked)
	out := make([]Volunteer, 0, n)
	for _, part := range hits {
		for _, h := range part {
			if h.Number(directory.VolunteerVerified) != 1 || h.Number(directory.VolunteerSuspended) != 0 || skip[h.Key] {
				continue
			}
			out = append(out, Volunteer{ID: h.Key, Category: first(h.Values("category")), Country: first(h.Values("country")),
				HoursPerDay: int(h.Number(directory.VolunteerHours)), Months: int(h.Number(directory.VolunteerMonths)),
				Skills: ofKeys(h.Values("skills"), want), Tags: ofKeys(h.Values("tags"), want)})
		}
	}
	return out, nil
}

// benchSource, when set, is every service's source instead of its own
// (the benchmarks that compare the sources through the routes).
var benchSource atomic.Pointer[Source]

// src is the source the service asks.
func (s *service) src() Source {
	if p := benchSource.Load(); p != nil {
		return *p
	}
	return s.source
}

// overlapHits are idx's candidates for q: the entries holding the most of
// q.Keys (KeyedMax at most), then the newest of category holding none
// (CategoryOnlyMax at most), as the two lists Overlap gives (not copied
// into one).
func overlapHits(app core.App, idx *search.Index, q *search.Overlap, category string) ([2][]search.Hit, int, error) {
	if len(q.Keys) > 0 {
		q.Limit = KeyedMax
	}
	if category != "" {
		q.Only, q.Newest = map[string][]string{"category": {category}}, CategoryOnlyMax
	}
	top, newest, err := idx.Overlap(app, q)
	return [2][]search.Hit{top, newest}, len(top) + len(newest), err
}
