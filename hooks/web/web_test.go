package web_test

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/testutil"
	"voluntech/hooks/web"
)

const indexHTML = `<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-123.js"></script></body></html>`

var ui = fstest.MapFS{
	"index.html":        {Data: []byte(indexHTML)},
	"assets/app-123.js": {Data: []byte(`console.log("voluntech app")`)},
	"favicon.svg":       {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
}

// newApp is what main.go runs: Register (done by testutil) plus ServeUI.
func newApp(t testing.TB) *tests.TestApp {
	app := testutil.NewApp(t)
	web.ServeUI(app, ui)
	return app
}

func TestServeUI(t *testing.T) {
	spa := []string{`<div id="root"></div>`}
	noCache := testutil.ExpectHeader("Cache-Control", "no-cache")
	cachedForGood := func(t testing.TB, app *tests.TestApp, res *http.Response) {
		testutil.ExpectHeader("Cache-Control", "public, max-age=31536000, immutable")(t, app, res)
		testutil.ExpectHeader("X-Content-Type-Options", "nosniff")(t, app, res)
		if ct := res.Header.Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
			t.Errorf("Content-Type = %q", ct)
		}
	}
	// served is a request the UI server answers without any hook running.
	type served struct {
		name, method, url string
		status            int
		want, notWant     []string
		after             func(testing.TB, *tests.TestApp, *http.Response)
	}
	var scenarios []tests.ApiScenario
	for _, c := range []served{
		{"root is the app", http.MethodGet, "/", 200, spa, nil, noCache},
		{"a client route is the app", http.MethodGet, "/some/client/route", 200, spa, nil, noCache},
		{"a client route with a query is the app", http.MethodGet, "/volunteer/email-verified?token=abc", 200, spa, nil, nil},
		{"a hashed asset is cached for good", http.MethodGet, "/assets/app-123.js", 200, []string{`console.log("voluntech app")`}, []string{`<html>`}, cachedForGood},
		{"a missing hashed asset is a 404, not the app", http.MethodGet, "/assets/app-OLD.js", 404, []string{`"status":404`}, []string{`<html>`}, testutil.ExpectHeader("Cache-Control", "")},
		{"a public file outside assets is revalidated", http.MethodGet, "/favicon.svg", 200, []string{`<svg`}, nil, noCache},
		{"an unknown API path is a JSON 404", http.MethodGet, "/api/does-not-exist", 404, []string{`"status":404`}, []string{`<html>`, `root`}, testutil.ExpectHeader("Content-Type", "application/json")},
		{"an unknown API path of another method is a JSON 404", http.MethodPost, "/api/does/not/exist", 404, []string{`"status":404`}, []string{`<html>`}, nil},
		{"/api itself is a JSON 404", http.MethodGet, "/api", 404, []string{`"status":404`}, []string{`<html>`}, nil},
		{"a POST to a page is refused", http.MethodPost, "/some/client/route", 405, []string{`"status":405`}, []string{`<html>`}, nil},
		{"the footer route still answers", http.MethodGet, "/api/footer", 200, []string{`{"html":"`, `About Voluntech`}, []string{`id=\"root\"`}, nil},
		{"PocketBase's own routes still answer", http.MethodGet, "/api/health", 200, []string{`"code":200`}, nil, nil},
	} {
		scenarios = append(scenarios, tests.ApiScenario{Name: c.name, Method: c.method, URL: c.url, ExpectedStatus: c.status,
			ExpectedContent: c.want, NotExpectedContent: c.notWant, ExpectedEvents: map[string]int{"*": 0}, AfterTestFunc: c.after})
	}
	scenarios = append(scenarios, tests.ApiScenario{
		Name:               "the records API still answers",
		Method:             http.MethodGet,
		URL:                "/api/collections/lookups/records?perPage=1&filter=(kind='motivation')",
		ExpectedStatus:     200,
		ExpectedContent:    []string{`"totalItems":6`},
		NotExpectedContent: []string{`<html>`},
		ExpectedEvents:     map[string]int{"*": 0, "OnRecordsListRequest": 1, "OnRecordEnrich": 1},
	})
	for _, s := range scenarios {
		s.TestAppFactory = newApp
		s.Test(t)
	}
}

// TestContentSecurityPolicy: app pages carry the policy; it admits Stripe.js
// on the payment step and no inline script anywhere.
func TestContentSecurityPolicy(t *testing.T) {
	for _, want := range []string{"script-src 'self' https://js.stripe.com", "https://api.stripe.com", "https://hooks.stripe.com", "frame-ancestors 'none'", "object-src 'none'"} {
		if !strings.Contains(web.ContentSecurityPolicy, want) {
			t.Errorf("policy lacks %q", want)
		}
	}
	if i := strings.Index(web.ContentSecurityPolicy, "script-src"); strings.Contains(web.ContentSecurityPolicy[i:i+strings.Index(web.ContentSecurityPolicy[i:], ";")], "unsafe") {
		t.Error("scripts must not be allowed inline or through eval")
	}
	for _, url := range []string{"/", "/company/payments", "/login"} {
		s := tests.ApiScenario{
			Name: url, Method: http.MethodGet, URL: url, ExpectedStatus: 200,
			ExpectedContent: []string{`<div id="root"></div>`}, ExpectedEvents: map[string]int{"*": 0},
			TestAppFactory: newApp, AfterTestFunc: testutil.ExpectHeader("Content-Security-Policy", web.ContentSecurityPolicy),
		}
		s.Test(t)
	}
}

// TestPolicyAdmitsTheBuildsInlineScript: the policy admits index.html's
// inline script by its hash, and only it: an external script adds nothing,
// another text is another hash, and 'unsafe-inline' never appears.
func TestPolicyAdmitsTheBuildsInlineScript(t *testing.T) {
	const inline = `(function(){window.started=1})()`
	sum := sha256.Sum256([]byte(inline))
	hash := "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
	page := `<!doctype html><html><head><script>` + inline + `</script>` +
		`<script type="module" crossorigin src="/assets/app-123.js"></script></head>` +
		`<body><div id="root"></div></body></html>`

	policy := web.PolicyFor([]byte(page))
	if !strings.Contains(policy, "script-src 'self' "+hash+" https://js.stripe.com") {
		t.Errorf("policy does not admit the inline script by %s: %s", hash, policy)
	}
	scripts, _, _ := strings.Cut(policy[strings.Index(policy, "script-src"):], ";")
	if strings.Count(scripts, "'sha256-") != 1 || strings.Contains(scripts, "unsafe") {
		t.Errorf("policy admits more than the one inline script: %s", policy)
	}
	if web.PolicyFor([]byte(strings.Replace(page, "started=1", "started=2", 1))) == policy {
		t.Error("a changed inline script kept the same policy")
	}
	if got := web.PolicyFor([]byte(indexHTML)); got != web.ContentSecurityPolicy {
		t.Errorf("a page without inline scripts got %s", got)
	}

	withInline := fstest.MapFS{"index.html": {Data: []byte(page)}}
	for _, url := range []string{"/", "/volunteers", "/company/medisync"} {
		s := tests.ApiScenario{
			Name: url, Method: http.MethodGet, URL: url, ExpectedStatus: 200,
			ExpectedContent: []string{inline}, ExpectedEvents: map[string]int{"*": 0},
			TestAppFactory: func(t testing.TB) *tests.TestApp {
				app := testutil.NewApp(t)
				web.ServeUI(app, withInline)
				return app
			},
			AfterTestFunc: testutil.ExpectHeader("Content-Security-Policy", policy),
		}
		s.Test(t)
	}
}
