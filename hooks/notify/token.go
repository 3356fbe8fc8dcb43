package notify

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Token is the signed unsubscribe token of a user and an email group:
// "<user id>.<group>.<signature>". The signature is an HMAC-SHA256 keyed
// like PocketBase's own auth tokens (the users collection's token secret,
// kept in the database's settings, plus the user's token key), so nothing
// secret is stored for it and "Log out of all devices" retires old links
// with the sessions.
func Token(app core.App, u *core.Record, group string) string {
	return u.Id + "." + group + "." + sign(u, group)
}

func sign(u *core.Record, group string) string {
	key := u.TokenKey()
	if c := u.Collection(); c != nil {
		key = c.AuthToken.Secret + key
	}
	m := hmac.New(sha256.New, []byte(key))
	m.Write([]byte("voluntech-unsubscribe\x00" + u.Id + "\x00" + group))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// ParseToken returns the user and group of a valid token; ok is false for
// anything malformed, forged, or of a user who no longer exists.
func ParseToken(app core.App, token string) (u *core.Record, group string, ok bool) {
	parts := strings.Split(token, ".")
	if len(parts) != 3 || len(token) > 200 {
		return nil, "", false
	}
	if _, known := Groups[parts[1]]; !known {
		return nil, "", false
	}
	u, err := app.FindRecordById("users", parts[0])
	if err != nil {
		return nil, "", false
	}
	if !hmac.Equal([]byte(sign(u, parts[1])), []byte(parts[2])) {
		return nil, "", false
	}
	return u, parts[1], true
}
