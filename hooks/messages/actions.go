package messages

import (
	"net/http"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/notify"
)

// markRead answers POST /api/conversations/{id}/read: the caller's side has
// read everything (unread 0, read_at now, which the other side shows as
// "Seen"). Any participant; an outsider or unknown id gets 404. The saved
// conversation reaches both sides through realtime.
func markRead(e *core.RequestEvent) error {
	conv, side, err := participantConversation(e)
	if err != nil {
		return err
	}
	conv.Set(side+"_unread", 0)
	conv.Set(side+"_read_at", types.NowDateTime())
	return saveConversation(e, conv, "marking a conversation read failed")
}

// saveConversation saves the caller's change to conv and answers the
// conversation; logMsg says in the log which change failed.
func saveConversation(e *core.RequestEvent, conv *core.Record, logMsg string) error {
	if err := e.App.Save(conv); err != nil {
		return formx.Failed(e, MsgSaveFailed, logMsg, err)
	}
	return e.JSON(http.StatusOK, conv)
}

// block answers POST /api/conversations/{id}/block: no new message either
// way until the side that blocked unblocks. Blocking an already blocked
// conversation changes nothing.
func block(e *core.RequestEvent) error {
	conv, side, err := participantConversation(e)
	if err != nil {
		return err
	}
	if conv.GetString("blocked_by") == "" {
		conv.Set("blocked_by", side)
		return saveConversation(e, conv, "blocking a conversation failed")
	}
	return e.JSON(http.StatusOK, conv)
}

// unblock answers POST /api/conversations/{id}/unblock; only the side that
// blocked may (403 for the other side).
func unblock(e *core.RequestEvent) error {
	conv, side, err := participantConversation(e)
	if err != nil {
		return err
	}
	switch conv.GetString("blocked_by") {
	case "":
		return e.JSON(http.StatusOK, conv)
	case side:
		conv.Set("blocked_by", "")
		return saveConversation(e, conv, "unblocking a conversation failed")
	default:
		return e.ForbiddenError(MsgNotBlocker, nil)
	}
}

// checkReportReason checks the {reason} of POST /api/conversations/{id}/report.
func checkReportReason(errs formx.Errors, reason string) {
	switch {
	case reason == "":
		errs.Add("reason", "validation_required", MsgReasonRequired)
	case len([]rune(reason)) > MaxReason:
		errs.Add("reason", "validation_max_text_constraint", MsgReasonTooLong)
	}
}

// ReportedMessage is the copy of one reported message a superadmin reads.
type ReportedMessage struct {
	ID         string `json:"id"`
	SenderName string `json:"sender_name"`
	Body       string `json:"body"`
	Attachment string `json:"attachment"`
	Created    string `json:"created"`
}

// report answers POST /api/conversations/{id}/report (201) with
// {id, status}: it stores the reason and copies of the other side's latest
// ReportedMessageCopy messages, so the superadmin reviews exactly those and
// never the conversation. A participant only; reason 1..1000 characters.
func report(e *core.RequestEvent) error {
	conv, side, err := participantConversation(e)
	if err != nil {
		return err
	}
	reason, err := formx.ReadReason(e, checkReportReason)
	if err != nil {
		return err
	}
	reportedSide := other(side)
	copies, err := reportedMessages(e.App, conv, reportedSide)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "copying reported messages failed", err)
	}
	coll, err := e.App.FindCollectionByNameOrId("message_reports")
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "finding the message reports collection failed", err)
	}
	r := core.NewRecord(coll)
	r.Set("conversation", conv.Id)
	r.Set("reporter", e.Auth.Id)
	r.Set("reported", accountOf(conv, reportedSide))
	r.Set("reported_name", conv.GetString(reportedSide+"_name"))
	r.Set("reason", reason)
	r.Set("messages", copies)
	r.Set("status", "open")
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(r); err != nil {
			return err
		}
		return notifySuperadmins(tx, r)
	})
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "saving a report failed", err)
	}
	return e.JSON(http.StatusCreated, map[string]string{"id": r.Id, "status": "open"})
}

// reportedMessages copies the latest messages the reported side sent,
// oldest first.
func reportedMessages(app core.App, conv *core.Record, reportedSide string) ([]ReportedMessage, error) {
	q := app.RecordQuery("messages").AndWhere(dbx.HashExp{"conversation": conv.Id}).
		OrderBy("created DESC", "id DESC").Limit(ReportedMessageCopy)
	if reportedSide == SideVolunteer {
		q = q.AndWhere(dbx.HashExp{"sender": conv.GetString("volunteer")})
	} else {
		q = q.AndWhere(dbx.And(dbx.Not(dbx.HashExp{"sender": conv.GetString("volunteer")}), dbx.NewExp("sender != ''")))
	}
	var rows []*core.Record
	if err := q.All(&rows); err != nil {
		return nil, err
	}
	names := map[string]string{}
	out := make([]ReportedMessage, len(rows))
	for i, m := range rows {
		sender := m.GetString("sender")
		if _, ok := names[sender]; !ok {
			names[sender] = DeletedAccount
			if u, err := app.FindRecordById("users", sender); err == nil {
				names[sender], _, _ = displayOf(app, u)
				if reportedSide == SideCompany {
					// A member writes for the company: show who.
					names[sender] = u.GetString("first_name") + " " + u.GetString("last_name") +
						" (" + conv.GetString("company_name") + ")"
				}
			}
		}
		out[len(rows)-1-i] = ReportedMessage{
			ID: m.Id, SenderName: names[sender], Body: m.GetString("body"),
			Attachment: m.GetString("attachment"), Created: m.GetDateTime("created").Time().UTC().Format(time.RFC3339),
		}
	}
	return out, nil
}

// notifySuperadmins tells every superadmin of a new report on their bell
// (no email: the reports list is where they act on it).
func notifySuperadmins(tx core.App, r *core.Record) error {
	var admins []string
	err := tx.DB().Select("id").From("users").Where(dbx.HashExp{"role": auth.RoleSuperadmin}).
		OrderBy("created", "id").Column(&admins)
	if err != nil {
		return err
	}
	return notify.Notify(tx, admins, notify.Notice{
		Kind:  notify.KindMessageReport,
		Title: "New message report",
		Body:  "A conversation with " + r.GetString("reported_name") + " was reported: " + r.GetString("reason"),
		Link:  "/system/messages",
	})
}
