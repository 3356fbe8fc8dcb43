package volunteers

import (
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the education sub-step.
const (
	MsgInstitution = "Please enter the institution."
	MsgArea        = "Please choose an area of study from the list."
)

// Limits of the education sub-step.
const (
	MaxEducations = 20
	MaxEntryText  = 100 // institution, course, area name, company, role, award
)

// educationRequest is the body of sub-step 3.
type educationRequest struct {
	Educations formx.Value[[]formx.Value[educationEntry]] `json:"educations"`

	entries []educationIn
}

type educationEntry struct {
	Institution formx.Value[string] `json:"institution"`
	Course      formx.Value[string] `json:"course"`
	Area        formx.Value[string] `json:"area"`
	AreaName    formx.Value[string] `json:"area_name"`
	periodIn
}

// educationIn is one checked entry.
type educationIn struct {
	institution, course string
	area                string // a study_area lookup id
	areaName            string // a proposed area, used when area is empty
	period              Period
}

// validate checks every entry; an area must be one the volunteer may pick
// (areaAllowed).
func (r *educationRequest) validate(areaAllowed func(id string) bool, maxYear int) error {
	errs := formx.Errors{}
	r.entries = checkEntries(errs, "educations", MaxEducations, r.Educations, func(prefix string, obj educationEntry) educationIn {
		ed := educationIn{
			institution: errs.Text(prefix+"institution", obj.Institution),
			course:      errs.Text(prefix+"course", obj.Course),
			area:        errs.Text(prefix+"area", obj.Area),
			areaName:    errs.Text(prefix+"area_name", obj.AreaName),
		}
		errs.Required(prefix+"institution", ed.institution, MsgInstitution, MaxEntryText)
		errs.MaxLen(prefix+"course", ed.course, MaxEntryText)
		if ed.area != "" {
			ed.areaName = ""
			if !areaAllowed(ed.area) {
				errs.Add(prefix+"area", "validation_invalid_value", MsgArea)
			}
		}
		errs.MaxLen(prefix+"area_name", ed.areaName, MaxEntryText)
		ed.period = obj.validate(errs, prefix, maxYear)
		return ed
	})
	return errs.Err()
}

// postEducation saves sub-step 3 (JSON): `{educations: [{institution,
// course, area, area_name, start_year, start_month, end_year, end_month,
// current}]}`, replacing the saved list. area is a study_area lookup id;
// area_name (used when area is empty) names an area that is not in the
// list: it is linked to the area of that name, or proposed as a pending
// study_area lookup for a superadmin to approve.
func postEducation(e *core.RequestEvent) error {
	user, profile, err := profileForStep(e, StepEducation)
	if err != nil {
		return err
	}
	var req educationRequest
	linked := linkedAreas(e.App, profile)
	allowed := func(id string) bool { return areaAllowed(e.App, id, user.Id, linked) }
	if err := formx.ReadJSON(e, &req, func() error { return req.validate(allowed, MaxYear(time.Now())) }); err != nil {
		return err
	}

	return saveStep(e, user, profile, StepEducation, func(tx core.App) error {
		proposed := map[string]string{}
		for i, ed := range req.entries {
			if ed.area != "" || ed.areaName == "" {
				continue
			}
			key := strings.ToLower(ed.areaName)
			if proposed[key] == "" {
				id, err := ProposeArea(tx, user.Id, ed.areaName)
				if err != nil {
					return err
				}
				proposed[key] = id
			}
			req.entries[i].area = proposed[key]
		}
		return replaceEntries(tx, "educations", profile, req.entries, func(r *core.Record, ed educationIn) {
			r.Set("institution", ed.institution)
			r.Set("course", ed.course)
			r.Set("area", ed.area)
			setPeriod(r, ed.period)
		})
	})
}

// linkedAreas are the areas the profile's saved educations point to: a
// volunteer may keep an area they were linked to while it waits for
// approval, even one another volunteer proposed first.
func linkedAreas(app core.App, profile *core.Record) map[string]bool {
	linked := map[string]bool{}
	records, _ := entries(app, "educations", profile.Id)
	for _, r := range records {
		linked[r.GetString("area")] = true
	}
	return linked
}

// areaAllowed reports whether id is a study area the volunteer may pick:
// an approved one, one they proposed, or one already linked.
func areaAllowed(app core.App, id, userID string, linked map[string]bool) bool {
	r, err := app.FindRecordById("lookups", id)
	if err != nil || r.GetString("kind") != "study_area" {
		return false
	}
	return r.GetString("status") == "approved" || r.GetString("submitted_by") == userID || linked[id]
}

// ProposeArea returns the study area named name (without case): an
// existing one, approved or pending, or else a new pending one submitted by
// the volunteer. Lookup names are unique per kind without case, so a name
// another volunteer already proposed links to their pending entry.
func ProposeArea(tx core.App, userID, name string) (string, error) {
	existing := &core.Record{}
	err := tx.RecordQuery("lookups").
		AndWhere(dbx.HashExp{"kind": "study_area"}).
		AndWhere(dbx.NewExp("[[name]] = {:n} COLLATE NOCASE", dbx.Params{"n": name})).
		Limit(1).One(existing)
	if err == nil {
		return existing.Id, nil
	}
	c, err := tx.FindCollectionByNameOrId("lookups")
	if err != nil {
		return "", err
	}
	r := core.NewRecord(c)
	r.Set("kind", "study_area")
	r.Set("name", name)
	r.Set("status", "pending")
	r.Set("submitted_by", userID)
	if err := tx.Save(r); err != nil {
		return "", err
	}
	return r.Id, nil
}
