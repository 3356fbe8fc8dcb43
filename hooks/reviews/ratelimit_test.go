package reviews_test

import (
	"net/http"
	"strings"
	"testing"

	"voluntech/hooks/security"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// Replies and reports share one limit per address: its last request
// passes, the next answers 429.
func TestReviewRateLimit(t *testing.T) {
	app := testutil.NewAppWithUsers(t)
	defer app.Cleanup()
	h := testutil.Handler(t, app)
	victor := testutil.Auth(testutil.UserTokens(t).OtherVolunteer)
	limit := pb_migrations.ReviewRateLimits[0].MaxRequests
	url := "/api/reviews/nope/report"
	for i := 0; i < limit; i++ {
		if res := testutil.Do(h, http.MethodPost, url, []byte(`{}`), victor); res.Code == http.StatusTooManyRequests {
			t.Fatalf("request %d of %d already limited", i+1, limit)
		}
	}
	res := testutil.Do(h, http.MethodPost, url, []byte(`{}`), victor)
	if res.Code != http.StatusTooManyRequests || !strings.Contains(res.Body.String(), security.MsgTooManyRequests) {
		t.Fatalf("request %d: %d %s", limit+1, res.Code, res.Body.String())
	}
}
