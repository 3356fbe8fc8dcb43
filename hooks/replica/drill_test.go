package replica_test

import (
	"bytes"
	"crypto/ed25519"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/golang-jwt/jwt/v5"
	"github.com/johannesboyne/gofakes3"
	"github.com/johannesboyne/gofakes3/backend/s3mem"

	"voluntech/hooks/commands"
	"voluntech/hooks/testutil"
)

// TestRestoreDrill is the operator's disaster drill: a server replicating
// to a file:// replica, with its uploads on an S3-compatible store, takes
// writes through its HTTP API, dies without a clean shutdown, and a data
// folder restored from the replica serves every acknowledged write, every
// file, the directory search and the counters; a restore as of an earlier
// time lacks the write made after it.
func TestRestoreDrill(t *testing.T) {
	backend := s3mem.New()
	s3srv := httptest.NewServer(gofakes3.New(backend).Server())
	defer s3srv.Close()
	if err := backend.CreateBucket("files"); err != nil {
		t.Fatal(err)
	}

	root := t.TempDir()
	data, replicaDir := filepath.Join(root, "data"), filepath.Join(root, "replica")
	env := []string{
		"REPLICA_URL=file://" + replicaDir,
		"S3_BUCKET=files", "S3_ENDPOINT=" + s3srv.URL, "S3_ACCESS_KEY=drill", "S3_SECRET=drill-secret",
		"S3_FORCE_PATH_STYLE=true",
		// The signing key travels in the database, encrypted with this.
		"CREDENTIAL_KEY_SECRET=drill-credential-secret",
		// Not a temp folder: PocketBase would take the test binary for
		// `go run` and log every query.
		"TMPDIR=" + root,
	}

	mustRun(t, env, "seed", "--dir", data, "--volunteers", "40", "--companies", "4", "--opportunities", "8", "--rand", "16")
	srv := startServer(t, env, data)

	// Writes, each acknowledged by the API.
	early := srv.signUp(t, "drill.early")
	seeded := srv.get(t, "/api/directory/volunteers?perPage=1", "")
	items := seeded["items"].([]any)
	if len(items) == 0 {
		t.Fatal("the seeded directory is empty")
	}
	volunteer := items[0].(map[string]any)
	username := volunteer["username"].(string)
	token := srv.login(t, username, commands.SeedPassword)

	languages := srv.get(t, "/api/collections/lookups/records?perPage=2&filter="+url.QueryEscape(`kind="language"`), "")["items"].([]any)
	photo := testutil.PNGBytes(64, true)
	srv.postMultipart(t, "/api/volunteer/basic-profile", token, map[string][]string{
		"country_code": {"+44"}, "phone": {"07911000111"}, "city": {"Drilltown"},
		"languages": {languages[0].(map[string]any)["id"].(string)},
	}, "photo", "me.png", photo)
	profile := srv.get(t, "/api/volunteer/profile", token)
	photoURL, _ := profile["profile"].(map[string]any)["photo"].(string)
	if photoURL == "" {
		t.Fatalf("the saved profile has no photo: %v", profile)
	}
	if n := countObjects(t, backend, "files"); n == 0 {
		t.Fatal("the uploaded photo did not land on the S3 store")
	}

	opps := srv.get(t, "/api/collections/opportunities/records?perPage=1&sort=id", "")["items"].([]any)
	if len(opps) == 0 {
		t.Fatal("no open seeded opportunity")
	}
	oppID := opps[0].(map[string]any)["id"].(string)
	applicantsBefore := opps[0].(map[string]any)["applicants"].(float64)
	application := srv.postJSON(t, "/api/collections/applications/records", token,
		map[string]any{"opportunity": oppID, "note": "Drill application."}, http.StatusOK)
	applicationID := application["id"].(string)
	certToken := srv.certificate(t, token, applicationID)

	srv.waitReplicated(t)
	pointInTime := time.Now().UTC()
	time.Sleep(1500 * time.Millisecond)
	late := srv.signUp(t, "drill.late")
	srv.waitReplicated(t)

	srv.kill(t)

	// A restore never overwrites a folder in use.
	if out, err := run(env, "restore", "--to", data); err == nil || !strings.Contains(out, "is not empty") {
		t.Fatalf("restore into the live folder: err %v, output %s", err, out)
	}

	restored := filepath.Join(root, "restored")
	out := mustRun(t, env, "restore", "--to", restored)
	if !strings.Contains(out, "data.db: restored") {
		t.Fatalf("restore output: %s", out)
	}
	srv = startServer(t, env, restored)
	srv.expectUser(t, early, true)
	srv.expectUser(t, late, true)
	token = srv.login(t, username, commands.SeedPassword)
	profile = srv.get(t, "/api/volunteer/profile", token)
	p := profile["profile"].(map[string]any)
	if p["phone"] != "7911000111" || p["city"] != "Drilltown" || p["photo"] != photoURL {
		t.Fatalf("restored profile lost the save: %v", p)
	}
	if got := srv.raw(t, photoURL+"?thumb=0x0", ""); !bytes.Equal(got, photo) {
		t.Fatalf("restored photo: %d bytes, want the %d uploaded", len(got), len(photo))
	}
	apps := srv.get(t, "/api/collections/applications/records?filter="+url.QueryEscape(`id="`+applicationID+`"`), token)
	if apps["totalItems"].(float64) != 1 {
		t.Fatalf("restored applications: %v", apps)
	}
	opp := srv.get(t, "/api/collections/opportunities/records/"+oppID, "")
	if opp["applicants"].(float64) != applicantsBefore+1 {
		t.Fatalf("applicants counter %v, want %v", opp["applicants"], applicantsBefore+1)
	}
	// The certificate issued before the crash verifies against the
	// restored server's DID document, as an outside verifier checks it.
	// (The key file is not in the restored folder: the key came back with
	// the database.)
	if _, err := os.Stat(filepath.Join(restored, "credential_keys")); !os.IsNotExist(err) {
		t.Fatalf("the restored folder has a key file: %v", err)
	}
	srv.verifyCertificate(t, certToken)
	search := srv.get(t, "/api/directory/volunteers?q="+url.QueryEscape(volunteer["first_name"].(string)), "")
	if search["totalItems"].(float64) < 1 {
		t.Fatalf("the restored directory search finds nothing: %v", search)
	}
	srv.kill(t)

	// Without its secret the restored server cannot sign with the key it
	// had: it refuses to start and says why.
	var noSecret []string
	for _, v := range env {
		if !strings.HasPrefix(v, "CREDENTIAL_KEY_SECRET=") {
			noSecret = append(noSecret, v)
		}
	}
	refuse := childCmd(noSecret, "serve", "--dir", restored, "--http", fmt.Sprintf("127.0.0.1:%d", testutil.FreePort(t)))
	var refusal bytes.Buffer
	refuse.Stdout, refuse.Stderr = &refusal, &refusal
	if err := refuse.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- refuse.Wait() }()
	select {
	case <-exited:
		// PocketBase prints a serve error and exits (with status 0, as
		// its command runner does for every command error).
		if !strings.Contains(refusal.String(), "CREDENTIAL_KEY_SECRET is missing") {
			t.Fatalf("start without the secret:\n%s", refusal.String())
		}
	case <-time.After(60 * time.Second):
		_ = refuse.Process.Kill()
		t.Fatalf("the server started without the secret of its key:\n%s", refusal.String())
	}

	pit := filepath.Join(root, "pit")
	mustRun(t, env, "restore", "--to", pit, "--timestamp", pointInTime.Format(time.RFC3339Nano))
	srv = startServer(t, env, pit)
	srv.expectUser(t, early, true)
	srv.expectUser(t, late, false)
	srv.kill(t)
}

