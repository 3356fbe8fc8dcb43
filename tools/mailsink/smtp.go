package main

import (
	"io"
	"time"

	"github.com/emersion/go-sasl"
	"github.com/emersion/go-smtp"
)

func newSMTPServer(store *Store) *smtp.Server {
	s := smtp.NewServer(&backend{store: store})
	s.Domain = "mailsink"
	s.MaxMessageBytes = 10 << 20
	// The sink only listens locally and has no TLS; without this, go-smtp
	// would not advertise AUTH and clients configured with credentials fail.
	s.AllowInsecureAuth = true
	s.ReadTimeout = time.Minute
	s.WriteTimeout = time.Minute
	return s
}

type backend struct{ store *Store }

func (b *backend) NewSession(*smtp.Conn) (smtp.Session, error) {
	return &session{store: b.store}, nil
}

// session accepts every sender and every recipient not rejected through
// the API: the point is to capture mail, not to police it.
type session struct {
	store *Store
	from  string
	to    []string
}

var _ smtp.AuthSession = (*session)(nil)

func (s *session) AuthMechanisms() []string { return []string{sasl.Plain} }

func (s *session) Auth(string) (sasl.Server, error) {
	return sasl.NewPlainServer(func(_, _, _ string) error { return nil }), nil
}

func (s *session) Mail(from string, _ *smtp.MailOptions) error {
	s.from = from
	return nil
}

func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error {
	if s.store.Rejected.Has(to) {
		return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "Mailbox unavailable"}
	}
	s.to = append(s.to, to)
	return nil
}

func (s *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err // e.g. smtp.ErrDataTooLarge, reported to the client
	}
	s.store.Add(parseMessage(raw, s.from, s.to, time.Now()))
	return nil
}

func (s *session) Reset() {
	s.from, s.to = "", nil
}

func (s *session) Logout() error { return nil }
