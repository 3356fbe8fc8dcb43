// Package notify keeps the bell: one notifications record per user an event
// concerns, and the email that goes with it when the user's preferences for
// the kind's email group allow it. Every notification email carries a
// signed one-click unsubscribe link for its group.
package notify

import (
	"encoding/json"
	"errors"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/config"
	"voluntech/hooks/mail"
)

// Kinds of notification (notifications.kind).
const (
	KindApplicationNew    = "application_new"
	KindApplicationStage  = "application_stage"
	KindOpportunityClosed = "opportunity_closed"
	KindPaymentFailed     = "payment_failed"
	KindMessage           = "message"
	// KindMessageReport tells superadmins of a reported conversation.
	KindMessageReport = "message_report"

	// The work after acceptance: engagements, hours, certificates and
	// reviews, and the reminder of an unanswered application.
	KindHoursSubmitted      = "hours_submitted"
	KindHoursDecided        = "hours_decided"
	KindEngagementFinish    = "engagement_finish"
	KindEngagementCompleted = "engagement_completed"
	KindCertificateIssued   = "certificate_issued"
	KindReviewPublished     = "review_published"
	KindReplyReminder       = "reply_reminder"

	// An engagement's scope and milestones (hooks/projects).
	KindScope             = "scope"
	KindMilestone         = "milestone"
	KindMilestoneReminder = "milestone_reminder"

	// KindSavedSearch: new matches of a saved search (hooks/savedsearch);
	// KindNoResponse: an application closed after the company did not
	// answer in time (hooks/responses).
	KindSavedSearch = "saved_search"
	KindNoResponse  = "application_no_response"
)

// Email groups a user turns on or off in account settings.
const (
	GroupApplications = "applications"
	GroupUpdates      = "updates"
	GroupMessages     = "messages"
	GroupNews         = "news"
	GroupAlerts       = "alerts"
)

// Groups are every email group with its default: product news is opt-in,
// the rest are mails about the user's own activity.
var Groups = map[string]bool{
	GroupApplications: true,
	GroupUpdates:      true,
	GroupMessages:     true,
	GroupNews:         false,
	GroupAlerts:       true,
}

// GroupLabels name the groups on the unsubscribe page ("You will no longer
// get emails about …").
var GroupLabels = map[string]string{
	GroupApplications: "new applications",
	GroupUpdates:      "application updates",
	GroupMessages:     "messages",
	GroupNews:         "product news",
	GroupAlerts:       "saved search alerts",
}

// groupOf is the email group of a kind. A kind without a group is an
// account matter (a failed payment, an administrator closing an
// opportunity): its email is always sent, like the security mails.
var groupOf = map[string]string{
	KindApplicationNew:   GroupApplications,
	KindApplicationStage: GroupUpdates,
	KindMessage:          GroupMessages,
	// An engagement continues an accepted application: its events are
	// application updates; the reminder is about new applications.
	KindHoursSubmitted:      GroupUpdates,
	KindHoursDecided:        GroupUpdates,
	KindEngagementFinish:    GroupUpdates,
	KindEngagementCompleted: GroupUpdates,
	KindCertificateIssued:   GroupUpdates,
	KindReviewPublished:     GroupUpdates,
	KindReplyReminder:       GroupApplications,
	KindScope:               GroupUpdates,
	KindMilestone:           GroupUpdates,
	KindMilestoneReminder:   GroupUpdates,
	KindSavedSearch:         GroupAlerts,
	KindNoResponse:          GroupUpdates,
}

// GroupOf is the email group of kind ("" when its email is always sent).
func GroupOf(kind string) string { return groupOf[kind] }

// Limits of the stored texts (the notifications collection's).
const (
	TitleMax = 200
	BodyMax  = 500
	LinkMax  = 500
)

// Outro ends every notification email.
const Outro = "You receive this email because you use Voluntech."

// Notice is one event told to some users. Link is an in-app path
// ("/volunteer/opportunities"); the email's button leads to the same page.
// EmailSubject "" means no email. EmailAction labels the email's button,
// EmailOutro ends it (Outro when empty).
type Notice struct {
	Kind, Title, Body, Link string
	EmailSubject, EmailText string
	EmailAction, EmailOutro string
}

const cfgKey = "voluntech.notifyConfig"

func appURL(app core.App) string {
	if c, ok := app.Store().Get(cfgKey).(config.Config); ok {
		return c.AppURL
	}
	return config.DefaultAppURL
}

// ErrUnknownKind refuses a Notice whose kind is not one of the constants.
var ErrUnknownKind = errors.New("notify: unknown kind")

// Notify saves one notification per user through app (pass the caller's
// transaction: the records and mails are committed or dropped with the
// change they tell of) and queues each user's email when n has one and the
// user wants the kind's group. Users who no longer exist are skipped; a
// user listed twice is told once.
func Notify(app core.App, userIDs []string, n Notice) error {
	if _, ok := kindSet[n.Kind]; !ok {
		return ErrUnknownKind
	}
	seen := map[string]bool{}
	for _, id := range userIDs {
		if id == "" || seen[id] {
			continue
		}
		seen[id] = true
		u, err := app.FindRecordById("users", id)
		if err != nil {
			continue
		}
		if err := tell(app, u, n); err != nil {
			return err
		}
	}
	return nil
}

