// Command mailsink is a development SMTP server that keeps every message it
// receives in memory and exposes them over a small JSON API and HTML inbox,
// so browser tests and developers can follow links in emails the app sends
// (verification, password reset) without a real mail server.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"
)

// maxMessages bounds memory use for long-running `make run` sessions.
const maxMessages = 500

func main() {
	smtpAddr := flag.String("smtp", envOr("MAILSINK_SMTP", "127.0.0.1:1025"), "SMTP listen address (env MAILSINK_SMTP)")
	httpAddr := flag.String("http", envOr("MAILSINK_HTTP", "127.0.0.1:8025"), "HTTP listen address (env MAILSINK_HTTP)")
	flag.Parse()

	log.SetPrefix("mailsink: ")
	log.SetFlags(0)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	smtpLn, err := net.Listen("tcp", *smtpAddr)
	if err != nil {
		log.Fatal(err)
	}
	httpLn, err := net.Listen("tcp", *httpAddr)
	if err != nil {
		smtpLn.Close()
		log.Fatal(err)
	}
	// Print the bound addresses rather than the flags so ":0" is useful.
	fmt.Printf("mailsink: SMTP on %s, inbox on http://%s/\n", smtpLn.Addr(), httpLn.Addr())

	if err := run(ctx, smtpLn, httpLn, NewStore(maxMessages)); err != nil {
		log.Fatal(err)
	}
}

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// run serves SMTP and HTTP on listeners owned by the caller (so tests can use
// random ports) until ctx is cancelled or either server fails.
func run(ctx context.Context, smtpLn, httpLn net.Listener, store *Store) error {
	smtpSrv := newSMTPServer(store)
	httpSrv := &http.Server{Handler: newHandler(store), ReadHeaderTimeout: 10 * time.Second}

	errc := make(chan error, 2)
	go func() { errc <- smtpSrv.Serve(smtpLn) }()
	go func() {
		err := httpSrv.Serve(httpLn)
		if errors.Is(err, http.ErrServerClosed) {
			err = nil
		}
		errc <- err
	}()

	var first error
	pending := 2
	select {
	case <-ctx.Done():
	case first = <-errc:
		pending--
	}

	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := smtpSrv.Shutdown(shutdownCtx); err != nil {
		smtpSrv.Close()
	}
	// Shutdown only closes listeners Serve has already registered; closing
	// ours too avoids hanging if cancellation races with startup.
	smtpLn.Close()
	if err := httpSrv.Shutdown(shutdownCtx); err != nil {
		httpSrv.Close()
	}
	for ; pending > 0; pending-- {
		if err := <-errc; first == nil {
			first = err
		}
	}
	return first
}
