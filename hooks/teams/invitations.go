package teams

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/ozzo-validation/v4/is"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/billing"
	"voluntech/hooks/companies"
	"voluntech/hooks/formx"
	"voluntech/hooks/mail"
)

// InvitationTTL is how long a mailed link works.
const InvitationTTL = 7 * 24 * time.Hour

// MaxEmailLength bounds an invited address.
const MaxEmailLength = 255

// tokenLength is the length of a mailed token (about 238 bits).
const tokenLength = 40

// JoinLink is the address the invitation mail carries.
func JoinLink(appURL, token string) string {
	return appURL + "/join-team/" + url.PathEscape(token)
}

// HashToken is what the database keeps of a token: a leaked table does not
// give working links.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// renew gives the invitation a fresh token, valid for InvitationTTL from
// now, and returns the token to mail (the record keeps only its hash).
func renew(inv *core.Record) string {
	token := security.RandomString(tokenLength)
	inv.Set("token_hash", HashToken(token))
	inv.Set("expires_at", time.Now().UTC().Add(InvitationTTL))
	return token
}

// inviteRequest is the body of POST /api/company/team/invitations.
type inviteRequest struct {
	Email string `json:"email"`
}

func (r *inviteRequest) validate() error {
	r.Email = strings.ToLower(strings.TrimSpace(r.Email))
	return validation.ValidateStruct(r,
		validation.Field(&r.Email,
			validation.Required.Error(MsgEmail),
			validation.Length(1, MaxEmailLength).Error(MsgEmail),
			is.EmailFormat.Error(MsgEmail)),
	)
}

// emailError is a refusal of the invited address.
func emailError(e *core.RequestEvent, msg string) error {
	return e.BadRequestError(msg, validation.Errors{"email": validation.NewError("validation_invalid_email", msg)})
}

// postInvitation invites an address to the owner's team and mails the link.
// The checks and the new invitation share one transaction, so the seats and
// the "already invited" check hold against a concurrent invite (the partial
// unique index on pending invitations backs the latter).
func (s *service) postInvitation(e *core.RequestEvent) error {
	in := new(inviteRequest)
	if err := formx.ReadJSON(e, in, in.validate); err != nil {
		return err
	}
	companyID := e.Auth.Id
	return s.send(e, http.StatusCreated, "create an invitation", func(tx core.App) (*core.Record, error) {
		if u, err := tx.FindAuthRecordByEmail("users", in.Email); err == nil {
			if u.Id == companyID || u.GetString("team") == companyID {
				return nil, emailError(e, MsgOnTeam)
			}
			return nil, emailError(e, MsgHasAccount)
		}
		existing, err := tx.FindFirstRecordByFilter("team_invitations",
			"company = {:c} && email = {:m} && status = 'pending'", dbx.Params{"c": companyID, "m": in.Email})
		if err == nil {
			if existing.GetDateTime("expires_at").After(types.NowDateTime()) {
				return nil, emailError(e, MsgAlreadyInvited)
			}
			// An expired invitation gives way to the new one.
			existing.Set("status", "revoked")
			if err := tx.Save(existing); err != nil {
				return nil, err
			}
		}
		if err := seatFree(e, tx, companyID); err != nil {
			return nil, err
		}
		c, err := tx.FindCollectionByNameOrId("team_invitations")
		if err != nil {
			return nil, err
		}
		inv := core.NewRecord(c)
		inv.Set("company", companyID)
		inv.Set("email", in.Email)
		inv.Set("status", "pending")
		return inv, nil
	})
}

// postResend mails a pending invitation again with a new token (the old
// link stops working) and a new expiry. An expired one needs a free seat
// again.
func (s *service) postResend(e *core.RequestEvent) error {
	companyID := e.Auth.Id
	return s.send(e, http.StatusOK, "resend an invitation", func(tx core.App) (*core.Record, error) {
		inv, err := findPending(tx, companyID, e.Request.PathValue("id"))
		if err != nil {
			return nil, e.NotFoundError(MsgNoInvitation, nil)
		}
		if !inv.GetDateTime("expires_at").After(types.NowDateTime()) {
			if err := seatFree(e, tx, companyID); err != nil {
				return nil, err
			}
		}
		return inv, nil
	})
}

// send gives the invitation pick returns (in one transaction) a new token
// and expiry, saves it, mails it and answers it with status; what names
// the action in a failure's log.
func (s *service) send(e *core.RequestEvent, status int, what string, pick func(tx core.App) (*core.Record, error)) error {
	var inv *core.Record
	var token string
	err := e.App.RunInTransaction(func(tx core.App) error {
		var err error
		if inv, err = pick(tx); err != nil {
			return err
		}
		token = renew(inv)
		return tx.Save(inv)
	})
	if err != nil {
		return answer(e, what, err)
	}
	s.mailInvitation(e, inv, token)
	return e.JSON(status, invitationPerson(inv))
}

// seatFree refuses (on the email field) an invitation the company's plan
// has no free seat for.
func seatFree(e *core.RequestEvent, tx core.App, companyID string) error {
	usage, err := billing.Usage(tx, companyID)
	if err != nil {
		return err
	}
	if !usage.CanInvite() {
		return emailError(e, usage.SeatMessage())
	}
	return nil
}

// deleteInvitation revokes a pending invitation: its link answers 404.
func deleteInvitation(e *core.RequestEvent) error {
	err := e.App.RunInTransaction(func(tx core.App) error {
		inv, err := findPending(tx, e.Auth.Id, e.Request.PathValue("id"))
		if err != nil {
			return e.NotFoundError(MsgNoInvitation, nil)
		}
		inv.Set("status", "revoked")
		return tx.Save(inv)
	})
	if err != nil {
		return answer(e, "revoke an invitation", err)
	}
	return e.NoContent(http.StatusNoContent)
}

// findPending is the company's pending invitation with that id.
func findPending(app core.App, companyID, id string) (*core.Record, error) {
	return app.FindFirstRecordByFilter("team_invitations", "id = {:id} && company = {:c} && status = 'pending'",
		dbx.Params{"id": id, "c": companyID})
}

// mailInvitation sends the link after the invitation is saved; a failed
// delivery is logged (the owner can resend) and does not undo it.
func (s *service) mailInvitation(e *core.RequestEvent, inv *core.Record, token string) {
	company := e.Auth.GetString("username")
	if p, err := companies.FindProfile(e.App, inv.GetString("company")); err == nil {
		company = p.GetString("company_name")
	}
	inviter := fullName(e.Auth)
	err := mail.Send(e.App, inv.GetString("email"), "Join "+company+" on Voluntech",
		inviter+" invited you to join the team of "+company+" on Voluntech. The link works once and for 7 days.",
		"Join the team", JoinLink(s.cfg.AppURL, token),
		"If you did not expect this invitation, you can ignore this email.")
	if err != nil {
		e.App.Logger().Error("sending a team invitation failed", "invitation", inv.Id, "error", err)
	}
}

// answer passes an API error through and hides anything else behind a 500.
func answer(e *core.RequestEvent, what string, err error) error {
	var apiErr *router.ApiError
	if errors.As(err, &apiErr) {
		return apiErr
	}
	return formx.Failed(e, "", "team route failed", err, "what", what)
}
