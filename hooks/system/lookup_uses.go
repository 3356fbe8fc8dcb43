package system

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Uses counts, per kind of owner (volunteer, company, opportunity,
// superadmin, or another collection's name), the distinct owners that
// refer to a lookup.
type Uses map[string]int

// Total is the number of owners of every kind.
func (u Uses) Total() int {
	n := 0
	for _, v := range u {
		n += v
	}
	return n
}

// useLabels name the owners in the refusal message, in this order.
var useLabels = []struct{ kind, one, many string }{
	{"volunteer", "volunteer", "volunteers"},
	{"company", "company", "companies"},
	{"opportunity", "opportunity", "opportunities"},
	{"superadmin", "superadmin", "superadmins"},
}

// Message is the refusal of a delete: "This entry is used by 3 volunteers
// and 1 opportunity."
func (u Uses) Message() string {
	var parts []string
	known := map[string]bool{}
	for _, l := range useLabels {
		known[l.kind] = true
		if n := u[l.kind]; n > 0 {
			parts = append(parts, plural(n, l.one, l.many))
		}
	}
	var others []string
	for k := range u {
		if !known[k] && u[k] > 0 {
			others = append(others, k)
		}
	}
	sort.Strings(others)
	for _, k := range others {
		parts = append(parts, plural(u[k], k+" record", k+" records"))
	}
	if len(parts) == 0 {
		return ""
	}
	list := parts[0]
	if len(parts) > 1 {
		list = strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
	}
	return "This entry is used by " + list + "."
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// UsesOf counts the uses of one lookup.
func UsesOf(app core.App, id string) (Uses, error) {
	all, err := countUses(app, "= {:id}", dbx.Params{"id": id})
	if err != nil {
		return nil, err
	}
	if u := all[id]; u != nil {
		return u, nil
	}
	return Uses{}, nil
}

// usesOfKind counts the uses of every lookup of a kind, by lookup id.
func usesOfKind(app core.App, kind string) (map[string]Uses, error) {
	return countUses(app, "IN (SELECT id FROM lookups WHERE kind = {:kind})", dbx.Params{"kind": kind})
}

// countUses runs one query over every reference to a lookup: each relation
// field to lookups in any collection (found in the schema, so a new one
// counts without a change here), and the education texts that name a course
// title or an institution. filter restricts the lookup ids.
func countUses(app core.App, filter string, params dbx.Params) (map[string]Uses, error) {
	branches, err := useBranches(app)
	if err != nil {
		return nil, err
	}
	for i, b := range branches {
		branches[i] = fmt.Sprintf(b, filter)
	}
	var rows []struct {
		Lid   string `db:"lid"`
		Owner string `db:"cls"`
		N     int    `db:"n"`
	}
	sql := "SELECT lid, cls, COUNT(DISTINCT owner) AS n FROM (" + strings.Join(branches, " UNION ALL ") +
		") WHERE lid != '' GROUP BY lid, cls"
	if err := app.DB().NewQuery(sql).Bind(params).All(&rows); err != nil {
		return nil, err
	}
	out := map[string]Uses{}
	for _, r := range rows {
		if out[r.Lid] == nil {
			out[r.Lid] = Uses{}
		}
		out[r.Lid][r.Owner] += r.N
	}
	return out, nil
}

// nameUses are the lookups whose entries are stored as text, not as a
// relation: an education's course and institution.
var nameUses = map[string]string{"course_title": "course", "institution": "institution"}

// useBranches are SELECTs of (lid, owner, cls) with a %s for the filter on lid.
func useBranches(app core.App) ([]string, error) {
	lookups, err := app.FindCachedCollectionByNameOrId("lookups")
	if err != nil {
		return nil, err
	}
	profiles, err := app.FindCachedCollectionByNameOrId("volunteer_profiles")
	if err != nil {
		return nil, err
	}
	cols, err := app.FindAllCollections(core.CollectionTypeBase, core.CollectionTypeAuth)
	if err != nil {
		return nil, err
	}
	var out []string
	for _, c := range cols {
		if c.Id == lookups.Id {
			continue
		}
		from, owner, cls := ownerOf(c, profiles.Id)
		for _, f := range c.Fields {
			rf, ok := f.(*core.RelationField)
			if !ok || rf.CollectionId != lookups.Id {
				continue
			}
			col := `t."` + rf.Name + `"`
			if rf.IsMultiple() {
				out = append(out, fmt.Sprintf(`SELECT j.value AS lid, %s AS owner, %s AS cls FROM %s, `+
					`json_each(CASE WHEN json_valid(%s) THEN %s ELSE '[]' END) j WHERE j.value %%s`, owner, cls, from, col, col))
			} else {
				out = append(out, fmt.Sprintf(`SELECT %s AS lid, %s AS owner, %s AS cls FROM %s WHERE %s %%s`, col, owner, cls, from, col))
			}
		}
	}
	kinds := make([]string, 0, len(nameUses))
	for k := range nameUses {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		out = append(out, fmt.Sprintf(`SELECT l.id AS lid, p."user" AS owner, 'volunteer' AS cls FROM lookups l `+
			`JOIN educations t ON t."%s" = l.name COLLATE NOCASE JOIN volunteer_profiles p ON p.id = t.profile `+
			`WHERE l.kind = '%s' AND l.id %%s`, nameUses[kind], kind))
	}
	return out, nil
}

// ownerOf says whose use a record of c is: the FROM clause (aliasing the
// collection as t), the owner id and the kind of owner.
func ownerOf(c *core.Collection, profilesID string) (from, owner, cls string) {
	from = `"` + c.Name + `" t`
	switch c.Name {
	case "users":
		return from, "t.id", "t.role"
	case "volunteer_profiles":
		return from, `t."user"`, "'volunteer'"
	case "company_profiles":
		return from, `t."user"`, "'company'"
	case "opportunities":
		return from, "t.id", "'opportunity'"
	}
	// Entries of a volunteer profile (educations, experiences...).
	if rf, ok := c.Fields.GetByName("profile").(*core.RelationField); ok && rf.CollectionId == profilesID {
		return from + " JOIN volunteer_profiles p ON p.id = t.profile", `p."user"`, "'volunteer'"
	}
	return from, "t.id", "'" + c.Name + "'"
}

// guardLookupDelete refuses DELETE /api/collections/lookups/records/{id}
// for a lookup in use, as the system route does.
func guardLookupDelete(e *core.RecordRequestEvent) error {
	uses, err := UsesOf(e.App, e.Record.Id)
	if err != nil {
		return formx.Failed(e.RequestEvent, "", "counting the uses of a lookup failed", err, "lookup", e.Record.Id)
	}
	if uses.Total() > 0 {
		return e.BadRequestError(uses.Message(), nil)
	}
	return e.Next()
}
