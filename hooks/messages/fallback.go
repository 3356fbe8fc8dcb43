package messages

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/config"
	"voluntech/hooks/notify"
)

// EmailInterval is the least time between two unread-message emails of one
// conversation to one side.
const EmailInterval = time.Hour

// fallback emails a side whose messages stayed unread.
type fallback struct {
	appURL string
	delay  time.Duration
}

// bindFallback runs the unread email job every minute. A delay under a
// minute (MESSAGE_EMAIL_DELAY in browser tests) also runs it at that pace
// while the server is up, since cron's resolution is one minute.
func bindFallback(app core.App, cfg config.Config) {
	f := &fallback{appURL: cfg.AppURL, delay: cfg.MessageEmailDelay}
	if f.delay <= 0 {
		f.delay = 15 * time.Minute
	}
	tick := func() {
		if _, err := f.Run(app, time.Now()); err != nil {
			app.Logger().Error("unread message emails failed", "error", err)
		}
	}
	app.Cron().MustAdd("voluntechUnreadMessages", "* * * * *", tick)
	if f.delay >= time.Minute {
		return
	}
	stop := make(chan struct{})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		go func() {
			t := time.NewTicker(f.delay / 2)
			defer t.Stop()
			for {
				select {
				case <-stop:
					return
				case <-t.C:
					tick()
				}
			}
		}()
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(e *core.TerminateEvent) error {
		close(stop)
		return e.Next()
	})
}

// dueRow is a conversation side whose oldest unread message waited long
// enough.
type dueRow struct {
	ID   string `db:"id"`
	Side string `db:"side"`
}

// Run queues one email per conversation side that has a message from the
// other side older than the delay, not read and not yet emailed about, when
// the side's last such email is older than EmailInterval. The email and
// the side's emailed_at are saved in one transaction, so a conversation is
// never emailed twice for the same messages. It returns how many were
// queued.
func (f *fallback) Run(app core.App, now time.Time) (int, error) {
	cutoff, _ := types.ParseDateTime(now.Add(-f.delay).UTC())
	hourAgo, _ := types.ParseDateTime(now.Add(-EmailInterval).UTC())
	var rows []dueRow
	// The sender test differs per side: the volunteer's messages are the
	// ones they sent; the company's are any team member's.
	err := app.DB().NewQuery(`
		SELECT c.id, 'company' AS side FROM conversations c
		WHERE c.company_unread > 0 AND c.company != '' AND (c.company_emailed_at = '' OR c.company_emailed_at < {:hour})
		  AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation = c.id AND m.sender = c.volunteer
		      AND m.created <= {:cutoff} AND m.created > MAX(c.company_read_at, c.company_emailed_at))
		UNION ALL
		SELECT c.id, 'volunteer' AS side FROM conversations c
		WHERE c.volunteer_unread > 0 AND c.volunteer != '' AND (c.volunteer_emailed_at = '' OR c.volunteer_emailed_at < {:hour})
		  AND EXISTS (SELECT 1 FROM messages m WHERE m.conversation = c.id AND m.sender != c.volunteer AND m.sender != ''
		      AND m.created <= {:cutoff} AND m.created > MAX(c.volunteer_read_at, c.volunteer_emailed_at))
		LIMIT 500`).
		Bind(dbx.Params{"cutoff": cutoff.String(), "hour": hourAgo.String()}).All(&rows)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, r := range rows {
		err := app.RunInTransaction(func(tx core.App) error {
			ok, err := f.emailOne(tx, r, now)
			if ok {
				sent++
			}
			return err
		})
		if err != nil {
			return sent, err
		}
	}
	return sent, nil
}

// emailOne queues the email of one side and records it.
func (f *fallback) emailOne(tx core.App, r dueRow, now time.Time) (bool, error) {
	conv, err := tx.FindRecordById("conversations", r.ID)
	if err != nil {
		return false, nil
	}
	at, _ := types.ParseDateTime(now.UTC())
	conv.Set(r.Side+"_emailed_at", at)
	if err := tx.Save(conv); err != nil {
		return false, err
	}
	to := recipientOf(tx, conv, r.Side)
	if to == nil || !notify.WantsEmail(tx, to.Id, notify.GroupMessages) || to.GetBool("suspended") {
		return false, nil
	}
	from := conv.GetString(other(r.Side) + "_name")
	intro := from + " sent you a message on Voluntech: \"" + conv.GetString("last_preview") + "\""
	err = notify.Email(tx, to, notify.Notice{
		Kind:         notify.KindMessage,
		Link:         "/" + r.Side + "/messages/" + conv.Id,
		EmailSubject: "New message from " + from,
		EmailText:    intro,
		EmailAction:  "Open the conversation",
		EmailOutro:   "You receive this email because a message waited unread for a while. Reply on Voluntech.",
	})
	return err == nil, err
}

// recipientOf is who the email of a side goes to: the volunteer, or the
// team member who last wrote in the conversation (else the owner).
func recipientOf(app core.App, conv *core.Record, side string) *core.Record {
	if side == SideVolunteer {
		u, err := app.FindRecordById("users", conv.GetString("volunteer"))
		if err != nil {
			return nil
		}
		return u
	}
	var sender string
	_ = app.DB().NewQuery(`SELECT sender FROM messages WHERE conversation = {:c} AND sender != {:v} AND sender != ''
		ORDER BY created DESC LIMIT 1`).Bind(dbx.Params{"c": conv.Id, "v": conv.GetString("volunteer")}).Row(&sender)
	if sender != "" {
		if u, err := app.FindRecordById("users", sender); err == nil {
			return u
		}
	}
	u, err := app.FindRecordById("users", conv.GetString("company"))
	if err != nil {
		return nil
	}
	return u
}
