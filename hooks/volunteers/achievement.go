package volunteers

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/pb_migrations"
)

// Messages of the achievements, skills and website sub-step.
const (
	MsgSkillName  = "Please enter the skill."
	MsgSkillTwice = "This skill is already in the list."
	MsgSkillLevel = "Please choose a level: Beginner, Intermediate or Advanced."
	MsgAwardTitle = "Please enter the award."
)

// Limits of the achievements sub-step (spec 001 §5 and §9).
const (
	MaxSkills     = 30
	MaxAwards     = 20
	MaxSkillName  = 50
	MaxWebsiteURL = 255
)

// SkillLevels are the levels a skill can have.
var SkillLevels = pb_migrations.SkillLevels

type skillIn struct{ name, level string }

type awardIn struct {
	title string
	year  int
}

// postAchievement saves sub-step 5 (JSON): `{skills: [{name, level}],
// awards: [{title, year}], website}`, replacing both lists.
func postAchievement(e *core.RequestEvent) error {
	user, profile, body, err := jsonStep(e, StepAchievement)
	if err != nil {
		return err
	}
	errs := formx.Errors{}
	maxYear := MaxYear(time.Now())

	skillItems := list(errs, body, "skills", "skills", MaxSkills)
	skills := make([]skillIn, 0, len(skillItems))
	seen := map[string]bool{}
	for i, obj := range skillItems {
		prefix := "skills." + strconv.Itoa(i) + "."
		s := skillIn{name: errs.TextAt(obj["name"], prefix+"name"), level: errs.TextAt(obj["level"], prefix+"level")}
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
		skills = append(skills, s)
	}

	awardItems := list(errs, body, "awards", "awards", MaxAwards)
	awards := make([]awardIn, 0, len(awardItems))
	for i, obj := range awardItems {
		prefix := "awards." + strconv.Itoa(i) + "."
		a := awardIn{title: errs.TextAt(obj["title"], prefix+"title"), year: whole(errs, obj["year"], prefix+"year")}
		errs.Required(prefix+"title", a.title, MsgAwardTitle, MaxEntryText)
		if a.year != 0 && (a.year < MinYear || a.year > maxYear) {
			errs.Add(prefix+"year", "validation_year_range", MsgYearRange(maxYear))
		}
		awards = append(awards, a)
	}

	website := errs.Text(body, "website")
	if len(website) > MaxWebsiteURL {
		errs.Add("website", "validation_length_too_long", "Must be at most "+strconv.Itoa(MaxWebsiteURL)+" characters.")
	}
	errs.WebURL("website", website)
	if err := errs.Refusal(e); err != nil {
		return err
	}

	skillFills := make([]func(r *core.Record), 0, len(skills))
	for _, s := range skills {
		skillFills = append(skillFills, func(r *core.Record) {
			r.Set("name", s.name)
			r.Set("level", s.level)
		})
	}
	awardFills := make([]func(r *core.Record), 0, len(awards))
	for _, a := range awards {
		awardFills = append(awardFills, func(r *core.Record) {
			r.Set("title", a.title)
			r.Set("year", a.year)
		})
	}
	profile.Set("website", website)
	return saveStep(e, user, profile, StepAchievement, func(tx core.App) error {
		if err := replaceEntries(tx, "skills", "skills", profile, skillFills); err != nil {
			return err
		}
		return replaceEntries(tx, "awards", "awards", profile, awardFills)
	})
}
