package directory

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/volunteers"
)

// MsgNoVolunteer answers a volunteer that does not exist or whose profile is
// not public yet.
const MsgNoVolunteer = "Volunteer not found."

// PublicVolunteer is a volunteer's public profile: no email, phone or dial code, no lookup ids.
type PublicVolunteer struct {
	Username    string             `json:"username"`
	FirstName   string             `json:"first_name"`
	LastName    string             `json:"last_name"`
	Photo       string             `json:"photo"`
	City        string             `json:"city"`
	Country     string             `json:"country"`
	Category    string             `json:"category"`
	LatestRole  *LatestRole        `json:"latest_role"`
	About       string             `json:"about"`
	Tags        []string           `json:"tags"`
	Skills      []SkillGroup       `json:"skills"`
	VideoURL    string             `json:"video_url"`
	Aspirations string             `json:"aspirations"`
	Opportunity string             `json:"opportunity"`
	Educations  []PublicEducation  `json:"educations"`
	Experiences []PublicExperience `json:"experiences"`
	Awards      []PublicAward      `json:"awards"`
	Website     string             `json:"website"`
	Overview    Overview           `json:"overview"`
	MemberSince string             `json:"member_since"`
	Languages   []string           `json:"languages"`
	SocialLinks []formx.SocialLink `json:"social_links"`
	Available   bool               `json:"available"`
}

// LatestRole is the role and company of the newest experience.
type LatestRole struct {
	Role    string `json:"role"`
	Company string `json:"company"`
}

// SkillGroup holds the skill names of one level.
type SkillGroup struct {
	Level  string   `json:"level"`
	Skills []string `json:"skills"`
}

// skillGroupOrder is the order the profile shows the levels in.
var skillGroupOrder = []string{"Intermediate", "Advanced", "Beginner"}

// PublicEducation is an education entry; Area is the area's name.
type PublicEducation struct {
	Institution string `json:"institution"`
	Course      string `json:"course"`
	Area        string `json:"area"`
	volunteers.PeriodJSON
}

// PublicExperience is an experience entry.
type PublicExperience struct {
	Role       string `json:"role"`
	Company    string `json:"company"`
	CompanyURL string `json:"company_url"`
	volunteers.PeriodJSON
}

// PublicAward is an award; Year is null when not given.
type PublicAward struct {
	Title string `json:"title"`
	Year  *int   `json:"year"`
}

// Overview names the volunteer's answers to the motivation step.
type Overview struct {
	EducationLevel  string `json:"education_level"`
	ExperienceYears string `json:"experience_years"`
	// Motivation is the chosen motivation's name, or the volunteer's own
	// words for "Other".
	Motivation string `json:"motivation"`
	Partner    string `json:"partner"`
}

// getVolunteer answers GET /api/directory/volunteers/{username}. A volunteer
// is public once they finished the wizard; before that, or for any other
// user, the answer is 404.
func getVolunteer(e *core.RequestEvent) error {
	user, profile, ok := findPublicVolunteer(e.App, e.Request.PathValue("username"))
	if !ok {
		return e.NotFoundError(MsgNoVolunteer, nil)
	}
	isOwner := e.Auth != nil && e.Auth.Id == user.Id
	v, err := buildPublicVolunteer(e.App, user, profile, isOwner)
	if err != nil {
		return formx.Failed(e, "", "reading a public volunteer profile failed", err, "user", user.Id)
	}
	return e.JSON(http.StatusOK, v)
}

// findPublicVolunteer finds the volunteer with the username (without case)
// whose profile is public: the wizard is finished.
func findPublicVolunteer(app core.App, username string) (user, profile *core.Record, ok bool) {
	user = &core.Record{}
	err := app.RecordQuery("users").
		AndWhere(dbx.NewExp("[[username]] = {:u} COLLATE NOCASE", dbx.Params{"u": username})).
		AndWhere(dbx.HashExp{"role": auth.RoleVolunteer}).
		AndWhere(dbx.HashExp{"suspended": false}).
		Limit(1).One(user)
	if err != nil {
		return nil, nil, false
	}
	profile, err = volunteers.FindProfile(app, user.Id)
	if err != nil || !volunteers.Finished(user, profile) {
		return nil, nil, false
	}
	return user, profile, true
}

// buildPublicVolunteer reads the public fields. An area of study still
// waiting for approval shows only to its owner.
func buildPublicVolunteer(app core.App, user, profile *core.Record, isOwner bool) (*PublicVolunteer, error) {
	lists, err := volunteers.LoadEntries(app, profile.Id)
	if err != nil {
		return nil, err
	}
	educations, experiences, skills, awards := lists.Educations, lists.Experiences, lists.Skills, lists.Awards
	links, err := formx.FindSocialLinks(app, user.Id)
	if err != nil {
		return nil, err
	}

	v := &PublicVolunteer{
		Username:    user.GetString("username"),
		FirstName:   user.GetString("first_name"),
		LastName:    user.GetString("last_name"),
		Photo:       formx.FileURL(profile, "photo"),
		City:        profile.GetString("city"),
		Country:     lookupName(app, user.GetString("country")),
		Category:    lookupName(app, user.GetString("category")),
		About:       profile.GetString("about"),
		Tags:        formx.StoredTags(profile, "tags"),
		VideoURL:    profile.GetString("video_url"),
		Aspirations: profile.GetString("aspirations"),
		Opportunity: profile.GetString("opportunity"),
		Website:     profile.GetString("website"),
		Overview: Overview{
			EducationLevel:  lookupName(app, profile.GetString("education_level")),
			ExperienceYears: lookupName(app, profile.GetString("experience_years")),
			Motivation:      lookupName(app, profile.GetString("motivation")),
			Partner:         lookupName(app, profile.GetString("partner")),
		},
		MemberSince: user.GetString("created"),
		Languages:   []string{},
		SocialLinks: links,
		Available:   profile.GetBool("available"),
		Educations:  make([]PublicEducation, 0, len(educations)),
		Experiences: make([]PublicExperience, 0, len(experiences)),
		Awards:      make([]PublicAward, 0, len(awards)),
	}
	if other := profile.GetString("other_motivation"); other != "" {
		v.Overview.Motivation = other
	}
	for _, id := range profile.GetStringSlice("languages") {
		if name := lookupName(app, id); name != "" {
			v.Languages = append(v.Languages, name)
		}
	}
	for _, ed := range educations {
		area := ed.AreaName
		if ed.AreaPending && !isOwner {
			area = ""
		}
		v.Educations = append(v.Educations, PublicEducation{Institution: ed.Institution, Course: ed.Course, Area: area, PeriodJSON: ed.PeriodJSON})
	}
	for _, ex := range experiences {
		v.Experiences = append(v.Experiences, PublicExperience{Role: ex.Role, Company: ex.Company, CompanyURL: ex.CompanyURL, PeriodJSON: ex.PeriodJSON})
	}
	if latest := volunteers.LatestExperience(experiences); latest != nil {
		v.LatestRole = &LatestRole{Role: latest.Role, Company: latest.Company}
	}
	for _, a := range awards {
		v.Awards = append(v.Awards, PublicAward{Title: a.Title, Year: a.Year})
	}
	for _, level := range skillGroupOrder {
		group := SkillGroup{Level: level, Skills: []string{}}
		for _, s := range skills {
			if s.Level == level {
				group.Skills = append(group.Skills, s.Name)
			}
		}
		v.Skills = append(v.Skills, group)
	}
	return v, nil
}
