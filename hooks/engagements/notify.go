package engagements

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/mail"
)

// One function per mail event, each queued in the outbox through the
// transaction of the change it tells of (sent only if it commits).

const outro = "You receive this email because you use Voluntech."

// emailOf is the user's address ("" when the account is gone).
func emailOf(app core.App, userID string) string {
	if userID == "" {
		return ""
	}
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		return ""
	}
	return u.Email()
}

func send(app core.App, to, subject, intro, action, link string) error {
	if to == "" {
		return nil
	}
	return mail.Send(app, to, subject, intro, action, link, outro)
}

// hoursText is "2.5 hours" / "1 hour".
func hoursText(h float64) string {
	s := strconv.FormatFloat(h, 'f', -1, 64)
	if h == 1 {
		return s + " hour"
	}
	return s + " hours"
}

func (s *service) companyLink(eng *core.Record) string {
	return s.cfg.AppURL + "/company/opportunities?id=" + eng.GetString("opportunity")
}

func (s *service) volunteerLink(eng *core.Record) string {
	return s.cfg.AppURL + "/volunteer/engagements/" + eng.Id
}

// hoursSubmittedMail tells the company the volunteer logged time.
func (s *service) hoursSubmittedMail(app core.App, eng, entry *core.Record) error {
	return send(app, emailOf(app, eng.GetString("company")),
		"Hours to approve: "+eng.GetString("opportunity_title"),
		eng.GetString("volunteer_name")+" logged "+hoursText(entry.GetFloat("hours"))+" on "+entry.GetString("date")+
			" for \""+eng.GetString("opportunity_title")+"\". Approve or reject them.",
		"Review the hours", s.companyLink(eng))
}

// hoursApprovedMail tells the volunteer their time was approved.
func (s *service) hoursApprovedMail(app core.App, eng, entry *core.Record) error {
	return send(app, emailOf(app, eng.GetString("volunteer")),
		"Your hours were approved",
		eng.GetString("company_name")+" approved the "+hoursText(entry.GetFloat("hours"))+" you logged on "+
			entry.GetString("date")+" for \""+eng.GetString("opportunity_title")+"\".",
		"See your engagement", s.volunteerLink(eng))
}

// hoursRejectedMail tells the volunteer their time was rejected, and why.
func (s *service) hoursRejectedMail(app core.App, eng, entry *core.Record) error {
	return send(app, emailOf(app, eng.GetString("volunteer")),
		"Your hours were not approved",
		eng.GetString("company_name")+" did not approve the "+hoursText(entry.GetFloat("hours"))+" you logged on "+
			entry.GetString("date")+" for \""+eng.GetString("opportunity_title")+"\". Reason: "+entry.GetString("reason"),
		"See your engagement", s.volunteerLink(eng))
}

// finishRequestedMail asks the company to confirm the volunteer's finish.
func (s *service) finishRequestedMail(app core.App, eng *core.Record) error {
	return send(app, emailOf(app, eng.GetString("company")),
		"Confirm the end of an engagement",
		eng.GetString("volunteer_name")+" marked their work on \""+eng.GetString("opportunity_title")+
			"\" as finished. Confirm it to complete the engagement.",
		"Confirm completion", s.companyLink(eng))
}

// completedMail tells the volunteer the engagement completed, with the
// link to their certificate when one was issued.
func (s *service) completedMail(app core.App, eng, cert *core.Record) error {
	intro := eng.GetString("company_name") + " confirmed the completion of \"" + eng.GetString("opportunity_title") + "\"."
	action, link := "See your engagement", s.volunteerLink(eng)
	if cert != nil {
		intro += " Your certificate for " + hoursText(cert.GetFloat("hours")) + " is ready: anyone can verify it."
		action, link = "See your certificate", s.cfg.AppURL+"/certificates/"+cert.Id
	}
	return send(app, emailOf(app, eng.GetString("volunteer")), "Engagement completed: "+eng.GetString("opportunity_title"),
		intro, action, link)
}
