package testutil

import (
	"errors"
	"io"
	"net"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks"
	"voluntech/hooks/config"
)

// SMTPServer is a real SMTP server on a fixed loopback port that tests
// stop and start again, to play a mail server that goes down and returns.
type SMTPServer struct {
	Addr string

	mu       sync.Mutex
	srv      *smtp.Server
	received []string // raw messages
}

// FreePort is a loopback port nothing listens on (at the time of asking).
func FreePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

// Start listens on s.Addr; Stop ends it.
func (s *SMTPServer) Start(t testing.TB) {
	t.Helper()
	ln, err := net.Listen("tcp", s.Addr)
	if err != nil {
		t.Fatal(err)
	}
	srv := smtp.NewServer(smtpBackend{s})
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	srv.ReadTimeout, srv.WriteTimeout = 10*time.Second, 10*time.Second
	s.mu.Lock()
	s.srv = srv
	s.mu.Unlock()
	go func() { _ = srv.Serve(ln) }()
	t.Cleanup(s.Stop)
}

// Stop closes the server and its connections.
func (s *SMTPServer) Stop() {
	s.mu.Lock()
	srv := s.srv
	s.srv = nil
	s.mu.Unlock()
	if srv != nil {
		_ = srv.Close()
	}
}

// Received are the raw messages accepted so far.
func (s *SMTPServer) Received() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.received...)
}

// WaitFor waits until a received message contains want.
func (s *SMTPServer) WaitFor(want string, timeout time.Duration) bool {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		for _, m := range s.Received() {
			if strings.Contains(m, want) {
				return true
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	return false
}

type smtpBackend struct{ s *SMTPServer }

func (b smtpBackend) NewSession(*smtp.Conn) (smtp.Session, error) { return &smtpSession{s: b.s}, nil }

type smtpSession struct{ s *SMTPServer }

// The app signs in when SMTP_USERNAME is set; any credentials do.
func (*smtpSession) AuthMechanisms() []string { return []string{sasl.Plain} }
func (*smtpSession) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, _, _ string) error { return nil }), nil
}

func (*smtpSession) Mail(string, *smtp.MailOptions) error { return nil }
func (*smtpSession) Rcpt(string, *smtp.RcptOptions) error { return nil }
func (*smtpSession) Reset()                               {}
func (*smtpSession) Logout() error                        { return nil }
func (ss *smtpSession) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	ss.s.mu.Lock()
	ss.s.received = append(ss.s.received, string(raw))
	ss.s.mu.Unlock()
	return nil
}

// NewServerApp opens the data directory dir (a copy of the migrated
// template when dir does not exist yet) as production does: every
// Voluntech hook and none of the test app's interceptors, so its mails
// reach cfg's SMTP server. Close it with ResetBootstrapState; open dir
// again to play a restart.
func NewServerApp(t testing.TB, dir string, cfg config.Config) core.App {
	t.Helper()
	if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
		src, err := template()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
			t.Fatal(err)
		}
	}
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir, EncryptionEnv: "pb_test_env"})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	hooks.RegisterWith(app, cfg)
	return app
}