// server is a child process serving a data folder.
type server struct {
	base string
	cmd  *exec.Cmd
	logs *bytes.Buffer
}

func childCmd(env []string, args ...string) *exec.Cmd {
	raw, _ := json.Marshal(args)
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(append(os.Environ(), env...), childEnv+"="+string(raw))
	return cmd
}

func run(env []string, args ...string) (string, error) {
	out, err := childCmd(env, args...).CombinedOutput()
	return string(out), err
}

func mustRun(t *testing.T, env []string, args ...string) string {
	t.Helper()
	out, err := run(env, args...)
	if err != nil {
		t.Fatalf("%v: %v\n%s", args, err, out)
	}
	return out
}

func startServer(t *testing.T, env []string, dir string) *server {
	t.Helper()
	addr := fmt.Sprintf("127.0.0.1:%d", testutil.FreePort(t))
	s := &server{base: "http://" + addr, logs: &bytes.Buffer{}}
	s.cmd = childCmd(append(env, "APP_URL="+s.base), "serve", "--dir", dir, "--http", addr)
	s.cmd.Stdout, s.cmd.Stderr = s.logs, s.logs
	if err := s.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if s.cmd.ProcessState == nil {
			_ = s.cmd.Process.Kill()
			_ = s.cmd.Wait()
		}
	})
	deadline := time.Now().Add(60 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(s.base + "/api/health"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s
			}
		}
		if s.cmd.ProcessState != nil {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("the server did not start:\n%s", s.logs)
	return nil
}

