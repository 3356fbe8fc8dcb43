package testutil

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/security"
)

// Do sends one request to h; headers are set on top of a JSON content type.
func Do(h http.Handler, method, url string, body []byte, headers map[string]string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, url, bytesReader(body))
	req.Header.Set("Content-Type", "application/json")
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// Serve builds an app with factory, cleans it up when the test ends and
// returns its router, for tests that send requests one by one.
func Serve(t testing.TB, factory func(testing.TB) *tests.TestApp) http.Handler {
	t.Helper()
	app := factory(t)
	t.Cleanup(app.Cleanup)
	return Handler(t, app)
}

// ExpectRateLimited sends limit requests to h, which must all pass the rate
// limiter, and one more, which must be answered 429 with the app's message.
func ExpectRateLimited(t testing.TB, h http.Handler, method, url string, headers map[string]string, limit int) {
	t.Helper()
	ExpectRateLimitedBody(t, h, method, url, []byte(`{}`), headers, limit)
}

// ExpectRateLimitedBody is ExpectRateLimited with a body of the caller's.
func ExpectRateLimitedBody(t testing.TB, h http.Handler, method, url string, body []byte, headers map[string]string, limit int) {
	t.Helper()
	for i := 0; i < limit; i++ {
		if res := Do(h, method, url, body, headers); res.Code == http.StatusTooManyRequests {
			t.Fatalf("request %d of %d already limited", i+1, limit)
		}
	}
	res := Do(h, method, url, body, headers)
	if res.Code != http.StatusTooManyRequests || !strings.Contains(res.Body.String(), security.MsgTooManyRequests) {
		t.Fatalf("request %d: %d %s, want 429 with %q", limit+1, res.Code, res.Body.String(), security.MsgTooManyRequests)
	}
}
