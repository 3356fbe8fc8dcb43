package mfa

import (
	"net/http"
	"slices"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/mails"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/formx"
)

// statusAnswer is the body of GET /api/account/mfa and of each change.
type statusAnswer struct {
	// Enabled: a password sign-in asks for a second step.
	Enabled bool `json:"enabled"`
	// Required: a superadmin cannot turn it off.
	Required bool `json:"required"`
	// Method is "totp" (authenticator app), "email" or "" (off).
	Method string `json:"method"`
	// RecoveryCodesLeft counts the unused recovery codes.
	RecoveryCodesLeft int `json:"recovery_codes_left"`
	// RecoveryCodes are the new codes, only in the answer to the
	// confirmation of an authenticator app.
	RecoveryCodes []string `json:"recovery_codes,omitempty"`
}

func statusOf(app core.App, u *core.Record) (statusAnswer, error) {
	a := statusAnswer{Enabled: enabled(u), Required: required(u)}
	r, err := secretsOf(app, u.Id)
	if err != nil {
		return a, err
	}
	switch {
	case r != nil && r.GetBool("confirmed"):
		a.Method = MethodTOTP
		a.RecoveryCodesLeft = len(hashesOf(r))
	case a.Enabled:
		a.Method = "email"
	}
	return a, nil
}

func hashesOf(r *core.Record) []string {
	var hs []string
	_ = r.UnmarshalJSONField("recovery_codes", &hs)
	return hs
}

// signedIn is the users record behind the request: 401 for a guest, 403
// for a superuser of the dashboard.
func signedIn(e *core.RequestEvent) (*core.Record, error) {
	if e.Auth == nil {
		return nil, e.UnauthorizedError(MsgSignIn, nil)
	}
	if e.Auth.Collection().Name != "users" {
		return nil, e.ForbiddenError(MsgNotUser, nil)
	}
	// Fresh: the token's record may predate a change in another tab.
	u, err := e.App.FindRecordById("users", e.Auth.Id)
	if err != nil {
		return nil, e.UnauthorizedError(MsgSignIn, nil)
	}
	return u, nil
}

// answer writes the status of u.
func answer(e *core.RequestEvent, u *core.Record, codes []string) error {
	a, err := statusOf(e.App, u)
	if err != nil {
		return formx.Failed(e, "", "mfa: status failed", err)
	}
	a.RecoveryCodes = codes
	return e.JSON(http.StatusOK, a)
}

// status answers GET /api/account/mfa: the signed-in user's two-step
// sign-in (statusAnswer).
func (s *service) status(e *core.RequestEvent) error {
	u, err := signedIn(e)
	if err != nil {
		return err
	}
	return answer(e, u, nil)
}

// enableEmail answers POST /api/account/mfa/email: sign-ins of the
// signed-in user ask for a code sent by email from now on. 400 (field
// "method") when two-step sign-in is already on.
func (s *service) enableEmail(e *core.RequestEvent) error {
	u, err := signedIn(e)
	if err != nil {
		return err
	}
	if enabled(u) {
		return e.BadRequestError(MsgAlreadyOn, formx.FieldError("method", "mfa_already_on", MsgAlreadyOn))
	}
	u.Set("mfa_enabled", true)
	if err := e.App.Save(u); err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: enabling email codes failed", err)
	}
	return answer(e, u, nil)
}

// setup answers POST /api/account/mfa/totp/setup: a new authenticator
// secret for the signed-in user, {secret, url (otpauth://), qr (a PNG data
// URL)}, kept encrypted and pending until a first code confirms it
// (confirm). A set-up asked again replaces the pending secret. 400 (field
// "method") when an app is already set up.
func (s *service) setup(e *core.RequestEvent) error {
	u, err := signedIn(e)
	if err != nil {
		return err
	}
	rec, err := secretsOf(e.App, u.Id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: set-up failed", err)
	}
	if rec != nil && rec.GetBool("confirmed") {
		return e.BadRequestError(MsgAppAlreadySet, formx.FieldError("method", "mfa_app_set", MsgAppAlreadySet))
	}
	en, err := newEnrolment(u.Email())
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: new secret failed", err)
	}
	sealed, err := s.seal.seal(en.Secret)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: sealing the secret failed", err)
	}
	if rec == nil {
		if rec, err = newSecrets(e.App, u.Id); err != nil {
			return formx.Failed(e, MsgSaveFailed, "mfa: set-up failed", err)
		}
	}
	rec.Set("totp_secret", sealed)
	rec.Set("last_step", 0)
	rec.Set("recovery_codes", []string{})
	if err := e.App.Save(rec); err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: saving the set-up failed", err)
	}
	return e.JSON(http.StatusOK, en)
}

