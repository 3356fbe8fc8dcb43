package testutil

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// Handler builds app's router once, the way tests.ApiScenario does, for
// tests that send many requests to one app (rate limits, fuzzing): one
// ApiScenario cannot reuse its app.
func Handler(t testing.TB, app *tests.TestApp) http.Handler {
	t.Helper()
	r, err := apis.NewRouter(app)
	if err != nil {
		t.Fatal(err)
	}
	var mux http.Handler
	se := &core.ServeEvent{App: app, Router: r}
	err = app.OnServe().Trigger(se, func(e *core.ServeEvent) error {
		m, err := e.Router.BuildMux()
		mux = m
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return mux
}

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
