package messages

import (
	"bytes"
	"io"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/core/validators"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/fanout"
	"voluntech/hooks/formx"
	"voluntech/hooks/notify"
	"voluntech/hooks/responses"
)

// checkNewMessage adds to the messages create rule (a verified participant
// of the conversation) what a rule cannot state: the text is 1..4000
// characters unless a file is attached, the attachment is one PDF, PNG or
// JPEG of at most 5 MB whose content matches (images must have a readable
// header within formx.MaxImageSide), neither side blocked the other and
// the recipient is not suspended or deleted (403 "You can't message this
// account."), and the sender keeps under MaxMessagesPerMin a minute (429).
// The sender is always the caller, whatever the body says.
func checkNewMessage(e *core.RecordRequestEvent) error {
	if e.HasSuperuserAuth() {
		return e.Next()
	}
	if e.Auth == nil {
		return e.UnauthorizedError(MsgSignIn, nil)
	}
	conv, err := e.App.FindRecordById("conversations", e.Record.GetString("conversation"))
	if err != nil {
		return e.NotFoundError(MsgNoConversation, formx.FieldError("conversation", "validation_not_found", MsgNoConversation))
	}
	side := sideOf(conv, e.Auth)
	if side == "" {
		return e.NotFoundError(MsgNoConversation, formx.FieldError("conversation", "validation_not_found", MsgNoConversation))
	}

	errs := formx.Errors{}
	body := strings.TrimSpace(e.Record.GetString("body"))
	e.Record.Set("body", body)
	files := e.Record.GetUnsavedFiles("attachment")
	switch {
	case len([]rune(body)) > MaxBody:
		errs.Add("body", "validation_max_text_constraint", MsgBodyTooLong)
	case body == "" && len(files) == 0:
		errs.Add("body", "validation_required", MsgBodyRequired)
	}
	if len(files) > 1 {
		errs.Add("attachment", "validation_invalid_file", MsgOneAttachment)
	} else if len(files) == 1 {
		if code, msg := checkAttachment(files[0]); code != "" {
			errs.Add("attachment", code, msg)
		}
	}
	if err := errs.Refusal(e.RequestEvent); err != nil {
		return err
	}

	if conv.GetString("blocked_by") != "" {
		return e.ForbiddenError(MsgCantMessage, formx.FieldError("conversation", "validation_blocked", MsgCantMessage))
	}
	recipient, err := e.App.FindRecordById("users", accountOf(conv, other(side)))
	if err != nil || suspendedAccount(e.App, recipient) {
		return e.ForbiddenError(MsgCantMessage, formx.FieldError("conversation", "validation_unavailable", MsgCantMessage))
	}
	// A first count refuses early, before the attachment is stored.
	recent, err := recentMessages(e.App, e.Auth.Id)
	if err != nil {
		return formx.Failed(e.RequestEvent, MsgSaveFailed, "counting recent messages failed", err)
	}
	if recent >= MaxMessagesPerMin {
		return tooFast()
	}

	e.Record.Set("sender", e.Auth.Id)
	// The count that decides is made again after the insert, in its
	// transaction: SQLite lets one writer in at a time and PocketBase's
	// writes share one connection, so it sees every message committed
	// before plus this one. Parallel sends all passed the first count
	// alone (40 sends, 37 accepted against 20 a minute); here the 21st
	// rolls back. The answer is written only after the commit.
	return formx.RequestThenInTransaction(e, func(tx core.App) error {
		n, err := recentMessages(tx, e.Auth.Id)
		if err != nil {
			return err
		}
		if n > MaxMessagesPerMin {
			return tooFast()
		}
		return nil
	})
}

// recentMessages counts the messages sender sent in the last minute.
func recentMessages(app core.App, sender string) (int64, error) {
	return app.CountRecords("messages", dbx.HashExp{"sender": sender},
		dbx.NewExp("created > {:since}", dbx.Params{"since": types.NowDateTime().Add(-time.Minute).String()}))
}

func tooFast() error {
	return apis.NewTooManyRequestsError(MsgTooFast, formx.FieldError("limit", "rate_limit_minute", MsgTooFast))
}

