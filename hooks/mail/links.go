package mail

import (
	"html/template"
	"net/url"
	"strings"
)

// VerificationLink is the address of the email-verified page for a role.
func VerificationLink(appURL, role, token string) string {
	area := "volunteer"
	if role == "company" {
		area = "company"
	}
	return appURL + "/" + area + "/email-verified?token=" + url.QueryEscape(token)
}

// ResetLink is the address of the reset-password page.
func ResetLink(appURL, token, email string) string {
	return appURL + "/reset-password/" + url.PathEscape(token) + "?email=" + url.QueryEscape(email)
}

// AccountSettingsLink is the account settings page of a role's area.
func AccountSettingsLink(appURL, role string) string {
	area := map[string]string{"company": "company", "superadmin": "system"}[role]
	if area == "" {
		area = "volunteer"
	}
	return appURL + "/" + area + "/account-settings"
}

var page = template.Must(template.New("mail").Parse(`<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>{{.Greeting}}</p>
<p>{{.Intro}}</p>
{{if .Link}}<p><a href="{{.Link}}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">{{.Action}}</a></p>
<p style="font-size:13px;color:#6b7280">Or open this address: <a href="{{.Link}}">{{.Link}}</a></p>{{end}}
<p>{{.Outro}}</p>
<p>The Voluntech team</p>
{{if .Unsubscribe}}<p style="font-size:12px;color:#6b7280">Don't want emails about {{.About}}? <a href="{{.Unsubscribe}}">Unsubscribe</a></p>{{end}}
</body></html>`))

// render builds the HTML and plain-text versions of one message.
func render(greeting, intro, action, link, outro string) (string, string) {
	return renderWith(greeting, intro, action, link, outro, Unsubscribe{})
}

// renderWith is render with an unsubscribe footer when u has a page.
func renderWith(greeting, intro, action, link, outro string, u Unsubscribe) (string, string) {
	var b strings.Builder
	_ = page.Execute(&b, map[string]any{
		"Greeting": greeting, "Intro": intro, "Action": action,
		"Link": template.URL(link), "Outro": outro,
		"Unsubscribe": template.URL(u.Page), "About": u.About,
	})
	text := greeting + "\n\n" + intro + "\n\n"
	if link != "" {
		text += action + ": " + link + "\n\n"
	}
	text += outro + "\n\nThe Voluntech team\n"
	if u.Page != "" {
		text += "\nDon't want emails about " + u.About + "? Unsubscribe: " + u.Page + "\n"
	}
	return b.String(), text
}

// Render is the app's mail layout for a mail a caller queues itself with
// Enqueue (when it needs the outbox id, as the system area's test mail).
func Render(greeting, intro, action, link, outro string) (html, text string) {
	return render(greeting, intro, action, link, outro)
}
