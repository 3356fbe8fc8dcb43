package opportunities

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
	"voluntech/hooks/notify"
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

// notice is one event to tell some users with the change it tells of.
type notice struct {
	users []string
	n     notify.Notice
}

// queue saves the notices' notifications and queues their emails through
// app, the transaction of the change they tell of: they exist only if it
// commits, and it fails if they cannot be saved.
func queue(app core.App, notices ...notice) error {
	for _, n := range notices {
		if err := notify.Notify(app, n.users, n.n); err != nil {
			return err
		}
	}
	return nil
}

// withNotices runs the write of e and queues the notices it causes in one
// transaction; a failure to queue answers 500 and undoes the write.
func withNotices(e *core.RecordRequestEvent, notices func(tx core.App) ([]notice, error)) error {
	return formx.RequestThenInTransaction(e, func(tx core.App) error {
		ns, err := notices(tx)
		if err == nil {
			err = queue(tx, ns...)
		}
		if err != nil {
			return formx.Failed(e.RequestEvent, MsgSaveFailed, "queueing the notification emails failed", err,
				"collection", e.Record.Collection().Name, "record", e.Record.Id)
		}
		return nil
	})
}

// newApplicationNotice tells the company of a new application.
// Everyone on the company's team is told.
func newApplicationNotice(app core.App, a *core.Record) (notice, error) {
	title := a.GetString("opportunity_title")
	team, err := notify.TeamOf(app, a.GetString("company"))
	intro := "A volunteer applied to your opportunity \"" + title + "\". Open it to read their note and move them on."
	return notice{users: team, n: notify.Notice{
		Kind:         notify.KindApplicationNew,
		Title:        "New application for " + title,
		Body:         intro,
		Link:         "/company/opportunities?id=" + a.GetString("opportunity"),
		EmailSubject: "New application for " + title,
		EmailText:    intro,
		EmailAction:  "See the applicants",
	}}, err
}

// stageNotice tells the volunteer their application moved to a new stage.
func stageNotice(a *core.Record) notice {
	title, stage := a.GetString("opportunity_title"), StageLabel(a.GetString("stage"))
	intro := "Your application for \"" + title + "\" at " + a.GetString("company_name") + " is now: " + stage + "."
	if a.GetString("stage") == StageWithdrawn {
		intro = a.GetString("company_name") + " removed the opportunity \"" + title +
			"\", so your application was withdrawn. Thank you for applying; there are more opportunities waiting for you."
	}
	return notice{users: []string{a.GetString("volunteer")}, n: notify.Notice{
		Kind:         notify.KindApplicationStage,
		Title:        "Your application for " + title + ": " + stage,
		Body:         intro,
		Link:         "/volunteer/opportunities",
		EmailSubject: "Your application for " + title + ": " + stage,
		EmailText:    intro,
		EmailAction:  "See your applications",
	}}
}