// checkAttachment returns an error code and message when the file is too
// large, is not a PDF, PNG or JPEG by its content (whatever its name says),
// or is an image whose header cannot be read or is too large to decode.
func checkAttachment(f *filesystem.File) (code, msg string) {
	if f.Size > MaxAttachmentBytes {
		return "validation_file_size_limit", MsgAttachmentSize
	}
	if validators.UploadedFileMimeType(AttachmentTypes)(f) != nil {
		return "validation_invalid_mime_type", MsgAttachmentType
	}
	head, ok := fileHead(f, 5)
	if !ok {
		return "validation_invalid_mime_type", MsgAttachmentType
	}
	if bytes.HasPrefix(head, []byte("%PDF-")) {
		return "", ""
	}
	if code, _ := formx.CheckImageSize(f); code != "" {
		if code == "validation_image_too_large" {
			return code, formx.MsgImageSide
		}
		return "validation_invalid_mime_type", MsgAttachmentType
	}
	return "", ""
}

// fileHead is the first n bytes of the file.
func fileHead(f *filesystem.File, n int) ([]byte, bool) {
	r, err := f.Reader.Open()
	if err != nil {
		return nil, false
	}
	defer r.Close()
	buf := make([]byte, n)
	k, err := io.ReadFull(r, buf)
	if err != nil && k == 0 {
		return nil, false
	}
	return buf[:k], true
}

// countNewMessage keeps the conversation in step with every saved message,
// in the message's own transaction: a rolled-back message leaves no count.
func countNewMessage(e *core.RecordEvent) error {
	return formx.ThenInTransaction(e, func(tx core.App) error {
		conv, err := tx.FindRecordById("conversations", e.Record.GetString("conversation"))
		if err != nil {
			return err
		}
		return onNewMessage(tx, conv, e.Record)
	})
}

// onNewMessage runs in the transaction of each new message: the preview,
// time and sender for the list, one more unread message for the recipient
// side, and the sender's side has read everything up to now. It is the one
// place later work on a new message hooks into (notifications).
func onNewMessage(app core.App, conv, msg *core.Record) error {
	senderSide := SideVolunteer
	if msg.GetString("sender") != conv.GetString("volunteer") {
		senderSide = SideCompany
	}
	at := msg.GetDateTime("created")
	if at.IsZero() {
		at = types.NowDateTime()
	}
	conv.Set("last_message_at", at)
	conv.Set("last_preview", preview(msg.GetString("body"), msg.GetString("attachment")))
	conv.Set("last_sender", msg.GetString("sender"))
	recipient := other(senderSide)
	conv.Set(recipient+"_unread", conv.GetInt(recipient+"_unread")+1)
	conv.Set(senderSide+"_unread", 0)
	conv.Set(senderSide+"_read_at", at)
	setDisplay(app, conv)
	if err := app.Save(conv); err != nil {
		return err
	}
	if senderSide == SideCompany {
		if err := firstAnswers(app, conv, at.Time()); err != nil {
			return err
		}
	}
	return notifyRecipients(app, conv, msg, recipient)
}

// firstAnswers records a company's message as its first action on each
// of the volunteer's applications to it that had none yet: a reply counts
// for the company's response time as a stage move does.
func firstAnswers(app core.App, conv *core.Record, at time.Time) error {
	var ids []string
	err := app.DB().NewQuery(`SELECT id FROM applications WHERE volunteer = {:v} AND company = {:c}
		AND first_action_at = '' AND stage != 'withdrawn'`).
		Bind(dbx.Params{"v": conv.GetString("volunteer"), "c": conv.GetString("company")}).Column(&ids)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if err := responses.RecordFirstAction(app, id, at); err != nil {
			return err
		}
	}
	return nil
}

// notifyRecipients saves a "message" notification for each person of the
// recipient side (the volunteer, or everyone on the company's team but
// the sender) who has no tab open on the conversation: an open thread
// subscribes to the conversation's record (useConversationOpen) and shows
// the message already. The email, if still unread later, is the
// fallback job's.
func notifyRecipients(app core.App, conv, msg *core.Record, side string) error {
	var users []string
	if side == SideVolunteer {
		users = []string{conv.GetString("volunteer")}
	} else {
		team, err := notify.TeamOf(app, conv.GetString("company"))
		if err != nil {
			return err
		}
		users = team
	}
	var to []string
	for _, u := range users {
		if u != msg.GetString("sender") && !fanout.Open(app, u, "conversations/"+conv.Id) {
			to = append(to, u)
		}
	}
	if len(to) == 0 {
		return nil
	}
	from := conv.GetString(other(side) + "_name")
	return notify.Notify(app, to, notify.Notice{
		Kind:  notify.KindMessage,
		Title: "New message from " + from,
		Body:  preview(msg.GetString("body"), msg.GetString("attachment")),
		Link:  "/" + side + "/messages/" + conv.Id,
	})
}
