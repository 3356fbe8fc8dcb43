package engagements_test

import (
	"crypto/ed25519"
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/golang-jwt/jwt/v5"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/config"
	"voluntech/hooks/engagements"
	"voluntech/hooks/testutil"
)

const secret = "test credential key secret"

// verifyByKid verifies token with the key its header names, as an outside
// verifier does.
func verifyByKid(t testing.TB, token string, keys map[string]ed25519.PublicKey) error {
	t.Helper()
	_, err := jwt.NewParser(jwt.WithValidMethods([]string{"EdDSA"})).Parse(token, func(tok *jwt.Token) (any, error) {
		kid, _ := tok.Header["kid"].(string)
		_, frag, _ := strings.Cut(kid, "#")
		pub, ok := keys[frag]
		if !ok {
			return nil, errors.New("key " + kid + " is not published")
		}
		return pub, nil
	})
	return err
}

// loseKeyFile is what a restore does to the key file: the data folder
// comes back from the database replica, without credential_keys/.
func loseKeyFile(t testing.TB, app *tests.TestApp) {
	if err := os.RemoveAll(filepath.Join(app.DataDir(), engagements.KeyDirName)); err != nil {
		t.Fatal(err)
	}
}

// With CREDENTIAL_KEY_SECRET the key is in the database, encrypted: a
// restored server (no key file) signs with the same key and the old
// certificate verifies; a wrong or missing secret refuses to start; a
// rotation publishes both keys.
func TestSealedKeySurvivesRestore(t *testing.T) {
	app := base(t)
	defer app.Cleanup()
	approveAll(t, app)
	if err := engagements.CompleteSealed(app, testutil.TestAppURL, secret, testutil.EngVera); err != nil {
		t.Fatal(err)
	}
	_, token := certOf(t, app)
	if _, err := os.Stat(filepath.Join(app.DataDir(), engagements.KeyDirName)); !os.IsNotExist(err) {
		t.Fatalf("a sealed key was also written to a file: %v", err)
	}
	var sealed string
	if err := app.DB().NewQuery(`SELECT private_key FROM credential_keys WHERE active = TRUE`).Row(&sealed); err != nil || !strings.HasPrefix(sealed, "v1:") {
		t.Fatalf("sealed key %q: %v", sealed, err)
	}

	loseKeyFile(t, app)
	if err := engagements.CheckKeysAtStart(app, secret, false); err != nil {
		t.Fatalf("the restored server with its secret: %v", err)
	}
	for _, bad := range []string{"", "another secret"} {
		err := engagements.CheckKeysAtStart(app, bad, false)
		if err == nil || !strings.Contains(err.Error(), "CREDENTIAL_KEY_SECRET") {
			t.Fatalf("secret %q: %v", bad, err)
		}
	}
	restored := testutil.NextAppWithConfig(t, app, sealedConfig(secret))
	defer restored.Cleanup()
	keys := testutil.DIDKeys(t, testutil.Handler(t, restored))
	if len(keys) != 1 || verifyByKid(t, token, keys) != nil {
		t.Fatalf("the old certificate does not verify after the restore (%d keys)", len(keys))
	}

	// Secret lost: a rotation starts with key-2; key-1 stays published
	// while its certificate is valid, and goes once it is revoked.
	if err := engagements.CheckKeysAtStart(restored, "a new secret", true); err != nil {
		t.Fatal(err)
	}
	app2 := testutil.NextAppWithConfig(t, restored, sealedConfig("a new secret"))
	defer app2.Cleanup()
	keys = testutil.DIDKeys(t, testutil.Handler(t, app2))
	if len(keys) != 2 || keys["key-2"] == nil || verifyByKid(t, token, keys) != nil {
		t.Fatalf("after a rotation: %d keys %v", len(keys), keys)
	}
	if _, err := app2.DB().Update("certificates", dbx.Params{"revoked": true}, dbx.HashExp{"engagement": testutil.EngVera}).Execute(); err != nil {
		t.Fatal(err)
	}
	app3 := testutil.NextAppWithConfig(t, app2, sealedConfig("a new secret"))
	defer app3.Cleanup()
	if keys = testutil.DIDKeys(t, testutil.Handler(t, app3)); len(keys) != 1 || keys["key-2"] == nil {
		t.Fatalf("after revoking key-1's only certificate: %v", keys)
	}
}

