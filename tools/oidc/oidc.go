// Package oidc is a small OpenID Connect provider for tests: the Go tests
// and the browser tests sign in "with LinkedIn" against it, offline.
//
// Its authorize page asks who signs in (email, name, whether the provider
// verified the email) and offers Approve, Deny (the person refuses
// consent: error=access_denied) and Fail (a provider error:
// error=server_error). It serves the token, userinfo, discovery and JWKS
// endpoints; codes are single-use and expire after a minute, PKCE (S256)
// is checked when the authorize request carried a challenge.
//
// It is a test tool, never part of the app: cmd/oidc runs it on its own port.
package oidc

import (
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"html/template"
	"math/big"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/golang-jwt/jwt/v5"
)

// Provider is the test provider; it is an http.Handler.
type Provider struct {
	Issuer       string // base URL, no trailing slash
	ClientID     string
	ClientSecret string

	key *rsa.PrivateKey
	mux *http.ServeMux

	mu     sync.Mutex
	codes  map[string]grant
	tokens map[string]Claims
}

// Claims are what the provider says about the person who signed in.
type Claims struct {
	Sub           string `json:"sub"`
	Email         string `json:"email"`
	EmailVerified bool   `json:"email_verified"`
	Name          string `json:"name"`
	GivenName     string `json:"given_name,omitempty"`
	FamilyName    string `json:"family_name,omitempty"`
}

type grant struct {
	claims      Claims
	clientID    string
	redirectURI string
	challenge   string
	expires     time.Time
}

// CodeLifetime is how long an authorization code can be exchanged.
const CodeLifetime = time.Minute

// New returns a provider for one client.
func New(issuer, clientID, clientSecret string) (*Provider, error) {
	key, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		return nil, err
	}
	p := &Provider{
		Issuer: strings.TrimRight(issuer, "/"), ClientID: clientID, ClientSecret: clientSecret,
		key: key, codes: map[string]grant{}, tokens: map[string]Claims{},
	}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /.well-known/openid-configuration", p.discovery)
	mux.HandleFunc("GET /jwks", p.jwks)
	mux.HandleFunc("GET /authorize", p.authorizePage)
	mux.HandleFunc("POST /authorize", p.decide)
	mux.HandleFunc("POST /token", p.token)
	mux.HandleFunc("GET /userinfo", p.userinfo)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { _, _ = w.Write([]byte("ok")) })
	p.mux = mux
	return p, nil
}

func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) { p.mux.ServeHTTP(w, r) }

// Endpoints of the provider, as the app's configuration names them.
func (p *Provider) AuthURL() string     { return p.Issuer + "/authorize" }
func (p *Provider) TokenURL() string    { return p.Issuer + "/token" }
func (p *Provider) UserInfoURL() string { return p.Issuer + "/userinfo" }

func (p *Provider) discovery(w http.ResponseWriter, _ *http.Request) {
	writeJSON(w, http.StatusOK, map[string]any{
		"issuer":                                p.Issuer,
		"authorization_endpoint":                p.AuthURL(),
		"token_endpoint":                        p.TokenURL(),
		"userinfo_endpoint":                     p.UserInfoURL(),
		"jwks_uri":                              p.Issuer + "/jwks",
		"response_types_supported":              []string{"code"},
		"subject_types_supported":               []string{"public"},
		"id_token_signing_alg_values_supported": []string{"RS256"},
		"scopes_supported":                      []string{"openid", "email", "profile"},
		"code_challenge_methods_supported":      []string{"S256"},
	})
}

func (p *Provider) jwks(w http.ResponseWriter, _ *http.Request) {
	pub := p.key.PublicKey
	writeJSON(w, http.StatusOK, map[string]any{"keys": []map[string]string{{
		"kty": "RSA", "alg": "RS256", "use": "sig", "kid": "test",
		"n": b64(pub.N.Bytes()), "e": b64(big.NewInt(int64(pub.E)).Bytes()),
	}}})
}

