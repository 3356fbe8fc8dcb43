// Package config reads the server's settings from the environment.
//
// Secrets (SMTP password, Stripe keys) live only in the process environment
// and are never written to the database.
package config

import (
	"os"
	"strconv"
	"strings"
	"time"
)

// Config is everything the hooks need from the environment.
type Config struct {
	AppURL   string // public base URL used in mail links, no trailing slash
	MailFrom string

	SMTPHost     string
	SMTPPort     int
	SMTPUsername string
	SMTPPassword string
	SMTPTLS      bool

	StripeSecretKey      string
	StripePublishableKey string
	StripeWebhookSecret  string
	StripeAPIBase        string

	// CORSOrigins may call the API from a browser; APP_URL's origin unless
	// CORS_ORIGINS (comma-separated, "*" for any) says otherwise.
	CORSOrigins []string

	// MessageEmailDelay is how long a message stays unread before its email
	// goes out: 15 minutes; MESSAGE_EMAIL_DELAY (a Go duration such as
	// "5s") shortens it for browser tests only.
	MessageEmailDelay time.Duration
	// ReplicaURL turns on continuous replication of the databases
	// (file:///path or s3://bucket/prefix); ReplicaEndpoint is the address
	// of an S3-compatible store (README, "Backups and restore").
	ReplicaURL      string
	ReplicaEndpoint string

	// MetricsToken opens the Prometheus metrics route to a caller that
	// sends it as a Bearer token; unset, the route does not exist.
	MetricsToken string

	// S3Bucket puts uploaded files on an S3-compatible store (PocketBase's
	// S3 file storage), with the other S3_* settings; see hooks/filestore.
	S3Bucket         string
	S3Region         string
	S3Endpoint       string
	S3AccessKey      string
	S3Secret         string
	S3ForcePathStyle bool

	// CredentialKeySecret encrypts the certificate signing key, which is
	// kept in the database (so backups and the replica carry it) and is
	// useless there without this secret; CredentialKeyRotate lets a server
	// whose secret was lost start with a new key (certificates already
	// issued stay verifiable). See hooks/engagements/keys.go.
	CredentialKeySecret string
	CredentialKeyRotate bool

	// OAuth holds the sign-in providers the operator configured
	// (OAUTH_<NAME>_CLIENT_ID and _SECRET), in the order they are shown;
	// hooks/oauth applies them to the users collection in memory only.
	OAuth []OAuthProvider
}

// OAuthProvider is one sign-in provider as PocketBase's OAuth2 knows it:
// Name is PocketBase's provider name ("google", "github", or "oidc" for
// LinkedIn). Empty URLs keep PocketBase's defaults for the provider.
type OAuthProvider struct {
	Name         string
	DisplayName  string
	ClientID     string
	ClientSecret string
	AuthURL      string
	TokenURL     string
	UserInfoURL  string
	// PKCE nil keeps the provider's default; LinkedIn refuses it.
	PKCE *bool
}

// LinkedIn's OpenID Connect endpoints; OAUTH_LINKEDIN_AUTH_URL,
// _TOKEN_URL and _USERINFO_URL replace them (the browser tests point them
// at a local provider, tools/oidc).
const (
	LinkedInAuthURL     = "https://www.linkedin.com/oauth/v2/authorization"
	LinkedInTokenURL    = "https://www.linkedin.com/oauth/v2/accessToken"
	LinkedInUserInfoURL = "https://api.linkedin.com/v2/userinfo"
)

