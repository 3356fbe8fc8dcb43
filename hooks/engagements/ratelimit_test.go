package engagements_test

import (
	"net/http"
	"testing"

	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// The engagement writes share one limit per address: its last request
// passes, the next answers 429.
func TestEngagementRateLimit(t *testing.T) {
	h := testutil.Serve(t, testutil.NewAppWithUsers)
	vera := testutil.Auth(testutil.UserTokens(t).Volunteer)
	testutil.ExpectRateLimited(t, h, http.MethodPost, "/api/engagements/nope/hours", vera, pb_migrations.EngagementRateLimits[0].MaxRequests)
}