// Without the secret the key file is the key: an existing file is
// adopted (recorded as key-1); a restored server without the file signs
// with key-2 and still publishes key-1; a database whose certificates name
// a key it never recorded refuses to start.
func TestFileKeyAdoptedAndRotated(t *testing.T) {
	app := with(completed)(t)
	defer app.Cleanup()
	_, token := certOf(t, app)
	// A server from before keys were recorded: only the file.
	if _, err := app.DB().NewQuery(`DELETE FROM credential_keys`).Execute(); err != nil {
		t.Fatal(err)
	}
	if err := engagements.CheckKeysAtStart(app, "", false); err != nil {
		t.Fatalf("adopting the key file: %v", err)
	}
	if n := testutil.Count(t, app, "credential_keys", dbx.HashExp{"kid": "key-1", "private_key": ""}); n != 1 {
		t.Fatalf("the file's key was not recorded (%d)", n)
	}
	// Adopted with the secret set: encrypted into the database.
	if err := engagements.CheckKeysAtStart(app, secret, false); err != nil {
		t.Fatal(err)
	}
	if n := testutil.Count(t, app, "credential_keys", dbx.NewExp(`kid = 'key-1' AND private_key LIKE 'v1:%'`)); n != 1 {
		t.Fatal("the file's key was not sealed into the database")
	}
	if _, err := app.DB().NewQuery(`UPDATE credential_keys SET private_key = ''`).Execute(); err != nil {
		t.Fatal(err)
	}

	loseKeyFile(t, app)
	if err := engagements.CheckKeysAtStart(app, "", false); err != nil {
		t.Fatalf("a restored server without the file: %v", err)
	}
	app2 := testutil.NextApp(t, app)
	defer app2.Cleanup()
	keys := testutil.DIDKeys(t, testutil.Handler(t, app2))
	if len(keys) != 2 || verifyByKid(t, token, keys) != nil {
		t.Fatalf("after losing the file: %v", keys)
	}

	// A database of certificates without their key.
	if _, err := app2.DB().NewQuery(`DELETE FROM credential_keys WHERE kid = 'key-1'`).Execute(); err != nil {
		t.Fatal(err)
	}
	err := engagements.CheckKeysAtStart(app2, "", false)
	if err == nil || !strings.Contains(err.Error(), `1 signed by "key-1"`) || !strings.Contains(err.Error(), "credential_keys/ed25519.pem") {
		t.Fatalf("certificates without their key: %v", err)
	}
}

// The key collection answers nobody but superusers, and them only the
// ciphertext.
func TestKeyCollectionIsClosed(t *testing.T) {
	tok := testutil.UserTokens(t)
	factory := func(t testing.TB) *tests.TestApp {
		app := base(t)
		approveAll(t, app)
		if err := engagements.CompleteSealed(app, testutil.TestAppURL, secret, testutil.EngVera); err != nil {
			t.Fatal(err)
		}
		return testutil.NextAppWithConfig(t, app, sealedConfig(secret))
	}
	list := "/api/collections/credential_keys/records"
	testutil.Run(t, factory, []tests.ApiScenario{
		{Name: "guest", Method: http.MethodGet, URL: list, ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "volunteer", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "superadmin", Method: http.MethodGet, URL: list, Headers: testutil.Auth(tok.Superadmin), ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
		{Name: "nobody creates a key", Method: http.MethodPost, URL: list, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(`{"kid":"key-9","public_key":"x","active":true}`),
			ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
	})
}

func sealedConfig(secret string) config.Config {
	cfg := testutil.Config()
	cfg.CredentialKeySecret = secret
	return cfg
}

// approveAll approves vera's pending entry: her engagement then has 7.5
// approved hours and none pending.
func approveAll(t testing.TB, app *tests.TestApp) {
	if _, err := app.DB().NewQuery(`UPDATE hour_entries SET status = 'approved' WHERE id = {:id}`).
		Bind(dbx.Params{"id": hourPend}).Execute(); err != nil {
		t.Fatal(err)
	}
	if _, err := app.DB().Update("engagements", dbx.Params{"approved_hours": 7.5, "pending_hours": 0},
		dbx.HashExp{"id": testutil.EngVera}).Execute(); err != nil {
		t.Fatal(err)
	}
}