// NotifyUser is Notify for one user record the caller already read (the
// saved searches' digests read the owners of many in one query).
func NotifyUser(app core.App, u *core.Record, n Notice) error {
	if _, ok := kindSet[n.Kind]; !ok {
		return ErrUnknownKind
	}
	return tell(app, u, n)
}

// tell saves u's notification of n and queues its email when u wants it.
func tell(app core.App, u *core.Record, n Notice) error {
	col, err := app.FindCachedCollectionByNameOrId("notifications")
	if err != nil {
		return err
	}
	rec := core.NewRecord(col)
	rec.Set("user", u.Id)
	rec.Set("kind", n.Kind)
	rec.Set("title", clip(n.Title, TitleMax))
	rec.Set("body", clip(n.Body, BodyMax))
	rec.Set("link", clip(n.Link, LinkMax))
	if err := app.Save(rec); err != nil {
		return err
	}
	if n.EmailSubject == "" || u.Email() == "" || !wants(u, GroupOf(n.Kind)) {
		return nil
	}
	return sendEmail(app, u, GroupOf(n.Kind), n)
}

var kindSet = map[string]struct{}{
	KindApplicationNew: {}, KindApplicationStage: {}, KindOpportunityClosed: {},
	KindPaymentFailed: {}, KindMessage: {}, KindMessageReport: {},
	KindHoursSubmitted: {}, KindHoursDecided: {}, KindEngagementFinish: {}, KindEngagementCompleted: {},
	KindCertificateIssued: {}, KindReviewPublished: {}, KindReplyReminder: {},
	KindScope: {}, KindMilestone: {}, KindMilestoneReminder: {},
	KindSavedSearch: {}, KindNoResponse: {},
}

// Email sends u the email of n (its Email* fields and Link) without a
// notification record, with the unsubscribe link of the kind's group; it
// sends nothing when u turned that group off. The unread-message email
// uses it: its notification was saved when the message arrived.
func Email(app core.App, u *core.Record, n Notice) error {
	group := GroupOf(n.Kind)
	if u.Email() == "" || !wants(u, group) {
		return nil
	}
	return sendEmail(app, u, group, n)
}

func sendEmail(app core.App, u *core.Record, group string, n Notice) error {
	base := appURL(app)
	link := ""
	if n.Link != "" {
		link = base + n.Link
	}
	action := n.EmailAction
	if action == "" {
		action = "Open Voluntech"
	}
	outro := n.EmailOutro
	if outro == "" {
		outro = Outro
	}
	meta := mail.Meta{Kind: mail.KindNotification, User: u.Id}
	if group == "" {
		return mail.SendAbout(app, meta, u.Email(), n.EmailSubject, n.EmailText, action, link, outro)
	}
	token := Token(app, u, group)
	return mail.SendUnsubscribable(app, meta, u.Email(), n.EmailSubject, n.EmailText, action, link, outro,
		mail.Unsubscribe{
			Page:     base + "/unsubscribe?token=" + token,
			OneClick: base + "/api/notifications/unsubscribe?token=" + token,
			About:    GroupLabels[group],
		})
}

// TeamOf is the company's owner and its team members: the users a
// company's notification goes to.
func TeamOf(app core.App, companyID string) ([]string, error) {
	if companyID == "" {
		return nil, nil
	}
	var ids []string
	err := teamQuery(app, companyID).Column(&ids)
	return ids, err
}

// teamQuery selects the ids of companyID's owner and members, the members
// through the partial index idx_users_team (auth.MembersOf).
func teamQuery(app core.App, companyID string) *dbx.SelectQuery {
	return app.DB().Select("id").From("users").
		Where(auth.TeamOf(companyID)).
		OrderBy("created", "id")
}

// WantsEmail reports whether the user wants the emails of group. Emails of
// no group (security, account and payment mails) are always wanted.
func WantsEmail(app core.App, userID string, group string) bool {
	u, err := app.FindRecordById("users", userID)
	if err != nil {
		return false
	}
	return wants(u, group)
}

func wants(u *core.Record, group string) bool {
	def, known := Groups[group]
	if group == "" || !known {
		return group == ""
	}
	prefs := Prefs(u)
	if v, ok := prefs[group]; ok {
		return v
	}
	return def
}

// Prefs is the user's stored email_prefs (unknown or unreadable entries
// left out).
func Prefs(u *core.Record) map[string]bool {
	out := map[string]bool{}
	raw := u.GetString("email_prefs")
	if raw == "" || raw == "null" {
		return out
	}
	var m map[string]any
	if json.Unmarshal([]byte(raw), &m) != nil {
		return out
	}
	for k, v := range m {
		if b, ok := v.(bool); ok {
			if _, known := Groups[k]; known {
				out[k] = b
			}
		}
	}
	return out
}

// clip keeps s within max characters, ending a cut text with "…".
func clip(s string, max int) string {
	s = strings.TrimSpace(s)
	r := []rune(s)
	if len(r) <= max {
		return s
	}
	return string(r[:max-1]) + "…"
}
