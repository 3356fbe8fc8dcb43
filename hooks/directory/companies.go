package directory

import (
	"net/http"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
	"voluntech/hooks/responses"
	"voluntech/hooks/teams"
)

// MsgNoCompany answers a company that does not exist or is not public yet.
const MsgNoCompany = "Company not found."

// PublicCompany is a company's public profile: what a visitor may see, nothing more.
type PublicCompany struct {
	Username            string                 `json:"username"`
	CompanyName         string                 `json:"company_name"`
	FirstName           string                 `json:"first_name"`
	Logo                string                 `json:"logo"`
	City                string                 `json:"city"`
	Country             string                 `json:"country"`
	Category            string                 `json:"category"`
	CompanyStage        string                 `json:"company_stage"`
	TeamSize            string                 `json:"team_size"`
	Tags                []string               `json:"tags"`
	Description         string                 `json:"description"`
	ProgressDescription string                 `json:"progress_description"`
	FuturePlan          string                 `json:"future_plan"`
	VideoURL            string                 `json:"video_url"`
	Website             string                 `json:"website"`
	MemberSince         string                 `json:"member_since"`
	SocialLinks         []companies.SocialLink `json:"social_links"`
	Team                []PublicTeamMember     `json:"team"`
	// ResponseTime is null while the company is too new to tell.
	ResponseTime *responses.Public `json:"response_time"`
	CompanyShowcase
}

// getCompany answers GET /api/directory/companies/{username}. A company is
// public once it finished the details step of its wizard; before that, or
// for any other user, the answer is 404.
func getCompany(e *core.RequestEvent) error {
	user, profile, ok := findPublicCompany(e.App, e.Request.PathValue("username"))
	if !ok {
		return e.NotFoundError(MsgNoCompany, nil)
	}
	links, err := companies.FindSocialLinks(e.App, user.Id)
	if err != nil {
		return formx.Failed(e, "", "reading a company's social links failed", err, "company", user.Id)
	}
	team, err := publicTeam(e.App, user.Id)
	if err != nil {
		return formx.Failed(e, "", "reading a company's team failed", err, "company", user.Id)
	}
	showcase, err := companyShowcase(e.App, user, profile)
	if err != nil {
		return formx.Failed(e, "", "reading a company's showcase failed", err, "company", user.Id)
	}
	return e.JSON(http.StatusOK, PublicCompany{
		Username:            user.GetString("username"),
		CompanyName:         profile.GetString("company_name"),
		FirstName:           user.GetString("first_name"),
		Logo:                companies.LogoURL(profile),
		City:                profile.GetString("city"),
		Country:             lookupName(e.App, user.GetString("country")),
		Category:            lookupName(e.App, user.GetString("category")),
		CompanyStage:        lookupName(e.App, profile.GetString("company_stage")),
		TeamSize:            lookupName(e.App, profile.GetString("team_size")),
		Tags:                companies.Tags(profile),
		Description:         profile.GetString("description"),
		ProgressDescription: profile.GetString("progress_description"),
		FuturePlan:          profile.GetString("future_plan"),
		VideoURL:            profile.GetString("video_url"),
		Website:             profile.GetString("website"),
		MemberSince:         user.GetString("created"),
		SocialLinks:         links,
		Team:                team,
		ResponseTime:        responses.Of(e.App, user.Id),
		CompanyShowcase:     showcase,
	})
}

// findPublicCompany finds the company with the username (without case)
// whose profile is public: past the details step.
func findPublicCompany(app core.App, username string) (user, profile *core.Record, ok bool) {
	user = &core.Record{}
	err := app.RecordQuery("users").
		AndWhere(dbx.NewExp("[[username]] = {:u} COLLATE NOCASE", dbx.Params{"u": username})).
		AndWhere(dbx.HashExp{"role": auth.RoleCompany, "team": ""}).
		AndWhere(dbx.HashExp{"suspended": false}).
		Limit(1).One(user)
	if err != nil {
		return nil, nil, false
	}
	profile, err = companies.FindProfile(app, user.Id)
	if err != nil || companies.CurrentStep(user) <= companies.StepDetails {
		return nil, nil, false
	}
	return user, profile, true
}

// PublicTeamMember is a team member as the public company page shows them:
// first name, last initial and role title, never an email or an id.
type PublicTeamMember struct {
	FirstName   string `json:"first_name"`
	LastInitial string `json:"last_initial"`
	RoleTitle   string `json:"role_title"`
	Avatar      string `json:"avatar"`
}

// publicTeam is the company's owner and members, in the team's order.
func publicTeam(app core.App, companyID string) ([]PublicTeamMember, error) {
	people, err := teams.Roster(app, companyID, false)
	if err != nil {
		return nil, err
	}
	out := make([]PublicTeamMember, 0, len(people))
	for _, p := range people {
		initial := ""
		if r := []rune(strings.TrimSpace(p.LastName)); len(r) > 0 {
			initial = strings.ToUpper(string(r[0]))
		}
		out = append(out, PublicTeamMember{FirstName: p.FirstName, LastInitial: initial, RoleTitle: p.RoleTitle, Avatar: p.Avatar})
	}
	return out, nil
}
