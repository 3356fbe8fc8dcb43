package oidc_test

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"voluntech/tools/oidc"
)

func start(t *testing.T) (*oidc.Provider, *httptest.Server) {
	t.Helper()
	var p *oidc.Provider
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { p.ServeHTTP(w, r) }))
	t.Cleanup(srv.Close)
	var err error
	if p, err = oidc.New(srv.URL, "client", "secret"); err != nil {
		t.Fatal(err)
	}
	return p, srv
}

var noRedirect = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// approve returns the code the provider gives for one approval.
func approve(t *testing.T, p *oidc.Provider, challenge string, verified bool) string {
	t.Helper()
	form := url.Values{"client_id": {"client"}, "redirect_uri": {"http://app/cb"}, "state": {"s"},
		"code_challenge": {challenge}, "email": {"a@example.com"}, "name": {"Ann Lee"}, "decision": {"approve"}}
	if verified {
		form.Set("email_verified", "true")
	}
	res, err := noRedirect.PostForm(p.AuthURL(), form)
	if err != nil || res.StatusCode != http.StatusFound {
		t.Fatalf("approve: %v %v", err, res)
	}
	loc, _ := url.Parse(res.Header.Get("Location"))
	if loc.Query().Get("state") != "s" || loc.Query().Get("code") == "" {
		t.Fatalf("redirect %s, want the state and a code", loc)
	}
	return loc.Query().Get("code")
}

func exchange(p *oidc.Provider, code, secret, verifier string) (*http.Response, map[string]any) {
	form := url.Values{"grant_type": {"authorization_code"}, "code": {code}, "redirect_uri": {"http://app/cb"},
		"client_id": {"client"}, "client_secret": {secret}, "code_verifier": {verifier}}
	res, err := http.PostForm(p.TokenURL(), form)
	if err != nil {
		return nil, nil
	}
	defer res.Body.Close()
	var body map[string]any
	_ = json.NewDecoder(res.Body).Decode(&body)
	return res, body
}

func TestCodeFlowWithPKCE(t *testing.T) {
	p, _ := start(t)
	sum := sha256.Sum256([]byte("the-verifier"))
	code := approve(t, p, base64.RawURLEncoding.EncodeToString(sum[:]), false)
	if res, _ := exchange(p, code, "wrong", "the-verifier"); res.StatusCode != http.StatusUnauthorized {
		t.Fatalf("wrong secret: %d, want 401", res.StatusCode)
	}
	code = approve(t, p, base64.RawURLEncoding.EncodeToString(sum[:]), false)
	if res, _ := exchange(p, code, "secret", "another-verifier"); res.StatusCode != http.StatusBadRequest {
		t.Fatalf("wrong verifier: %d, want 400", res.StatusCode)
	}
	code = approve(t, p, base64.RawURLEncoding.EncodeToString(sum[:]), false)
	res, tok := exchange(p, code, "secret", "the-verifier")
	if res.StatusCode != http.StatusOK || tok["access_token"] == "" || tok["id_token"] == "" {
		t.Fatalf("exchange: %d %v", res.StatusCode, tok)
	}
	if res, _ := exchange(p, code, "secret", "the-verifier"); res.StatusCode != http.StatusBadRequest {
		t.Fatalf("code used twice: %d, want 400", res.StatusCode)
	}
	req, _ := http.NewRequest(http.MethodGet, p.UserInfoURL(), nil)
	req.Header.Set("Authorization", "Bearer "+tok["access_token"].(string))
	info, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer info.Body.Close()
	var claims oidc.Claims
	_ = json.NewDecoder(info.Body).Decode(&claims)
	if claims.Email != "a@example.com" || claims.EmailVerified || claims.GivenName != "Ann" || claims.Sub == "" {
		t.Fatalf("userinfo = %+v, want the approved person, email not verified", claims)
	}
}

func TestDenyAndDiscovery(t *testing.T) {
	p, srv := start(t)
	res, err := noRedirect.PostForm(p.AuthURL(), url.Values{"client_id": {"client"}, "redirect_uri": {"http://app/cb"},
		"state": {"s"}, "decision": {"deny"}})
	if err != nil || !strings.Contains(res.Header.Get("Location"), "error=access_denied") {
		t.Fatalf("deny: %v %v", err, res)
	}
	page, err := http.Get(p.AuthURL() + "?client_id=someone-else&redirect_uri=x&response_type=code")
	if err != nil || page.StatusCode != http.StatusBadRequest {
		t.Fatalf("unknown client: %v %v", err, page)
	}
	disc, err := http.Get(srv.URL + "/.well-known/openid-configuration")
	if err != nil {
		t.Fatal(err)
	}
	defer disc.Body.Close()
	var d map[string]any
	_ = json.NewDecoder(disc.Body).Decode(&d)
	if d["token_endpoint"] != p.TokenURL() || d["jwks_uri"] != srv.URL+"/jwks" {
		t.Fatalf("discovery = %v", d)
	}
}
