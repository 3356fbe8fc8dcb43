package security_test

import (
	"net/http"
	"slices"
	"testing"

	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

// maxOf is the limit the migrations set for a rule label.
func maxOf(t *testing.T, label string) int {
	t.Helper()
	for _, r := range slices.Concat(pb_migrations.RateLimitRules, pb_migrations.EngagementRateLimits, pb_migrations.ReviewRateLimits) {
		if r.Label == label {
			return r.MaxRequests
		}
	}
	t.Fatalf("no rate limit rule %q", label)
	return 0
}

// TestRateLimits sends each listed route its limit of requests from one
// address, then one more, which must answer 429 with the plain message.
func TestRateLimits(t *testing.T) {
	volunteer := testutil.Auth(testutil.UserTokens(t).Volunteer)
	otherVolunteer := testutil.Auth(testutil.UserTokens(t).OtherVolunteer)
	cases := []struct {
		label, method, url, body string
		headers                  map[string]string
	}{
		{"*:authWithPassword", "POST", "/api/collections/users/auth-with-password", `{"identity":"vera","password":"wrong-password"}`, nil},
		{"*:authWithPassword", "POST", "/api/collections/_superusers/auth-with-password", `{"identity":"root@example.com","password":"wrong-password"}`, nil},
		{"users:create", "POST", "/api/collections/users/records", `{"username":"x"}`, nil},
		{"*:requestVerification", "POST", "/api/collections/users/request-verification", `{"email":"nobody@example.com"}`, nil},
		{"*:requestPasswordReset", "POST", "/api/collections/users/request-password-reset", `{"email":"nobody@example.com"}`, nil},
		{"*:requestEmailChange", "POST", "/api/collections/users/request-email-change", `{"newEmail":"new@example.com"}`, nil},
		{"applications:create", "POST", "/api/collections/applications/records", `{}`, volunteer},
		{"POST /api/company/", "POST", "/api/company/onboarding/background", `{}`, nil},
		{"POST /api/volunteer/", "POST", "/api/volunteer/motivation", `{}`, nil},
		{"POST /api/billing/subscribe", "POST", "/api/billing/subscribe", `{"plan":"starter","interval":"month"}`, nil},
		// The engagement writes share one limit per address.
		{"POST /api/engagements/", "POST", "/api/engagements/nope/hours", `{}`, volunteer},
		// Review replies and reports share one limit per address.
		{"POST /api/reviews/", "POST", "/api/reviews/nope/report", `{}`, otherVolunteer},
	}
	for _, c := range cases {
		t.Run(c.url, func(t *testing.T) {
			h := testutil.Serve(t, testutil.NewAppWithUsers)
			testutil.ExpectRateLimitedBody(t, h, c.method, c.url, []byte(c.body), c.headers, maxOf(t, c.label))
		})
	}
}

// TestReadsNotLimited: browsing is not counted against the write limits.
func TestReadsNotLimited(t *testing.T) {
	h := testutil.Serve(t, testutil.NewApp)
	for i := 0; i < 200; i++ {
		if res := testutil.Do(h, "GET", "/api/directory/volunteers", nil, nil); res.Code != http.StatusOK {
			t.Fatalf("directory request %d: %d", i+1, res.Code)
		}
	}
}
