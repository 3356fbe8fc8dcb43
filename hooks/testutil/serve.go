package testutil

import (
	"net/http"
	"net/http/httptest"
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
