package projects

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/notify"
)

// One function per event, each told through notify.Notify in the
// transaction of the change it tells of (the bell and, by the user's
// preferences, the email from the outbox). A company's notices go to its
// whole team.

// pageOf is the engagement's page for side (an in-app path).
func pageOf(eng *core.Record, side string) string {
	if side == SideCompany {
		return "/company/engagements/" + eng.Id
	}
	return "/volunteer/engagements/" + eng.Id
}

// tell notifies side of eng with the same words in the bell and the email.
func tell(app core.App, eng *core.Record, side, kind, title, text, action string) error {
	users := []string{eng.GetString("volunteer")}
	if side == SideCompany {
		var err error
		if users, err = notify.TeamOf(app, eng.GetString("company")); err != nil {
			return err
		}
	}
	return notify.Notify(app, users, notify.Notice{Kind: kind, Title: title, Body: text, Link: pageOf(eng, side),
		EmailSubject: title, EmailText: text, EmailAction: action})
}

// nameOf is how side is named to the other side.
func nameOf(eng *core.Record, side string) string {
	if side == SideCompany {
		return eng.GetString("company_name")
	}
	return eng.GetString("volunteer_name")
}

func project(eng *core.Record) string {
	return "\"" + eng.GetString("opportunity_title") + "\""
}

// tellProposed tells the other side of a new scope version.
func tellProposed(app core.App, eng, v *core.Record, change bool) error {
	side := v.GetString("proposed_side")
	title := "Scope to review: " + eng.GetString("opportunity_title")
	text := nameOf(eng, side) + " proposed the scope (version " + strconv.Itoa(v.GetInt("version")) + ") of " +
		project(eng) + ". Accept it or ask for changes."
	if change {
		title = "Scope change proposed: " + eng.GetString("opportunity_title")
		text = nameOf(eng, side) + " proposed a change of the agreed scope of " + project(eng) +
			" (version " + strconv.Itoa(v.GetInt("version")) + "). Accept or decline it."
	}
	return tell(app, eng, other(side), notify.KindScope, title, text, "Review the scope")
}

// tellAnswered tells the proposing side of the answer to version v.
func tellAnswered(app core.App, eng, v *core.Record) error {
	side := v.GetString("proposed_side")
	by := nameOf(eng, other(side))
	n := strconv.Itoa(v.GetInt("version"))
	var title, text string
	switch v.GetString("status") {
	case VersionAgreed:
		title = "Scope agreed: " + eng.GetString("opportunity_title")
		text = by + " agreed to version " + n + " of the scope of " + project(eng) + "."
	case VersionDeclined:
		title = "Scope change declined: " + eng.GetString("opportunity_title")
		text = by + " declined the change (version " + n + ") of " + project(eng) + ": " + v.GetString("answer_comment")
	default:
		title = "Changes asked to the scope: " + eng.GetString("opportunity_title")
		text = by + " asked for changes to the scope of " + project(eng) + ": " + v.GetString("answer_comment")
	}
	return tell(app, eng, side, notify.KindScope, title, text, "See the scope")
}

// tellSubmitted tells the company team a milestone was delivered.
func tellSubmitted(app core.App, eng, m *core.Record) error {
	return tell(app, eng, SideCompany, notify.KindMilestone,
		"Milestone to review: "+m.GetString("title"),
		eng.GetString("volunteer_name")+" submitted the milestone \""+m.GetString("title")+"\" of "+project(eng)+
			". Sign it off or ask for changes.",
		"Review the milestone")
}

// tellDecided tells the volunteer the team signed a milestone off or
// asked for changes.
func tellDecided(app core.App, eng, m *core.Record) error {
	title := "Milestone signed off: " + m.GetString("title")
	text := eng.GetString("company_name") + " signed off the milestone \"" + m.GetString("title") + "\" of " + project(eng) + "."
	if m.GetString("status") == MilestoneChangesRequested {
		title = "Changes asked to a milestone: " + m.GetString("title")
		text = eng.GetString("company_name") + " asked for changes to the milestone \"" + m.GetString("title") + "\" of " +
			project(eng) + ": " + m.GetString("comment")
	}
	return tell(app, eng, SideVolunteer, notify.KindMilestone, title, text, "See the milestone")
}

// tellOverdue reminds both sides of a milestone past due with nothing
// submitted.
func tellOverdue(app core.App, eng, m *core.Record) error {
	title := "Milestone past due: " + m.GetString("title")
	text := "The milestone \"" + m.GetString("title") + "\" of " + project(eng) + " was due on " + m.GetString("due") +
		" and nothing was submitted yet."
	if err := tell(app, eng, SideVolunteer, notify.KindMilestoneReminder, title,
		text+" Submit it, or agree a new date with "+eng.GetString("company_name")+".", "See the milestone"); err != nil {
		return err
	}
	return tell(app, eng, SideCompany, notify.KindMilestoneReminder, title,
		text+" Check in with "+eng.GetString("volunteer_name")+", or agree a new date.", "See the milestone")
}
