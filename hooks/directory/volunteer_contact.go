package directory

import (
	"net/http"

	"github.com/pocketbase/pocketbase/core"
)

// VolunteerContact is what a volunteer chose to share with company teams:
// each value is "" unless its opt-in is on. Phone is the number with its
// dial code ("+44 7700900123").
type VolunteerContact struct {
	Email string `json:"email"`
	Phone string `json:"phone"`
}

// getVolunteerContact answers GET /api/directory/volunteers/{username}/contact
// for a signed-in, verified company team member (owner or member; the route's
// middlewares answer a guest 401 and any other role 403). It is a route of
// its own so the public profile, which anyone may read and caches may keep,
// never carries an email or a phone.
func getVolunteerContact(e *core.RequestEvent) error {
	user, profile, ok := findPublicVolunteer(e.App, e.Request.PathValue("username"))
	if !ok {
		return e.NotFoundError(MsgNoVolunteer, nil)
	}
	var c VolunteerContact
	if profile.GetBool("share_email") {
		c.Email = user.Email()
	}
	if phone := profile.GetString("phone"); phone != "" && profile.GetBool("share_phone") {
		c.Phone = phone
		if code := profile.GetString("country_code"); code != "" {
			c.Phone = "+" + code + " " + phone
		}
	}
	e.Response.Header().Set("Cache-Control", "private, no-store")
	return e.JSON(http.StatusOK, c)
}
