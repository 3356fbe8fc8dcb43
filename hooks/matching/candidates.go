package matching

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/wizard"
)

// Source finds the candidates of a match: the short list the score then
// orders, with every exclusion applied. SQLSource reads indexed columns;
// IndexSource (indexsource.go) the search engine's indexes, behind the
// same interface: the score and the routes are the same for both.
type Source interface {
	// OpportunitiesFor are the open, unexpired opportunities of
	// unsuspended companies that share a skill key or the category with v,
	// leaving out those v applied to or dismissed and those of a company
	// with a blocked conversation with v.
	OpportunitiesFor(app core.App, v Volunteer, syn Synonyms) ([]Opportunity, error)
	// VolunteersFor are the available, listed, unsuspended volunteers who
	// share a skill or tag key or the category with o, leaving out those
	// who applied to o and those with a blocked conversation with o's
	// company. Their Skills and Tags hold only the ones o asks for.
	VolunteersFor(app core.App, o Opportunity, syn Synonyms) ([]Volunteer, error)
}

// The candidates are bounded, so a large site stays a bounded read: the
// KeyedMax that share the most skill keys (one GROUP BY on the key
// table's index), and the CategoryOnlyMax newest that share only the
// category. The score orders them; the lists show at most that many.
const (
	KeyedMax        = 200
	CategoryOnlyMax = 100
)

// topKeyed is "id IN (the KeyedMax ids of table's owner column sharing
// most keys)", with the keys bound in params.
func topKeyed(col, table, owner string, keys []any, params dbx.Params) string {
	return col + ` IN (SELECT ` + owner + ` FROM ` + table + ` WHERE ` + inKeys("key", keys, params) +
		` GROUP BY ` + owner + ` ORDER BY COUNT(*) DESC, ` + owner + ` LIMIT ` + strconv.Itoa(KeyedMax) + `)`
}

// SQLSource is the Source on the key tables and the collections' indexes.
type SQLSource struct{}

// spellings are the stored keys that mean any of the skills.
func spellings(syn Synonyms, skills ...[]string) []any {
	seen := map[string]bool{}
	var out []any
	for _, list := range skills {
		for _, s := range list {
			for _, k := range syn.Spellings(syn.Key(s)) {
				if k != "" && !seen[k] {
					seen[k] = true
					out = append(out, k)
				}
			}
		}
	}
	return out
}

type oppRow struct {
	ID       string `db:"id"`
	Company  string `db:"company"`
	Skills   string `db:"skills"`
	Category string `db:"category"`
	Country  string `db:"country"`
	Remote   bool   `db:"remote"`
	Hours    int    `db:"hours_per_day"`
	Months   int    `db:"duration_months"`
	Created  string `db:"created"`
}

const oppColumns = `o.id, o.company, COALESCE(o.skills, '[]') AS skills, o.category, o.country, o.remote,
	o.hours_per_day, o.duration_months, o.created`

// OpportunitiesFor implements Source. The exclusions are read once per
// call (the volunteer's applications, dismissals and blocked
// conversations are few) instead of a subquery per candidate.
func (SQLSource) OpportunitiesFor(app core.App, v Volunteer, syn Synonyms) ([]Opportunity, error) {
	keys := spellings(syn, v.Skills, v.Tags)
	params := dbx.Params{"now": types.NowDateTime().String(), "me": v.ID, "cat": v.Category}
	skip, blocked, err := volunteerExclusions(app, v)
	if err != nil {
		return nil, err
	}
	const live = `o.status = 'open' AND o.expires_at > {:now}`
	const from = ` FROM opportunities o JOIN users u ON u.id = o.company AND u.suspended = FALSE WHERE `
	var rows []oppRow
	if len(keys) > 0 {
		q := `SELECT ` + oppColumns + from + topKeyed("o.id", "match_opportunity_keys", "opportunity", keys, params) +
			` AND ` + live
		if err := app.DB().NewQuery(q).Bind(params).All(&rows); err != nil {
			return nil, err
		}
	}
	if v.Category != "" {
		var more []oppRow
		q := `SELECT ` + oppColumns + from + `o.category = {:cat} AND ` + live
		if len(keys) > 0 {
			q += ` AND o.id NOT IN (SELECT opportunity FROM match_opportunity_keys WHERE ` + inKeys("key", keys, params) + `)`
		}
		q += ` ORDER BY o.created DESC LIMIT ` + strconv.Itoa(CategoryOnlyMax)
		if err := app.DB().NewQuery(q).Bind(params).All(&more); err != nil {
			return nil, err
		}
		rows = append(rows, more...)
	}
	out := make([]Opportunity, 0, len(rows))
	for _, r := range rows {
		if skip[r.ID] || blocked[r.Company] {
			continue
		}
		o := Opportunity{ID: r.ID, Company: r.Company, Category: r.Category, Country: r.Country, Remote: r.Remote,
			HoursPerDay: r.Hours, Months: r.Months, Created: r.Created}
		_ = json.Unmarshal([]byte(r.Skills), &o.Skills) // a malformed list asks for nothing
		out = append(out, o)
	}
	return out, nil
}

