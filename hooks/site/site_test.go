package site_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/site"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

const evil = `<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><p>ok</p>`

// unsafe are the pieces no stored or served footer may contain.
var unsafe = []string{"<script", "onerror", "javascript:", "alert(1)"}

func footerOf(t testing.TB, res *http.Response) string {
	t.Helper()
	var body struct{ HTML *string }
	testutil.DecodeResponse(t, res, &body)
	if body.HTML == nil {
		t.Fatalf("not {html}: %s", testutil.ResponseBody(t, res))
	}
	return *body.HTML
}

func storedFooter(t testing.TB, app core.App) string {
	t.Helper()
	r, err := app.FindFirstRecordByFilter("site_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	return r.GetString("footer_html")
}

func expectSafe(t testing.TB, where, html string) {
	t.Helper()
	for _, bad := range unsafe {
		if strings.Contains(html, bad) {
			t.Errorf("%s contains %q: %s", where, bad, html)
		}
	}
	if !strings.Contains(html, "<p>ok</p>") {
		t.Errorf("%s lost <p>ok</p>: %s", where, html)
	}
}

func TestSanitizeFooter(t *testing.T) {
	expectSafe(t, "SanitizeFooter", site.SanitizeFooter(evil))
	// The default footer survives the sanitiser unchanged, so production
	// (where the hook runs on the seed) shows what the tests see.
	if got := site.SanitizeFooter(pb_migrations.DefaultFooterHTML); got != pb_migrations.DefaultFooterHTML {
		t.Errorf("default footer changed by the sanitiser:\n%s", got)
	}
	for _, keep := range []string{`<a href="https://example.com">x</a>`, `<a href="/terms">Terms</a>`, `<div class="cols"><h3>T</h3></div>`} {
		if got := site.SanitizeFooter(keep); got != keep {
			t.Errorf("SanitizeFooter(%q) = %q", keep, got)
		}
	}
	for _, drop := range []string{`<iframe src="https://evil.example"></iframe>`, `<style>body{display:none}</style>`, `<p style="position:fixed">x</p>`, `<form action="/x"><input></form>`} {
		got := site.SanitizeFooter(drop)
		for _, bad := range []string{"iframe", "style", "<form", "<input"} {
			if strings.Contains(got, bad) {
				t.Errorf("SanitizeFooter(%q) = %q keeps %s", drop, got, bad)
			}
		}
	}
}

func TestFooter(t *testing.T) {
	tok := testutil.UserTokens(t)
	settingsID := func() string {
		app := testutil.NewApp(t)
		defer app.Cleanup()
		r, err := app.FindFirstRecordByFilter("site_settings", "id != ''")
		if err != nil {
			t.Fatal(err)
		}
		return r.Id
	}()
	body, _ := json.Marshal(map[string]string{"footer_html": evil})

	scenarios := []tests.ApiScenario{
		{
			Name:            "guest reads the default footer",
			Method:          http.MethodGet,
			URL:             "/api/footer",
			ExpectedStatus:  200,
			ExpectedContent: []string{`{"html":"`, `footer-columns`, `About Voluntech`, `Privacy Policy`},
			ExpectedEvents:  map[string]int{"*": 0},
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if got := footerOf(t, res); got != pb_migrations.DefaultFooterHTML {
					t.Errorf("footer = %q, want the default", got)
				}
				if cc := res.Header.Get("Cache-Control"); cc == "" {
					t.Error("no Cache-Control")
				}
			},
		},
		{
			Name:   "an empty footer is an empty string, not an error",
			Method: http.MethodGet,
			URL:    "/api/footer",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				if err := app.Delete(testutil.Record(t, app, "site_settings", settingsID)); err != nil {
					t.Fatal(err)
				}
			},
			ExpectedStatus:  200,
			ExpectedContent: []string{`{"html":""}`},
			ExpectedEvents:  map[string]int{"*": 0},
		},
		{
			Name:               "superadmin saves a footer with scripts",
			Method:             http.MethodPatch,
			URL:                "/api/collections/site_settings/records/" + settingsID,
			Headers:            testutil.Auth(tok.Superadmin),
			Body:               strings.NewReader(string(body)),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`"footer_html":"`, `\u003cp\u003eok\u003c/p\u003e`},
			NotExpectedContent: []string{`\u003cscript`, `onerror`, `javascript:`},
			ExpectedEvents:     testutil.RequestEvents(1, 1, "OnRecordUpdateRequest", "OnRecordEnrich"),
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				expectSafe(t, "stored footer", storedFooter(t, app))
			},
		},
		{
			Name:   "the footer is served sanitised",
			Method: http.MethodGet,
			URL:    "/api/footer",
			BeforeTestFunc: func(t testing.TB, app *tests.TestApp, _ *core.ServeEvent) {
				// Saved in Go, not through the API: the hook sanitises
				// every save.
				testutil.SetFields(t, app, "site_settings", settingsID, map[string]any{"footer_html": evil})
			},
			ExpectedStatus:     200,
			ExpectedContent:    []string{`\u003cp\u003eok\u003c/p\u003e`},
			NotExpectedContent: []string{`\u003cscript`, `onerror`, `javascript:`},
			ExpectedEvents:     map[string]int{"*": 0},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, res *http.Response) {
				expectSafe(t, "served footer", footerOf(t, res))
			},
		},
		{
			Name:               "a volunteer cannot change the footer",
			Method:             http.MethodPatch,
			URL:                "/api/collections/site_settings/records/" + settingsID,
			Headers:            testutil.Auth(tok.Volunteer),
			Body:               strings.NewReader(`{"footer_html":"<p>mine</p>"}`),
			ExpectedStatus:     404,
			ExpectedContent:    []string{`"status":404`},
			NotExpectedContent: []string{"mine"},
			ExpectedEvents:     map[string]int{"*": 0},
			AfterTestFunc: func(t testing.TB, app *tests.TestApp, _ *http.Response) {
				if got := storedFooter(t, app); got != pb_migrations.DefaultFooterHTML {
					t.Errorf("footer changed to %q", got)
				}
			},
		},
	}
	for _, s := range scenarios {
		s.TestAppFactory = testutil.NewAppWithUsers
		s.Test(t)
	}
}

