package metrics_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"
	"github.com/prometheus/client_golang/prometheus/testutil"

	"voluntech/hooks/metrics"
	tu "voluntech/hooks/testutil"
)

const token = "metrics-test-token"

func withToken(tb testing.TB) *tests.TestApp {
	cfg := tu.Config()
	cfg.MetricsToken = token
	return tu.NewAppWithConfig(tb, cfg)
}

func TestMetricsRoute(t *testing.T) {
	scenarios := []tests.ApiScenario{
		{Name: "no token", Method: http.MethodGet, URL: metrics.Path, ExpectedStatus: 401,
			ExpectedContent: []string{`"status":401`}, NotExpectedContent: []string{"voluntech_http_requests_total"},
			ExpectedEvents: tu.NoEvents, TestAppFactory: withToken},
		{Name: "wrong token", Method: http.MethodGet, URL: metrics.Path, Headers: map[string]string{"Authorization": "Bearer nope"},
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, NotExpectedContent: []string{"voluntech_"},
			ExpectedEvents: tu.NoEvents, TestAppFactory: withToken},
		{Name: "token without Bearer", Method: http.MethodGet, URL: metrics.Path, Headers: map[string]string{"Authorization": token},
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`}, ExpectedEvents: tu.NoEvents, TestAppFactory: withToken},
		{Name: "route off without METRICS_TOKEN", Method: http.MethodGet, URL: metrics.Path,
			Headers: map[string]string{"Authorization": "Bearer " + token}, ExpectedStatus: 404,
			ExpectedContent: []string{`"status":404`}, ExpectedEvents: tu.NoEvents, TestAppFactory: tu.NewApp},
		{Name: "right token", Method: http.MethodGet, URL: metrics.Path, Headers: map[string]string{"Authorization": "Bearer " + token},
			ExpectedStatus: 200, ExpectedContent: []string{
				"voluntech_database_up 1", `voluntech_mail_outbox{state="pending"}`, "voluntech_realtime_clients 0",
				`voluntech_directory_index_entries{directory="volunteers"}`, `voluntech_directory_index_load_seconds{directory="companies"}`,
				"voluntech_replica_enabled 0", "go_goroutines"},
			ExpectedEvents: tu.NoEvents, TestAppFactory: withToken},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// A request moves its route group's counter, labelled by the route's
// pattern and never by the requested path.
func TestRequestCounter(t *testing.T) {
	app := withToken(t)
	defer app.Cleanup()
	h := tu.Handler(t, app)
	m := metrics.Of(app)
	counter := func(group, method, code string) float64 {
		return testutil.ToFloat64(m.RequestsCounter().WithLabelValues(group, method, code))
	}
	before := counter("/api/directory", "GET", "2xx")
	for _, path := range []string{"/api/directory/volunteers", "/api/directory/companies?page=1"} {
		if rec := tu.Do(h, http.MethodGet, path, nil, nil); rec.Code != 200 {
			t.Fatalf("%s: %d %s", path, rec.Code, rec.Body)
		}
	}
	if got := counter("/api/directory", "GET", "2xx"); got != before+2 {
		t.Fatalf("/api/directory GET 2xx counter = %v, want %v", got, before+2)
	}
	if rec := tu.Do(h, http.MethodGet, "/api/directory/volunteers/nobody-at-all", nil, nil); rec.Code != 404 {
		t.Fatalf("unknown profile: %d", rec.Code)
	}
	if got := counter("/api/directory", "GET", "4xx"); got != 1 {
		t.Fatalf("/api/directory GET 4xx counter = %v, want 1", got)
	}
	rec := tu.Do(h, http.MethodGet, metrics.Path, nil, map[string]string{"Authorization": "Bearer " + token})
	if !strings.Contains(rec.Body.String(), `voluntech_http_requests_total{code="2xx",group="/api/directory",method="GET"} 2`) {
		t.Fatalf("the scrape lacks the directory's count:\n%s", rec.Body)
	}
	if strings.Contains(rec.Body.String(), "nobody-at-all") {
		t.Fatal("a requested path became a label")
	}
}

func TestGroup(t *testing.T) {
	tu.ExpectMapped(t, "Group", metrics.Group, map[string]string{
		"GET /api/collections/{collection}/records": "/api/collections",
		"GET /api/directory/volunteers/{username}":  "/api/directory",
		"POST /api/volunteer/basic-profile":         "/api/volunteer",
		"GET /api/health":                           "/api/health",
		"GET /_/{path...}":                          "admin",
		"/{path...}":                                "app",
		"":                                          "unmatched",
		"GET /api/{x}":                              "/api",
	})
}

// /api/health keeps PocketBase's shape and adds the database and replica.
func TestHealth(t *testing.T) {
	s := tests.ApiScenario{Name: "guest", Method: http.MethodGet, URL: "/api/health", ExpectedStatus: 200,
		ExpectedContent: []string{`"message":"API is healthy."`, `"code":200`, `"database":true`,
			`"replica":{"current":true,"enabled":false,"lag_seconds":0}`},
		ExpectedEvents: tu.NoEvents, TestAppFactory: tu.NewApp}
	s.Test(t)
}