func newSecrets(app core.App, userID string) (*core.Record, error) {
	c, err := app.FindCollectionByNameOrId(Collection)
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(c)
	r.Set("user", userID)
	return r, nil
}

// codeRequest is the body of confirm, disable and POST /api/auth/totp.
type codeRequest struct {
	Code     formx.Value[string] `json:"code"`
	Password formx.Value[string] `json:"password"`
	OTPId    formx.Value[string] `json:"otpId"`
	MFAId    formx.Value[string] `json:"mfaId"`

	code, password, otpID, mfaID string
}

// read binds the body and checks the fields named in want: "code" must be
// a 6-digit code (or, with recovery, a recovery code), the others present.
func (r *codeRequest) read(e *core.RequestEvent, recovery bool, want ...string) error {
	return formx.ReadJSON(e, r, func() error {
		errs := formx.Errors{}
		r.code = normalizeCode(errs.Text("code", r.Code))
		r.otpID = errs.Text("otpId", r.OTPId)
		r.mfaID = errs.Text("mfaId", r.MFAId)
		if r.Password.Wrong {
			errs.Add("password", "validation_invalid_type", formx.MsgMustBeText)
		}
		r.password = r.Password.V
		for _, key := range want {
			switch key {
			case "code":
				errs.Required("code", r.code, MsgCodeRequired, 20)
				if !errs.Has("code") && !totpCodeRe.MatchString(r.code) && (!recovery || !recoveryCodeRe.MatchString(r.code)) {
					errs.Add("code", "validation_code_format", MsgCodeFormat)
				}
			case "password":
				errs.Required("password", r.password, MsgPassword, 200)
			case "mfaId":
				errs.Required("mfaId", r.mfaID, MsgSessionExpired, 255)
			}
		}
		return errs.Err()
	})
}

// confirm answers POST /api/account/mfa/totp/confirm {code}: the first
// code from the app confirms the pending secret; two-step sign-in is then
// on with the authenticator app, and the answer (the status) carries the
// ten recovery codes, shown this once (only their hashes are kept). 400
// (field "code") without a pending set-up or for a wrong code; 429 after
// MaxFails wrong codes.
func (s *service) confirm(e *core.RequestEvent) error {
	u, err := signedIn(e)
	if err != nil {
		return err
	}
	var req codeRequest
	if err := req.read(e, false, "code"); err != nil {
		return err
	}
	rec, err := secretsOf(e.App, u.Id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: confirm failed", err)
	}
	if rec == nil || rec.GetBool("confirmed") || rec.GetString("totp_secret") == "" {
		return e.BadRequestError(MsgNoSetup, formx.FieldError("code", "mfa_no_setup", MsgNoSetup))
	}
	if err := limited(e, rec); err != nil {
		return err
	}
	secret, err := s.seal.open(rec.GetString("totp_secret"))
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: opening the secret failed", err)
	}
	step := matchStep(secret, req.code, time.Now(), 0)
	if step == 0 {
		return wrongCode(e, rec)
	}
	shown, hashes := newRecoveryCodes(u.Id)
	err = e.App.RunInTransaction(func(tx core.App) error {
		rec.Set("confirmed", true)
		rec.Set("last_step", step)
		rec.Set("recovery_codes", hashes)
		rec.Set("fails", 0)
		if err := tx.Save(rec); err != nil {
			return err
		}
		u.Set("mfa_enabled", true)
		return tx.Save(u)
	})
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: confirming the app failed", err)
	}
	return answer(e, u, shown)
}

