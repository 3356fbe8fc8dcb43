package mfa

import (
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/security"
)

// How an authenticator app's secret is kept: encrypted (AES-256-GCM,
// PocketBase's security.Encrypt) under a key derived from
// CREDENTIAL_KEY_SECRET when the operator set it (a secret of the
// environment that never reaches the database; backups and the replica
// then restore with working authenticator apps), otherwise from a random
// key in pb_data/mfa_key/, left out of backups: a copy of the database or a
// backup alone never holds a readable secret. A server whose key is gone
// cannot check authenticator codes; its users sign in with a recovery code
// and set the app up again.

// KeyDirName is the data directory's subdirectory of the key file.
const KeyDirName = "mfa_key"

const (
	keyFileName  = "totp.key"
	sealedPrefix = "v1:"
	hkdfInfo     = "voluntech totp secrets v1"
)

// errKey is why a sealed secret does not open.
var errKey = errors.New("mfa: the authenticator secret cannot be decrypted with this server's key")

type sealer struct {
	app    core.App
	secret string
}

// key is the 32-byte AES key (as security.Encrypt takes it).
func (s *sealer) key() (string, error) {
	base := []byte(s.secret)
	if s.secret == "" {
		var err error
		if base, err = s.fileKey(); err != nil {
			return "", err
		}
	}
	k, err := hkdf.Key(sha256.New, base, nil, hkdfInfo, 32)
	return string(k), err
}

// fileKey reads the key file, writing a new random one first when there is
// none (O_EXCL: when another process wrote one first, that one is read).
func (s *sealer) fileKey() ([]byte, error) {
	dir := filepath.Join(s.app.DataDir(), KeyDirName)
	path := filepath.Join(dir, keyFileName)
	if b, err := os.ReadFile(path); err == nil {
		return hex.DecodeString(strings.TrimSpace(string(b)))
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	raw := make([]byte, 32)
	if _, err := rand.Read(raw); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return s.fileKey()
	}
	if err != nil {
		return nil, err
	}
	if _, err := f.WriteString(hex.EncodeToString(raw)); err != nil {
		f.Close()
		return nil, err
	}
	return raw, f.Close()
}

// seal encrypts a TOTP secret for the database.
func (s *sealer) seal(plain string) (string, error) {
	k, err := s.key()
	if err != nil {
		return "", err
	}
	out, err := security.Encrypt([]byte(plain), k)
	if err != nil {
		return "", err
	}
	return sealedPrefix + out, nil
}

// open decrypts a sealed TOTP secret.
func (s *sealer) open(sealed string) (string, error) {
	if !strings.HasPrefix(sealed, sealedPrefix) {
		return "", errKey
	}
	k, err := s.key()
	if err != nil {
		return "", err
	}
	plain, err := security.Decrypt(strings.TrimPrefix(sealed, sealedPrefix), k)
	if err != nil {
		return "", errKey
	}
	return string(plain), nil
}

// keepKeyOutOfBackups leaves the key file out of a backup: a backup holds
// the sealed secrets and must not hold their key.
func keepKeyOutOfBackups(e *core.BackupEvent) error {
	if !slices.Contains(e.Exclude, KeyDirName) {
		e.Exclude = append(e.Exclude, KeyDirName)
	}
	return e.Next()
}
