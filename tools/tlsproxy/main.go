// Command tlsproxy is the measuring scripts' stand-in for the TLS reverse
// proxy in front of a deployed server (README, "Deployment": Caddy, nginx,
// or the binary's own certificate), which browsers reach over HTTP/2. It
// serves HTTPS on a loopback address with a certificate it makes at start
// (valid for 127.0.0.1 and localhost only, kept in memory) and passes every
// request to the server unchanged: compressed answers stay as the server
// sent them, and streamed ones (realtime) are flushed as they come.
//
//	tlsproxy -listen 127.0.0.1:8443 -to http://127.0.0.1:8090
//
// A browser must be told to accept the certificate
// (--ignore-certificate-errors); scripts/lighthouse.sh TLS=1 does.
package main

import (
	"flag"
	"log"
	"net/http"
	"net/http/httputil"
	"net/url"
	"time"

	"voluntech/tools/benchkit"
	"voluntech/tools/tlsproxy/selfsigned"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:8443", "the loopback address to serve HTTPS on")
	to := flag.String("to", "http://127.0.0.1:8090", "the server to pass requests to")
	flag.Parse()

	for _, a := range []string{"https://" + *listen, *to} {
		if err := benchkit.LoopbackOnly(a); err != nil {
			log.Fatal(err)
		}
	}
	target, err := url.Parse(*to)
	if err != nil {
		log.Fatal(err)
	}
	cert, err := selfsigned.Loopback(time.Now())
	if err != nil {
		log.Fatal(err)
	}
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(target)
			r.SetXForwarded()
		},
		FlushInterval: -1, // realtime streams answer as they go
	}
	server := &http.Server{
		Addr:              *listen,
		Handler:           proxy,
		TLSConfig:         selfsigned.Config(cert),
		ReadHeaderTimeout: 10 * time.Second,
	}
	log.Printf("tlsproxy: https://%s -> %s (HTTP/2)", *listen, target)
	log.Fatal(server.ListenAndServeTLS("", ""))
}