// sendOwnCode answers POST /api/account/mfa/email-code: a code sent by
// email to the signed-in user, for turning two-step sign-in off when it
// uses emailed codes → {otpId}. 400 (field "method") when it is off or uses
// an authenticator app.
func (s *service) sendOwnCode(e *core.RequestEvent) error {
	u, err := signedIn(e)
	if err != nil {
		return err
	}
	app, err := hasApp(e.App, u.Id)
	if err != nil {
		return formx.Failed(e, MsgSendFailed, "mfa: reading the method failed", err)
	}
	switch {
	case app:
		return e.BadRequestError(MsgUseApp, formx.FieldError("method", "mfa_app_set", MsgUseApp))
	case !enabled(u):
		return e.BadRequestError(MsgNotOn, formx.FieldError("method", "mfa_not_on", MsgNotOn))
	}
	return sendCode(e, u)
}

// sendCode saves a new PocketBase OTP for u and queues its mail in the
// same transaction → {method: "email", otpId}. 429 when u has MaxFails
// codes still valid (a mailbox is not flooded).
func sendCode(e *core.RequestEvent, u *core.Record) error {
	recent, err := e.App.FindAllOTPsByRecord(u)
	if err != nil {
		return formx.Failed(e, MsgSendFailed, "mfa: reading codes failed", err)
	}
	live := 0
	for _, o := range recent {
		if !o.HasExpired(u.Collection().OTP.DurationTime()) {
			live++
		}
	}
	if live >= MaxFails {
		return e.TooManyRequestsError(MsgTooManyCodes, nil)
	}
	code := security.RandomStringWithAlphabet(u.Collection().OTP.Length, "0123456789")
	otp := core.NewOTP(e.App)
	err = e.App.RunInTransaction(func(tx core.App) error {
		otp.SetCollectionRef(u.Collection().Id)
		otp.SetRecordRef(u.Id)
		otp.SetPassword(code)
		otp.SetSentTo(u.Email())
		if err := tx.Save(otp); err != nil {
			return err
		}
		return mails.SendRecordOTP(tx, u, otp.Id, code)
	})
	if err != nil {
		return formx.Failed(e, MsgSendFailed, "mfa: sending a code failed", err)
	}
	return e.JSON(http.StatusOK, map[string]string{"method": "email", "otpId": otp.Id})
}

// disable answers POST /api/account/mfa/disable {password, code, otpId?}:
// the password and a current code (from the authenticator app, a recovery
// code, or with emailed codes the code sent by POST
// /api/account/mfa/email-code and its otpId) turn two-step sign-in off;
// the app's secret and recovery codes are deleted. A superadmin with an
// app goes back to emailed codes; one without cannot turn it off (400,
// field "method"). 400 on "password" or "code" when wrong; 429 after
// MaxFails wrong answers.
func (s *service) disable(e *core.RequestEvent) error {
	u, err := signedIn(e)
	if err != nil {
		return err
	}
	var req codeRequest
	if err := req.read(e, true, "password", "code"); err != nil {
		return err
	}
	rec, err := secretsOf(e.App, u.Id)
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: disable failed", err)
	}
	app := rec != nil && rec.GetBool("confirmed")
	switch {
	case !enabled(u):
		return e.BadRequestError(MsgNotOn, formx.FieldError("method", "mfa_not_on", MsgNotOn))
	case required(u) && !app:
		return e.BadRequestError(MsgRequired, formx.FieldError("method", "mfa_required", MsgRequired))
	}
	if rec == nil {
		if rec, err = newSecrets(e.App, u.Id); err != nil {
			return formx.Failed(e, MsgSaveFailed, "mfa: disable failed", err)
		}
	}
	if err := limited(e, rec); err != nil {
		return err
	}
	if !u.ValidatePassword(req.password) {
		if err := addFail(e.App, rec); err != nil {
			return formx.Failed(e, MsgSaveFailed, "mfa: counting a wrong password failed", err)
		}
		return e.BadRequestError(formx.MsgFixFields, formx.FieldError("password", "mfa_wrong_password", MsgWrongPassword))
	}
	if app {
		ok, err := s.useCode(e.App, rec, u.Id, req.code)
		if err != nil {
			return formx.Failed(e, MsgSaveFailed, "mfa: checking a code failed", err)
		}
		if !ok {
			return wrongCode(e, rec)
		}
	} else {
		if req.otpID == "" {
			return e.BadRequestError(MsgOTPRequired, formx.FieldError("code", "mfa_otp_required", MsgOTPRequired))
		}
		otp, err := e.App.FindOTPById(req.otpID)
		if err != nil || otp.RecordRef() != u.Id || otp.HasExpired(u.Collection().OTP.DurationTime()) ||
			!otp.ValidatePassword(req.code) {
			return wrongCode(e, rec)
		}
		if err := e.App.Delete(otp); err != nil {
			return formx.Failed(e, MsgSaveFailed, "mfa: deleting a used code failed", err)
		}
	}
	err = e.App.RunInTransaction(func(tx core.App) error {
		if !rec.IsNew() {
			if err := tx.Delete(rec); err != nil {
				return err
			}
		}
		u.Set("mfa_enabled", false)
		return tx.Save(u)
	})
	if err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: turning off failed", err)
	}
	return answer(e, u, nil)
}