// volunteerExclusions are the opportunities v applied to or dismissed and
// the companies with a blocked conversation with v.
func volunteerExclusions(app core.App, v Volunteer) (skip, blocked map[string]bool, err error) {
	params := dbx.Params{"me": v.ID}
	skip, err = set(app, `SELECT opportunity FROM applications WHERE volunteer = {:me} AND opportunity != ''
		UNION SELECT opportunity FROM opportunity_dismissals WHERE volunteer = {:me}`, params)
	if err != nil {
		return nil, nil, err
	}
	blocked, err = set(app, `SELECT company FROM conversations WHERE volunteer = {:me} AND blocked_by != ''`, params)
	return skip, blocked, err
}

// opportunityExclusions are the volunteers who applied to o and those with
// a blocked conversation with o's company.
func opportunityExclusions(app core.App, o Opportunity) (map[string]bool, error) {
	return set(app, exclusionsSQL, dbx.Params{"opp": o.ID, "company": o.Company})
}

// exclusionsSQL reads opportunityExclusions. Stating that the opportunity
// is not empty lets the partial index idx_applications_once serve the
// applications (without it SQLite read every application at each
// suggestion).
const exclusionsSQL = `SELECT volunteer FROM applications WHERE opportunity = {:opp} AND opportunity != ''
		UNION SELECT volunteer FROM conversations WHERE company = {:company} AND blocked_by != ''`

