package oauth

import (
	"errors"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/auth"
	"voluntech/hooks/formx"
	"voluntech/hooks/messages"
)

// errLinkedMeanwhile: the provider account was linked between the ticket
// and its use.
var errLinkedMeanwhile = errors.New("provider account linked meanwhile")

// errLastMethod: the unlink would leave the account with no way to sign in.
var errLastMethod = errors.New("last sign-in method")

// signUpFields are the users fields the provider sign-up form sends.
var signUpFields = []string{"username", "first_name", "last_name", "role", "country", "category"}

// signUp answers POST /api/oauth/signup {ticket, role, username,
// first_name, last_name, country, category, company_name (a company),
// terms_accepted, consent, adult_confirmed (a volunteer)}: a pending
// sign-in of a provider account without a Voluntech account becomes one.
// The sign-up form's rules apply (auth.CheckNewUser), the password aside:
// the account gets a random one nobody knows (ProviderOnly). The
// provider's verified email is the account's, verified. The user, a
// company's profile and the provider link are saved in one transaction;
// the answer is PocketBase's auth response (token and record). 400 on the
// form's fields, 400 (field "ticket") for an unknown, used or expired
// ticket; nothing is created on any refusal.
func (s *service) signUp(e *core.RequestEvent) error {
	info, err := e.RequestInfo()
	if err != nil {
		return e.BadRequestError("Invalid request.", nil)
	}
	body := info.Body
	ticket, _ := body["ticket"].(string)
	p, ok := s.pending.get(ticket, NextSignUp, time.Now())
	if !ok {
		return e.BadRequestError(MsgTicket, formx.FieldError("ticket", "validation_expired", MsgTicket))
	}
	users, err := e.App.FindCachedCollectionByNameOrId("users")
	if err != nil {
		return formx.Failed(e, "", "oauth sign-up failed", err, "what", "users collection")
	}
	r := core.NewRecord(users)
	for _, k := range signUpFields {
		v, _ := body[k].(string)
		r.Set(k, v)
	}
	r.SetEmail(p.Email)
	r.SetRandomPassword()
	errs := auth.CheckNewUser(e.App, r, body)
	if r.GetString("role") == auth.RoleVolunteer && body["adult_confirmed"] != true {
		errs.Add("adult_confirmed", "validation_required", MsgAdult)
	}
	if len(errs) > 0 {
		errs.Merge(formx.ValidationErrors(e.App.Validate(r)))
		return errs.Refusal(e)
	}
	auth.PrepareNewUser(r)
	r.SetVerified(true)
	r.Set(ProviderOnly, true)
	if r.GetString("role") == auth.RoleVolunteer {
		// Asked on the provider sign-up form, as the email-verified page asks it.
		r.Set("adult_confirmed_at", time.Now().UTC())
	}
	companyName, _ := body["company_name"].(string)
	err = e.App.RunInTransaction(func(tx core.App) error {
		if isLinked(tx, users.Id, p.Provider, p.ProviderID) {
			return errLinkedMeanwhile
		}
		if err := tx.Save(r); err != nil {
			return err
		}
		if r.GetString("role") == auth.RoleCompany {
			if err := auth.EnsureCompanyProfile(tx, r, strings.TrimSpace(companyName)); err != nil {
				return err
			}
		}
		return saveLink(tx, r, p, true)
	})
	switch {
	case errors.Is(err, errLinkedMeanwhile):
		s.pending.take(ticket)
		return e.BadRequestError(MsgLinkedElsewhere, nil)
	case err != nil:
		if ve := formx.ValidationErrors(err); len(ve) > 0 {
			return e.BadRequestError(formx.MsgFixFields, ve)
		}
		return formx.Failed(e, "", "oauth sign-up failed", err, "what", "save user")
	}
	s.pending.take(ticket)
	return apis.RecordAuthResponse(e, r, core.MFAMethodOAuth2, map[string]any{"isNew": true, "provider": p.Provider})
}