// useCode checks code, an authenticator code or a recovery code, against
// rec (a confirmed app of userID) and spends it: the time step becomes the
// last one accepted, the recovery code's hash is removed. Read and write
// happen in one transaction, so two requests cannot spend one code twice.
func (s *service) useCode(app core.App, rec *core.Record, userID, code string) (bool, error) {
	ok := false
	err := app.RunInTransaction(func(tx core.App) error {
		fresh, err := tx.FindRecordById(Collection, rec.Id)
		if err != nil {
			return err
		}
		if totpCodeRe.MatchString(code) {
			secret, err := s.seal.open(fresh.GetString("totp_secret"))
			if err != nil {
				return err
			}
			step := matchStep(secret, code, time.Now(), int64(fresh.GetInt("last_step")))
			if step == 0 {
				return nil
			}
			fresh.Set("last_step", step)
		} else {
			hashes := hashesOf(fresh)
			i := slices.Index(hashes, hashRecoveryCode(userID, code))
			if i < 0 {
				return nil
			}
			fresh.Set("recovery_codes", slices.Delete(hashes, i, i+1))
		}
		ok = true
		fresh.Set("fails", 0)
		return tx.Save(fresh)
	})
	return ok, err
}

// limited answers 429 while rec counts MaxFails wrong answers in the
// current FailWindow.
func limited(e *core.RequestEvent, rec *core.Record) error {
	since := rec.GetDateTime("fails_since").Time()
	if rec.GetInt("fails") >= MaxFails && time.Since(since) < FailWindow {
		return e.TooManyRequestsError(MsgTooManyCodes, nil)
	}
	return nil
}

// addFail counts one wrong answer in rec's window (a new window once the
// last one has passed).
func addFail(app core.App, rec *core.Record) error {
	if time.Since(rec.GetDateTime("fails_since").Time()) >= FailWindow {
		rec.Set("fails", 0)
		rec.Set("fails_since", types.NowDateTime())
	}
	rec.Set("fails", rec.GetInt("fails")+1)
	return app.Save(rec)
}

// wrongCode counts a wrong code and answers 400 on "code".
func wrongCode(e *core.RequestEvent, rec *core.Record) error {
	if err := addFail(e.App, rec); err != nil {
		return formx.Failed(e, MsgSaveFailed, "mfa: counting a wrong code failed", err)
	}
	return e.BadRequestError(formx.MsgFixFields, formx.FieldError("code", "mfa_wrong_code", MsgWrongCode))
}

// session is the pending PocketBase MFA session mfaID after a password (or
// provider) sign-in, and its user; 400 (field "mfaId") when unknown,
// expired, for another collection or already past its first step by code.
func session(e *core.RequestEvent, mfaID string) (*core.Record, error) {
	expired := e.BadRequestError(MsgSessionExpired, formx.FieldError("mfaId", "mfa_session_expired", MsgSessionExpired))
	users, err := e.App.FindCachedCollectionByNameOrId("users")
	if err != nil {
		return nil, formx.Failed(e, "", "mfa: users collection missing", err)
	}
	m, err := e.App.FindMFAById(mfaID)
	if err != nil || m.CollectionRef() != users.Id || m.HasExpired(users.MFA.DurationTime()) ||
		(m.Method() != core.MFAMethodPassword && m.Method() != core.MFAMethodOAuth2) {
		return nil, expired
	}
	u, err := e.App.FindRecordById(users, m.RecordRef())
	if err != nil {
		return nil, expired
	}
	return u, nil
}

