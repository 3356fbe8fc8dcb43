package main

import (
	"bytes"
	"encoding/base64"
	"io"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Message is a received email. It is never mutated after Store.Add, so
// pointers can be handed out without holding the lock.
type Message struct {
	ID      string
	From    string
	To      []string
	Subject string
	Date    time.Time
	Text    string
	HTML    string
	Raw     []byte
}

// Store keeps the newest messages in memory.
type Store struct {
	// Rejected are the recipients the SMTP side refuses.
	Rejected Rejections

	mu   sync.Mutex
	max  int
	next int
	msgs []*Message // oldest first
}

func NewStore(max int) *Store {
	return &Store{max: max}
}

// Add assigns the message its id and stores it, evicting the oldest messages
// beyond the cap.
func (s *Store) Add(m *Message) *Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.next++
	m.ID = strconv.Itoa(s.next)
	s.msgs = append(s.msgs, m)
	if over := len(s.msgs) - s.max; s.max > 0 && over > 0 {
		s.msgs = slices.Delete(s.msgs, 0, over)
	}
	return m
}

// Filter selects messages; zero values match everything.
type Filter struct {
	To      string // exact address, case-insensitive
	Subject string // substring, case-insensitive
}

func (f Filter) match(m *Message) bool {
	if f.To != "" && !slices.Contains(m.To, strings.ToLower(strings.TrimSpace(f.To))) {
		return false
	}
	if f.Subject != "" && !strings.Contains(strings.ToLower(m.Subject), strings.ToLower(f.Subject)) {
		return false
	}
	return true
}

// List returns matching messages, newest first.
func (s *Store) List(f Filter) []*Message {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := []*Message{}
	for i := len(s.msgs) - 1; i >= 0; i-- {
		if f.match(s.msgs[i]) {
			out = append(out, s.msgs[i])
		}
	}
	return out
}

func (s *Store) Get(id string) (*Message, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, m := range s.msgs {
		if m.ID == id {
			return m, true
		}
	}
	return nil, false
}

// Clear drops all messages. Ids keep increasing so a test that remembers the
// last id it saw is never confused by a reused one.
func (s *Store) Clear() {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.msgs = nil
}

// maxDepth guards against pathological MIME nesting.
const maxDepth = 10

// parseMessage extracts what the API exposes. It never fails: a message the
// sink cannot parse is still stored, with its raw text as the plain body, so
// the developer can see what went wrong.
func parseMessage(raw []byte, envFrom string, envTo []string, received time.Time) *Message {
	m := &Message{Raw: raw, Date: received}
	var to []string
	addTo := func(addr string) {
		addr = strings.ToLower(strings.TrimSpace(addr))
		if addr != "" && !slices.Contains(to, addr) {
			to = append(to, addr)
		}
	}

	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		m.From = envFrom
		m.Text = string(raw)
		for _, a := range envTo {
			addTo(a)
		}
		m.To = to
		return m
	}
	h := msg.Header

	m.Subject = decodeHeader(h.Get("Subject"))
	if d, err := h.Date(); err == nil {
		m.Date = d
	}
	m.From = envFrom
	if list, err := h.AddressList("From"); err == nil && len(list) > 0 {
		m.From = formatAddress(list[0])
	}
	for _, key := range []string{"To", "Cc"} {
		list, _ := h.AddressList(key)
		for _, a := range list {
			addTo(a.Address)
		}
	}
	// Envelope recipients cover Bcc, so waiting for an address works however
	// the app addressed the mail.
	for _, a := range envTo {
		addTo(a)
	}
	m.To = to

	var b bodies
	b.walk(h, msg.Body, 0)
	m.Text, m.HTML = b.text, b.html
	return m
}

func formatAddress(a *mail.Address) string {
	if a.Name == "" {
		return a.Address
	}
	return a.Name + " <" + a.Address + ">"
}

func decodeHeader(s string) string {
	dec := mime.WordDecoder{}
	if d, err := dec.DecodeHeader(s); err == nil {
		return d
	}
	return s
}

type headerGetter interface{ Get(string) string }

// bodies collects the first text/plain and text/html part found.
type bodies struct {
	text, html       string
	hasText, hasHTML bool
}

func (b *bodies) walk(h headerGetter, body io.Reader, depth int) {
	mediaType, params, err := mime.ParseMediaType(h.Get("Content-Type"))
	if err != nil {
		// RFC 2045: a missing or broken Content-Type means plain text.
		mediaType, params = "text/plain", nil
	}

	if strings.HasPrefix(mediaType, "multipart/") {
		if depth >= maxDepth || params["boundary"] == "" {
			return
		}
		mr := multipart.NewReader(body, params["boundary"])
		for {
			// NextRawPart keeps Content-Transfer-Encoding intact so every
			// part, top-level or nested, is decoded by the same code.
			p, err := mr.NextRawPart()
			if err != nil {
				return
			}
			b.walk(p.Header, p, depth+1)
		}
	}

	if disp, _, _ := mime.ParseMediaType(h.Get("Content-Disposition")); disp == "attachment" {
		return
	}
	switch {
	case mediaType == "text/plain" && !b.hasText:
		b.text, b.hasText = readText(h, body, params["charset"]), true
	case mediaType == "text/html" && !b.hasHTML:
		b.html, b.hasHTML = readText(h, body, params["charset"]), true
	}
}

func readText(h headerGetter, body io.Reader, charset string) string {
	switch strings.ToLower(strings.TrimSpace(h.Get("Content-Transfer-Encoding"))) {
	case "quoted-printable":
		body = quotedprintable.NewReader(body)
	case "base64":
		// The decoder skips CR/LF, so line-wrapped base64 works as is.
		body = base64.NewDecoder(base64.StdEncoding, body)
	}
	data, _ := io.ReadAll(body) // keep whatever decoded before an error
	return toUTF8(data, charset)
}

// toUTF8 handles the charsets the standard library can convert without
// extra dependencies; anything else is passed through unchanged.
func toUTF8(data []byte, charset string) string {
	switch strings.ToLower(charset) {
	case "iso-8859-1", "latin1", "latin-1":
		r := make([]rune, len(data))
		for i, c := range data {
			r[i] = rune(c)
		}
		return string(r)
	default:
		return string(data)
	}
}
