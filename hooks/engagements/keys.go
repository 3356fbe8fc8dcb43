package engagements

import (
	"crypto/ed25519"
	"crypto/rand"
	"crypto/x509"
	"encoding/pem"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"

	"github.com/pocketbase/pocketbase/core"
)

// The instance's credential signing key lives in a file of its own, never
// in a collection: every collection can be read by a superuser through the
// API (and some by anyone), while this file is readable only by the
// process's user (0600 in a 0700 directory) and is left out of the backups
// PocketBase makes and lists through its API (keepKeyOutOfBackups). It is
// generated on first use and never rotated; the public half is published
// as a did:web document. Losing the file only means new certificates are
// signed by a new key: the old ones then no longer verify, so keep the
// data directory's copy with the server, not in its backups.

// KeyDirName is the data directory's subdirectory of the key file.
const KeyDirName = "credential_keys"

const keyFileName = "ed25519.pem"

// keyStore loads the key pair once per process.
type keyStore struct {
	app  core.App
	mu   sync.Mutex
	priv ed25519.PrivateKey
}

func newKeyStore(app core.App) *keyStore { return &keyStore{app: app} }

// private is the signing key, read from its file or generated and written
// there on first use.
func (k *keyStore) private() (ed25519.PrivateKey, error) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if k.priv != nil {
		return k.priv, nil
	}
	dir := filepath.Join(k.app.DataDir(), KeyDirName)
	path := filepath.Join(dir, keyFileName)
	priv, err := readKey(path)
	if errors.Is(err, fs.ErrNotExist) {
		priv, err = createKey(dir, path)
	}
	if err != nil {
		return nil, err
	}
	k.priv = priv
	return priv, nil
}

// public is the verification key.
func (k *keyStore) public() (ed25519.PublicKey, error) {
	priv, err := k.private()
	if err != nil {
		return nil, err
	}
	return priv.Public().(ed25519.PublicKey), nil
}

func readKey(path string) (ed25519.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	block, _ := pem.Decode(b)
	if block == nil {
		return nil, errors.New("the credential key file holds no PEM block")
	}
	key, err := x509.ParsePKCS8PrivateKey(block.Bytes)
	if err != nil {
		return nil, err
	}
	priv, ok := key.(ed25519.PrivateKey)
	if !ok {
		return nil, errors.New("the credential key file holds no Ed25519 key")
	}
	return priv, nil
}

// createKey writes a new key with O_EXCL: when another process wrote one
// first, that one is read instead, so an instance never has two keys.
func createKey(dir, path string) (ed25519.PrivateKey, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, err
	}
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return nil, err
	}
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return readKey(path)
	}
	if err != nil {
		return nil, err
	}
	if err := pem.Encode(f, &pem.Block{Type: "PRIVATE KEY", Bytes: der}); err != nil {
		f.Close()
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	return priv, nil
}

// keepKeyOutOfBackups leaves the key directory out of a backup (and keeps
// the running instance's key when one is restored).
func keepKeyOutOfBackups(e *core.BackupEvent) error {
	if !slices.Contains(e.Exclude, KeyDirName) {
		e.Exclude = append(e.Exclude, KeyDirName)
	}
	return e.Next()
}