// mfaRequest is the body of POST /api/auth/mfa.
type mfaRequest struct {
	MFAId formx.Value[string] `json:"mfaId"`
}

// secondStep answers POST /api/auth/mfa {mfaId}, the mfaId of PocketBase's
// 401 to a password sign-in: which second step this account takes. With
// an authenticator app → {method: "totp"} (then POST /api/auth/totp);
// otherwise a code is emailed → {method: "email", otpId} (then PocketBase's
// auth-with-otp {otpId, password: code, mfaId}); asked again, another code
// is sent. 400 (field "mfaId") for an unknown or expired session.
func (s *service) secondStep(e *core.RequestEvent) error {
	var req mfaRequest
	var mfaID string
	err := formx.ReadJSON(e, &req, func() error {
		errs := formx.Errors{}
		mfaID = errs.Text("mfaId", req.MFAId)
		errs.Required("mfaId", mfaID, MsgSessionExpired, 255)
		return errs.Err()
	})
	if err != nil {
		return err
	}
	u, err := session(e, mfaID)
	if err != nil {
		return err
	}
	app, err := hasApp(e.App, u.Id)
	if err != nil {
		return formx.Failed(e, MsgSendFailed, "mfa: reading the method failed", err)
	}
	if app {
		return e.JSON(http.StatusOK, map[string]string{"method": MethodTOTP})
	}
	return sendCode(e, u)
}

// authWithTOTP answers POST /api/auth/totp {mfaId, code}: an authenticator
// code (6 digits) or a recovery code completes the MFA session of a
// password sign-in; the answer is PocketBase's auth answer {token, record}.
// Each code is taken once: a time step not later than the last accepted
// one, or a recovery code already used, is refused. 400 (field "mfaId") for
// an unknown or expired session, (field "code") for a malformed or wrong
// code or an account without an app; 429 after MaxFails wrong codes.
func (s *service) authWithTOTP(e *core.RequestEvent) error {
	var req codeRequest
	if err := req.read(e, true, "mfaId", "code"); err != nil {
		return err
	}
	u, err := session(e, req.mfaID)
	if err != nil {
		return err
	}
	rec, err := secretsOf(e.App, u.Id)
	if err != nil {
		return formx.Failed(e, "", "mfa: reading the app failed", err)
	}
	if rec == nil || !rec.GetBool("confirmed") {
		return e.BadRequestError(MsgNoApp, formx.FieldError("code", "mfa_no_app", MsgNoApp))
	}
	if err := limited(e, rec); err != nil {
		return err
	}
	ok, err := s.useCode(e.App, rec, u.Id, req.code)
	if err != nil {
		return formx.Failed(e, "", "mfa: checking a code failed", err)
	}
	if !ok {
		return wrongCode(e, rec)
	}
	// PocketBase reads the request (and the session, from ?mfaId= or the
	// body) again; formx bounded the body, which cannot be read twice: the
	// session goes in the query and the body is emptied.
	q := e.Request.URL.Query()
	q.Set("mfaId", req.mfaID)
	e.Request.URL.RawQuery = q.Encode()
	e.Request.Body, e.Request.ContentLength = http.NoBody, 0
	return apis.RecordAuthResponse(e, u, MethodTOTP, nil)
}

// otpOnlyAsSecondStep keeps PocketBase's emailed code a second step: a
// code alone signs nobody in (the request must carry the mfaId of a
// password sign-in), and an account with an authenticator app confirms
// with the app.
func otpOnlyAsSecondStep(e *core.RecordAuthWithOTPRequestEvent) error {
	mfaID := e.Request.URL.Query().Get("mfaId")
	if mfaID == "" {
		var body struct {
			MFAId string `json:"mfaId"`
		}
		_ = e.BindBody(&body)
		mfaID = body.MFAId
	}
	if mfaID == "" {
		return e.BadRequestError(MsgPasswordFirst, formx.FieldError("mfaId", "mfa_password_first", MsgPasswordFirst))
	}
	app, err := hasApp(e.App, e.Record.Id)
	if err != nil {
		return formx.Failed(e.RequestEvent, "", "mfa: reading the method failed", err)
	}
	if app {
		return e.BadRequestError(MsgUseApp, formx.FieldError("password", "mfa_app_set", MsgUseApp))
	}
	return e.Next()
}