// oauthFromEnv reads the providers whose client id and secret are both set.
func oauthFromEnv() []OAuthProvider {
	orDefault := func(key, def string) string {
		if v := strings.TrimSpace(os.Getenv(key)); v != "" {
			return v
		}
		return def
	}
	noPKCE := false
	all := []OAuthProvider{
		{Name: "google", DisplayName: "Google"},
		{Name: "github", DisplayName: "GitHub"},
		{Name: "oidc", DisplayName: "LinkedIn", PKCE: &noPKCE,
			AuthURL:     orDefault("OAUTH_LINKEDIN_AUTH_URL", LinkedInAuthURL),
			TokenURL:    orDefault("OAUTH_LINKEDIN_TOKEN_URL", LinkedInTokenURL),
			UserInfoURL: orDefault("OAUTH_LINKEDIN_USERINFO_URL", LinkedInUserInfoURL)},
	}
	var out []OAuthProvider
	for _, p := range all {
		env := "OAUTH_" + strings.ToUpper(p.DisplayName)
		p.ClientID = strings.TrimSpace(os.Getenv(env + "_CLIENT_ID"))
		p.ClientSecret = strings.TrimSpace(os.Getenv(env + "_CLIENT_SECRET"))
		if p.ClientID != "" && p.ClientSecret != "" {
			out = append(out, p)
		}
	}
	return out
}

// DefaultAppURL is where `voluntech serve` listens by default.
const DefaultAppURL = "http://127.0.0.1:8090"

// FromEnv reads the configuration from environment variables.
func FromEnv() Config {
	port, _ := strconv.Atoi(os.Getenv("SMTP_PORT"))
	if port == 0 {
		port = 587
	}
	tls, _ := strconv.ParseBool(os.Getenv("SMTP_TLS"))

	c := Config{
		AppURL:               strings.TrimRight(os.Getenv("APP_URL"), "/"),
		MailFrom:             os.Getenv("MAIL_FROM"),
		SMTPHost:             os.Getenv("SMTP_HOST"),
		SMTPPort:             port,
		SMTPUsername:         os.Getenv("SMTP_USERNAME"),
		SMTPPassword:         os.Getenv("SMTP_PASSWORD"),
		SMTPTLS:              tls,
		StripeSecretKey:      os.Getenv("STRIPE_SECRET_KEY"),
		StripePublishableKey: os.Getenv("STRIPE_PUBLISHABLE_KEY"),
		StripeWebhookSecret:  os.Getenv("STRIPE_WEBHOOK_SECRET"),
		StripeAPIBase:        os.Getenv("STRIPE_API_BASE"),
		ReplicaURL:           strings.TrimSpace(os.Getenv("REPLICA_URL")),
		ReplicaEndpoint:      strings.TrimSpace(os.Getenv("REPLICA_ENDPOINT")),
		MetricsToken:         os.Getenv("METRICS_TOKEN"),
		S3Bucket:             strings.TrimSpace(os.Getenv("S3_BUCKET")),
		S3Region:             strings.TrimSpace(os.Getenv("S3_REGION")),
		S3Endpoint:           strings.TrimSpace(os.Getenv("S3_ENDPOINT")),
		S3AccessKey:          os.Getenv("S3_ACCESS_KEY"),
		S3Secret:             os.Getenv("S3_SECRET"),
		CredentialKeySecret:  os.Getenv("CREDENTIAL_KEY_SECRET"),
	}
	c.S3ForcePathStyle, _ = strconv.ParseBool(os.Getenv("S3_FORCE_PATH_STYLE"))
	c.CredentialKeyRotate, _ = strconv.ParseBool(os.Getenv("CREDENTIAL_KEY_ROTATE"))
	if c.S3Region == "" {
		c.S3Region = "us-east-1"
	}
	if c.AppURL == "" {
		c.AppURL = DefaultAppURL
	}
	c.OAuth = oauthFromEnv()
	c.CORSOrigins = splitList(os.Getenv("CORS_ORIGINS"))
	if len(c.CORSOrigins) == 0 {
		c.CORSOrigins = []string{c.AppURL}
	}
	c.MessageEmailDelay = 15 * time.Minute
	if d, err := time.ParseDuration(os.Getenv("MESSAGE_EMAIL_DELAY")); err == nil && d > 0 {
		c.MessageEmailDelay = d
	}
	if c.MailFrom == "" {
		c.MailFrom = "no-reply@voluntech.local"
	}
	return c
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimRight(strings.TrimSpace(p), "/"); p != "" {
			out = append(out, p)
		}
	}
	return out
}
