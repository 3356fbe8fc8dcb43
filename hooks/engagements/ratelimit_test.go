package engagements_test

import (
	"net/http"
	"strings"
	"testing"

	"voluntech/hooks/security"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// The engagement writes share one limit per address: its last request
// passes, the next answers 429.
func TestEngagementRateLimit(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	vera := testutil.Auth(testutil.UserTokens(t).Volunteer)
	limit := pb_migrations.EngagementRateLimits[0].MaxRequests
	url := "/api/engagements/nope/hours"
	for i := 0; i < limit; i++ {
		if res := testutil.Do(h, http.MethodPost, url, []byte(`{}`), vera); res.Code == http.StatusTooManyRequests {
			t.Fatalf("request %d of %d already limited", i+1, limit)
		}
	}
	res := testutil.Do(h, http.MethodPost, url, []byte(`{}`), vera)
	if res.Code != http.StatusTooManyRequests || !strings.Contains(res.Body.String(), security.MsgTooManyRequests) {
		t.Fatalf("request %d: %d %s", limit+1, res.Code, res.Body.String())
	}
}