// A footer saved through the records API is served sanitised by the public
// route: what the superadmin's editor sends never reaches visitors unsafe.
func TestFooterSavedThenServed(t *testing.T) {
	tok := testutil.UserTokens(t)
	app := testutil.NewAppWithUsers(t)
	r, err := app.FindFirstRecordByFilter("site_settings", "id != ''")
	if err != nil {
		t.Fatal(err)
	}
	f := testutil.NewFlow(t, app, testutil.Config())
	body, _ := json.Marshal(map[string]string{"footer_html": evil + `<a href="JaVaScRiPt:alert(1)">y</a><svg onload="alert(1)"></svg>`})
	f.Run(tests.ApiScenario{
		Name: "superadmin saves the footer", Method: http.MethodPatch, URL: "/api/collections/site_settings/records/" + r.Id,
		Headers: testutil.Auth(tok.Superadmin), Body: strings.NewReader(string(body)),
		ExpectedStatus: 200, ExpectedContent: []string{`"footer_html":"`},
		ExpectedEvents: testutil.RequestEvents(1, 1, "OnRecordUpdateRequest", "OnRecordEnrich"),
	})
	f.Run(tests.ApiScenario{
		Name: "guest reads it", Method: http.MethodGet, URL: "/api/footer",
		ExpectedStatus: 200, ExpectedContent: []string{`\u003cp\u003eok\u003c/p\u003e`},
		NotExpectedContent: []string{`\u003cscript`, `onerror`, `onload`, `javascript:`, `JaVaScRiPt`, `alert(1)`},
		ExpectedEvents:     map[string]int{"*": 0},
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			html := footerOf(t, res)
			expectSafe(t, "served footer", html)
			if strings.Contains(strings.ToLower(html), "javascript") || strings.Contains(html, "onload") {
				t.Errorf("served footer %q", html)
			}
		},
	})
}
