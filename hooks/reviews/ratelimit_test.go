package reviews_test

import (
	"net/http"
	"testing"

	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// Replies and reports share one limit per address: its last request
// passes, the next answers 429.
func TestReviewRateLimit(t *testing.T) {
	h := testutil.Serve(t, testutil.NewAppWithUsers)
	victor := testutil.Auth(testutil.UserTokens(t).OtherVolunteer)
	testutil.ExpectRateLimited(t, h, http.MethodPost, "/api/reviews/nope/report", victor, pb_migrations.ReviewRateLimits[0].MaxRequests)
}
