package volunteers

import (
	"slices"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// Messages of the achievements, skills and website sub-step.
const (
	MsgSkillName  = "Please enter the skill."
	MsgSkillTwice = "This skill is already in the list."
	MsgSkillLevel = "Please choose a level: Beginner, Intermediate or Advanced."
	MsgAwardTitle = "Please enter the award."
)

// Limits of the achievements sub-step.
const (
	MaxSkills     = 30
	MaxAwards     = 20
	MaxSkillName  = 50
	MaxWebsiteURL = 255
)

// SkillLevels are the levels a skill can have.
var SkillLevels = []string{"Beginner", "Intermediate", "Advanced"}

// achievementRequest is the body of sub-step 5.
type achievementRequest struct {
	Skills  formx.Value[[]formx.Value[skillEntry]] `json:"skills"`
	Awards  formx.Value[[]formx.Value[awardEntry]] `json:"awards"`
	Website formx.Value[string]                    `json:"website"`

	skills  []skillIn
	awards  []awardIn
	website string
}

type skillEntry struct {
	Name  formx.Value[string] `json:"name"`
	Level formx.Value[string] `json:"level"`
}

type awardEntry struct {
	Title formx.Value[string] `json:"title"`
	Year  formx.Value[int]    `json:"year"`
}

type skillIn struct{ name, level string }

type awardIn struct {
	title string
	year  int
}

// validate checks both lists and the website and keeps them normalised:
// a level as the list spells it, skills unique without case.
func (r *achievementRequest) validate(maxYear int) error {
	errs := formx.Errors{}
	seen := map[string]bool{}
	r.skills = checkEntries(errs, "skills", MaxSkills, r.Skills, func(prefix string, obj skillEntry) skillIn {
		s := skillIn{name: errs.Text(prefix+"name", obj.Name), level: errs.Text(prefix+"level", obj.Level)}
		errs.Required(prefix+"name", s.name, MsgSkillName, MaxSkillName)
		if key := strings.ToLower(s.name); s.name != "" && seen[key] {
			errs.Add(prefix+"name", "validation_not_unique", MsgSkillTwice)
		} else {
			seen[key] = true
		}
		// The level is matched without case and stored as the list spells it.
		if i := slices.IndexFunc(SkillLevels, func(l string) bool { return strings.EqualFold(l, s.level) }); i >= 0 {
			s.level = SkillLevels[i]
		} else {
			errs.Add(prefix+"level", "validation_invalid_value", MsgSkillLevel)
		}
		return s
	})

	yearRange := validation.NewError("validation_year_range", MsgYearRange(maxYear))
	r.awards = checkEntries(errs, "awards", MaxAwards, r.Awards, func(prefix string, obj awardEntry) awardIn {
		a := awardIn{title: errs.Text(prefix+"title", obj.Title), year: errs.Whole(prefix+"year", obj.Year, formx.MsgWholeNumber)}
		errs.Required(prefix+"title", a.title, MsgAwardTitle, MaxEntryText)
		errs.Check(prefix+"year", a.year, validation.By(func(any) error {
			if a.year != 0 && (a.year < MinYear || a.year > maxYear) {
				return yearRange
			}
			return nil
		}))
		return a
	})

	r.website = formx.WithScheme(errs.Text("website", r.Website))
	errs.MaxLen("website", r.website, MaxWebsiteURL)
	errs.WebURL("website", r.website)
	return errs.Err()
}

// postAchievement saves sub-step 5 (JSON): `{skills: [{name, level}],
// awards: [{title, year}], website}`, replacing both lists.
func postAchievement(e *core.RequestEvent) error {
	var req achievementRequest
	user, profile, err := readStep(e, StepAchievement, &req, func() error { return req.validate(MaxYear(time.Now())) })
	if err != nil {
		return err
	}
	profile.Set("website", req.website)
	return saveStep(e, user, profile, StepAchievement, func(tx core.App) error {
		err := replaceEntries(tx, "skills", profile, req.skills, func(r *core.Record, s skillIn) {
			r.Set("name", s.name)
			r.Set("level", s.level)
		})
		if err != nil {
			return err
		}
		return replaceEntries(tx, "awards", profile, req.awards, func(r *core.Record, a awardIn) {
			r.Set("title", a.title)
			r.Set("year", a.year)
		})
	})
}
