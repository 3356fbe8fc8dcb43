package billing

import (
	"fmt"
	"slices"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
)

// MsgChoosePlanForTeam refuses an invitation while the company has no
// usable plan.
const MsgChoosePlanForTeam = "Choose a plan to add team members."

// TeamUsage is how a company's team stands against its plan's seats. Seats
// count the owner; Used adds the pending, unexpired invitations to the
// people on the team.
type TeamUsage struct {
	Seats    int    `json:"seats"`
	Used     int    `json:"used"`
	People   int    `json:"-"` // owner + members
	Plan     string `json:"-"`
	PlanName string `json:"-"`
}

// OverSeats reports a team bigger than its plan (after a downgrade):
// everyone keeps access, nobody new can be invited.
func (u TeamUsage) OverSeats() bool { return u.People > u.Seats }

// CanInvite reports whether one more invitation fits.
func (u TeamUsage) CanInvite() bool { return u.PlanName != "" && u.Used < u.Seats }

// SeatMessage refuses an invitation beyond the seats.
func (u TeamUsage) SeatMessage() string {
	if u.PlanName == "" {
		return MsgChoosePlanForTeam
	}
	return fmt.Sprintf("Your %s plan includes %s. Upgrade your plan to add more.", u.PlanName, accounts(u.Seats))
}

// Notice is what the team and payments pages say about the seats ("" when
// an invitation still fits).
func (u TeamUsage) Notice() string {
	switch {
	case u.PlanName == "":
		return MsgChoosePlanForTeam
	case u.OverSeats():
		return fmt.Sprintf("Your %s plan includes %s and your team has %d. Everyone keeps access, "+
			"but you cannot invite anyone until you upgrade your plan.", u.PlanName, accounts(u.Seats), u.People)
	case !u.CanInvite():
		return u.SeatMessage()
	}
	return ""
}

func accounts(n int) string {
	if n == 1 {
		return "1 team member account"
	}
	return fmt.Sprintf("%d team member accounts", n)
}

// Team is the answer's part about seats that the payments page shows.
type Team struct {
	Seats     int    `json:"seats"`
	Used      int    `json:"used"`
	OverSeats bool   `json:"over_seats"`
	Notice    string `json:"notice"`
}

// View is the usage as the billing answer carries it.
func (u TeamUsage) View() Team {
	return Team{Seats: u.Seats, Used: u.Used, OverSeats: u.OverSeats(), Notice: u.Notice()}
}

// Usage reads the company's seats and what uses them. Call it with the
// transaction that adds an invitation, so two invitations cannot both take
// the last seat. Without a usable plan the company has 1 seat (its owner).
func Usage(app core.App, companyID string) (TeamUsage, error) {
	u := TeamUsage{Seats: 1}
	r, err := findRecord(app, companyID)
	if err != nil {
		return u, err
	}
	if r != nil && slices.Contains(entitled, r.GetString("status")) {
		if p, ok := PlanByID(r.GetString("plan")); ok {
			u.Seats, u.Plan, u.PlanName = p.Seats, p.ID, p.Name
		}
	}
	var members, pending int
	err = app.DB().NewQuery(`SELECT
			(SELECT COUNT(*) FROM users WHERE `+auth.MembersSQL("team", "{:c}")+`),
			(SELECT COUNT(*) FROM team_invitations WHERE company = {:c} AND status = 'pending' AND expires_at > {:now})`).
		Bind(dbx.Params{"c": companyID, "now": types.NowDateTime().String()}).Row(&members, &pending)
	if err != nil {
		return u, err
	}
	u.People = 1 + members
	u.Used = u.People + pending
	return u, nil
}
