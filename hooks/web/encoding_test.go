package web_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/testutil"
	"voluntech/hooks/web"
)

// The build writes a brotli and a gzip copy beside each text file. Their
// bytes here only need to differ from each other and from the original:
// the server picks a file, it never decodes one.
const (
	appJS    = `console.log("voluntech app")`
	appJSBr  = "BROTLI-ENCODED-app.js"
	appJSGz  = "GZIP-ENCODED-app.js"
	indexBr  = "BROTLI-ENCODED-index.html"
	indexGz  = "GZIP-ENCODED-index.html"
	styleCSS = `.m_1{color:red}`
)

var encodedUI = fstest.MapFS{
	"index.html":           {Data: []byte(indexHTML)},
	"index.html.br":        {Data: []byte(indexBr)},
	"index.html.gz":        {Data: []byte(indexGz)},
	"assets/app-123.js":    {Data: []byte(appJS)},
	"assets/app-123.js.br": {Data: []byte(appJSBr)},
	"assets/app-123.js.gz": {Data: []byte(appJSGz)},
	// Only a gzip copy: brotli was not smaller.
	"assets/style-9.css":    {Data: []byte(styleCSS)},
	"assets/style-9.css.gz": {Data: []byte("GZIP-ENCODED-style.css")},
	"favicon.svg":           {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`)},
}

func encodedApp(t testing.TB) *tests.TestApp {
	app := testutil.NewApp(t)
	web.ServeUI(app, encodedUI)
	return app
}

// expectEncoded checks the encoding, the type of the original file, Vary
// and the cache header of one answer.
func expectEncoded(encoding, ctype, cache string) func(testing.TB, *tests.TestApp, *http.Response) {
	return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		if got := res.Header.Get("Content-Encoding"); got != encoding {
			t.Errorf("Content-Encoding = %q, want %q", got, encoding)
		}
		if got := res.Header.Get("Content-Type"); got != ctype {
			t.Errorf("Content-Type = %q, want %q", got, ctype)
		}
		if got := res.Header.Values("Vary"); varyCount(got, "Accept-Encoding") != 1 {
			t.Errorf("Vary = %q, want [Accept-Encoding]", got)
		}
		if got := res.Header.Get("Cache-Control"); got != cache {
			t.Errorf("Cache-Control = %q, want %q", got, cache)
		}
	}
}

const (
	immutable = "public, max-age=31536000, immutable"
	jsType    = "text/javascript; charset=utf-8"
	htmlType  = "text/html; charset=utf-8"
	cssType   = "text/css; charset=utf-8"
)

// servedEncoded is one request for a UI file and the copy it must be
// answered with: its body, encoding, type and cache header.
type servedEncoded struct {
	name, url, acceptEncoding        string
	body, encoding, ctype, cacheCtrl string
}

func (c servedEncoded) scenario() tests.ApiScenario {
	s := tests.ApiScenario{
		Name:            c.name,
		Method:          http.MethodGet,
		URL:             c.url,
		ExpectedStatus:  200,
		ExpectedContent: []string{c.body},
		ExpectedEvents:  map[string]int{"*": 0},
		AfterTestFunc:   expectEncoded(c.encoding, c.ctype, c.cacheCtrl),
	}
	if c.acceptEncoding != "" {
		s.Headers = map[string]string{"Accept-Encoding": c.acceptEncoding}
	}
	return s
}

func TestServeUIPrecompressed(t *testing.T) {
	served := []servedEncoded{
		{"an asset is brotli to a client that accepts it",
			"/assets/app-123.js", "gzip, deflate, br, zstd", appJSBr, "br", jsType, immutable},
		{"an asset is gzip to a client that accepts only gzip",
			"/assets/app-123.js", "gzip", appJSGz, "gzip", jsType, immutable},
		{"an asset is plain to a client that accepts neither",
			"/assets/app-123.js", "deflate", appJS, "", jsType, immutable},
		{"an asset is plain without Accept-Encoding",
			"/assets/app-123.js", "", appJS, "", jsType, immutable},
		{"a refused brotli (q=0) is not sent",
			"/assets/app-123.js", "br;q=0, gzip", appJSGz, "gzip", jsType, immutable},
		{"the client's weights decide between codings",
			"/assets/app-123.js", "br;q=0.5, gzip;q=0.9", appJSGz, "gzip", jsType, immutable},
		{"a wildcard accepts brotli",
			"/assets/app-123.js", "*", appJSBr, "br", jsType, immutable},
		{"an asset without a brotli copy is gzip to a brotli client",
			"/assets/style-9.css", "br, gzip", "GZIP-ENCODED-style.css", "gzip", cssType, immutable},
		{"an asset without a brotli copy is plain to a brotli-only client",
			"/assets/style-9.css", "br", styleCSS, "", cssType, immutable},
		{"a file without copies is plain, with Vary",
			"/favicon.svg", "br, gzip", `<svg`, "", "image/svg+xml", "no-cache"},
		{"the app's page is brotli, revalidated",
			"/", "gzip, br", indexBr, "br", htmlType, "no-cache"},
		{"a client route is the app's page, gzip",
			"/volunteers?q=go", "gzip", indexGz, "gzip", htmlType, "no-cache"},
		{"a client route is the plain page to a client that accepts neither",
			"/volunteers", "", `<div id="root"></div>`, "", htmlType, "no-cache"},
	}
	scenarios := make([]tests.ApiScenario, 0, len(served)+2)
	for _, c := range served {
		scenarios = append(scenarios, c.scenario())
	}
	scenarios = append(scenarios,
		tests.ApiScenario{
			Name:               "a missing hashed asset is still a 404 to a brotli client",
			Method:             http.MethodGet,
			URL:                "/assets/app-OLD.js",
			Headers:            map[string]string{"Accept-Encoding": "br"},
			ExpectedStatus:     404,
			ExpectedContent:    []string{`"status":404`},
			NotExpectedContent: []string{indexBr},
			ExpectedEvents:     map[string]int{"*": 0},
		},
		tests.ApiScenario{
			Name:               "a compressed copy is not a page of its own",
			Method:             http.MethodGet,
			URL:                "/index.html.br/",
			Headers:            map[string]string{"Accept-Encoding": "br"},
			ExpectedStatus:     301,
			NotExpectedContent: []string{indexBr},
			ExpectedEvents:     map[string]int{"*": 0},
		},
	)
	for _, s := range scenarios {
		s.TestAppFactory = encodedApp
		s.Test(t)
	}
}

// A range request on a compressed answer counts the encoded bytes.
func TestServeUIPrecompressedRange(t *testing.T) {
	(&tests.ApiScenario{
		Method:          http.MethodGet,
		URL:             "/assets/app-123.js",
		Headers:         map[string]string{"Accept-Encoding": "br", "Range": "bytes=0-5"},
		ExpectedStatus:  http.StatusPartialContent,
		ExpectedContent: []string{"BROTLI"},
		ExpectedEvents:  map[string]int{"*": 0},
		TestAppFactory:  encodedApp,
		AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			if got := res.Header.Get("Content-Range"); got != "bytes 0-5/21" {
				t.Errorf("Content-Range = %q", got)
			}
			expectEncoded("br", jsType, immutable)(t, nil, res)
		},
	}).Test(t)
}

// gzipMagic starts every gzip stream.
const gzipMagic = "\x1f\x8b"

// gunzip decodes a gzip answer, failing the test when it is not gzip.
func gunzip(t testing.TB, body []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("not gzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("bad gzip: %v", err)
	}
	return out
}

// readBody reads an answer's body once and puts it back for the other checks.

// bigJSON is a route answering JSON of n bytes or more, registered the way
// every domain registers its routes.
func bigJSON(n int) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewApp(t)
		app.OnServe().BindFunc(func(se *core.ServeEvent) error {
			se.Router.GET("/api/test/list", func(e *core.RequestEvent) error {
				items := make([]string, 0, n/20+1)
				for len(items)*20 < n {
					items = append(items, strings.Repeat("v", 16))
				}
				return e.JSON(http.StatusOK, map[string]any{"items": items})
			})
			return se.Next()
		})
		return app
	}
}

func TestCompressAPI(t *testing.T) {
	decodesTo := func(wantItems int) func(testing.TB, *tests.TestApp, *http.Response) {
		return func(t testing.TB, _ *tests.TestApp, res *http.Response) {
			if got := res.Header.Get("Content-Encoding"); got != "gzip" {
				t.Fatalf("Content-Encoding = %q, want gzip", got)
			}
			if got := res.Header.Values("Vary"); varyCount(got, "Accept-Encoding") != 1 {
				t.Errorf("Vary = %q", got)
			}
			var out struct{ Items []string }
			if err := json.Unmarshal(gunzip(t, testutil.ResponseBody(t, res)), &out); err != nil {
				t.Fatal(err)
			}
			if len(out.Items) != wantItems {
				t.Errorf("%d items, want %d", len(out.Items), wantItems)
			}
		}
	}
	plain := func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		if got := res.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("Content-Encoding = %q, want none", got)
		}
		if got := res.Header.Values("Vary"); varyCount(got, "Accept-Encoding") != 1 {
			t.Errorf("Vary = %q", got)
		}
	}
	// listOf asks the test route for n bytes of JSON with acceptEncoding.
	listOf := func(n int, name, acceptEncoding, want string, after func(testing.TB, *tests.TestApp, *http.Response)) tests.ApiScenario {
		return tests.ApiScenario{Name: name, Method: http.MethodGet, URL: "/api/test/list",
			Headers: map[string]string{"Accept-Encoding": acceptEncoding}, ExpectedStatus: 200, ExpectedContent: []string{want},
			ExpectedEvents: map[string]int{"*": 0}, TestAppFactory: bigJSON(n), AfterTestFunc: after}
	}
	scenarios := []tests.ApiScenario{
		listOf(4000, "a JSON answer over 1 KB is gzipped",
			"gzip, deflate, br", gzipMagic, decodesTo(200)),
		listOf(4000, "a JSON answer over 1 KB is plain without gzip in Accept-Encoding",
			"br", `{"items":["vvvv`, plain),
		listOf(4000, "gzip refused with q=0 is plain",
			"gzip;q=0, br", `{"items":["vvvv`, plain),
		listOf(10, "a short JSON answer stays plain",
			"gzip", `{"items":["vvvvvvvvvvvvvvvv"]}`, testutil.ExpectHeader("Content-Encoding", "")),
		{
			Name:            "a records list over 1 KB is gzipped",
			Method:          http.MethodGet,
			URL:             "/api/collections/lookups/records?perPage=200&filter=(kind='country')",
			Headers:         map[string]string{"Accept-Encoding": "gzip"},
			ExpectedStatus:  200,
			ExpectedContent: []string{gzipMagic},
			ExpectedEvents:  map[string]int{"*": 0, "OnRecordsListRequest": 1, "OnRecordEnrich": 200},
			TestAppFactory:  testutil.NewApp,
			AfterTestFunc: func(t testing.TB, _ *tests.TestApp, res *http.Response) {
				if got := res.Header.Get("Content-Encoding"); got != "gzip" {
					t.Fatalf("Content-Encoding = %q, want gzip", got)
				}
				if body := gunzip(t, testutil.ResponseBody(t, res)); !bytes.Contains(body, []byte(`"totalItems":`)) {
					t.Errorf("body = %.200s", body)
				}
			},
		},
		{
			Name:            "realtime events are never compressed",
			Method:          http.MethodGet,
			URL:             "/api/realtime",
			Headers:         map[string]string{"Accept-Encoding": "gzip"},
			ExpectedStatus:  200,
			ExpectedContent: []string{"PB_CONNECT"},
			ExpectedEvents:  map[string]int{"*": 0, "OnRealtimeConnectRequest": 1, "OnRealtimeMessageSend": 1},
			TestAppFactory:  testutil.NewApp,
			// The connection stays open until the client goes: end it.
			Timeout:       100 * time.Millisecond,
			AfterTestFunc: testutil.ExpectHeader("Content-Encoding", ""),
		},
	}
	for _, s := range scenarios {
		s.Test(t)
	}
}

// A file download is the stored file's own bytes, even a text file that
// would compress well: a range request counts those bytes.
func TestCompressAPISkipsFiles(t *testing.T) {
	text := []byte(strings.Repeat("Voluntech notes. ", 200))
	s := &tests.ApiScenario{
		Method:          http.MethodGet,
		Headers:         map[string]string{"Accept-Encoding": "gzip, br"},
		ExpectedStatus:  200,
		ExpectedContent: []string{"Voluntech notes. Voluntech notes."},
		ExpectedEvents:  map[string]int{"*": 0, "OnFileDownloadRequest": 1},
	}
	s.TestAppFactory = func(t testing.TB) *tests.TestApp {
		app := testutil.NewApp(t)
		c := core.NewBaseCollection("test_files")
		c.ViewRule = types.Pointer("")
		c.Fields.Add(&core.FileField{Name: "doc", MaxSelect: 1, MaxSize: 1 << 20})
		if err := app.Save(c); err != nil {
			t.Fatal(err)
		}
		f, err := filesystem.NewFileFromBytes(text, "notes.txt")
		if err != nil {
			t.Fatal(err)
		}
		rec := core.NewRecord(c)
		rec.Set("doc", f)
		if err := app.Save(rec); err != nil {
			t.Fatal(err)
		}
		s.URL = "/api/files/test_files/" + rec.Id + "/" + rec.GetString("doc")
		return app
	}
	s.AfterTestFunc = func(t testing.TB, _ *tests.TestApp, res *http.Response) {
		if got := res.Header.Get("Content-Encoding"); got != "" {
			t.Errorf("Content-Encoding = %q, want none", got)
		}
		if body := testutil.ResponseBody(t, res); !bytes.Equal(body, text) {
			t.Errorf("body is not the file (%d bytes, want %d)", len(body), len(text))
		}
	}
	s.Test(t)
}

// varyCount is how often name stands in the Vary values (other middleware,
// CORS for one, adds its own names beside it).
func varyCount(values []string, name string) int {
	n := 0
	for _, v := range values {
		for _, part := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(part), name) {
				n++
			}
		}
	}
	return n
}
