package companies_test

import (
	"net/http"
	"strings"
	"testing"

	"voluntech/hooks/security"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// Gallery uploads have a budget of their own, below the company writes'
// one: the migration's limit passes, the next request from the address is
// answered 429.
func TestGalleryRateLimit(t *testing.T) {
	rule := pb_migrations.PublicPagesRateLimitRules[0]
	if rule.Label != "POST /api/company/gallery" {
		t.Fatalf("rule %q", rule.Label)
	}
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	acme := testutil.Auth(testutil.UserTokens(t).Company)
	for i := 0; i < rule.MaxRequests; i++ {
		if res := testutil.Do(h, http.MethodPost, galleryURL, []byte(`{}`), acme); res.Code == http.StatusTooManyRequests {
			t.Fatalf("request %d of %d already limited", i+1, rule.MaxRequests)
		}
	}
	res := testutil.Do(h, http.MethodPost, galleryURL, []byte(`{}`), acme)
	if res.Code != http.StatusTooManyRequests || !strings.Contains(res.Body.String(), security.MsgTooManyRequests) {
		t.Fatalf("request %d: %d %s, want 429", rule.MaxRequests+1, res.Code, res.Body.String())
	}
	// Reading the gallery is not counted.
	if res := testutil.Do(h, http.MethodGet, galleryURL, nil, acme); res.Code != http.StatusOK {
		t.Fatalf("GET after the limit: %d", res.Code)
	}
}
