package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// Two-step sign-in (PocketBase's multi-factor authentication).
//
// A superadmin, and any user who turned it on (mfa_enabled, a hidden field:
// the records API neither shows nor takes it, only hooks/mfa sets it), must
// confirm a sign-in with a second factor: PocketBase answers the password
// with 401 {mfaId} and no token, and the sign-in completes with a code sent
// by email (PocketBase's OTP) or, for a user with an authenticator app, a
// TOTP or recovery code (POST /api/auth/totp).
//
// mfa_secrets holds a user's authenticator app: the TOTP secret encrypted
// (hooks/mfa/seal.go), whether the first code confirmed it, the last time
// step accepted (a code is taken once), the hashes of the unused recovery
// codes and the recent wrong codes (the per-user limit). No API rule: only
// the server reads and writes it; a superuser sees the ciphertext only.
var MFARule = `role = "superadmin" || mfa_enabled = true`

// MFASeconds is how long a password sign-in waits for its second step;
// OTPSeconds how long an emailed code stays valid.
const (
	MFASeconds = 600
	OTPSeconds = 300
)

func init() {
	m.Register(func(app core.App) error {
		err := changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.Add(&core.BoolField{Name: "mfa_enabled", Hidden: true})
			users.MFA.Enabled = true
			users.MFA.Duration = MFASeconds
			users.MFA.Rule = MFARule
			users.OTP.Enabled = true
			users.OTP.Duration = OTPSeconds
			users.OTP.Length = 6
		})
		if err != nil {
			return err
		}
		c := newCollection("mfa_secrets", "pbc_mfasecret01",
			belongsTo("user", usersID),
			&core.TextField{Name: "totp_secret", Hidden: true, Max: 500},
			&core.BoolField{Name: "confirmed"},
			&core.NumberField{Name: "last_step", OnlyInt: true},
			&core.JSONField{Name: "recovery_codes", Hidden: true, MaxSize: 4000},
			&core.NumberField{Name: "fails", OnlyInt: true},
			&core.DateField{Name: "fails_since"},
		)
		c.AddIndex("idx_mfa_secrets_user", true, "user", "")
		if err := app.Save(c); err != nil {
			return err
		}
		return addRateLimits(mfaRateLimits)(app)
	}, func(app core.App) error {
		if err := removeRateLimits(mfaRateLimits)(app); err != nil {
			return err
		}
		if err := dropCollections("mfa_secrets")(app); err != nil {
			return err
		}
		return changeCollection(app, "users", func(users *core.Collection) {
			users.Fields.RemoveByName("mfa_enabled")
			users.MFA.Enabled = false
			users.MFA.Rule = ""
			users.OTP.Enabled = false
		})
	})
}

// mfaRateLimits cover the code step, per client IP: PocketBase's OTP
// routes, the second step's own routes and the account's MFA routes.
// PocketBase also limits an emailed code to 5 tries per user in 3 minutes,
// and hooks/mfa limits authenticator codes to 5 wrong ones per user in 5
// minutes.
var mfaRateLimits = []core.RateLimitRule{
	{Label: "*:requestOTP", MaxRequests: 5, Duration: 60},
	{Label: "*:authWithOTP", MaxRequests: 10, Duration: 60},
	{Label: "POST /api/auth/", MaxRequests: 10, Duration: 60},
	{Label: "POST /api/account/mfa/", MaxRequests: 20, Duration: 60},
}
