package volunteers

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/hooks/wizard"
)

// OwnProfile is the answer of GET /api/volunteer/profile and of every step:
// everything the wizard and the editor show, for the signed-in volunteer
// only.
type OwnProfile struct {
	Step int `json:"step"`
	// Steps are the numbers of the steps by name, the browser's one
	// definition of them.
	Steps   map[string]int `json:"steps"`
	User    OwnUser        `json:"user"`
	Profile ProfileFields  `json:"profile"`
	Entries
	SocialLinks []formx.SocialLink `json:"social_links"`
	// SuggestedCountryCode is the dial code of the user's country, for the
	// basic step while no country_code is saved (docs/architecture.md, decision 8).
	SuggestedCountryCode string `json:"suggested_country_code"`
}

// OwnUser is the account the profile belongs to (the editor's read-only
// role and the names; names change through the users collection).
type OwnUser struct {
	ID        string `json:"id"`
	Username  string `json:"username"`
	Email     string `json:"email"`
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Role      string `json:"role"`
	Country   string `json:"country"`
	Category  string `json:"category"`
}

// ProfileFields are the saved answers; lookup values are lookups ids, photo
// is a file path ("" without one).
type ProfileFields struct {
	EducationLevel  string   `json:"education_level"`
	ExperienceYears string   `json:"experience_years"`
	Motivation      string   `json:"motivation"`
	OtherMotivation string   `json:"other_motivation"`
	Source          string   `json:"source"`
	Partner         string   `json:"partner"`
	CountryCode     string   `json:"country_code"`
	Phone           string   `json:"phone"`
	City            string   `json:"city"`
	Languages       []string `json:"languages"`
	Tags            []string `json:"tags"`
	Photo           string   `json:"photo"`
	VideoURL        string   `json:"video_url"`
	Website         string   `json:"website"`
	About           string   `json:"about"`
	Aspirations     string   `json:"aspirations"`
	Opportunity     string   `json:"opportunity"`
	Available       bool     `json:"available"`
	// The availability the matching compares (0: not said).
	HoursPerDay int `json:"hours_per_day"`
	Months      int `json:"months"`
	// Whether signed-in company teams see the email and the phone.
	ShareEmail bool `json:"share_email"`
	SharePhone bool `json:"share_phone"`
}

// buildOwnProfile reads everything of the volunteer; profile may be nil
// while the volunteer has saved nothing.
func buildOwnProfile(app core.App, user, profile *core.Record) (*OwnProfile, error) {
	own := &OwnProfile{
		Step:  CurrentStep(user),
		Steps: wizard.VolunteerSteps,
		User: OwnUser{
			ID: user.Id, Username: user.GetString("username"), Email: user.Email(),
			FirstName: user.GetString("first_name"), LastName: user.GetString("last_name"),
			Role: user.GetString("role"), Country: user.GetString("country"), Category: user.GetString("category"),
		},
		Profile: ProfileFields{Languages: []string{}, Tags: []string{}},
		Entries: NoEntries(),
	}
	if country, err := app.FindRecordById("lookups", user.GetString("country")); err == nil {
		own.SuggestedCountryCode = country.GetString("dial_code")
	}
	links, err := formx.FindSocialLinks(app, user.Id)
	if err != nil {
		return nil, err
	}
	own.SocialLinks = links
	if profile == nil || profile.Id == "" || profile.IsNew() {
		return own, nil
	}
	own.Profile = ProfileFields{
		EducationLevel:  profile.GetString("education_level"),
		ExperienceYears: profile.GetString("experience_years"),
		Motivation:      profile.GetString("motivation"),
		OtherMotivation: profile.GetString("other_motivation"),
		Source:          profile.GetString("source"),
		Partner:         profile.GetString("partner"),
		CountryCode:     profile.GetString("country_code"),
		Phone:           profile.GetString("phone"),
		City:            profile.GetString("city"),
		Languages:       formx.NonNil(profile.GetStringSlice("languages")),
		Tags:            formx.StoredTags(profile, "tags"),
		Photo:           formx.FileURL(profile, "photo"),
		VideoURL:        profile.GetString("video_url"),
		Website:         profile.GetString("website"),
		About:           profile.GetString("about"),
		Aspirations:     profile.GetString("aspirations"),
		Opportunity:     profile.GetString("opportunity"),
		Available:       profile.GetBool("available"),
		HoursPerDay:     profile.GetInt("hours_per_day"),
		Months:          profile.GetInt("months"),
		ShareEmail:      profile.GetBool("share_email"),
		SharePhone:      profile.GetBool("share_phone"),
	}
	if own.Entries, err = LoadEntries(app, profile.Id); err != nil {
		return nil, err
	}
	return own, nil
}
