// Package oauth is "Sign in with a provider": Google, GitHub and LinkedIn
// (PocketBase's generic OpenID Connect provider "oidc") through
// PocketBase's own OAuth2.
//
// The providers come from the environment (config.OAuth) and live only in
// the users collection held in memory: the collection stored in the
// database never carries them (see apply). PocketBase's
// GET /api/collections/users/auth-methods lists them and its
// auth-with-oauth2 exchanges the code; the hook on that route (signIn)
// signs in only a person whose provider account is already linked.
// Anyone else gets a pending sign-in (a ticket), finished by
// POST /api/oauth/signup (a new account, with the sign-up form's questions)
// or POST /api/oauth/link (an existing account, with its password).
package oauth

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"

	"voluntech/hooks/config"
	"voluntech/hooks/formx"
	"voluntech/hooks/mail"
)

// Texts of the sign-in with a provider.
const (
	MsgEmailUnverified = "Your provider did not confirm your email address, so it cannot sign you in. Confirm the address with the provider, or sign up with your email and a password."
	MsgLinkedElsewhere = "This provider account is already linked to another Voluntech account."
	MsgTicket          = "This sign-in has expired. Please sign in with your provider again."
	MsgPassword        = "The password is not correct."
	MsgAdult           = "Please confirm that you are over 18 years old."
	MsgLastMethod      = "This is your only way to sign in. Link another provider, or set a password first (Login → Forgot password?)."
	MsgFinishSignUp    = "Finish creating your account."
	MsgConfirmLink     = "Enter your Voluntech password to link this provider to your account."
)

// ProviderOnly is the users field that marks an account made through a
// provider whose password nobody knows: it cannot drop its last provider.
// Setting a password (reset or change) clears it.
const ProviderOnly = "provider_only"

// Register binds the providers, the auth-with-oauth2 hook, the routes that
// finish a pending sign-in and the guard on unlinking.
func Register(app core.App, cfg config.Config) {
	s := &service{providers: providerConfigs(cfg.OAuth), pending: newTickets(), appURL: cfg.AppURL}

	// In memory only: at start, whenever the collections cache may have been
	// reloaded from the database (checked on the two routes that read the
	// providers), and never written back (stripOnSave).
	if app.IsBootstrapped() {
		s.apply(app)
	}
	app.OnBootstrap().Bind(&hook.Handler[*core.BootstrapEvent]{
		// Outermost: runs after PocketBase has loaded the collections cache.
		Priority: -1000,
		Func: func(e *core.BootstrapEvent) error {
			if err := e.Next(); err != nil {
				return err
			}
			s.apply(e.App)
			return nil
		},
	})
	app.OnCollectionCreate().BindFunc(stripOnSave)
	app.OnCollectionUpdate().BindFunc(stripOnSave)

	app.OnRecordAuthWithOAuth2Request("users").BindFunc(s.signIn)
	app.OnRecordUpdate("users").BindFunc(passwordSet)
	app.OnRecordDeleteRequest(core.CollectionNameExternalAuths).BindFunc(refuseLastUnlink)
	app.OnRecordCreateExecute(core.CollectionNameExternalAuths).BindFunc(s.mailLinked)
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.BindFunc(s.ensureApplied)
		se.Router.POST("/api/oauth/signup", s.signUp)
		se.Router.POST("/api/oauth/link", s.link)
		return se.Next()
	})
}

// newAccountLink marks (in memory, never stored) the link saved with an
// account made through the provider: the new account gets no "provider
// linked" mail.
const newAccountLink = "voluntech_new_account"

// mailLinked queues the security mail "a sign-in provider was linked" to
// the account's address, in the link's transaction, whichever way the link
// was made (the password step, or Account Settings while signed in).
func (s *service) mailLinked(e *core.RecordEvent) error {
	if e.Record.GetBool(newAccountLink) {
		return e.Next()
	}
	return formx.ThenInTransaction(e, func(tx core.App) error {
		owner, err := tx.FindRecordById("users", e.Record.GetString("recordRef"))
		if err != nil {
			return nil // another auth collection's link
		}
		name := e.Record.GetString("provider")
		for _, p := range s.providers {
			if p.Name == name && p.DisplayName != "" {
				name = p.DisplayName
			}
		}
		return mail.SendProviderLinked(tx, owner, name, s.appURL)
	})
}

// passwordSet clears ProviderOnly when a password is saved (a reset or a
// change): the person knows a password now.
func passwordSet(e *core.RecordEvent) error {
	if pv, ok := e.Record.GetRaw(core.FieldNamePassword).(*core.PasswordFieldValue); ok && pv.Plain != "" &&
		e.Record.GetBool(ProviderOnly) && !e.Record.IsNew() {
		e.Record.Set(ProviderOnly, false)
	}
	return e.Next()
}
