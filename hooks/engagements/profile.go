package engagements

import (
	"net/http"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// MsgNoVolunteer answers a username that is no volunteer.
const MsgNoVolunteer = "This volunteer does not exist."

// profileCertificate is one certificate as the public profile lists it.
type profileCertificate struct {
	ID          string  `db:"id" json:"id"`
	Title       string  `db:"title" json:"title"`
	CompanyName string  `db:"company_name" json:"company_name"`
	Hours       float64 `db:"hours" json:"hours"`
	IssuedAt    string  `db:"issued_at" json:"issued_at"`
	Revoked     bool    `db:"revoked" json:"revoked"`
}

// volunteerCertificates answers the certificates of the volunteer
// {username} for their public profile, newest first (revoked ones
// included, flagged, so a revocation shows wherever the certificate did).
// Public, like the certificates themselves; 404 for no volunteer.
func volunteerCertificates(e *core.RequestEvent) error {
	userID, err := VolunteerInPath(e)
	if err != nil {
		return err
	}
	items := []profileCertificate{}
	err = e.App.DB().Select("id", "title", "company_name", "hours", "issued_at", "revoked").From("certificates").
		Where(dbx.HashExp{"volunteer": userID}).OrderBy("issued_at DESC", "id DESC").Limit(200).All(&items)
	if err != nil {
		return formx.Failed(e, "The certificates could not be loaded.", "listing a volunteer's certificates failed", err)
	}
	return e.JSON(http.StatusOK, map[string]any{"items": items})
}

// VolunteerInPath is the id of the volunteer whose username (any case) is
// the request's {username}; for no such volunteer the error is the 404
// answer (MsgNoVolunteer) to return.
func VolunteerInPath(e *core.RequestEvent) (string, error) {
	var userID string
	err := e.App.DB().Select("id").From("users").
		Where(dbx.NewExp("username = {:u} COLLATE NOCASE AND role = 'volunteer'", dbx.Params{"u": e.Request.PathValue("username")})).
		Row(&userID)
	if err != nil || userID == "" {
		return "", e.NotFoundError(MsgNoVolunteer, nil)
	}
	return userID, nil
}
