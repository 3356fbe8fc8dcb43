package metrics_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"testing"

	"github.com/prometheus/common/expfmt"

	"voluntech/hooks/metrics"
	tu "voluntech/hooks/testutil"
)

// A scraper asks for gzip, decodes the body once and parses the text
// format, as Prometheus does. The answer was gzip inside gzip under one
// Content-Encoding (the handler's own and the API middleware's), which
// Prometheus rejected with `"INVALID" is not a valid start token`.
func TestScrapeWithGzip(t *testing.T) {
	h := tu.Serve(t, withToken)
	rec := tu.Do(h, http.MethodGet, metrics.Path, nil, map[string]string{
		"Authorization": "Bearer " + token,
		// Prometheus's own header.
		"Accept":          "application/openmetrics-text;version=1.0.0;q=0.5,text/plain;version=0.0.4;q=0.4,*/*;q=0.1",
		"Accept-Encoding": "gzip",
	})
	if rec.Code != 200 {
		t.Fatalf("scrape: %d %s", rec.Code, rec.Body)
	}
	if got := rec.Header().Get("Content-Encoding"); got != "gzip" {
		t.Fatalf("Content-Encoding = %q, want gzip (one layer)", got)
	}
	zr, err := gzip.NewReader(bytes.NewReader(rec.Body.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(zr)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.HasPrefix(body, []byte{0x1f, 0x8b}) {
		t.Fatal("the body is gzip inside gzip")
	}
	var p expfmt.TextParser
	families, err := p.TextToMetricFamilies(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("the decoded body is not the text format: %v\n%.300s", err, body)
	}
	for _, name := range []string{"voluntech_database_up", "voluntech_realtime_clients", "go_goroutines"} {
		if families[name] == nil {
			t.Errorf("the scrape lacks %s", name)
		}
	}
}

// No API route answers a body compressed twice: for each, a client that
// accepts gzip decodes at most one layer and gets no second gzip header.
// (Routes outside /api/ compress themselves and the API middleware never
// touches them.)
func TestNoDoubleCompression(t *testing.T) {
	h := tu.Serve(t, withToken)
	for _, url := range []string{
		metrics.Path, "/api/health", "/api/directory/volunteers", "/api/directory/companies",
		"/api/collections/lookups/records?perPage=500", "/api/billing/plans", "/.well-known/did.json",
		"/", "/companies",
	} {
		rec := tu.Do(h, http.MethodGet, url, nil, map[string]string{
			"Authorization": "Bearer " + token, "Accept-Encoding": "gzip",
		})
		body := rec.Body.Bytes()
		if rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatalf("%s: %v", url, err)
			}
			if body, err = io.ReadAll(zr); err != nil {
				t.Fatalf("%s: %v", url, err)
			}
		}
		if bytes.HasPrefix(body, []byte{0x1f, 0x8b}) {
			t.Errorf("%s: the decoded body is gzip again", url)
		}
	}
}
