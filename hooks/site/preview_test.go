package site_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/site"
	"voluntech/hooks/testutil"
	"voluntech/pb_migrations"
)

func TestFooterPreview(t *testing.T) {
	tok := testutil.UserTokens(t)
	const url = "/api/system/footer/preview"
	jsonHeaders := func(token string) map[string]string {
		return testutil.Headers(testutil.Auth(token), map[string]string{"Content-Type": "application/json"})
	}
	body := func(html string) io.Reader {
		return testutil.JSONBody(map[string]string{"html": html})
	}
	// The stored footer must stay as it was: a preview saves nothing.
	unchanged := func(t testing.TB, app *tests.TestApp, _ *http.Response) {
		if got := storedFooter(t, app); got != pb_migrations.DefaultFooterHTML {
			t.Errorf("the preview changed the stored footer: %q", got)
		}
	}

	scenarios := []tests.ApiScenario{
		{
			Name: "guest", Method: http.MethodPost, URL: url, Body: body(evil),
			ExpectedStatus: 401, ExpectedContent: []string{`"status":401`},
			NotExpectedContent: []string{"ok"}, ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "volunteer", Method: http.MethodPost, URL: url, Body: body(evil), Headers: jsonHeaders(tok.Volunteer),
			ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}, ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "company", Method: http.MethodPost, URL: url, Body: body(evil), Headers: jsonHeaders(tok.Company),
			ExpectedStatus: 403, ExpectedContent: []string{`"status":403`}, ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "superadmin gets the draft sanitised", Method: http.MethodPost, URL: url,
			Body: body(evil + `<a href="JaVaScRiPt:alert(1)">y</a><div class="cols"><h3>T</h3></div>`), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus:     200,
			ExpectedContent:    []string{`{"html":"`, `\u003cp\u003eok\u003c/p\u003e`, `\u003cdiv class=\"cols\"\u003e\u003ch3\u003eT\u003c/h3\u003e\u003c/div\u003e`},
			NotExpectedContent: []string{`\u003cscript`, `onerror`, `javascript:`, `JaVaScRiPt`, `alert(1)`},
			ExpectedEvents:     testutil.NoEvents,
			AfterTestFunc: testutil.All(func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				html := footerOf(t, res)
				expectSafe(t, "preview", html)
				if want := site.SanitizeFooter(evil); !strings.HasPrefix(html, want) {
					t.Errorf("preview %q does not start with the stored form %q", html, want)
				}
			}, unchanged),
		},
		{
			Name: "superadmin previews an empty draft", Method: http.MethodPost, URL: url, Body: body(""), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 200, ExpectedContent: []string{`{"html":""}`}, ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "no body", Method: http.MethodPost, URL: url, Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 400, ExpectedContent: []string{`"html":{"code":"validation_not_nil_required"`},
			ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "no html field", Method: http.MethodPost, URL: url, Body: strings.NewReader(`{"footer_html":"<p>x</p>"}`), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 400, ExpectedContent: []string{`"html":{"code":"validation_not_nil_required"`},
			ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "html of the wrong type", Method: http.MethodPost, URL: url, Body: strings.NewReader(`{"html":42}`), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 400, ExpectedContent: []string{`"html":{"code":"validation_invalid_type"`},
			ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "not JSON", Method: http.MethodPost, URL: url, Body: strings.NewReader(`{"html":`), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`, `"data":{}`},
			ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "html longer than a footer may be", Method: http.MethodPost, URL: url,
			Body: body(strings.Repeat("é", site.FooterMax+1)), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 400, ExpectedContent: []string{`"html":{"code":"validation_length_too_long"`},
			ExpectedEvents: testutil.NoEvents,
		},
		{
			Name: "a body over the limit", Method: http.MethodPost, URL: url,
			Body: strings.NewReader(`{"html":"` + strings.Repeat(`\u003c`, site.FooterMax+200) + `"}`), Headers: jsonHeaders(tok.Superadmin),
			ExpectedStatus: 400, ExpectedContent: []string{`"status":400`, `"data":{}`},
			ExpectedEvents: testutil.NoEvents,
		},
	}
	for _, s := range scenarios {
		s.TestAppFactory = testutil.NewAppWithUsers
		s.Test(t)
	}
}
