package volunteers

import (
	"strconv"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// PeriodJSON is a period as the API sends it: null for a year or month not
// given; no end while current.
type PeriodJSON struct {
	StartYear  *int `json:"start_year"`
	StartMonth *int `json:"start_month"`
	EndYear    *int `json:"end_year"`
	EndMonth   *int `json:"end_month"`
	Current    bool `json:"current"`
}

// Education is one saved education entry.
type Education struct {
	ID          string `json:"id"`
	Institution string `json:"institution"`
	Course      string `json:"course"`
	// Area is the study_area lookup id, AreaName its name and AreaPending
	// whether a superadmin has yet to approve it.
	Area        string `json:"area"`
	AreaName    string `json:"area_name"`
	AreaPending bool   `json:"area_pending"`
	PeriodJSON
}

// Experience is one saved experience entry.
type Experience struct {
	ID         string `json:"id"`
	Role       string `json:"role"`
	Company    string `json:"company"`
	CompanyURL string `json:"company_url"`
	PeriodJSON
}

// Skill is one saved skill.
type Skill struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Level string `json:"level"`
}

// Award is one saved award; Year is null when not given.
type Award struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Year  *int   `json:"year"`
}

func optInt(r *core.Record, field string) *int {
	if v := r.GetInt(field); v != 0 {
		return &v
	}
	return nil
}

func periodOf(r *core.Record) PeriodJSON {
	return PeriodJSON{
		StartYear: optInt(r, "start_year"), StartMonth: optInt(r, "start_month"),
		EndYear: optInt(r, "end_year"), EndMonth: optInt(r, "end_month"),
		Current: r.GetBool("current"),
	}
}

// PeriodOf is the period of a saved education or experience.
func PeriodOf(r *core.Record) Period {
	return Period{
		StartYear: r.GetInt("start_year"), StartMonth: r.GetInt("start_month"),
		EndYear: r.GetInt("end_year"), EndMonth: r.GetInt("end_month"),
		Current: r.GetBool("current"),
	}
}

// entries are the records of one list of the profile in their saved order.
func entries(app core.App, collection, profileID string) ([]*core.Record, error) {
	if profileID == "" {
		return nil, nil
	}
	return app.FindRecordsByFilter(collection, "profile = {:p}", "sort,created", 0, 0, dbx.Params{"p": profileID})
}

// Entries are the four lists of a profile, each in its saved order.
type Entries struct {
	Educations  []Education  `json:"educations"`
	Experiences []Experience `json:"experiences"`
	Skills      []Skill      `json:"skills"`
	Awards      []Award      `json:"awards"`
}

// NoEntries are the lists of a profile not saved yet: empty, not null.
func NoEntries() Entries {
	return Entries{Educations: []Education{}, Experiences: []Experience{}, Skills: []Skill{}, Awards: []Award{}}
}

// LoadEntries reads the profile's four lists; educations come with their
// area names.
func LoadEntries(app core.App, profileID string) (Entries, error) {
	var all Entries
	var err error
	if all.Educations, err = loadEntries(app, "educations", profileID, func(r *core.Record) Education {
		ed := Education{
			ID: r.Id, Institution: r.GetString("institution"), Course: r.GetString("course"),
			Area: r.GetString("area"), PeriodJSON: periodOf(r),
		}
		if ed.Area != "" {
			if area, err := app.FindRecordById("lookups", ed.Area); err == nil {
				ed.AreaName = area.GetString("name")
				ed.AreaPending = area.GetString("status") != "approved"
			}
		}
		return ed
	}); err != nil {
		return all, err
	}
	if all.Experiences, err = loadEntries(app, "experiences", profileID, func(r *core.Record) Experience {
		return Experience{
			ID: r.Id, Role: r.GetString("role"), Company: r.GetString("company"),
			CompanyURL: r.GetString("company_url"), PeriodJSON: periodOf(r),
		}
	}); err != nil {
		return all, err
	}
	if all.Skills, err = loadEntries(app, "skills", profileID, func(r *core.Record) Skill {
		return Skill{ID: r.Id, Name: r.GetString("name"), Level: r.GetString("level")}
	}); err != nil {
		return all, err
	}
	all.Awards, err = loadEntries(app, "awards", profileID, func(r *core.Record) Award {
		return Award{ID: r.Id, Title: r.GetString("title"), Year: optInt(r, "year")}
	})
	return all, err
}

