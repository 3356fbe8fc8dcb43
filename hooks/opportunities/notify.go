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

// notice is one email to queue with the change it tells of.
type notice struct {
	to, subject, intro, action, link string
}

// queue writes the notices to the mail outbox through app, the transaction
// of the change they tell of: they are sent only if it commits, and it
// fails if they cannot be queued.
func queue(app core.App, notices ...notice) error {
	for _, n := range notices {
		if n.to == "" {
			continue
		}
		if err := mail.Send(app, n.to, n.subject, n.intro, n.action, n.link,
			"You receive this email because you use Voluntech."); err != nil {
			return err
		}
	}
	return nil
}

// withNotices runs the write of e and queues the notices it causes in one
// transaction; a failure to queue answers 500 and undoes the write.
func withNotices(e *core.RecordRequestEvent, notices func(tx core.App) ([]notice, error)) error {
	orig := e.App
	defer func() { e.App = orig }()
	return orig.RunInTransaction(func(tx core.App) error {
		e.App = tx
		if err := e.Next(); err != nil {
			return err
		}
		ns, err := notices(tx)
		if err == nil {
			err = queue(tx, ns...)
		}
		if err != nil {
			tx.Logger().Error("queueing the notification emails failed", "collection", e.Record.Collection().Name,
				"record", e.Record.Id, "error", err)
			return e.InternalServerError(MsgSaveFailed, nil)
		}
		return nil
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
