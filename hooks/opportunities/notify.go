package opportunities

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/mail"
)

// StageLabels are the names of the stages in messages and emails.
var StageLabels = map[string]string{
	StageApplied: "Applied", StageInReview: "In Review", StageInterview: "Interview",
	StageAccepted: "Accepted", StageRejected: "Rejected", StageWithdrawn: "Withdrawn",
}

// StageLabel is the label of stage (the stage itself when unknown).
func StageLabel(stage string) string {
	if l, ok := StageLabels[stage]; ok {
		return l
	}
	return stage
}

// notice is one email to send once the change it tells of is committed.
type notice struct {
	to, subject, intro, action, link string
}

// afterCommit runs fn when app's transaction commits (never when it rolls
// back), or at once when app is not in a transaction: a batch request runs
// its writes in one transaction and may still fail after this write.
func afterCommit(app core.App, fn func()) {
	if tx := app.TxInfo(); tx != nil {
		tx.OnComplete(func(txErr error) error {
			if txErr == nil {
				fn()
			}
			return nil
		})
		return
	}
	fn()
}

// send delivers the notices after the commit; a failed delivery is logged
// and does not undo the change.
func send(app core.App, notices ...notice) {
	if len(notices) == 0 {
		return
	}
	afterCommit(app, func() {
		for _, n := range notices {
			if n.to == "" {
				continue
			}
			if err := mail.Send(app, n.to, n.subject, n.intro, n.action, n.link,
				"You receive this email because you use Voluntech."); err != nil {
				app.Logger().Error("sending a notification failed", "to", n.to, "subject", n.subject, "error", err)
			}
		}
	})
}

// emailOf is the email address of the user ("" when gone).
func emailOf(app core.App, userID string) string {
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		return ""
	}
	return u.Email()
}

// newApplicationNotice tells the company of a new application.
func (s *service) newApplicationNotice(app core.App, a *core.Record) notice {
	title := a.GetString("opportunity_title")
	return notice{
		to:      emailOf(app, a.GetString("company")),
		subject: "New application for " + title,
		intro:   "A volunteer applied to your opportunity \"" + title + "\". Open it to read their note and move them on.",
		action:  "See the applicants",
		link:    s.cfg.AppURL + "/company/opportunities?id=" + a.GetString("opportunity"),
	}
}

// stageNotice tells the volunteer their application moved to a new stage.
func (s *service) stageNotice(app core.App, a *core.Record) notice {
	title, stage := a.GetString("opportunity_title"), StageLabel(a.GetString("stage"))
	intro := "Your application for \"" + title + "\" at " + a.GetString("company_name") + " is now: " + stage + "."
	if a.GetString("stage") == StageWithdrawn {
		intro = a.GetString("company_name") + " removed the opportunity \"" + title +
			"\", so your application was withdrawn. Thank you for applying; there are more opportunities waiting for you."
	}
	return notice{
		to:      emailOf(app, a.GetString("volunteer")),
		subject: "Your application for " + title + ": " + stage,
		intro:   intro,
		action:  "See your applications",
		link:    s.cfg.AppURL + "/volunteer/opportunities",
	}
}
