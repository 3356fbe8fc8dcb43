package engagements

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/ed25519"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"crypto/x509"
	"database/sql"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// Where the certificate signing key lives, and why.
//
// Every key that ever signed a certificate is recorded in the
// credential_keys collection with its public half, so the did:web document
// keeps publishing it after a rotation or a restore: a certificate stays
// verifiable as long as the database does. The collection has no API rules
// and is carried by PocketBase's backups and the Litestream replica.
//
// The private half (the one in use, marked active) is kept
//   - in that same row, encrypted with AES-256-GCM under a key derived from
//     CREDENTIAL_KEY_SECRET, when that secret is set: a restore then signs
//     with the same key, and a copy of the database alone (or a superuser
//     reading the row) learns nothing without the secret, which never
//     reaches the database;
//   - otherwise in pb_data/credential_keys/ed25519.pem (0600 in a 0700
//     directory, left out of backups: an unencrypted key must not travel in
//     a backup archive). A server that lost the file signs new certificates
//     with a new key and still publishes the old public key, so nothing
//     already issued stops verifying.
//
// An existing key file is adopted on the first start (recorded, and
// encrypted into the database when the secret is set). The server refuses
// to start when certificates name a key whose public half is nowhere (a
// restore of a database from before keys were recorded, without its key
// file), or when the active key is encrypted and the secret is missing or
// wrong; CREDENTIAL_KEY_ROTATE=true then starts with a new key instead.

// KeyDirName is the data directory's subdirectory of the key file.
const KeyDirName = "credential_keys"

const keyFileName = "ed25519.pem"

// keysCollection is where keys are recorded.
const keysCollection = "credential_keys"

// sealedPrefix marks the version of the encryption of private_key.
const sealedPrefix = "v1:"

// ErrKeySecret is why a server with an encrypted key cannot sign.
var ErrKeySecret = errors.New("the certificate signing key is stored encrypted, and CREDENTIAL_KEY_SECRET is missing or is not the secret it was encrypted with; " +
	"set CREDENTIAL_KEY_SECRET to the value this server used before, or, if that secret is lost, set CREDENTIAL_KEY_ROTATE=true once " +
	"to sign new certificates with a new key (certificates already issued stay verifiable)")

// keyStore finds the signing key. Nothing is cached across calls: a key
// created inside a transaction that is then rolled back must not survive
// it, and one query per certificate issued costs nothing.
type keyStore struct {
	app    core.App
	secret string
	rotate bool
}

func newKeyStore(app core.App, secret string, rotate bool) *keyStore {
	return &keyStore{app: app, secret: secret, rotate: rotate}
}

// keyRow is one recorded key.
type keyRow struct {
	Id         string `db:"id"`
	Kid        string `db:"kid"`
	PublicKey  string `db:"public_key"`
	PrivateKey string `db:"private_key"`
	Active     bool   `db:"active"`
}

// PublishedKey is a key the DID document lists.
type PublishedKey struct {
	Kid    string
	Public ed25519.PublicKey
}

func (k *keyStore) filePath() string {
	return filepath.Join(k.app.DataDir(), KeyDirName, keyFileName)
}

// signing is the key to sign with and its id, recorded in db (the
// transaction of the certificate, so a key created for it is recorded
// with it or not at all). Creates, adopts or rotates a key as the comment
// at the top of this file says.
func (k *keyStore) signing(db dbx.Builder) (string, ed25519.PrivateKey, error) {
	var active keyRow
	err := db.NewQuery(`SELECT id, kid, public_key, private_key, active FROM credential_keys
		WHERE active = TRUE ORDER BY created DESC, kid DESC LIMIT 1`).One(&active)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", nil, err
	}
	hasActive := err == nil
	if hasActive && active.PrivateKey != "" {
		priv, err := k.open(active)
		if err == nil {
			return active.Kid, priv, nil
		}
		if !k.rotate {
			return "", nil, err
		}
		// Rotation asked for: a key file this server holds, or else a
		// new key, becomes the active one.
	}

	fileKey, err := readKey(k.filePath())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return "", nil, err
	}
	if fileKey != nil {
		return k.adopt(db, fileKey)
	}
	// No usable private key: a new one (the old public halves stay
	// published).
	return k.create(db)
}

