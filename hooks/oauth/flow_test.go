package oauth_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/config"
	"voluntech/hooks/testutil"
	"voluntech/tools/oidc"
)

// The test provider stands for LinkedIn (PocketBase's "oidc").
const (
	clientID     = "voluntech-test-client"
	clientSecret = "test-client-secret-that-must-stay-out-of-the-db"
	redirectURL  = testutil.TestAppURL + "/oauth/callback"
)

// provider starts the local OpenID Connect provider for the test.
func provider(t testing.TB) *oidc.Provider {
	t.Helper()
	var p *oidc.Provider
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { p.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	var err error
	if p, err = oidc.New(srv.URL, clientID, clientSecret); err != nil {
		t.Fatal(err)
	}
	return p
}

func configWith(p *oidc.Provider) config.Config {
	cfg := testutil.Config()
	noPKCE := false
	cfg.OAuth = []config.OAuthProvider{{
		Name: "oidc", DisplayName: "LinkedIn", ClientID: clientID, ClientSecret: clientSecret,
		AuthURL: p.AuthURL(), TokenURL: p.TokenURL(), UserInfoURL: p.UserInfoURL(), PKCE: &noPKCE,
	}}
	return cfg
}

// person is who signs in at the provider.
type person struct {
	Email, Name, Sub string
	Unverified       bool
}

// visit is one trip through the provider as a browser makes it: the app's
// auth-methods, the provider's page, a decision, back with code or error.
type visit struct {
	Code, State, WantState, Error, Verifier string
}

func readJSON(t testing.TB, rec *httptest.ResponseRecorder, v any) {
	t.Helper()
	if err := json.Unmarshal(rec.Body.Bytes(), v); err != nil {
		t.Fatalf("%d %s: %v", rec.Code, rec.Body.String(), err)
	}
}

// authorize goes to the provider through the app's auth-methods and comes
// back with its decision ("approve", "deny" or "error").
func authorize(t testing.TB, h http.Handler, who person, decision string) visit {
	t.Helper()
	rec := testutil.Do(h, http.MethodGet, "/api/collections/users/auth-methods", nil, nil)
	var methods struct {
		OAuth2 struct {
			Providers []struct{ Name, DisplayName, State, AuthURL, CodeVerifier string }
		}
	}
	readJSON(t, rec, &methods)
	if len(methods.OAuth2.Providers) != 1 || methods.OAuth2.Providers[0].Name != "oidc" {
		t.Fatalf("auth-methods providers = %+v, want oidc", methods.OAuth2.Providers)
	}
	m := methods.OAuth2.Providers[0]
	page, err := http.Get(m.AuthURL + url.QueryEscape(redirectURL))
	if err != nil || page.StatusCode != http.StatusOK {
		t.Fatalf("provider page: %v %v", err, page)
	}
	_ = page.Body.Close()
	auth, _ := url.Parse(m.AuthURL + url.QueryEscape(redirectURL))
	q := auth.Query()
	form := url.Values{"client_id": {q.Get("client_id")}, "redirect_uri": {q.Get("redirect_uri")}, "state": {q.Get("state")},
		"code_challenge": {q.Get("code_challenge")}, "email": {who.Email}, "name": {who.Name}, "sub": {who.Sub},
		"decision": {decision}}
	if !who.Unverified {
		form.Set("email_verified", "true")
	}
	noRedirect := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := noRedirect.PostForm(auth.Scheme+"://"+auth.Host+"/authorize", form)
	if err != nil || res.StatusCode != http.StatusFound {
		t.Fatalf("provider decision: %v %v", err, res)
	}
	_ = res.Body.Close()
	back, _ := url.Parse(res.Header.Get("Location"))
	if !strings.HasPrefix(back.String(), redirectURL) {
		t.Fatalf("provider sent the browser to %s, want %s", back, redirectURL)
	}
	bq := back.Query()
	return visit{Code: bq.Get("code"), State: bq.Get("state"), WantState: m.State, Error: bq.Get("error"), Verifier: m.CodeVerifier}
}

// exchange is the SPA's call of auth-with-oauth2 with the code.
func exchange(h http.Handler, v visit, headers map[string]string) *httptest.ResponseRecorder {
	body, _ := json.Marshal(map[string]any{"provider": "oidc", "code": v.Code, "codeVerifier": v.Verifier, "redirectURL": redirectURL})
	return testutil.Do(h, http.MethodPost, "/api/collections/users/auth-with-oauth2", body, headers)
}

// pendingOf reads the 403 of a sign-in that needs one more step.
func pendingOf(t testing.TB, rec *httptest.ResponseRecorder) (next, ticket string, body map[string]any) {
	t.Helper()
	if rec.Code != http.StatusForbidden {
		t.Fatalf("auth-with-oauth2: %d %s, want 403 with a pending sign-in", rec.Code, rec.Body.String())
	}
	var res struct {
		OAuth map[string]any `json:"oauth"`
	}
	readJSON(t, rec, &res)
	next, _ = res.OAuth["next"].(string)
	ticket, _ = res.OAuth["ticket"].(string)
	if ticket == "" {
		t.Fatalf("no ticket in %s", rec.Body.String())
	}
	return next, ticket, res.OAuth
}

func post(h http.Handler, path string, body any, headers map[string]string) *httptest.ResponseRecorder {
	b, _ := json.Marshal(body)
	return testutil.Do(h, http.MethodPost, path, b, headers)
}

func count(t testing.TB, app core.App, collection string, where dbx.Expression) int64 {
	t.Helper()
	return testutil.Count(t, app, collection, where)
}

// signUpBody is the provider sign-up form of a volunteer.
func signUpBody(t testing.TB, app core.App, ticket string) map[string]any {
	return map[string]any{
		"ticket": ticket, "role": "volunteer", "username": "nora", "first_name": "Nora", "last_name": "Provider",
		"country": testutil.Lookup(t, app, "country", "GB"), "category": testutil.Lookup(t, app, "volunteer_category", "Web Development"),
		"terms_accepted": true, "consent": true, "adult_confirmed": true,
	}
}

// lazyBody is a scenario body made after BeforeTestFunc (it holds a ticket
// of the scenario's own app).
type lazyBody struct {
	make func() []byte
	r    io.Reader
}

func (b *lazyBody) Read(p []byte) (int, error) {
	if b.r == nil {
		b.r = bytes.NewReader(b.make())
	}
	return b.r.Read(p)
}

func newApp(p *oidc.Provider) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp { return testutil.NewAppWithConfig(t, configWith(p)) }
}

// served is an app signing in with a fresh test provider, and its
// handler; the app is cleaned up when the test ends.
func served(t *testing.T) (*tests.TestApp, http.Handler) {
	app := newApp(provider(t))(t)
	t.Cleanup(app.Cleanup)
	return app, testutil.Handler(t, app)
}
