package oauth

import (
	"reflect"
	"strings"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// providerConfigs turns the environment's providers into PocketBase's.
func providerConfigs(ps []config.OAuthProvider) []core.OAuth2ProviderConfig {
	var out []core.OAuth2ProviderConfig
	for _, p := range ps {
		out = append(out, core.OAuth2ProviderConfig{
			Name: p.Name, DisplayName: p.DisplayName, ClientId: p.ClientID, ClientSecret: p.ClientSecret,
			AuthURL: p.AuthURL, TokenURL: p.TokenURL, UserInfoURL: p.UserInfoURL, PKCE: p.PKCE,
		})
	}
	return out
}

// applied reports whether the cached users collection c carries exactly
// the configured providers.
func (s *service) applied(c *core.Collection) bool {
	return c.OAuth2.Enabled == (len(s.providers) > 0) && reflect.DeepEqual(c.OAuth2.Providers, s.providers)
}

// apply puts the providers on the users collection of the collections
// cache: a copy replaces the cached one, so a reader holds either the old
// or the new collection, never one half written. The database's row is
// untouched.
func (s *service) apply(app core.App) {
	cached, _ := app.Store().Get(core.StoreKeyCachedCollections).([]*core.Collection)
	for i, c := range cached {
		if c.Name != "users" {
			continue
		}
		if s.applied(c) {
			return
		}
		cp := *c
		cp.OAuth2.Enabled = len(s.providers) > 0
		cp.OAuth2.Providers = append([]core.OAuth2ProviderConfig(nil), s.providers...)
		// The names are asked on the sign-up form, never mapped from the provider.
		cp.OAuth2.MappedFields = core.OAuth2KnownFields{}
		next := append([]*core.Collection(nil), cached...)
		next[i] = &cp
		app.Store().Set(core.StoreKeyCachedCollections, next)
		return
	}
}

// ensureApplied re-applies the providers before the two PocketBase routes
// that read them, in case the collections cache was reloaded from the
// database since (a collection saved, a migration run by another process).
func (s *service) ensureApplied(e *core.RequestEvent) error {
	p := e.Request.URL.Path
	if strings.HasPrefix(p, "/api/collections/") &&
		(strings.HasSuffix(p, "/auth-methods") || strings.HasSuffix(p, "/auth-with-oauth2")) {
		s.apply(e.App)
	}
	return e.Next()
}

// stripOnSave keeps every client secret out of the database: whatever
// saves the users collection (a migration, the dashboard, code holding the
// cached copy), its OAuth2 providers are dropped before the write. The
// providers come back from the environment (apply).
func stripOnSave(e *core.CollectionEvent) error {
	if e.Collection.Name == "users" && (len(e.Collection.OAuth2.Providers) > 0 || e.Collection.OAuth2.Enabled) {
		e.Collection.OAuth2.Providers = nil
		e.Collection.OAuth2.Enabled = false
	}
	return e.Next()
}