// set is the first column of the query's rows, as a set.
func set(app core.App, query string, params dbx.Params) (map[string]bool, error) {
	var ids []string
	if err := app.DB().NewQuery(query).Bind(params).Column(&ids); err != nil {
		return nil, err
	}
	out := make(map[string]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

type volRow struct {
	ID       string `db:"id"`
	Category string `db:"category"`
	Country  string `db:"country"`
	Hours    int    `db:"hours_per_day"`
	Months   int    `db:"months"`
}

// VolunteersFor implements Source.
func (SQLSource) VolunteersFor(app core.App, o Opportunity, syn Synonyms) ([]Volunteer, error) {
	keys := spellings(syn, o.Skills)
	params := dbx.Params{"opp": o.ID, "company": o.Company, "cat": o.Category, "done": wizard.VolunteerDone}
	skip, err := opportunityExclusions(app, o)
	if err != nil {
		return nil, err
	}
	const listed = `u.role = 'volunteer' AND u.verified = TRUE AND u.suspended = FALSE AND u.profile_step >= {:done}
		AND p.available = TRUE`
	const cols = `u.id, u.category, u.country, COALESCE(p.hours_per_day, 0) AS hours_per_day, COALESCE(p.months, 0) AS months`
	var rows []volRow
	if len(keys) > 0 {
		q := `SELECT ` + cols + ` FROM users u JOIN volunteer_profiles p ON p.user = u.id
			WHERE ` + topKeyed("u.id", "match_volunteer_keys", "user_id", keys, params) + ` AND ` + listed
		if err := app.DB().NewQuery(q).Bind(params).All(&rows); err != nil {
			return nil, err
		}
	}
	if o.Category != "" {
		var more []volRow
		q := `SELECT ` + cols + ` FROM users u JOIN volunteer_profiles p ON p.user = u.id
			WHERE u.role = 'volunteer' AND u.category = {:cat} AND ` + listed
		if len(keys) > 0 {
			q += ` AND u.id NOT IN (SELECT user_id FROM match_volunteer_keys WHERE ` + inKeys("key", keys, params) + `)`
		}
		q += ` ORDER BY u.created DESC LIMIT ` + strconv.Itoa(CategoryOnlyMax)
		if err := app.DB().NewQuery(q).Bind(params).All(&more); err != nil {
			return nil, err
		}
		rows = append(rows, more...)
	}
	out := make([]Volunteer, 0, len(rows))
	index := make(map[string]int, len(rows))
	ids := make([]any, 0, len(rows))
	for _, r := range rows {
		if skip[r.ID] {
			continue
		}
		index[r.ID] = len(out)
		ids = append(ids, r.ID)
		out = append(out, Volunteer{ID: r.ID, Category: r.Category, Country: r.Country, HoursPerDay: r.Hours, Months: r.Months})
	}
	if len(keys) == 0 || len(ids) == 0 {
		return out, nil
	}
	return out, spell(app, out, index, ids, keys)
}

// spell adds to the Skills and Tags of out (index: position by id, ids
// their ids) those among keys, in the volunteer's own spelling and order.
func spell(app core.App, out []Volunteer, index map[string]int, ids []any, keys []any) error {
	params := dbx.Params{}
	var hits []struct {
		User string `db:"user"`
		Name string `db:"name"`
		Tag  bool   `db:"tag"`
	}
	err := app.DB().NewQuery(`SELECT p.user AS user, s.name AS name, 0 AS tag FROM skills s
		JOIN volunteer_profiles p ON p.id = s.profile
		WHERE ` + inList("p.user", "u", ids, params) + ` ORDER BY s.sort, s.created`).Bind(params).All(&hits)
	if err != nil {
		return err
	}
	want := wanted(keys)
	for _, h := range hits {
		if i, ok := index[h.User]; ok && want[compact(h.Name)] {
			out[i].Skills = append(out[i].Skills, h.Name)
		}
	}
	var tagRows []struct {
		User string `db:"user"`
		Tags string `db:"tags"`
	}
	err = app.DB().NewQuery(`SELECT user, COALESCE(tags, '[]') AS tags FROM volunteer_profiles
		WHERE ` + inList("user", "u", ids, params)).Bind(params).All(&tagRows)
	if err != nil {
		return err
	}
	for _, r := range tagRows {
		i, ok := index[r.User]
		if !ok {
			continue
		}
		var tags []string
		_ = json.Unmarshal([]byte(r.Tags), &tags)
		out[i].Tags = append(out[i].Tags, ofKeys(tags, want)...)
	}
	return nil
}

// wanted is the set of keys.
func wanted(keys []any) map[string]bool {
	want := make(map[string]bool, len(keys))
	for _, k := range keys {
		want[k.(string)] = true
	}
	return want
}

// ofKeys are the values whose key is wanted, in their order (nil when
// none is).
func ofKeys(values []string, want map[string]bool) []string {
	var out []string
	var buf [64]byte
	for _, v := range values {
		if want[string(appendCompact(buf[:0], v))] {
			out = append(out, v)
		}
	}
	return out
}

// inKeys is "col IN ({:k0}, {:k1}, ...)" with the keys bound in params.
func inKeys(col string, keys []any, params dbx.Params) string { return inList(col, "k", keys, params) }

// inList is "col IN ({:<prefix>0}, ...)" with the values bound in params.
func inList(col, prefix string, keys []any, params dbx.Params) string {
	var b strings.Builder
	b.WriteString(col + " IN (")
	for i, k := range keys {
		name := prefix + strconv.Itoa(i)
		params[name] = k
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("{:" + name + "}")
	}
	b.WriteString(")")
	return b.String()
}
