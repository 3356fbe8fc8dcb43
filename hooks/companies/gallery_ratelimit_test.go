package companies_test

import (
	"net/http"
	"testing"

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
	h := testutil.Serve(t, testutil.NewAppWithUsers)
	acme := testutil.Auth(testutil.UserTokens(t).Company)
	testutil.ExpectRateLimited(t, h, http.MethodPost, galleryURL, acme, rule.MaxRequests)
	// Reading the gallery is not counted.
	if res := testutil.Do(h, http.MethodGet, galleryURL, nil, acme); res.Code != http.StatusOK {
		t.Fatalf("GET after the limit: %d", res.Code)
	}
}
