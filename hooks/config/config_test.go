package config_test

import (
	"testing"

	"voluntech/hooks/config"
)

func TestFromEnvDefaults(t *testing.T) {
	for _, k := range []string{"APP_URL", "MAIL_FROM", "SMTP_HOST", "SMTP_PORT", "SMTP_TLS", "STRIPE_SECRET_KEY"} {
		t.Setenv(k, "")
	}
	c := config.FromEnv()
	if c.AppURL != config.DefaultAppURL || c.MailFrom == "" || c.SMTPPort != 587 || c.SMTPTLS || c.SMTPHost != "" {
		t.Errorf("defaults = %+v", c)
	}
}

func TestFromEnv(t *testing.T) {
	t.Setenv("APP_URL", "https://voluntech.example.org/")
	t.Setenv("MAIL_FROM", "hello@voluntech.example.org")
	t.Setenv("SMTP_HOST", "smtp.example.org")
	t.Setenv("SMTP_PORT", "2525")
	t.Setenv("SMTP_TLS", "true")
	t.Setenv("STRIPE_SECRET_KEY", "sk_test_123")
	c := config.FromEnv()
	if c.AppURL != "https://voluntech.example.org" {
		t.Errorf("AppURL = %q, want no trailing slash", c.AppURL)
	}
	if c.MailFrom != "hello@voluntech.example.org" || c.SMTPHost != "smtp.example.org" || c.SMTPPort != 2525 || !c.SMTPTLS || c.StripeSecretKey != "sk_test_123" {
		t.Errorf("config = %+v", c)
	}
}

func TestCORSOrigins(t *testing.T) {
	t.Setenv("APP_URL", "https://voluntech.example.org/")
	t.Setenv("CORS_ORIGINS", "")
	if c := config.FromEnv(); len(c.CORSOrigins) != 1 || c.CORSOrigins[0] != "https://voluntech.example.org" {
		t.Errorf("default CORSOrigins = %v, want APP_URL", c.CORSOrigins)
	}
	t.Setenv("CORS_ORIGINS", " https://a.example/ , https://b.example,")
	if c := config.FromEnv(); len(c.CORSOrigins) != 2 || c.CORSOrigins[0] != "https://a.example" || c.CORSOrigins[1] != "https://b.example" {
		t.Errorf("CORSOrigins = %v", c.CORSOrigins)
	}
}

func TestOAuthFromEnv(t *testing.T) {
	for _, name := range []string{"GOOGLE", "GITHUB", "LINKEDIN"} {
		t.Setenv("OAUTH_"+name+"_CLIENT_ID", "")
		t.Setenv("OAUTH_"+name+"_CLIENT_SECRET", "")
	}
	t.Setenv("OAUTH_LINKEDIN_AUTH_URL", "")
	if c := config.FromEnv(); len(c.OAuth) != 0 {
		t.Fatalf("no OAUTH_* set: providers %+v, want none", c.OAuth)
	}
	// A client id without its secret is not a provider.
	t.Setenv("OAUTH_GOOGLE_CLIENT_ID", "google-id")
	t.Setenv("OAUTH_LINKEDIN_CLIENT_ID", "li-id")
	t.Setenv("OAUTH_LINKEDIN_CLIENT_SECRET", "li-secret")
	t.Setenv("OAUTH_LINKEDIN_AUTH_URL", "http://127.0.0.1:9/authorize")
	c := config.FromEnv()
	if len(c.OAuth) != 1 {
		t.Fatalf("providers = %+v, want LinkedIn only", c.OAuth)
	}
	p := c.OAuth[0]
	if p.Name != "oidc" || p.DisplayName != "LinkedIn" || p.ClientID != "li-id" || p.ClientSecret != "li-secret" {
		t.Errorf("LinkedIn = %+v", p)
	}
	if p.AuthURL != "http://127.0.0.1:9/authorize" || p.TokenURL != config.LinkedInTokenURL || p.UserInfoURL != config.LinkedInUserInfoURL {
		t.Errorf("LinkedIn URLs = %q %q %q, want the override and the defaults", p.AuthURL, p.TokenURL, p.UserInfoURL)
	}
	if p.PKCE == nil || *p.PKCE {
		t.Errorf("LinkedIn PKCE = %v, want off", p.PKCE)
	}
}
