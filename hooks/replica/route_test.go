package replica_test

import (
	"net/http"
	"path/filepath"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/replica"
	"voluntech/hooks/testutil"
)

// GET /api/system/replica is for superadmins only and says whether the
// databases are replicated and how far the replica is.
func TestReplicaRoute(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/system/replica"
	replicating := func(tb testing.TB) *tests.TestApp {
		cfg := testutil.Config()
		cfg.ReplicaURL = "file://" + filepath.Join(tb.TempDir(), "replica")
		app := testutil.NewAppWithConfig(tb, cfg)
		testutil.SeedUsers(tb, app)
		return app
	}
	scenarios := []tests.ApiScenario{
		{Name: "guest", Method: http.MethodGet, URL: url, ExpectedStatus: 401,
			ExpectedContent: []string{`"status":401`}, NotExpectedContent: []string{`"enabled"`},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: testutil.NewAppWithUsers},
		{Name: "volunteer", Method: http.MethodGet, URL: url, Headers: testutil.Auth(tok.Volunteer), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, NotExpectedContent: []string{`"enabled"`},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: testutil.NewAppWithUsers},
		{Name: "company", Method: http.MethodGet, URL: url, Headers: testutil.Auth(tok.Company), ExpectedStatus: 403,
			ExpectedContent: []string{`"status":403`}, NotExpectedContent: []string{`"enabled"`},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: testutil.NewAppWithUsers},
		{Name: "superadmin, replication off", Method: http.MethodGet, URL: url, Headers: testutil.Auth(tok.Superadmin),
			ExpectedStatus: 200, ExpectedContent: []string{`"enabled":false`, `"url":""`, `"databases":[]`},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: testutil.NewAppWithUsers},
		{Name: "superadmin, replicating to a folder", Method: http.MethodGet, URL: url, Headers: testutil.Auth(tok.Superadmin),
			ExpectedStatus: 200, ExpectedContent: []string{`"enabled":true`, `"url":"file:///`, `"name":"data.db"`,
				`"name":"auxiliary.db"`, `"lag_seconds":`, `"last_replicated_at":`},
			ExpectedEvents: testutil.NoEvents, TestAppFactory: replicating},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// The URL shown and logged never carries credentials.
func TestRedact(t *testing.T) {
	testutil.ExpectMapped(t, "Redact", replica.Redact, map[string]string{
		"s3://KEY:SECRET@bucket/prefix?endpoint=http://minio:9000": "s3://bucket/prefix",
		"file:///var/backups/voluntech":                            "file:///var/backups/voluntech",
		"::not a url":                                              "",
	})
}

// REPLICA_URL must name a supported, complete replica.
func TestNewClientRefusesBadURLs(t *testing.T) {
	for _, u := range []string{"ftp://host/path", "s3:///prefix", "file://", "gs://bucket/path"} {
		if _, err := replica.NewClient(u, "", "data.db"); err == nil {
			t.Errorf("NewClient(%q) accepted", u)
		}
	}
	if _, err := replica.NewClient("s3://bucket/prefix", "http://127.0.0.1:9000", "data.db"); err != nil {
		t.Errorf("an S3-compatible endpoint: %v", err)
	}
}
