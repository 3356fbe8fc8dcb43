// Package messages owns the conversations between a company (its whole
// team) and a volunteer: starting one, the checks on every message, the
// unread counters and read state, blocking, reports, suspension of reported
// accounts and the email sent when a message stays unread.
//
// Messages are written through the records API (create only) and read
// through it and its realtime subscriptions; the collections' API rules
// decide who reads (participants only). The custom routes exist where a
// rule cannot express the check: POST /api/conversations (start or return),
// POST /api/conversations/{id}/read|block|unblock|report, and the
// superadmin's /api/system/messages/*.
package messages

import (
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/fanout"
	"voluntech/hooks/formx"
)

// Texts shown to users.
const (
	MsgCantMessage      = "You can't message this account."
	MsgNotParticipant   = "This conversation is not available."
	MsgNoConversation   = "This conversation was not found."
	MsgNoAccount        = "This account was not found."
	MsgVolunteerToVol   = "Volunteers can message companies only."
	MsgCompanyToCompany = "Companies can message volunteers only."
	MsgChooseVolunteer  = "Choose the volunteer to message."
	MsgChooseCompany    = "Choose the company to message."
	MsgNoOpportunity    = "This opportunity was not found."
	MsgBodyRequired     = "Please write a message or attach a file."
	MsgBodyTooLong      = "A message can be at most 4000 characters."
	MsgAttachmentSize   = "The file must be at most 5 MB."
	MsgAttachmentType   = "Please attach a PDF, PNG or JPEG file."
	MsgOneAttachment    = "Please attach one file."
	MsgTooFast          = "You are sending messages too quickly. Please wait a minute and try again."
	MsgTooManyNew       = "You have started too many new conversations today. Please try again tomorrow."
	MsgReasonRequired   = "Please tell us why you are reporting this conversation."
	MsgReasonTooLong    = "The reason can be at most 1000 characters."
	MsgNotBlocker       = "Only the side that blocked can unblock."
	MsgSuspended        = "This account is suspended. Please contact support."
	MsgSaveFailed       = formx.MsgSaveFailed
	MsgSignIn           = "Please sign in to continue."
	MsgOnlyParticipants = "Only companies and volunteers have conversations."
	DeletedAccount      = "Deleted account"
)

// Limits of what a person sends.
const (
	MaxBody             = 4000
	MaxPreview          = 140
	MaxReason           = 1000
	MaxAttachmentBytes  = 5 << 20
	MaxNewPerDay        = 30
	MaxMessagesPerMin   = 20
	ReportedMessageCopy = 50
)

// Sides of a conversation, as stored in blocked_by.
const (
	SideCompany   = "company"
	SideVolunteer = "volunteer"
)

// AttachmentTypes are the sniffed types an attachment may have.
var AttachmentTypes = []string{"application/pdf", "image/png", "image/jpeg"}

// Register binds the routes, the record hooks, the sign-in guard and the
// unread email job.
func Register(app core.App, cfg config.Config) {
	app.OnRecordCreateRequest("messages").BindFunc(checkNewMessage)
	app.OnRecordCreateExecute("messages").BindFunc(countNewMessage)
	app.OnRecordAuthRequest("users").BindFunc(refuseSuspended)
	bindFallback(app, cfg)
	// Every open tab subscribes to both wildcard topics; the audiences are
	// the participants, as ConversationParticipant and MessageParticipant
	// (pb_migrations) say.
	fanout.Bind(app, "conversations", participants)
	fanout.Bind(app, "messages", func(app core.App, msg *core.Record) ([]string, error) {
		conv, err := app.FindRecordById("conversations", msg.GetString("conversation"))
		if err != nil {
			return nil, err
		}
		return participants(app, conv)
	})

	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/conversations")
		g.Bind(auth.RequireVerified())
		g.POST("", startConversation)
		g.POST("/{id}/read", markRead)
		g.POST("/{id}/block", block)
		g.POST("/{id}/unblock", unblock)
		g.POST("/{id}/report", report)

		s := se.Router.Group("/api/system/messages")
		s.Bind(auth.RequireRole(auth.RoleSuperadmin))
		s.GET("/reports", listReports)
		s.POST("/reports/{id}/dismiss", dismissReport)
		s.POST("/reports/{id}/suspend", suspendReported)
		s.POST("/users/{id}/suspend", suspendUser)
		s.POST("/users/{id}/restore", restoreUser)
		return se.Next()
	})
}

// sideOf is the side the user takes in the conversation ("" for an
// outsider): the volunteer, or any member of the company's team.
func sideOf(conv *core.Record, user *core.Record) string {
	if user == nil || user.Collection().Name != "users" {
		return ""
	}
	if v := conv.GetString("volunteer"); v != "" && v == user.Id {
		return SideVolunteer
	}
	if auth.InCompany(user, conv.GetString("company")) {
		return SideCompany
	}
	return ""
}