var page = template.Must(template.New("authorize").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test provider · sign in</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.6rem 0}input[type=text],input[type=email]{width:100%;padding:.3rem}button{margin:.8rem .5rem 0 0;padding:.4rem 1rem}</style>
</head><body><main>
<h1>Test provider</h1>
<p>{{.Client}} asks to sign you in.</p>
<form method="post" action="/authorize">
{{range $k, $v := .Hidden}}<input type="hidden" name="{{$k}}" value="{{$v}}">{{end}}
<label>Email <input type="email" name="email" value="person@example.com" required></label>
<label>Name <input type="text" name="name" value="Test Person"></label>
<label>Subject (the account's id at the provider; empty: taken from the email) <input type="text" name="sub" value=""></label>
<label><input type="checkbox" name="email_verified" value="true" checked> The provider verified this email</label>
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="error">Fail</button>
</form></main></body></html>`))

// authorizePage shows who signs in and the three decisions.
func (p *Provider) authorizePage(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	if q.Get("client_id") != p.ClientID || q.Get("redirect_uri") == "" || q.Get("response_type") != "code" {
		http.Error(w, "unknown client, missing redirect_uri or response_type is not code", http.StatusBadRequest)
		return
	}
	hidden := map[string]string{}
	for _, k := range []string{"client_id", "redirect_uri", "state", "code_challenge", "code_challenge_method"} {
		hidden[k] = q.Get(k)
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = page.Execute(w, map[string]any{"Client": q.Get("client_id"), "Hidden": hidden})
}

// decide answers the authorize form: back to the client with a code or an error.
func (p *Provider) decide(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil || r.PostForm.Get("client_id") != p.ClientID {
		http.Error(w, "unknown client", http.StatusBadRequest)
		return
	}
	f := r.PostForm
	back, err := url.Parse(f.Get("redirect_uri"))
	if err != nil || back.Scheme == "" {
		http.Error(w, "bad redirect_uri", http.StatusBadRequest)
		return
	}
	q := back.Query()
	q.Set("state", f.Get("state"))
	switch f.Get("decision") {
	case "approve":
		c := Claims{Sub: f.Get("sub"), Email: strings.TrimSpace(f.Get("email")), EmailVerified: f.Get("email_verified") == "true",
			Name: strings.TrimSpace(f.Get("name"))}
		if c.Sub == "" {
			c.Sub = "sub-" + strings.ToLower(c.Email)
		}
		if given, family, ok := strings.Cut(c.Name, " "); ok {
			c.GivenName, c.FamilyName = given, family
		}
		code := random()
		p.mu.Lock()
		p.codes[code] = grant{claims: c, clientID: p.ClientID, redirectURI: f.Get("redirect_uri"),
			challenge: f.Get("code_challenge"), expires: time.Now().Add(CodeLifetime)}
		p.mu.Unlock()
		q.Set("code", code)
	case "deny":
		q.Set("error", "access_denied")
		q.Set("error_description", "The person declined to sign in.")
	default:
		q.Set("error", "server_error")
		q.Set("error_description", "The test provider failed on purpose.")
	}
	back.RawQuery = q.Encode()
	http.Redirect(w, r, back.String(), http.StatusFound)
}

// token exchanges a code (once) for an access token and a signed id_token.
func (p *Provider) token(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		oauthError(w, "invalid_request")
		return
	}
	id, secret, ok := r.BasicAuth()
	if !ok {
		id, secret = r.PostForm.Get("client_id"), r.PostForm.Get("client_secret")
	}
	if id != p.ClientID || subtle.ConstantTimeCompare([]byte(secret), []byte(p.ClientSecret)) != 1 {
		w.Header().Set("WWW-Authenticate", `Basic realm="test provider"`)
		w.WriteHeader(http.StatusUnauthorized)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": "invalid_client"})
		return
	}
	code := r.PostForm.Get("code")
	p.mu.Lock()
	g, found := p.codes[code]
	delete(p.codes, code)
	p.mu.Unlock()
	if !found || time.Now().After(g.expires) || g.redirectURI != r.PostForm.Get("redirect_uri") {
		oauthError(w, "invalid_grant")
		return
	}
	if g.challenge != "" {
		sum := sha256.Sum256([]byte(r.PostForm.Get("code_verifier")))
		if b64(sum[:]) != g.challenge {
			oauthError(w, "invalid_grant")
			return
		}
	}
	access := random()
	now := time.Now()
	idToken, err := jwt.NewWithClaims(jwt.SigningMethodRS256, jwt.MapClaims{
		"iss": p.Issuer, "sub": g.claims.Sub, "aud": p.ClientID, "iat": now.Unix(), "exp": now.Add(time.Hour).Unix(),
		"email": g.claims.Email, "email_verified": g.claims.EmailVerified, "name": g.claims.Name,
	}).SignedString(p.key)
	if err != nil {
		oauthError(w, "server_error")
		return
	}
	p.mu.Lock()
	p.tokens[access] = g.claims
	p.mu.Unlock()
	writeJSON(w, http.StatusOK, map[string]any{
		"access_token": access, "token_type": "Bearer", "expires_in": 3600, "id_token": idToken,
	})
}

func (p *Provider) userinfo(w http.ResponseWriter, r *http.Request) {
	token, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	p.mu.Lock()
	c, found := p.tokens[token]
	p.mu.Unlock()
	if !ok || !found {
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	writeJSON(w, http.StatusOK, c)
}

func oauthError(w http.ResponseWriter, code string) {
	writeJSON(w, http.StatusBadRequest, map[string]string{"error": code})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

func random() string {
	b := make([]byte, 24)
	_, _ = rand.Read(b)
	return b64(b)
}