// adopt records the file's key (when it is not yet) as the active key,
// encrypted into the database when the secret is set.
func (k *keyStore) adopt(db dbx.Builder, priv ed25519.PrivateKey) (string, ed25519.PrivateKey, error) {
	pub := base64.RawURLEncoding.EncodeToString(priv.Public().(ed25519.PublicKey))
	var row keyRow
	err := db.NewQuery(`SELECT id, kid, public_key, private_key, active FROM credential_keys WHERE public_key = {:pub}`).
		Bind(dbx.Params{"pub": pub}).One(&row)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return "", nil, err
	}
	if errors.Is(err, sql.ErrNoRows) {
		kid, err := k.record(db, priv)
		return kid, priv, err
	}
	sealed := row.PrivateKey
	if sealed == "" && k.secret != "" {
		if sealed, err = k.seal(row.Kid, priv); err != nil {
			return "", nil, err
		}
	}
	if !row.Active || sealed != row.PrivateKey {
		if err := k.activate(db, row.Id, sealed); err != nil {
			return "", nil, err
		}
	}
	return row.Kid, priv, nil
}

// create makes a new key: sealed into the database with the secret, or in
// the key file without it.
func (k *keyStore) create(db dbx.Builder) (string, ed25519.PrivateKey, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return "", nil, err
	}
	if k.secret == "" {
		path := k.filePath()
		// The file is replaced only when it holds no key (a rotation
		// away from a lost one). O_EXCL: when another process wrote one
		// first, that one is used.
		if priv, err = createKey(filepath.Dir(path), path, priv); err != nil {
			return "", nil, err
		}
	}
	kid, err := k.record(db, priv)
	return kid, priv, err
}

// record inserts priv as the next key id and the only active key.
func (k *keyStore) record(db dbx.Builder, priv ed25519.PrivateKey) (string, error) {
	var ids []string
	if err := db.NewQuery(`SELECT kid FROM credential_keys`).Column(&ids); err != nil {
		return "", err
	}
	kid := KeyID
	if len(ids) > 0 {
		n := 0
		for _, id := range ids {
			if v, err := strconv.Atoi(strings.TrimPrefix(id, "key-")); err == nil && v > n {
				n = v
			}
		}
		kid = "key-" + strconv.Itoa(n+1)
	}
	sealed := ""
	if k.secret != "" {
		var err error
		if sealed, err = k.seal(kid, priv); err != nil {
			return "", err
		}
	}
	if _, err := db.NewQuery(`UPDATE credential_keys SET active = FALSE WHERE active = TRUE`).Execute(); err != nil {
		return "", err
	}
	// Raw SQL, no record events: a key is infrastructure, not content.
	_, err := db.Insert(keysCollection, dbx.Params{
		"id":          core.GenerateDefaultRandomId(),
		"kid":         kid,
		"public_key":  base64.RawURLEncoding.EncodeToString(priv.Public().(ed25519.PublicKey)),
		"private_key": sealed,
		"active":      true,
		"created":     types.NowDateTime().String(),
	}).Execute()
	return kid, err
}

func (k *keyStore) activate(db dbx.Builder, id, sealed string) error {
	if _, err := db.NewQuery(`UPDATE credential_keys SET active = FALSE WHERE active = TRUE AND id != {:id}`).
		Bind(dbx.Params{"id": id}).Execute(); err != nil {
		return err
	}
	_, err := db.Update(keysCollection, dbx.Params{"active": true, "private_key": sealed}, dbx.HashExp{"id": id}).Execute()
	return err
}

// aead is AES-256-GCM under a key derived from the secret (HKDF-SHA256,
// so a short or textual secret still gives a uniform key).
func (k *keyStore) aead() (cipher.AEAD, error) {
	if k.secret == "" {
		return nil, ErrKeySecret
	}
	key, err := hkdf.Key(sha256.New, []byte(k.secret), nil, "voluntech credential signing key v1", 32)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(key)
	if err != nil {
		return nil, err
	}
	return cipher.NewGCM(block)
}

