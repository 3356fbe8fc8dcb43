package billing_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/build"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/config"
	"voluntech/hooks/testutil"
)

// mockURL is stripe-mock's base URL: STRIPE_MOCK_URL, or a stripe-mock this
// test binary started from PATH or GOPATH/bin. "" when neither exists.
var mockURL string

func TestMain(m *testing.M) {
	url, stop := startStripeMock()
	mockURL = url
	code := m.Run()
	stop()
	os.Exit(code)
}

func startStripeMock() (string, func()) {
	if u := os.Getenv("STRIPE_MOCK_URL"); u != "" {
		return strings.TrimRight(u, "/"), func() {}
	}
	bin, err := exec.LookPath("stripe-mock")
	if err != nil {
		bin = filepath.Join(build.Default.GOPATH, "bin", "stripe-mock")
		if _, err := os.Stat(bin); err != nil {
			return "", func() {}
		}
	}
	// Without an HTTPS address stripe-mock also binds its default 12112.
	addr, tlsAddr := freeAddr(), freeAddr()
	if addr == "" || tlsAddr == "" {
		return "", func() {}
	}
	cmd := exec.Command(bin, "-http-addr", addr, "-https-addr", tlsAddr)
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "starting stripe-mock:", err)
		return "", func() {}
	}
	stop := func() { _ = cmd.Process.Kill(); _ = cmd.Wait() }
	base := "http://" + addr
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if res, err := http.Get(base + "/v1/products/ping"); err == nil {
			_ = res.Body.Close()
			return base, stop
		}
	}
	stop()
	fmt.Fprintln(os.Stderr, "stripe-mock did not start")
	return "", func() {}
}

func freeAddr() string {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return ""
	}
	defer l.Close()
	return l.Addr().String()
}

// needMock skips a test that talks to Stripe when stripe-mock is missing.
func needMock(t *testing.T) {
	t.Helper()
	if mockURL == "" {
		t.Skip("stripe-mock not found: set STRIPE_MOCK_URL or go install github.com/stripe/stripe-mock@v0.203.0")
	}
}

// call is one request the server made to Stripe, with its form values
// (query and body) and the JSON answer.
type call struct {
	Method, Path string
	Form         url.Values
	Response     map[string]any
}

// stripeProxy stands between the server and stripe-mock and records every
// call. edit, when set, changes an answer the way real Stripe would differ
// from stripe-mock's fixed fixtures.
type stripeProxy struct {
	*httptest.Server
	mu    sync.Mutex
	calls []call
	edit  func(method, path string, body map[string]any)
}

func newProxy(t *testing.T) *stripeProxy {
	t.Helper()
	needMock(t)
	target, _ := url.Parse(mockURL)
	rp := httputil.NewSingleHostReverseProxy(target)
	p := &stripeProxy{}
	p.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, _ := io.ReadAll(r.Body)
		r.Body = io.NopCloser(bytes.NewReader(raw))
		form, _ := url.ParseQuery(string(raw))
		for k, v := range r.URL.Query() {
			form[k] = append(form[k], v...)
		}
		rec := httptest.NewRecorder()
		r.Header.Del("Accept-Encoding")
		rp.ServeHTTP(rec, r)
		var body map[string]any
		_ = json.Unmarshal(rec.Body.Bytes(), &body)
		out := rec.Body.Bytes()
		p.mu.Lock()
		if p.edit != nil && body != nil {
			p.edit(r.Method, r.URL.Path, body)
			out, _ = json.Marshal(body)
		}
		p.calls = append(p.calls, call{Method: r.Method, Path: r.URL.Path, Form: form, Response: body})
		p.mu.Unlock()
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(rec.Code)
		_, _ = w.Write(out)
	}))
	t.Cleanup(p.Close)
	return p
}

// find returns the recorded calls of a method whose path starts with prefix.
func (p *stripeProxy) find(method, prefix string) []call {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []call
	for _, c := range p.calls {
		if c.Method == method && strings.HasPrefix(c.Path, prefix) {
			out = append(out, c)
		}
	}
	return out
}

const (
	testSecretKey      = "sk_test_voluntech"
	testPublishableKey = "pk_test_voluntech"
	testWebhookSecret  = "whsec_voluntech_test"
)

// stripeConfig is the test configuration with billing configured against
// base (a proxy in front of stripe-mock).
// only is the one call of method to a path starting with prefix (fails
// the test when there were more or none).
func (p *stripeProxy) only(t testing.TB, method, prefix string) call {
	t.Helper()
	calls := p.find(method, prefix)
	if len(calls) != 1 {
		t.Fatalf("%s %s calls = %d, want 1", method, prefix, len(calls))
	}
	return calls[0]
}

// newStripe is a proxy to stripe-mock whose answers edit changes, and the
// config that sends the server's Stripe calls through it.
func newStripe(t *testing.T, edit func(method, path string, body map[string]any)) (*stripeProxy, config.Config) {
	t.Helper()
	p := newProxy(t)
	p.edit = edit
	return p, stripeConfig(p.URL)
}

func stripeConfig(base string) config.Config {
	c := testutil.Config()
	c.StripeSecretKey = testSecretKey
	c.StripePublishableKey = testPublishableKey
	c.StripeWebhookSecret = testWebhookSecret
	c.StripeAPIBase = base
	return c
}

// webhookConfig verifies webhooks but makes no Stripe calls.
func webhookConfig() config.Config {
	c := testutil.Config()
	c.StripeWebhookSecret = testWebhookSecret
	return c
}

// companyApp returns a factory of apps on cfg with the standard cast, the
// unverified company, acme at the plan step, and acme's subscriptions
// record set by fields (none when fields is nil).
func companyApp(cfg config.Config, fields map[string]any) func(testing.TB) *tests.TestApp {
	return func(t testing.TB) *tests.TestApp {
		app := testutil.NewAppWithConfig(t, cfg)
		testutil.SeedUsers(t, app)
		testutil.CreateUnverifiedCompany(t, app)
		testutil.SetOnboardingStep(t, app, testutil.CompanyID, 3)
		testutil.SetOnboardingStep(t, app, testutil.OtherCompanyID, 3)
		if fields != nil {
			saveSubscription(t, app, testutil.CompanyID, fields)
		}
		return app
	}
}

func saveSubscription(t testing.TB, app core.App, companyID string, fields map[string]any) *core.Record {
	t.Helper()
	return testutil.SaveRecord(t, app, "subscriptions", testutil.Merged(map[string]any{"company": companyID}, fields))
}

// acmeStarter is acme's monthly starter plan as Stripe billed it, at status
// and with more fields.
func acmeStarter(status string, more map[string]any) map[string]any {
	return testutil.Merged(map[string]any{"plan": "starter", "interval": "month", "status": status, "stripe_customer_id": "cus_acme",
		"stripe_subscription_id": "sub_acme", "stripe_price_id": "price_voluntech_starter_month"}, more)
}

// subscriptionOf reads a company's record (nil if none).
func subscriptionOf(t testing.TB, app core.App, companyID string) *core.Record {
	t.Helper()
	return testutil.FirstBy(app, "subscriptions", "company", companyID)
}

// saved are the events of requests that create and update records.
func saved(updates, creates int) map[string]int {
	return testutil.SavedEvents(updates, creates, 0)
}

var noEvents = map[string]int{"*": 0}
