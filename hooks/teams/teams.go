// Package teams serves a company's team (docs/team-api.md): the
// owner invites teammates by email, an invitee joins through the mailed
// link, and the owner removes members. The company stays the owner's
// identity; a member is a company user whose `team` is the owner (see
// auth.CompanyOf and pb_migrations.OwnedByTeam). Seats come from the plan
// (billing.Usage) and are counted inside the transaction that spends one.
package teams

import (
	"net/http"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/billing"
	"voluntech/hooks/config"
	"voluntech/hooks/formx"
)

// Messages of the team routes.
const (
	MsgOwnerOnly        = auth.MsgOwnerOnly
	MsgEmail            = "Please enter a valid email address."
	MsgOnTeam           = "This person is already on your team."
	MsgHasAccount       = "This email already has a Voluntech account. Ask your teammate to invite another address."
	MsgAlreadyInvited   = "This email has already been invited. Resend the invitation instead."
	MsgNoInvitation     = "Invitation not found."
	MsgNoMember         = "Team member not found."
	MsgRemoveSelf       = "You cannot remove yourself from the team."
	MsgLinkInvalid      = "This invitation link is not valid. Ask your teammate to send a new one."
	MsgLinkUsed         = "This invitation has already been used. Sign in instead."
	MsgLinkExpired      = "This invitation has expired. Ask your teammate to send a new one."
	MsgFixFields        = formx.MsgFixFields
	MsgInvalidBody      = formx.MsgInvalidBody
	MsgSaveFailed       = formx.MsgSaveFailed
	MsgRoleTitleTooLong = "Role title must be at most 100 characters."
)

// Statuses of a roster entry.
const (
	StatusActive  = "active"
	StatusInvited = "invited"
	StatusExpired = "expired"
)

// service holds the configuration the mail links need.
type service struct {
	cfg config.Config
}

// Register binds the team routes.
func Register(app core.App, cfg config.Config) {
	s := &service{cfg: cfg}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/company/team")
		// The join routes are public: the token is the credential.
		g.GET("/join/{token}", getJoin)
		g.POST("/join/{token}", postJoin)
		// Public as well: the refused session's own token is the credential.
		g.POST("/removed", postRemoved)

		company := []*hook.Handler[*core.RequestEvent]{auth.RequireRole(auth.RoleCompany), auth.RequireVerified()}
		owner := append(slices.Clone(company), auth.RequireOwner(MsgOwnerOnly))
		g.GET("", getTeam).Bind(company...)
		g.POST("/invitations", s.postInvitation).Bind(owner...)
		g.POST("/invitations/{id}/resend", s.postResend).Bind(owner...)
		g.DELETE("/invitations/{id}", deleteInvitation).Bind(owner...)
		g.DELETE("/members/{id}", deleteMember).Bind(owner...)
		return se.Next()
	})
}

// teamResponse is the answer of GET /api/company/team.
type teamResponse struct {
	Seats     int      `json:"seats"`
	Used      int      `json:"used"`
	Plan      string   `json:"plan"`
	PlanName  string   `json:"plan_name"`
	Owner     bool     `json:"owner"`
	CanInvite bool     `json:"can_invite"`
	OverSeats bool     `json:"over_seats"`
	Notice    string   `json:"notice"`
	Members   []Person `json:"members"`
}

// getTeam answers the owner (with emails and pending invitations) and the
// members (names, roles and activity only).
func getTeam(e *core.RequestEvent) error {
	companyID, isOwner, _ := auth.CompanyOf(e.Auth)
	usage, err := billing.Usage(e.App, companyID)
	if err != nil {
		return formx.Failed(e, "", "team route failed", err, "what", "count the team's seats")
	}
	people, err := Roster(e.App, companyID, isOwner)
	if err != nil {
		return formx.Failed(e, "", "team route failed", err, "what", "read the team")
	}
	res := teamResponse{
		Seats: usage.Seats, Used: usage.Used, Plan: usage.Plan, PlanName: usage.PlanName,
		Owner: isOwner, OverSeats: usage.OverSeats(), Members: people,
	}
	if isOwner {
		res.CanInvite = usage.CanInvite()
		res.Notice = usage.Notice()
	} else {
		for i := range res.Members {
			res.Members[i].Email = ""
		}
	}
	return e.JSON(http.StatusOK, res)
}

// Person is one entry of a team: the owner, a member or (for the owner's
// and the superadmin's eyes) an invitation.
type Person struct {
	ID           string `json:"id"`
	Kind         string `json:"kind"` // "user" or "invitation"
	Name         string `json:"name"`
	FirstName    string `json:"first_name"`
	LastName     string `json:"last_name"`
	Role         string `json:"role"` // "owner" or "member"
	RoleTitle    string `json:"role_title"`
	Status       string `json:"status"`
	Avatar       string `json:"avatar"`
	LastActiveAt string `json:"last_active_at,omitempty"`
	JoinedAt     string `json:"joined_at,omitempty"`
	Email        string `json:"email,omitempty"`
	InvitedAt    string `json:"invited_at,omitempty"`
	ExpiresAt    string `json:"expires_at,omitempty"`
}

// Roster lists the company's owner, then its members by join date, then
// (withInvitations) its pending invitations newest first. Emails are
// filled in; callers that must not show them blank them.
func Roster(app core.App, companyID string, withInvitations bool) ([]Person, error) {
	var users []*core.Record
	err := app.RecordQuery("users").AndWhere(auth.TeamOf(companyID)).OrderBy("created").All(&users)
	if err != nil {
		return nil, err
	}
	ownerTitle := ""
	_ = app.DB().Select("role_title").From("company_profiles").Where(dbx.HashExp{"user": companyID}).Limit(1).Row(&ownerTitle)
	out := make([]Person, 0, len(users)+2)
	for _, u := range users {
		p := Person{
			ID: u.Id, Kind: "user", FirstName: u.GetString("first_name"), LastName: u.GetString("last_name"),
			Role: "member", RoleTitle: u.GetString("role_title"), Status: StatusActive,
			Avatar: formx.FileURL(u, "avatar"), LastActiveAt: u.GetString("last_active_at"),
			JoinedAt: u.GetString("created"), Email: u.Email(),
		}
		p.Name = fullName(u)
		if u.Id == companyID {
			p.Role, p.RoleTitle = "owner", ownerTitle
			out = append([]Person{p}, out...)
			continue
		}
		out = append(out, p)
	}
	if !withInvitations {
		return out, nil
	}
	invites, err := app.FindRecordsByFilter("team_invitations", "company = {:c} && status = 'pending'", "-created", 0, 0,
		dbx.Params{"c": companyID})
	if err != nil {
		return nil, err
	}
	for _, inv := range invites {
		out = append(out, invitationPerson(inv))
	}
	return out, nil
}

// invitationPerson is an invitation as a roster entry.
func invitationPerson(inv *core.Record) Person {
	status := StatusInvited
	if !inv.GetDateTime("expires_at").After(types.NowDateTime()) {
		status = StatusExpired
	}
	return Person{
		ID: inv.Id, Kind: "invitation", Role: "member", Status: status, Email: inv.GetString("email"),
		InvitedAt: inv.GetString("created"), ExpiresAt: inv.GetString("expires_at"),
	}
}

func fullName(u *core.Record) string {
	first, last := u.GetString("first_name"), u.GetString("last_name")
	if last == "" {
		return first
	}
	if first == "" {
		return last
	}
	return first + " " + last
}
