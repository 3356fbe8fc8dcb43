package mfa

import (
	"bytes"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/hex"
	"image/png"
	"regexp"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pquerna/otp"
	"github.com/pquerna/otp/totp"
)

// Authenticator codes: RFC 6238 with the settings every authenticator app
// assumes (SHA-1, 6 digits, 30-second steps). A code of the step before or
// after the server's clock is accepted too (a phone's clock drifts), and a
// step once accepted never again, nor any step before it.
const (
	Period     = 30
	Issuer     = "Voluntech"
	skewSteps  = 1
	qrSize     = 240
	codeDigits = 6
)

// RecoveryCodeCount codes are given at enrolment, each usable once.
const RecoveryCodeCount = 10

// recoveryAlphabet leaves out letters and digits read as one another.
const recoveryAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

var (
	totpCodeRe     = regexp.MustCompile(`^[0-9]{6}$`)
	recoveryCodeRe = regexp.MustCompile(`^[a-z0-9]{10}$`)
)

// normalizeCode drops the spaces and dashes a person types or copies with a
// code, and lowers its letters.
func normalizeCode(raw string) string {
	return strings.ToLower(strings.NewReplacer(" ", "", "-", "", "\u00a0", "").Replace(strings.TrimSpace(raw)))
}

// enrolment is a new authenticator secret with what the set-up screen shows.
type enrolment struct {
	Secret string `json:"secret"`
	URL    string `json:"url"`
	QR     string `json:"qr"`
}

func newEnrolment(account string) (enrolment, error) {
	key, err := totp.Generate(totp.GenerateOpts{
		Issuer: Issuer, AccountName: account, Period: Period, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1,
	})
	if err != nil {
		return enrolment{}, err
	}
	img, err := key.Image(qrSize, qrSize)
	if err != nil {
		return enrolment{}, err
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return enrolment{}, err
	}
	return enrolment{
		Secret: key.Secret(),
		URL:    key.URL(),
		QR:     "data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()),
	}, nil
}

// CodeAt is the authenticator code of secret at t (tests compute codes
// with it).
func CodeAt(secret string, t time.Time) (string, error) {
	return totp.GenerateCodeCustom(secret, t, totp.ValidateOpts{
		Period: Period, Digits: otp.DigitsSix, Algorithm: otp.AlgorithmSHA1,
	})
}

// matchStep is the time step whose code code is, among the steps around
// now later than lastStep; 0 when none matches.
func matchStep(secret, code string, now time.Time, lastStep int64) int64 {
	current := now.Unix() / Period
	for d := int64(-skewSteps); d <= skewSteps; d++ {
		step := current + d
		if step <= lastStep {
			continue
		}
		want, err := CodeAt(secret, time.Unix(step*Period, 0))
		if err == nil && subtle.ConstantTimeCompare([]byte(want), []byte(code)) == 1 {
			return step
		}
	}
	return 0
}

// newRecoveryCodes are RecoveryCodeCount codes as shown (xxxxx-xxxxx) and
// their hashes, which are all that is stored.
func newRecoveryCodes(userID string) (shown, hashes []string) {
	for range RecoveryCodeCount {
		c := security.RandomStringWithAlphabet(10, recoveryAlphabet)
		shown = append(shown, c[:5]+"-"+c[5:])
		hashes = append(hashes, hashRecoveryCode(userID, c))
	}
	return shown, hashes
}

// hashRecoveryCode binds a normalized code to its user: a code has about
// 49 bits of randomness, which a plain SHA-256 keeps out of reach.
func hashRecoveryCode(userID, code string) string {
	sum := sha256.Sum256([]byte("voluntech recovery code\x00" + userID + "\x00" + code))
	return hex.EncodeToString(sum[:])
}

// EnrolApp saves a confirmed authenticator app with secret (base32) for
// userID and turns two-step sign-in on, as the set-up and its first code
// do; it returns the recovery codes. secretKey is CREDENTIAL_KEY_SECRET
// (empty: the data directory's key). For tests and seeding.
func EnrolApp(app core.App, secretKey, userID, secret string) ([]string, error) {
	sealed, err := (&sealer{app: app, secret: secretKey}).seal(secret)
	if err != nil {
		return nil, err
	}
	shown, hashes := newRecoveryCodes(userID)
	err = app.RunInTransaction(func(tx core.App) error {
		rec, err := secretsOf(tx, userID)
		if err != nil {
			return err
		}
		if rec == nil {
			if rec, err = newSecrets(tx, userID); err != nil {
				return err
			}
		}
		rec.Set("totp_secret", sealed)
		rec.Set("confirmed", true)
		rec.Set("recovery_codes", hashes)
		if err := tx.Save(rec); err != nil {
			return err
		}
		u, err := tx.FindRecordById("users", userID)
		if err != nil {
			return err
		}
		u.Set("mfa_enabled", true)
		return tx.Save(u)
	})
	return shown, err
}
