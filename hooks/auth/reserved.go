package auth

import "strings"

// reservedUsernames are the path segments of /company/… and /volunteer/…
// pages: a public profile lives at /company/{username} or
// /volunteer/{username}, so a user named "dashboard" would be unreachable.
var reservedUsernames = map[string]bool{
	"dashboard": true, "profile": true, "profile-creation": true, "email-verified": true,
	"company-list": true, "opportunities": true, "volunteers": true, "payments": true,
	"messages": true, "account-settings": true, "guide": true, "saved": true, "settings": true,
	"edit": true, "system": true, "api": true, "login": true, "help": true, "notifications": true,
	"engagements": true, "certificates": true, "transcript": true,
}

// IsReservedUsername reports whether username collides with an app route.
func IsReservedUsername(username string) bool {
	return reservedUsernames[strings.ToLower(strings.TrimSpace(username))]
}
