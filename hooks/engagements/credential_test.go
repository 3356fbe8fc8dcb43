package engagements_test

import (
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/engagements"
	"voluntech/hooks/testutil"
)

// completed: vera's pending hours are approved and acme completed the
// engagement through the route, so the certificate is issued as in
// production.
func completed(t testing.TB, app *tests.TestApp) {
	approveAll(t, app)
	if err := engagements.Complete(app, testutil.TestAppURL, testutil.EngVera); err != nil {
		t.Fatal(err)
	}
}

func certOf(t testing.TB, app *tests.TestApp) (id, token string) {
	t.Helper()
	r, err := app.FindFirstRecordByData("certificates", "engagement", testutil.EngVera)
	if err != nil {
		t.Fatal("no certificate")
	}
	return r.Id, r.GetString("jwt")
}

func TestCredentialVerifies(t *testing.T) {
	app := with(completed)(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	id, token := certOf(t, app)
	pub := testutil.PublishedKey(t, h)

	claims, err := engagements.Verify(token, pub)
	if err != nil {
		t.Fatalf("the issued credential does not verify: %v", err)
	}
	subject, _ := claims["credentialSubject"].(map[string]any)
	ach, _ := subject["achievement"].(map[string]any)
	if claims["iss"] != "did:web:voluntech.test" || subject["creditsEarned"] != 7.5 || ach["name"] != "Frontend helper" ||
		claims["id"] != testutil.TestAppURL+"/certificates/"+id || !strings.Contains(token, ".") {
		t.Errorf("claims %v", claims)
	}
	if ids, _ := subject["identifier"].([]any); len(ids) != 1 || !strings.Contains(string(mustJSON(ids)), "Vera Lopez") {
		t.Errorf("identifier %v", subject["identifier"])
	}

	// The same credential with 75 hours instead of 7.5: the signature no
	// longer matches.
	parts := strings.Split(token, ".")
	payload, _ := base64.RawURLEncoding.DecodeString(parts[1])
	forged := strings.Replace(string(payload), `"creditsEarned":7.5`, `"creditsEarned":75`, 1)
	if forged == string(payload) {
		t.Fatal("the payload did not hold the hours")
	}
	altered := parts[0] + "." + base64.RawURLEncoding.EncodeToString([]byte(forged)) + "." + parts[2]
	if _, err := engagements.Verify(altered, pub); err == nil {
		t.Error("an altered credential verified")
	}
	// Signed by another key: refused too.
	_, other, _ := ed25519.GenerateKey(nil)
	cert, _ := app.FindRecordById("certificates", id)
	fake, _ := engagements.Sign(testutil.TestAppURL, cert, engagements.KeyID, other)
	if _, err := engagements.Verify(fake, pub); err == nil {
		t.Error("a credential signed by another key verified")
	}
}

func mustJSON(v any) []byte { b, _ := json.Marshal(v); return b }

// The key file is private, out of backups, and its content in no answer.
func TestSigningKeyStaysPrivate(t *testing.T) {
	app := with(completed)(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	path := filepath.Join(app.DataDir(), engagements.KeyDirName, "ed25519.pem")
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o600 {
		t.Errorf("key file mode %v", info.Mode().Perm())
	}
	pem, _ := os.ReadFile(path)
	body := strings.Join(strings.Split(strings.TrimSpace(string(pem)), "\n")[1:2], "")
	tok := testutil.UserTokens(t)
	id, _ := certOf(t, app)
	for _, u := range []string{"/.well-known/did.json", "/api/collections/certificates/records", "/api/collections/certificates/records/" + id,
		"/api/certificates/" + id + "/status", "/api/collections/engagements/records"} {
		for _, who := range []map[string]string{nil, testutil.Auth(tok.Superadmin), testutil.Auth(tok.Volunteer)} {
			res := testutil.Do(h, http.MethodGet, u, nil, who)
			if res.Code != 200 || strings.Contains(res.Body.String(), body) || strings.Contains(res.Body.String(), "PRIVATE KEY") {
				t.Errorf("%s: %d or the key in the answer", u, res.Code)
			}
		}
	}
	if err := app.CreateBackup(t.Context(), "check.zip"); err != nil {
		t.Fatal(err)
	}
	zip, _ := os.ReadFile(filepath.Join(app.DataDir(), "backups", "check.zip"))
	if strings.Contains(string(zip), engagements.KeyDirName) {
		t.Error("the backup holds the key directory")
	}
}

func TestRevokeCertificate(t *testing.T) {
	tok := testutil.UserTokens(t)
	factory := func(t testing.TB) *tests.TestApp {
		app := with(completed)(t)
		// A fixed id for the scenario URLs.
		id, _ := certOf(t, app)
		if _, err := app.DB().Update("certificates", dbx.Params{"id": "certvera0000001"}, dbx.HashExp{"id": id}).Execute(); err != nil {
			t.Fatal(err)
		}
		return app
	}
	const certID = "certvera0000001"
	url := "/api/system/certificates/" + certID + "/revoke"
	status := "/api/certificates/" + certID + "/status"
	notRevoked := testutil.ExpectCount("certificates", dbx.HashExp{"revoked": true}, 0)
	reason := `{"reason":"Hours were logged for a different project."}`
	// The route's effect (the route itself is the "superadmin revokes" scenario).
	revoked := func(t testing.TB, app *tests.TestApp) {
		r, _ := app.FindRecordById("certificates", certID)
		r.Set("revoked", true)
		r.Set("revoked_reason", "Hours were logged for a different project.")
		r.Set("revoked_at", types.NowDateTime())
		if err := app.Save(r); err != nil {
			t.Fatal(err)
		}
	}
	testutil.Run(t, factory, []tests.ApiScenario{
		{Name: "status of a valid certificate", Method: http.MethodGet, URL: status, ExpectedStatus: 200,
			ExpectedContent: []string{`"revoked":false`}, NotExpectedContent: []string{"reason"}, ExpectedEvents: testutil.NoEvents},
		{Name: "status of no certificate", Method: http.MethodGet, URL: "/api/certificates/nope/status", ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "guest revokes", Method: http.MethodPost, URL: url, Body: strings.NewReader(reason), ExpectedStatus: 401, ExpectedContent: testutil.Status(401),
			ExpectedEvents: testutil.NoEvents, AfterTestFunc: notRevoked},
		{Name: "volunteer revokes", Method: http.MethodPost, URL: url, Headers: testutil.Auth(tok.Volunteer), Body: strings.NewReader(reason),
			ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents, AfterTestFunc: notRevoked},
		{Name: "company revokes", Method: http.MethodPost, URL: url, Headers: testutil.Auth(tok.Company), Body: strings.NewReader(reason),
			ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents, AfterTestFunc: notRevoked},
		{Name: "no reason", Method: http.MethodPost, URL: url, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(`{}`),
			ExpectedStatus: 400, ExpectedContent: []string{`"reason":{"code":"validation_required"`}, ExpectedEvents: testutil.NoEvents, AfterTestFunc: notRevoked},
		{Name: "no such certificate", Method: http.MethodPost, URL: "/api/system/certificates/nope/revoke", Headers: testutil.Auth(tok.Superadmin),
			Body: strings.NewReader(reason), ExpectedStatus: 404, ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "superadmin revokes", Method: http.MethodPost, URL: url, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(reason),
			ExpectedStatus: 200, ExpectedContent: []string{`"revoked":true`}, ExpectedEvents: map[string]int{"OnRecordUpdate": 1},
			AfterTestFunc: testutil.ExpectCount("certificates", dbx.HashExp{"revoked": true}, 1)},
		{Name: "revoking twice", Method: http.MethodPost, URL: url, Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(reason),
			ExpectedStatus: 400, ExpectedContent: []string{"already revoked"}, ExpectedEvents: testutil.NoEvents, TestAppFactory: testutil.Then(factory, revoked)},
		{Name: "status of a revoked certificate", Method: http.MethodGet, URL: status, ExpectedStatus: 200, TestAppFactory: testutil.Then(factory, revoked),
			ExpectedContent: []string{`"revoked":true`, `"reason":"Hours were logged for a different project."`, `"revoked_at":"`}, ExpectedEvents: testutil.NoEvents},
		{Name: "anyone reads a certificate", Method: http.MethodGet, URL: "/api/collections/certificates/records/" + certID, ExpectedStatus: 200,
			ExpectedContent: []string{`"hours":7.5`, `"volunteer_name":"Vera Lopez"`, `"jwt":"ey`}, ExpectedEvents: testutil.Viewed},
		{Name: "the volunteer's public list", Method: http.MethodGet, URL: "/api/volunteers/VERA/certificates", ExpectedStatus: 200,
			ExpectedContent:    []string{`"id":"` + certID + `"`, `"hours":7.5`, `"company_name":"Acme Ltd"`, `"revoked":false`},
			NotExpectedContent: []string{"jwt"}, ExpectedEvents: testutil.NoEvents},
		{Name: "no such volunteer's list", Method: http.MethodGet, URL: "/api/volunteers/acme/certificates", ExpectedStatus: 404,
			ExpectedContent: testutil.Status(404), ExpectedEvents: testutil.NoEvents},
		{Name: "nobody writes a certificate directly", Method: http.MethodPatch, URL: "/api/collections/certificates/records/" + certID,
			Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(`{"hours":100}`), ExpectedStatus: 403, ExpectedContent: testutil.Status(403), ExpectedEvents: testutil.NoEvents},
	})
}
