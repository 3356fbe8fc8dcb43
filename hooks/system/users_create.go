package system

import (
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"

	"voluntech/hooks/activity"
	"voluntech/hooks/mail"
)

// InviteValidity is how long the set-password link of a user added by a
// superadmin works: longer than a requested reset (30 minutes), since the
// new user did not ask for it and may read it days later.
const InviteValidity = 7 * 24 * time.Hour

// createUser: POST /api/system/users {username, email, first_name,
// last_name, role, company_name?}. The user is verified, gets a random
// password and an email with a link to choose their own.
func (s *service) createUser(e *core.RequestEvent) error {
	in, err := readUserForm(e, true, "")
	if err != nil {
		return err
	}
	users, err := e.App.FindCollectionByNameOrId("users")
	if err != nil {
		return routeFailed(e, "users collection", err)
	}
	u := core.NewRecord(users)
	in.apply(u)
	u.SetRandomPassword()
	u.SetVerified(true)
	u.Set("profile_step", 1)

	// The set-password mail is queued in the same transaction as the
	// account: an account nobody can reach is not created.
	err = saveUser(e, u, in.CompanyName, "create user", func(tx core.App) error {
		if err := logUser(tx, e.Auth, "users.create", u, nil, activity.Snapshot(u)); err != nil {
			return err
		}
		return s.sendInvite(tx, u)
	})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, userItem(u))
}

// sendInvite queues a mail to the new user with a link to choose a password: a PocketBase
// password-reset token, so the reset-password page confirms it as usual.
func (s *service) sendInvite(app core.App, u *core.Record) error {
	token, err := inviteToken(u)
	if err != nil {
		return err
	}
	link := mail.ResetLink(s.cfg.AppURL, token, u.Email())
	return mail.SendAbout(app, mail.Meta{Kind: mail.KindPasswordReset, User: u.Id}, u.Email(), "Your Voluntech account is ready",
		"A Voluntech administrator created an account for you ("+u.GetString("username")+", "+u.GetString("role")+
			"). Choose a password to sign in. The link is valid for 7 days.",
		"Choose my password", link,
		"If the link has expired, use \"Forgot password\" on the sign-in page to get a new one.")
}

// inviteToken is record.NewPasswordResetToken with InviteValidity.
func inviteToken(u *core.Record) (string, error) {
	claims := map[string]any{
		core.TokenClaimType:         core.TokenTypePasswordReset,
		core.TokenClaimId:           u.Id,
		core.TokenClaimCollectionId: u.Collection().Id,
		core.TokenClaimEmail:        u.Email(),
	}
	return security.NewJWT(claims, u.TokenKey()+u.Collection().PasswordResetToken.Secret, InviteValidity)
}