// kill ends the server the way a power cut would: no shutdown hook runs.
func (s *server) kill(t *testing.T) {
	t.Helper()
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
}

// waitReplicated waits until Litestream has read the WAL at least once
// after the last write and the replica holds everything it read.
func (s *server) waitReplicated(t *testing.T) {
	t.Helper()
	time.Sleep(2500 * time.Millisecond)
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		h := s.get(t, "/api/health", "")
		rep := h["data"].(map[string]any)["replica"].(map[string]any)
		if rep["enabled"] != true {
			t.Fatalf("replication is off: %v", h)
		}
		if rep["lag_seconds"].(float64) == 0 {
			return
		}
		time.Sleep(200 * time.Millisecond)
	}
	t.Fatalf("the replica did not catch up:\n%s", s.logs)
}

func (s *server) do(t *testing.T, method, path, token, contentType string, body io.Reader) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, s.base+path, body)
	if err != nil {
		t.Fatal(err)
	}
	if token != "" {
		req.Header.Set("Authorization", token)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	return res.StatusCode, raw
}

func decode(t *testing.T, raw []byte) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	return m
}

func (s *server) get(t *testing.T, path, token string) map[string]any {
	t.Helper()
	status, raw := s.do(t, http.MethodGet, path, token, "", nil)
	if status != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, status, raw)
	}
	return decode(t, raw)
}

func (s *server) raw(t *testing.T, path, token string) []byte {
	t.Helper()
	status, raw := s.do(t, http.MethodGet, path, token, "", nil)
	if status != http.StatusOK {
		t.Fatalf("GET %s: %d %s", path, status, raw)
	}
	return raw
}

func (s *server) postJSON(t *testing.T, path, token string, body any, want int) map[string]any {
	t.Helper()
	b, _ := json.Marshal(body)
	status, raw := s.do(t, http.MethodPost, path, token, "application/json", bytes.NewReader(b))
	if status != want {
		t.Fatalf("POST %s: %d %s", path, status, raw)
	}
	return decode(t, raw)
}

func (s *server) postMultipart(t *testing.T, path, token string, fields map[string][]string, fileField, fileName string, file []byte) {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for k, vs := range fields {
		for _, v := range vs {
			_ = w.WriteField(k, v)
		}
	}
	fw, _ := w.CreateFormFile(fileField, fileName)
	_, _ = fw.Write(file)
	_ = w.Close()
	status, raw := s.do(t, http.MethodPost, path, token, w.FormDataContentType(), &buf)
	if status != http.StatusOK {
		t.Fatalf("POST %s: %d %s", path, status, raw)
	}
}

// certificate takes the volunteer's application through to a certificate
// as its company and volunteer would (the company is whichever seeded one
// can read the application) and returns the credential's JWT.
func (s *server) certificate(t *testing.T, volunteerToken, applicationID string) string {
	t.Helper()
	var company string
	for _, c := range s.get(t, "/api/directory/companies?perPage=20", "")["items"].([]any) {
		tok := s.login(t, c.(map[string]any)["username"].(string), commands.SeedPassword)
		if status, _ := s.do(t, http.MethodGet, "/api/collections/applications/records/"+applicationID, tok, "", nil); status == http.StatusOK {
			company = tok
			break
		}
	}
	if company == "" {
		t.Fatal("no seeded company owns the application")
	}
	for _, stage := range []string{"in_review", "interview", "accepted"} {
		b, _ := json.Marshal(map[string]any{"stage": stage})
		if status, raw := s.do(t, http.MethodPatch, "/api/collections/applications/records/"+applicationID, company, "application/json", bytes.NewReader(b)); status != http.StatusOK {
			t.Fatalf("move to %s: %d %s", stage, status, raw)
		}
	}
	engs := s.get(t, "/api/collections/engagements/records?filter="+url.QueryEscape(`application="`+applicationID+`"`), volunteerToken)["items"].([]any)
	if len(engs) != 1 {
		t.Fatalf("engagements: %v", engs)
	}
	eng := engs[0].(map[string]any)["id"].(string)
	entry := s.postJSON(t, "/api/engagements/"+eng+"/hours", volunteerToken, map[string]any{
		"date": time.Now().UTC().Format(time.DateOnly), "hours": 2, "description": "Drill work.",
	}, http.StatusOK)
	s.postJSON(t, "/api/engagements/hours/"+entry["id"].(string)+"/approve", company, map[string]any{}, http.StatusOK)
	s.postJSON(t, "/api/engagements/"+eng+"/finish", company, map[string]any{}, http.StatusOK)
	certs := s.get(t, "/api/collections/certificates/records?filter="+url.QueryEscape(`engagement="`+eng+`"`), volunteerToken)["items"].([]any)
	if len(certs) != 1 {
		t.Fatalf("certificates: %v", certs)
	}
	token := certs[0].(map[string]any)["jwt"].(string)
	s.verifyCertificate(t, token)
	return token
}

