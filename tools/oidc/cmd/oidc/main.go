// Command oidc runs the test OpenID Connect provider (voluntech/tools/oidc)
// for the browser tests: bin/oidc -http 127.0.0.1:8326 -client voluntech-e2e -secret ...
package main

import (
	"flag"
	"log"
	"net/http"

	"voluntech/tools/oidc"
)

func main() {
	addr := flag.String("http", "127.0.0.1:8326", "address to listen on")
	issuer := flag.String("issuer", "", "public base URL (default http://<address>)")
	client := flag.String("client", "voluntech-test", "the one client id it knows")
	secret := flag.String("secret", "test-secret", "that client's secret")
	flag.Parse()
	if *issuer == "" {
		*issuer = "http://" + *addr
	}
	p, err := oidc.New(*issuer, *client, *secret)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("test OpenID Connect provider on %s", *issuer)
	log.Fatal(http.ListenAndServe(*addr, p))
}