// loadEntries reads one list of the profile, each record as item makes it.
func loadEntries[T any](app core.App, collection, profileID string, item func(r *core.Record) T) ([]T, error) {
	records, err := entries(app, collection, profileID)
	if err != nil {
		return nil, err
	}
	out := make([]T, 0, len(records))
	for _, r := range records {
		out = append(out, item(r))
	}
	return out, nil
}

// checkEntries checks each entry of the list under key with check, which
// reports its errors under prefix ("key.N.", as the form names them) and
// returns the entry as it is kept.
func checkEntries[T, K any](errs formx.Errors, key string, max int, list formx.Value[[]formx.Value[T]], check func(prefix string, obj T) K) []K {
	items := formx.List(errs, key, key, max, list)
	kept := make([]K, 0, len(items))
	for i, obj := range items {
		kept = append(kept, check(key+"."+strconv.Itoa(i)+".", obj))
	}
	return kept
}

// replaceEntries makes the profile's list in collection one record per
// item, filled by fill, inside the caller's transaction. The saved records
// are kept in their order and rewritten in place where the item differs
// (an entry saved as it was is not written again), items beyond them are
// created and saved records beyond the items deleted: a step that changes
// one skill of three writes one record, and the directory upkeep its
// writes start runs once. A record the schema refuses is reported under
// collection.N.field, as the form names it.
func replaceEntries[T any](tx core.App, collection string, profile *core.Record, items []T, fill func(r *core.Record, item T)) error {
	old, err := entries(tx, collection, profile.Id)
	if err != nil {
		return err
	}
	c, err := tx.FindCollectionByNameOrId(collection)
	if err != nil {
		return err
	}
	for i, item := range items {
		var r *core.Record
		if i < len(old) {
			r = old[i]
			clearEntry(r)
		} else {
			r = core.NewRecord(c)
		}
		r.Set("profile", profile.Id)
		r.Set("sort", i)
		fill(r, item)
		if !r.IsNew() && !entryDiffers(r) {
			continue
		}
		if err := tx.Save(r); err != nil {
			if verr := formx.ValidationErrors(err); verr != nil {
				keyed := validation.Errors{}
				for field, fe := range verr {
					keyed[collection+"."+strconv.Itoa(i)+"."+field] = fe
				}
				return keyed
			}
			return err
		}
	}
	for _, r := range old[min(len(items), len(old)):] {
		if err := tx.Delete(r); err != nil {
			return err
		}
	}
	return nil
}

// entryFixed are the fields of an entry that its fill does not set.
var entryFixed = map[string]bool{"id": true, "created": true, "updated": true}

// clearEntry empties the fields of a saved entry that its fill sets, so
// that what it leaves unset is blank, as on a new record.
func clearEntry(r *core.Record) {
	for _, f := range r.Collection().Fields {
		if !entryFixed[f.GetName()] {
			r.Set(f.GetName(), nil)
		}
	}
}

// entryDiffers reports whether a saved entry, filled again, differs from
// what is stored.
func entryDiffers(r *core.Record) bool {
	var filled []string
	for _, f := range r.Collection().Fields {
		if name := f.GetName(); !entryFixed[name] {
			filled = append(filled, name)
		}
	}
	return formx.Changed(r, filled...)
}

// setPeriod stores a normalized period on an entry.
func setPeriod(r *core.Record, p Period) {
	r.Set("start_year", p.StartYear)
	r.Set("start_month", p.StartMonth)
	r.Set("end_year", p.EndYear)
	r.Set("end_month", p.EndMonth)
	r.Set("current", p.Current)
}
