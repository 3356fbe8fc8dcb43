package directory

import (
	"strings"
	"unicode/utf8"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
	"voluntech/hooks/web"
)

// maxDescription is the length of a page description search engines show.
const maxDescription = 160

// PageMeta gives the public profile pages (/volunteer/{username},
// /company/{username}) their title, description and preview image, so a
// shared link shows who it is; nil for any other path or an unknown or
// private profile.
func PageMeta(app core.App, path string) *web.Meta {
	kind, username, ok := strings.Cut(strings.TrimSuffix(path, "/"), "/")
	if !ok || username == "" || strings.Contains(username, "/") {
		return nil
	}
	switch kind {
	case "volunteer":
		user, profile, ok := findPublicVolunteer(app, username)
		if !ok {
			return nil
		}
		name := strings.TrimSpace(user.GetString("first_name") + " " + user.GetString("last_name"))
		desc := profile.GetString("about")
		if desc == "" {
			desc = name + " volunteers their skills on Voluntech."
		}
		return &web.Meta{
			Title: name + " – Volunteer on Voluntech", Description: clip(desc), Type: "profile",
			Path: "/volunteer/" + user.GetString("username"), Image: formx.FileURL(profile, "photo"),
		}
	case "company":
		user, profile, ok := findPublicCompany(app, username)
		if !ok {
			return nil
		}
		name := profile.GetString("company_name")
		desc := profile.GetString("description")
		if desc == "" {
			desc = name + " welcomes skilled volunteers on Voluntech."
		}
		return &web.Meta{
			Title: name + " – Company on Voluntech", Description: clip(desc), Type: "profile",
			Path: "/company/" + user.GetString("username"), Image: companies.LogoURL(profile),
		}
	}
	return nil
}

// clip cuts s to maxDescription characters at a word boundary.
func clip(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= maxDescription {
		return s
	}
	r := []rune(s)[:maxDescription-1]
	if i := strings.LastIndex(string(r), " "); i > maxDescription/2 {
		return string(r)[:i] + "…"
	}
	return string(r) + "…"
}
