package opportunities

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/notify"
)

// The names of the team members who made stage moves and opportunity edits
// are for the company's own eyes (and superadmins'): the volunteer and the
// public never see them. A name whose account is gone from the team is
// flagged "former" so the UI can say "former team member".

// seesTeamActors reports whether viewer may see who of companyID's team did
// what.
func seesTeamActors(viewer *core.Record, companyID string) bool {
	return viewer != nil && (viewer.IsSuperuser() || auth.IsSuperadmin(viewer) || auth.InCompany(viewer, companyID))
}

// teamOf is the ids of the company's owner and current members.
func teamOf(app core.App, companyID string) map[string]bool {
	ids, _ := notify.TeamOf(app, companyID)
	team := make(map[string]bool, len(ids))
	for _, id := range ids {
		team[id] = true
	}
	return team
}

// enrichMoves shows the application's movers to the company (flagging
// former members and naming the last mover for the applicants table) and
// hides them from everyone else.
func enrichMoves(app core.App, r, viewer *core.Record) {
	h := History(r)
	if !seesTeamActors(viewer, r.GetString("company")) {
		// Stored histories hold no movers (history_movers does); this
		// also covers a history written before they moved out.
		for i := range h {
			h[i].By, h[i].ByName = "", ""
		}
		r.Set("history", h)
		return
	}
	for _, m := range Movers(r) {
		for i := range h {
			if h[i].By == "" && h[i].At == m.At && h[i].Stage == m.Stage {
				h[i].By, h[i].ByName = m.By, m.ByName
				break
			}
		}
	}
	var team map[string]bool
	lastName, lastFormer := "", false
	for i := range h {
		if h[i].By == "" {
			continue
		}
		if team == nil {
			team = teamOf(app, r.GetString("company"))
		}
		h[i].ByFormer = !team[h[i].By]
		lastName, lastFormer = h[i].ByName, h[i].ByFormer
	}
	r.Set("history", h)
	r.Set("last_moved_by_name", lastName)
	r.Set("last_moved_by_former", lastFormer)
}

// enrichEditors shows who of the team posted and last edited the
// opportunity to the company; the fields stay hidden from anyone else.
func enrichEditors(app core.App, r, viewer *core.Record) {
	if !seesTeamActors(viewer, r.GetString("company")) {
		return
	}
	r.Unhide("created_by", "created_by_name", "updated_by", "updated_by_name")
	var team map[string]bool
	for _, f := range []string{"created_by", "updated_by"} {
		id := r.GetString(f)
		if id == "" {
			r.Set(f+"_former", false)
			continue
		}
		if team == nil {
			team = teamOf(app, r.GetString("company"))
		}
		r.Set(f+"_former", !team[id])
	}
}
