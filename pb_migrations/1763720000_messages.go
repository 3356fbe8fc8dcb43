package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/types"
)

// MessageAttachmentTypes are the files a message may carry (no SVG, no
// office documents: they can carry script or macros).
var MessageAttachmentTypes = []string{"application/pdf", "image/png", "image/jpeg"}

// MessageAttachmentMaxBytes is the 5 MB limit of an attachment.
const MessageAttachmentMaxBytes = 5 << 20

// MaxMessageBody is the longest message in characters.
const MaxMessageBody = 4000

// BlockedBy values of a conversation: nobody, the company side or the
// volunteer.
var BlockedBy = []string{"company", "volunteer"}

// ReportStatuses: open until a superadmin dismisses it or suspends the
// reported account.
var ReportStatuses = []string{"open", "dismissed", "suspended"}

// ConversationParticipant is the rule of who reads a conversation: its
// volunteer and everyone on its company's team. Guests are excluded first
// because a deleted volunteer leaves the relation empty.
var ConversationParticipant = `(@request.auth.id != "" && (volunteer = @request.auth.id || ` + OwnedByTeam("company") + `))`

// MessageParticipant is ConversationParticipant seen from a message.
var MessageParticipant = `(@request.auth.id != "" && (conversation.volunteer = @request.auth.id || ` +
	OwnedByTeam("conversation.company") + `))`

func init() {
	m.Register(func(app core.App) error {
		err := changeCollection(app, "users", func(users *core.Collection) {
			// A suspended account cannot sign in and its public pages 404; only
			// a superadmin sets it (hooks/auth lists it among managed fields).
			users.Fields.Add(
				&core.BoolField{Name: "suspended"},
				&core.TextField{Name: "suspended_reason", Max: 1000},
			)
		})
		if err != nil {
			return err
		}

		opps, err := app.FindCollectionByNameOrId("opportunities")
		if err != nil {
			return err
		}

		// Started by POST /api/conversations, changed only by the hooks.
		conv := newCollection("conversations", "pbc_conversation",
			// Not required and not cascading: a deleted account leaves the
			// conversation readable for the other side ("Deleted account").
			refersTo("company", usersID),
			refersTo("volunteer", usersID),
			refersTo("opportunity", opps.Id),
			&core.TextField{Name: "opportunity_title", Max: 200},
			// Who started it, for the daily limit of new conversations.
			refersTo("started_by", usersID),
			&core.DateField{Name: "last_message_at"},
			&core.TextField{Name: "last_preview", Max: 140},
			refersTo("last_sender", usersID),
			&core.NumberField{Name: "company_unread", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.NumberField{Name: "volunteer_unread", OnlyInt: true, Min: types.Pointer(0.0)},
			&core.DateField{Name: "company_read_at"},
			&core.DateField{Name: "volunteer_read_at"},
			&core.SelectField{Name: "blocked_by", MaxSelect: 1, Values: BlockedBy},
			// Copies of what the list shows, so it needs no join and a
			// deleted account still has a name to replace.
			&core.TextField{Name: "company_name", Max: 200},
			&core.TextField{Name: "volunteer_name", Max: 200},
			&core.TextField{Name: "company_username", Max: 30},
			&core.TextField{Name: "volunteer_username", Max: 30},
			&core.TextField{Name: "company_picture", Max: 300},
			&core.TextField{Name: "volunteer_picture", Max: 300},
			// Whether the email fallback already went out for the current
			// unread messages of each side (hooks/messages/fallback.go).
			&core.DateField{Name: "company_emailed_at"},
			&core.DateField{Name: "volunteer_emailed_at"},
		)
		setReadRule(conv, ConversationParticipant)
		conv.AddIndex("idx_conversations_pair", true, "company, volunteer", "company != '' AND volunteer != ''")
		conv.AddIndex("idx_conversations_company", false, "company, last_message_at", "")
		conv.AddIndex("idx_conversations_volunteer", false, "volunteer, last_message_at", "")
		conv.AddIndex("idx_conversations_started", false, "started_by, created", "")
		if err := app.Save(conv); err != nil {
			return err
		}

		msgs := core.NewBaseCollection("messages", "pbc_messages0001")
		setReadRule(msgs, MessageParticipant)
		// The hooks add what a rule cannot say: blocks, suspension, limits.
		msgs.CreateRule = types.Pointer(`@request.auth.verified = true && ` + MessageParticipant)
		// Messages are never edited or deleted through the API.
		msgs.Fields.Add(
			belongsTo("conversation", conv.Id),
			refersTo("sender", usersID),
			&core.TextField{Name: "body", Max: MaxMessageBody},
			&core.FileField{Name: "attachment", MaxSelect: 1, MaxSize: MessageAttachmentMaxBytes,
				MimeTypes: MessageAttachmentTypes, Protected: true},
			&core.AutodateField{Name: "created", OnCreate: true},
		)
		msgs.AddIndex("idx_messages_conversation", false, "conversation, created", "")
		msgs.AddIndex("idx_messages_sender", false, "sender, created", "")
		if err := app.Save(msgs); err != nil {
			return err
		}

		// No client rules: created by POST /api/conversations/{id}/report,
		// read and resolved through /api/system/messages.
		reports := newCollection("message_reports", "pbc_msgreports01",
			&core.RelationField{Name: "conversation", CollectionId: conv.Id, MaxSelect: 1, CascadeDelete: true},
			refersTo("reporter", usersID),
			refersTo("reported", usersID),
			&core.TextField{Name: "reported_name", Max: 200},
			&core.TextField{Name: "reason", Required: true, Max: 1000},
			// Copies of the reported side's latest messages: the superadmin
			// reads these, never the conversation itself.
			&core.JSONField{Name: "messages", MaxSize: 200000},
			&core.SelectField{Name: "status", Required: true, MaxSelect: 1, Values: ReportStatuses},
			refersTo("resolved_by", usersID),
			&core.DateField{Name: "resolved_at"},
		)
		reports.AddIndex("idx_message_reports_status", false, "status, created", "")
		if err := app.Save(reports); err != nil {
			return err
		}

		return addRateLimits(MessageRateLimitRules)(app)
	}, func(app core.App) error {
		if err := dropCollections("message_reports", "messages", "conversations")(app); err != nil {
			return err
		}
		return changeCollection(app, "users", func(users *core.Collection) {
			removeFields(users, "suspended", "suspended_reason")
		})
	})
}

// MessageRateLimitRules are per client IP, a backstop behind the per-account
// counted limits of hooks/messages (which answer in words).
var MessageRateLimitRules = []core.RateLimitRule{
	{Label: "messages:create", MaxRequests: 120, Duration: 60},
	{Label: "POST /api/conversations", MaxRequests: 120, Duration: 60},
	{Label: "POST /api/conversations/", MaxRequests: 240, Duration: 60},
}
