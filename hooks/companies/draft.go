package companies

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/hooks/wizard"
)

// Draft is the answer of GET /api/company/onboarding and of every step:
// the saved answers and the step to resume at.
type Draft struct {
	Step int `json:"step"`
	// Steps are the numbers of the steps by name, the browser's one
	// definition of them.
	Steps        map[string]int `json:"steps"`
	Profile      DraftProfile   `json:"profile"`
	SocialLinks  []SocialLink   `json:"social_links"`
	Subscription *Subscription  `json:"subscription"`
	// SuggestedCountryCode is the dial code of the user's country, for the
	// details step while no country_code is saved (docs/architecture.md, decision 8).
	SuggestedCountryCode string `json:"suggested_country_code"`
}

// DraftProfile holds every wizard field under the name the forms use.
type DraftProfile struct {
	CompanyName         string   `json:"company_name"`
	CompanyStage        string   `json:"company_stage"`
	TeamSize            string   `json:"team_size"`
	TeamStructure       string   `json:"team_structure"`
	FundType            string   `json:"fund_type"`
	Source              string   `json:"source"`
	Partner             string   `json:"partner"`
	CountryCode         string   `json:"country_code"`
	Phone               string   `json:"phone"`
	City                string   `json:"city"`
	RoleTitle           string   `json:"role_title"`
	Languages           []string `json:"languages"`
	Tags                []string `json:"tags"`
	Website             string   `json:"website"`
	Logo                string   `json:"logo"`
	VideoURL            string   `json:"video_url"`
	Description         string   `json:"description"`
	ProgressDescription string   `json:"progress_description"`
	FuturePlan          string   `json:"future_plan"`
	// The public page's contact email, shown only while ShowContactEmail.
	ShowContactEmail bool   `json:"show_contact_email"`
	ContactEmail     string `json:"contact_email"`
}

// Subscription is the company's plan as the wizard needs it (the payments
// page reads GET /api/billing/subscription for the rest).
type Subscription struct {
	Plan              string `json:"plan"`
	Interval          string `json:"interval"`
	Status            string `json:"status"`
	CurrentPeriodEnd  string `json:"current_period_end"`
	CancelAtPeriodEnd bool   `json:"cancel_at_period_end"`
}

func buildDraft(app core.App, user, profile *core.Record) (*Draft, error) {
	links, err := FindSocialLinks(app, user.Id)
	if err != nil {
		return nil, err
	}
	d := &Draft{
		Step:        CurrentStep(user),
		Steps:       wizard.CompanySteps,
		SocialLinks: links,
		Profile: DraftProfile{
			CompanyName:         profile.GetString("company_name"),
			CompanyStage:        profile.GetString("company_stage"),
			TeamSize:            profile.GetString("team_size"),
			TeamStructure:       profile.GetString("team_structure"),
			FundType:            profile.GetString("fund_type"),
			Source:              profile.GetString("source"),
			Partner:             profile.GetString("partner"),
			CountryCode:         profile.GetString("country_code"),
			Phone:               profile.GetString("phone"),
			City:                profile.GetString("city"),
			RoleTitle:           profile.GetString("role_title"),
			Languages:           nonNil(profile.GetStringSlice("languages")),
			Tags:                Tags(profile),
			Website:             profile.GetString("website"),
			Logo:                LogoURL(profile),
			VideoURL:            profile.GetString("video_url"),
			Description:         profile.GetString("description"),
			ProgressDescription: profile.GetString("progress_description"),
			FuturePlan:          profile.GetString("future_plan"),
			ShowContactEmail:    profile.GetBool("show_contact_email"),
			ContactEmail:        profile.GetString("contact_email"),
		},
	}
	if country, err := app.FindRecordById("lookups", user.GetString("country")); err == nil {
		d.SuggestedCountryCode = country.GetString("dial_code")
	}
	if sub, err := app.FindFirstRecordByData("subscriptions", "company", user.Id); err == nil && sub.GetString("status") != "" {
		d.Subscription = &Subscription{
			Plan:              sub.GetString("plan"),
			Interval:          sub.GetString("interval"),
			Status:            sub.GetString("status"),
			CurrentPeriodEnd:  sub.GetString("current_period_end"),
			CancelAtPeriodEnd: sub.GetBool("cancel_at_period_end"),
		}
	}
	return d, nil
}

// LogoURL is the path of the profile's logo, or "" without one.
func LogoURL(profile *core.Record) string { return formx.FileURL(profile, "logo") }

// Tags are the profile's tags; a malformed stored value reads as none.
func Tags(profile *core.Record) []string { return formx.StoredTags(profile, "tags") }

// FindSocialLinks returns the user's links in their saved order.
func FindSocialLinks(app core.App, userID string) ([]SocialLink, error) {
	return formx.FindSocialLinks(app, userID)
}

func nonNil(s []string) []string { return formx.NonNil(s) }