// verifyCertificate checks token with the key its header names in this
// server's /.well-known/did.json. The test servers listen on different
// ports, so their did:web ids differ; the key id's fragment is what a
// restore must keep.
func (s *server) verifyCertificate(t *testing.T, token string) {
	t.Helper()
	doc := s.get(t, "/.well-known/did.json", "")
	keys := map[string]ed25519.PublicKey{}
	for _, m := range doc["verificationMethod"].([]any) {
		m := m.(map[string]any)
		_, frag, _ := strings.Cut(m["id"].(string), "#")
		x, err := base64.RawURLEncoding.DecodeString(m["publicKeyJwk"].(map[string]any)["x"].(string))
		if err != nil {
			t.Fatal(err)
		}
		keys[frag] = x
	}
	_, err := jwt.NewParser(jwt.WithValidMethods([]string{"EdDSA"})).Parse(token, func(tok *jwt.Token) (any, error) {
		kid, _ := tok.Header["kid"].(string)
		_, frag, _ := strings.Cut(kid, "#")
		if keys[frag] == nil {
			return nil, fmt.Errorf("%s is not in the DID document %v", kid, doc)
		}
		return keys[frag], nil
	})
	if err != nil {
		t.Fatalf("the certificate does not verify: %v", err)
	}
}

type account struct{ username, password string }

// signUp signs a volunteer up through the public sign-up.
func (s *server) signUp(t *testing.T, username string) account {
	t.Helper()
	lookup := func(filter string) string {
		items := s.get(t, "/api/collections/lookups/records?perPage=1&filter="+url.QueryEscape(filter), "")["items"].([]any)
		if len(items) == 0 {
			t.Fatalf("no lookup %s", filter)
		}
		return items[0].(map[string]any)["id"].(string)
	}
	a := account{username: username, password: "Drill-password-1"}
	s.postJSON(t, "/api/collections/users/records", "", map[string]any{
		"username": username, "email": username + "@example.com",
		"password": a.password, "passwordConfirm": a.password,
		"first_name": "Drill", "last_name": "Tester", "role": "volunteer",
		"country":        lookup(`kind="country" && code="GB"`),
		"category":       lookup(`kind="volunteer_category"`),
		"terms_accepted": true, "consent": true,
	}, http.StatusOK)
	return a
}

func (s *server) login(t *testing.T, identity, password string) string {
	t.Helper()
	res := s.postJSON(t, "/api/collections/users/auth-with-password", "",
		map[string]any{"identity": identity, "password": password}, http.StatusOK)
	return res["token"].(string)
}

// expectUser checks that the account can (or, restored from before it
// signed up, cannot) sign in.
func (s *server) expectUser(t *testing.T, a account, present bool) {
	t.Helper()
	b, _ := json.Marshal(map[string]any{"identity": a.username, "password": a.password})
	status, raw := s.do(t, http.MethodPost, "/api/collections/users/auth-with-password", "", "application/json", bytes.NewReader(b))
	if got := status == http.StatusOK; got != present {
		t.Fatalf("sign-in of %s: %d %s (want present=%v)", a.username, status, raw, present)
	}
}

func countObjects(t *testing.T, b *s3mem.Backend, bucket string) int {
	t.Helper()
	list, err := b.ListBucket(bucket, &gofakes3.Prefix{}, gofakes3.ListBucketPage{})
	if err != nil {
		t.Fatal(err)
	}
	return len(list.Contents)
}
