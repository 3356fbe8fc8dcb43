// Package mfa is two-step sign-in, built on PocketBase's multi-factor
// authentication (the users collection's MFA rule, pb_migrations
// 1763735400_two_step_signin.go): superadmins always, others once they
// turned it on, confirm a password sign-in with a second step.
//
// The second step is a code sent by email (PocketBase's OTP: POST
// /api/auth/mfa sends it, PocketBase's auth-with-otp checks it) or, for a
// user who set up an authenticator app, a TOTP code or one of ten recovery
// codes (POST /api/auth/totp, which completes PocketBase's MFA session with
// apis.RecordAuthResponse). Account settings turn it on and off
// (/api/account/mfa/...).
package mfa

import (
	"database/sql"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// Collection keeps each user's authenticator app and wrong-code count.
const Collection = "mfa_secrets"

// MethodTOTP names the authenticator step in PocketBase's MFA records.
const MethodTOTP = "totp"

// Per-user limit of wrong codes (authenticator, recovery, emailed codes on
// the account routes, passwords on the disable route): MaxFails in
// FailWindow, then 429 until the window has passed.
const (
	MaxFails   = 5
	FailWindow = 5 * time.Minute
)

// Messages.
const (
	MsgSignIn         = "Please sign in."
	MsgNotUser        = "Only a Voluntech account can do this."
	MsgCodeRequired   = "Enter the code."
	MsgCodeFormat     = "Enter the 6-digit code from your authenticator app, or a recovery code."
	MsgWrongCode      = "This code is not valid. Check it and try again."
	MsgWrongPassword  = "This password is not correct."
	MsgPassword       = "Enter your password."
	MsgSessionExpired = "This sign-in has expired. Please sign in again."
	MsgNoApp          = "No authenticator app is set up for this account."
	MsgUseApp         = "This account confirms sign-ins with an authenticator app. Enter its code or a recovery code."
	MsgPasswordFirst  = "Sign in with your password first."
	MsgAppAlreadySet  = "An authenticator app is already set up. Turn two-step sign-in off first to set up another."
	MsgNoSetup        = "Start the set-up again: it has expired."
	MsgAlreadyOn      = "Two-step sign-in is already on."
	MsgNotOn          = "Two-step sign-in is not on."
	MsgRequired       = "Superadmin accounts must use two-step sign-in. You can switch between an authenticator app and emailed codes."
	MsgOTPRequired    = "Ask for an emailed code first."
	MsgTooManyCodes   = "Too many wrong codes. Please wait a few minutes and try again."
	MsgSaveFailed     = "Two-step sign-in could not be changed. Please try again."
	MsgSendFailed     = "The code could not be sent. Please try again."
)

// Register binds the routes and the hooks on PocketBase's OTP sign-in.
func Register(app core.App, cfg config.Config) {
	s := &service{seal: &sealer{app: app, secret: cfg.CredentialKeySecret}}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/account/mfa")
		g.GET("", s.status)
		g.POST("/email", s.enableEmail)
		g.POST("/email-code", s.sendOwnCode)
		g.POST("/totp/setup", s.setup)
		g.POST("/totp/confirm", s.confirm)
		g.POST("/disable", s.disable)
		se.Router.POST("/api/auth/mfa", s.secondStep)
		se.Router.POST("/api/auth/totp", s.authWithTOTP)
		return se.Next()
	})
	app.OnRecordAuthWithOTPRequest("users").BindFunc(otpOnlyAsSecondStep)
	app.OnBackupCreate().BindFunc(keepKeyOutOfBackups)
}

type service struct {
	seal *sealer
}

// secretsOf is userID's mfa_secrets record, nil when there is none.
func secretsOf(app core.App, userID string) (*core.Record, error) {
	r, err := app.FindFirstRecordByFilter(Collection, "user = {:u}", dbx.Params{"u": userID})
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return r, err
}

// hasApp says whether userID confirmed an authenticator app.
func hasApp(app core.App, userID string) (bool, error) {
	r, err := secretsOf(app, userID)
	return r != nil && r.GetBool("confirmed"), err
}

// required: a superadmin cannot turn two-step sign-in off.
func required(u *core.Record) bool { return u.GetString("role") == "superadmin" }

// enabled: a password sign-in of u asks for a second step (the MFA rule).
func enabled(u *core.Record) bool { return required(u) || u.GetBool("mfa_enabled") }