// participants are the users sideOf gives a side, by id: the volunteer,
// the company's owner and the members of its team, read once per event, so
// that the fan-out visits their connections only (hooks/fanout;
// TestParticipantsAgreeWithSideOf).
func participants(app core.App, conv *core.Record) ([]string, error) {
	var ids []string
	if v := conv.GetString("volunteer"); v != "" {
		ids = append(ids, v)
	}
	if c := conv.GetString("company"); c != "" {
		// auth.InCompany in SQL: a member of c's team, or c itself when it
		// is a team's owner (no team of its own).
		var members []string
		err := app.DB().Select("id").From("users").Where(auth.ActsFor(c)).Column(&members)
		if err != nil {
			return nil, err
		}
		ids = append(ids, members...)
	}
	return ids, nil
}

// other is the opposite side.
func other(side string) string {
	if side == SideCompany {
		return SideVolunteer
	}
	return SideCompany
}

// accountOf is the user id that stands for a side (the company's owner).
func accountOf(conv *core.Record, side string) string {
	return conv.GetString(side)
}

// SuspendedAccount reports whether the account is suspended; a member of a
// suspended company counts as suspended too (a provider's sign-in checks
// it before offering to link an account, hooks/oauth).
func SuspendedAccount(app core.App, u *core.Record) bool { return suspendedAccount(app, u) }

func suspendedAccount(app core.App, u *core.Record) bool {
	if u == nil {
		return false
	}
	if u.GetBool("suspended") {
		return true
	}
	if team := u.GetString("team"); team != "" {
		owner, err := app.FindRecordById("users", team)
		return err == nil && owner.GetBool("suspended")
	}
	return false
}

// displayOf is the name, username and picture path a conversation shows for
// a user: a company by its profile's name and logo, a volunteer by their
// names and photo.
func displayOf(app core.App, u *core.Record) (name, username, picture string) {
	username = u.GetString("username")
	switch u.GetString("role") {
	case auth.RoleCompany:
		var row struct {
			ID   string `db:"id"`
			Name string `db:"company_name"`
			Logo string `db:"logo"`
		}
		err := app.DB().Select("id", "company_name", "logo").From("company_profiles").
			Where(dbx.HashExp{"user": u.Id}).Limit(1).One(&row)
		name = strings.TrimSpace(row.Name)
		if err == nil {
			picture = formx.StoredFileURL("company_profiles", row.ID, row.Logo)
		}
	case auth.RoleVolunteer:
		name = strings.TrimSpace(u.GetString("first_name") + " " + u.GetString("last_name"))
		var row struct {
			ID    string `db:"id"`
			Photo string `db:"photo"`
		}
		if err := app.DB().Select("id", "photo").From("volunteer_profiles").
			Where(dbx.HashExp{"user": u.Id}).Limit(1).One(&row); err == nil {
			picture = formx.StoredFileURL("volunteer_profiles", row.ID, row.Photo)
		}
	}
	if name == "" {
		name = username
	}
	return name, username, picture
}

// setDisplay copies the names and pictures of both sides onto the
// conversation; a side whose account is gone keeps "Deleted account".
func setDisplay(app core.App, conv *core.Record) {
	for _, side := range []string{SideCompany, SideVolunteer} {
		id := conv.GetString(side)
		u, err := app.FindRecordById("users", id)
		if id == "" || err != nil {
			conv.Set(side+"_name", DeletedAccount)
			conv.Set(side+"_username", "")
			conv.Set(side+"_picture", "")
			continue
		}
		name, username, picture := displayOf(app, u)
		conv.Set(side+"_name", truncate(name, 200))
		conv.Set(side+"_username", username)
		conv.Set(side+"_picture", picture)
	}
}

// truncate cuts s to at most n characters.
func truncate(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n])
}

// preview is the start of a message for the list: one line, at most
// MaxPreview characters.
func preview(body, attachment string) string {
	p := strings.Join(strings.Fields(body), " ")
	if p == "" && attachment != "" {
		p = "Attachment"
	}
	if len([]rune(p)) > MaxPreview {
		p = string([]rune(p)[:MaxPreview-1]) + "…"
	}
	return p
}

// participantConversation loads the conversation of the route's {id} and
// the caller's side; an outsider gets the same 404 as a missing id, so ids
// cannot be probed.
func participantConversation(e *core.RequestEvent) (*core.Record, string, error) {
	conv, err := e.App.FindRecordById("conversations", e.Request.PathValue("id"))
	if err != nil {
		return nil, "", e.NotFoundError(MsgNoConversation, nil)
	}
	side := sideOf(conv, e.Auth)
	if side == "" {
		return nil, "", e.NotFoundError(MsgNoConversation, nil)
	}
	return conv, side, nil
}
