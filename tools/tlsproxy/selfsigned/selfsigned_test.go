package selfsigned

import (
	"crypto/tls"
	"crypto/x509"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// A client that trusts the certificate reaches the server over HTTP/2 at
// 127.0.0.1; the certificate names no other host.
func TestLoopbackServesHTTP2(t *testing.T) {
	cert, err := Loopback(time.Now())
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, r.Proto)
	}))
	srv.TLS = Config(cert)
	srv.EnableHTTP2 = true
	srv.StartTLS()
	defer srv.Close()

	leaf, err := x509.ParseCertificate(cert.Certificate[0])
	if err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	pool.AddCert(leaf)
	client := &http.Client{Transport: &http.Transport{
		TLSClientConfig:   &tls.Config{RootCAs: pool},
		ForceAttemptHTTP2: true,
	}}
	res, err := client.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if string(body) != "HTTP/2.0" {
		t.Fatalf("served over %q, want HTTP/2.0", body)
	}
	if err := leaf.VerifyHostname("example.org"); err == nil {
		t.Fatal("the certificate names a host other than the loopback ones")
	}
	if err := leaf.VerifyHostname("127.0.0.1"); err != nil {
		t.Fatal(err)
	}
}