// seal encrypts priv's seed, bound to its key id (a sealed key copied to
// another row does not open).
func (k *keyStore) seal(kid string, priv ed25519.PrivateKey) (string, error) {
	a, err := k.aead()
	if err != nil {
		return "", err
	}
	nonce := make([]byte, a.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	out := a.Seal(nonce, nonce, priv.Seed(), []byte(kid))
	return sealedPrefix + base64.RawStdEncoding.EncodeToString(out), nil
}

// open decrypts row's private key and checks it against its public key.
func (k *keyStore) open(row keyRow) (ed25519.PrivateKey, error) {
	a, err := k.aead()
	if err != nil {
		return nil, err
	}
	raw, err := base64.RawStdEncoding.DecodeString(strings.TrimPrefix(row.PrivateKey, sealedPrefix))
	if err != nil || !strings.HasPrefix(row.PrivateKey, sealedPrefix) || len(raw) < a.NonceSize() {
		return nil, fmt.Errorf("the stored key %s is unreadable", row.Kid)
	}
	seed, err := a.Open(nil, raw[:a.NonceSize()], raw[a.NonceSize():], []byte(row.Kid))
	if err != nil || len(seed) != ed25519.SeedSize {
		return nil, ErrKeySecret
	}
	priv := ed25519.NewKeyFromSeed(seed)
	if base64.RawURLEncoding.EncodeToString(priv.Public().(ed25519.PublicKey)) != row.PublicKey {
		return nil, fmt.Errorf("the stored key %s does not match its public key", row.Kid)
	}
	return priv, nil
}

// published is every key to list in the DID document: the active one and
// each that signed a certificate not revoked.
func (k *keyStore) published(db dbx.Builder) ([]PublishedKey, error) {
	var rows []keyRow
	err := db.NewQuery(`SELECT kid, public_key, active FROM credential_keys k
		WHERE active = TRUE OR EXISTS (SELECT 1 FROM certificates c WHERE c.key_id = k.kid AND c.revoked = FALSE)
		ORDER BY active DESC, created DESC, kid DESC`).All(&rows)
	if err != nil {
		return nil, err
	}
	out := make([]PublishedKey, 0, len(rows))
	for _, r := range rows {
		pub, err := base64.RawURLEncoding.DecodeString(r.PublicKey)
		if err != nil || len(pub) != ed25519.PublicKeySize {
			return nil, fmt.Errorf("the recorded key %s is malformed", r.Kid)
		}
		out = append(out, PublishedKey{Kid: r.Kid, Public: pub})
	}
	return out, nil
}

// checkAtStart records the signing key (adopting a key file, creating one
// on a new instance), so its public half is in the database before any
// backup is taken, and refuses to start when it cannot sign or when a
// certificate names a key nobody can publish.
func (k *keyStore) checkAtStart() error {
	// A new instance (no key recorded, no key file) makes its key with its
	// first certificate or did.json request: starting writes nothing, so a
	// server on a full or read-only disk still starts and answers 503.
	var recorded int
	if err := k.app.DB().NewQuery(`SELECT COUNT(*) FROM credential_keys`).Row(&recorded); err != nil {
		return fmt.Errorf("certificates: %w", err)
	}
	_, statErr := os.Stat(k.filePath())
	if recorded > 0 || statErr == nil {
		err := k.app.RunInTransaction(func(tx core.App) error {
			_, _, err := k.signing(tx.DB())
			return err
		})
		if err != nil {
			return fmt.Errorf("certificates: %w", err)
		}
	}
	var missing []struct {
		Kid string `db:"key_id"`
		N   int    `db:"n"`
	}
	if err := k.app.DB().NewQuery(`SELECT key_id, COUNT(*) AS n FROM certificates c
		WHERE NOT EXISTS (SELECT 1 FROM credential_keys k WHERE k.kid = c.key_id)
		GROUP BY key_id ORDER BY key_id`).All(&missing); err != nil {
		return err
	}
	if len(missing) > 0 {
		var parts []string
		for _, m := range missing {
			parts = append(parts, fmt.Sprintf("%d signed by %q", m.N, m.Kid))
		}
		return fmt.Errorf("certificates: %s, a key this server does not know: their certificates could no longer be verified. "+
			"Copy %s/%s from the server that issued them into this data folder and start again",
			strings.Join(parts, ", "), KeyDirName, keyFileName)
	}
	return nil
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

// createKey writes priv with O_EXCL: when another process wrote one
// first, that one is read instead, so an instance never has two keys.
func createKey(dir, path string, priv ed25519.PrivateKey) (ed25519.PrivateKey, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
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
// the running instance's key when one is restored): the file is the
// unencrypted key.
func keepKeyOutOfBackups(e *core.BackupEvent) error {
	if !slices.Contains(e.Exclude, KeyDirName) {
		e.Exclude = append(e.Exclude, KeyDirName)
	}
	return e.Next()
}
