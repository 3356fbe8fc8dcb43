package responses

import (
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/notify"
)

// waiting is an application nobody of its company answered.
type waiting struct {
	ID          string `db:"id"`
	Company     string `db:"company"`
	Opportunity string `db:"opportunity"`
	Title       string `db:"opportunity_title"`
}

// SendReminders reminds each company's team of the applications that have
// waited ReminderAfter or more at now without any action of the company
// and were never reminded of. Each application is marked reminded in the
// same transaction as the mails are queued, so it is reminded of exactly
// once, however often the job runs. It returns how many applications it
// reminded of.
func SendReminders(app core.App, now time.Time) (int, error) {
	var rows []waiting
	err := app.DB().Select("id", "company", "COALESCE(opportunity, '') AS opportunity", "opportunity_title").
		From("applications").
		Where(dbx.HashExp{"stage": "applied", "first_action_at": "", "reminded_at": ""}).
		AndWhere(dbx.NewExp("company != '' AND created <= {:due}", dbx.Params{"due": dt(now.Add(-ReminderAfter))})).
		OrderBy("company", "created", "id").All(&rows)
	if err != nil {
		return 0, err
	}
	byCompany := map[string][]waiting{}
	var order []string
	for _, r := range rows {
		if _, ok := byCompany[r.Company]; !ok {
			order = append(order, r.Company)
		}
		byCompany[r.Company] = append(byCompany[r.Company], r)
	}
	sent := 0
	for _, company := range order {
		n, err := remindCompany(app, company, byCompany[company], now)
		if err != nil {
			app.Logger().Error("a reply reminder failed", "company", company, "error", err)
			continue
		}
		sent += n
	}
	return sent, nil
}

// remindCompany marks the applications reminded and notifies each member
// of the company's team (the bell, and the email by their choices), in one
// transaction. An application another pass marked meanwhile is left out.
func remindCompany(app core.App, company string, apps []waiting, now time.Time) (int, error) {
	marked := 0
	err := app.RunInTransaction(func(tx core.App) error {
		var claimed []waiting
		for _, a := range apps {
			res, err := tx.NonconcurrentDB().Update("applications", dbx.Params{"reminded_at": dt(now)},
				dbx.HashExp{"id": a.ID, "reminded_at": ""}).Execute()
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n == 1 {
				claimed = append(claimed, a)
			}
		}
		if len(claimed) == 0 {
			return nil
		}
		team, err := notify.TeamOf(tx, company)
		if err != nil {
			return err
		}
		subject, intro, link := reminderText(claimed)
		if err := notify.Notify(tx, team, notify.Notice{Kind: notify.KindReplyReminder, Title: subject, Body: intro,
			Link: link, EmailSubject: subject, EmailText: intro, EmailAction: "See the applicants"}); err != nil {
			return err
		}
		marked = len(claimed)
		return nil
	})
	return marked, err
}

// reminderText is the reminder's subject, introduction and in-app link:
// the opportunity's applicant board when they all applied to one, the
// company's opportunities otherwise.
func reminderText(apps []waiting) (subject, intro, link string) {
	perTitle := map[string]int{}
	var titles []string
	opportunities := map[string]bool{}
	for _, a := range apps {
		if perTitle[a.Title] == 0 {
			titles = append(titles, a.Title)
		}
		perTitle[a.Title]++
		opportunities[a.Opportunity] = true
	}
	parts := make([]string, 0, len(titles))
	for _, t := range titles {
		parts = append(parts, fmt.Sprintf("%q (%d)", t, perTitle[t]))
	}
	if len(apps) == 1 {
		subject = "A volunteer is waiting for your reply"
		intro = "A volunteer applied to " + fmt.Sprintf("%q", titles[0]) +
			" a week ago and has not heard from you yet. Move them on, or let them know it is not a match."
	} else {
		subject = fmt.Sprintf("%d volunteers are waiting for your reply", len(apps))
		intro = fmt.Sprintf("%d volunteers applied a week or more ago and have not heard from you yet: %s. "+
			"Move them on, or let them know it is not a match.", len(apps), strings.Join(parts, ", "))
	}
	link = "/company/opportunities"
	if len(opportunities) == 1 && apps[0].Opportunity != "" {
		link += "/" + url.PathEscape(apps[0].Opportunity) + "/board"
	}
	return subject, intro, link
}
