package engagements

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/notify"
)

// One function per engagement event, each told through notify.Notify in
// the transaction of the change it tells of: the bell's notification and,
// when the user wants the kind's email group, the email (queued in the
// outbox, sent only if the change commits). A company's notices go to its
// whole team, each member with their own email choices.

// hoursText is "2.5 hours" / "1 hour".
func hoursText(h float64) string {
	s := strconv.FormatFloat(h, 'f', -1, 64)
	if h == 1 {
		return s + " hour"
	}
	return s + " hours"
}

// companyLink is the company's opportunity, whose Engagements tab holds
// the engagement (an in-app path).
func companyLink(eng *core.Record) string {
	return "/company/opportunities?id=" + eng.GetString("opportunity")
}

// volunteerLink is the volunteer's engagement page (an in-app path).
func volunteerLink(eng *core.Record) string {
	return "/volunteer/engagements/" + eng.Id
}

// tellTeam notifies the engagement company's team.
func tellTeam(app core.App, eng *core.Record, n notify.Notice) error {
	team, err := notify.TeamOf(app, eng.GetString("company"))
	if err != nil {
		return err
	}
	return notify.Notify(app, team, n)
}

// tellVolunteer notifies the engagement's volunteer.
func tellVolunteer(app core.App, eng *core.Record, n notify.Notice) error {
	return notify.Notify(app, []string{eng.GetString("volunteer")}, n)
}

// notice is a Notice whose email says what the notification says.
func notice(kind, title, text, action, link string) notify.Notice {
	return notify.Notice{Kind: kind, Title: title, Body: text, Link: link,
		EmailSubject: title, EmailText: text, EmailAction: action}
}

// hoursSubmittedMail tells the company team the volunteer logged time.
func (s *service) hoursSubmittedMail(app core.App, eng, entry *core.Record) error {
	return tellTeam(app, eng, notice(notify.KindHoursSubmitted,
		"Hours to approve: "+eng.GetString("opportunity_title"),
		eng.GetString("volunteer_name")+" logged "+hoursText(entry.GetFloat("hours"))+" on "+entry.GetString("date")+
			" for \""+eng.GetString("opportunity_title")+"\". Approve or reject them.",
		"Review the hours", companyLink(eng)))
}

// hoursApprovedMail tells the volunteer their time was approved.
func (s *service) hoursApprovedMail(app core.App, eng, entry *core.Record) error {
	return tellVolunteer(app, eng, notice(notify.KindHoursDecided,
		"Your hours were approved",
		eng.GetString("company_name")+" approved the "+hoursText(entry.GetFloat("hours"))+" you logged on "+
			entry.GetString("date")+" for \""+eng.GetString("opportunity_title")+"\".",
		"See your engagement", volunteerLink(eng)))
}

// hoursRejectedMail tells the volunteer their time was rejected, and why.
func (s *service) hoursRejectedMail(app core.App, eng, entry *core.Record) error {
	return tellVolunteer(app, eng, notice(notify.KindHoursDecided,
		"Your hours were not approved",
		eng.GetString("company_name")+" did not approve the "+hoursText(entry.GetFloat("hours"))+" you logged on "+
			entry.GetString("date")+" for \""+eng.GetString("opportunity_title")+"\". Reason: "+entry.GetString("reason"),
		"See your engagement", volunteerLink(eng)))
}

// finishRequestedMail asks the company team to confirm the volunteer's
// finish.
func (s *service) finishRequestedMail(app core.App, eng *core.Record) error {
	return tellTeam(app, eng, notice(notify.KindEngagementFinish,
		"Confirm the end of an engagement",
		eng.GetString("volunteer_name")+" marked their work on \""+eng.GetString("opportunity_title")+
			"\" as finished. Confirm it to complete the engagement.",
		"Confirm completion", companyLink(eng)))
}

// completedMail tells both sides the engagement completed (each may now
// review the other), and the volunteer of their certificate when one was
// issued.
func (s *service) completedMail(app core.App, eng, cert *core.Record) error {
	title := "Engagement completed: " + eng.GetString("opportunity_title")
	if err := tellVolunteer(app, eng, notice(notify.KindEngagementCompleted, title,
		eng.GetString("company_name")+" confirmed the completion of \""+eng.GetString("opportunity_title")+
			"\". You can now review "+eng.GetString("company_name")+" within 30 days.",
		"See your engagement", volunteerLink(eng))); err != nil {
		return err
	}
	if err := tellTeam(app, eng, notice(notify.KindEngagementCompleted, title,
		"The engagement of "+eng.GetString("volunteer_name")+" on \""+eng.GetString("opportunity_title")+
			"\" is completed. You can now review "+eng.GetString("volunteer_name")+" within 30 days.",
		"See the engagement", companyLink(eng))); err != nil {
		return err
	}
	if cert == nil {
		return nil
	}
	return tellVolunteer(app, eng, notice(notify.KindCertificateIssued,
		"Your certificate is ready: "+eng.GetString("opportunity_title"),
		"Your certificate for "+hoursText(cert.GetFloat("hours"))+" on \""+eng.GetString("opportunity_title")+
			"\" at "+eng.GetString("company_name")+" is ready: anyone can verify it.",
		"See your certificate", "/certificates/"+cert.Id))
}