// link answers POST /api/oauth/link {ticket, password}: a pending sign-in
// whose verified email belongs to an account links the provider account to
// it once the account's password is given, and signs in. An unverified
// account counts as verified from then on: the provider proved the email.
// 400 (field "password") for a wrong password; after MaxPasswordTries the
// ticket ends (400, field "ticket"), as it does when it is unknown, used,
// expired or the account's email changed; 403 for a suspended account.
// Nothing is linked on any refusal.
func (s *service) link(e *core.RequestEvent) error {
	var body struct {
		Ticket   string `json:"ticket"`
		Password string `json:"password"`
	}
	if err := e.BindBody(&body); err != nil {
		return e.BadRequestError("Invalid request.", nil)
	}
	expired := func() error {
		s.pending.take(body.Ticket)
		return e.BadRequestError(MsgTicket, formx.FieldError("ticket", "validation_expired", MsgTicket))
	}
	p, ok := s.pending.get(body.Ticket, NextLink, time.Now())
	if !ok {
		return expired()
	}
	user, err := e.App.FindRecordById("users", p.UserID)
	if err != nil || !strings.EqualFold(user.Email(), p.Email) {
		return expired()
	}
	if messages.SuspendedAccount(e.App, user) {
		return e.ForbiddenError(messages.MsgSuspended, nil)
	}
	if body.Password == "" || !user.ValidatePassword(body.Password) {
		if s.pending.failedTry(body.Ticket) {
			return expired()
		}
		return e.BadRequestError(formx.MsgFixFields, formx.FieldError("password", "validation_invalid_password", MsgPassword))
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		if isLinked(tx, user.Collection().Id, p.Provider, p.ProviderID) {
			return errLinkedMeanwhile
		}
		if !user.Verified() {
			user.SetVerified(true)
			if err := tx.Save(user); err != nil {
				return err
			}
		}
		return saveLink(tx, user, p, false)
	})
	switch {
	case errors.Is(err, errLinkedMeanwhile):
		s.pending.take(body.Ticket)
		return e.BadRequestError(MsgLinkedElsewhere, nil)
	case err != nil:
		return formx.Failed(e, "", "oauth link failed", err, "what", "save link")
	}
	s.pending.take(body.Ticket)
	return apis.RecordAuthResponse(e, user, core.MFAMethodOAuth2, map[string]any{"isNew": false, "provider": p.Provider})
}

func isLinked(app core.App, collectionID, provider, providerID string) bool {
	ea, err := app.FindFirstExternalAuthByExpr(dbx.HashExp{
		"collectionRef": collectionID, "provider": provider, "providerId": providerID,
	})
	return err == nil && ea != nil
}

// saveLink links the pending sign-in's provider account to user; newAccount
// skips the "provider linked" mail (mailLinked) of an account made with it.
func saveLink(tx core.App, user *core.Record, p pending, newAccount bool) error {
	ea := core.NewExternalAuth(tx)
	if newAccount {
		ea.Set(newAccountLink, true)
	}
	ea.SetCollectionRef(user.Collection().Id)
	ea.SetRecordRef(user.Id)
	ea.SetProvider(p.Provider)
	ea.SetProviderId(p.ProviderID)
	return tx.Save(ea)
}

// refuseLastUnlink keeps the last way to sign in: an account whose
// password nobody knows (ProviderOnly) cannot remove its last provider
// link (DELETE /api/collections/_externalAuths/records/{id}, PocketBase's
// own route and owner rule). The links are counted in the delete's
// transaction: of two removals at once, the second fails on SQLite's
// stale snapshot instead of passing.
func refuseLastUnlink(e *core.RecordRequestEvent) error {
	owner, err := e.App.FindRecordById("users", e.Record.GetString("recordRef"))
	if err != nil || !owner.GetBool(ProviderOnly) {
		return e.Next()
	}
	orig := e.App
	defer func() { e.App = orig }()
	err = orig.RunInTransaction(func(tx core.App) error {
		n, err := tx.CountRecords(core.CollectionNameExternalAuths,
			dbx.HashExp{"recordRef": owner.Id, "collectionRef": owner.Collection().Id})
		if err != nil {
			return err
		}
		if n <= 1 {
			return errLastMethod
		}
		e.App = tx
		return e.Next()
	})
	if errors.Is(err, errLastMethod) {
		return e.BadRequestError(MsgLastMethod, nil)
	}
	return err
}
