package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/http"
	"net/smtp"
	"net/url"
	"strings"
	"testing"
	"time"
)

type sink struct {
	smtpAddr string
	baseURL  string
}

func startSink(t *testing.T) sink {
	t.Helper()
	smtpLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	httpLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- run(ctx, smtpLn, httpLn, NewStore(maxMessages)) }()
	t.Cleanup(func() {
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("run: %v", err)
			}
		case <-time.After(10 * time.Second):
			t.Error("run did not return after cancel")
		}
	})
	return sink{smtpAddr: smtpLn.Addr().String(), baseURL: "http://" + httpLn.Addr().String()}
}

func (s sink) get(t *testing.T, path string, wantStatus int, out any) string {
	t.Helper()
	resp, err := http.Get(s.baseURL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != wantStatus {
		t.Fatalf("GET %s: status %d, want %d; body %s", path, resp.StatusCode, wantStatus, body)
	}
	if out != nil {
		if ct := resp.Header.Get("Content-Type"); ct != "application/json" {
			t.Errorf("GET %s: Content-Type %q", path, ct)
		}
		if err := json.Unmarshal(body, out); err != nil {
			t.Fatalf("GET %s: %v; body %s", path, err, body)
		}
	}
	return string(body)
}

func (s sink) messages(t *testing.T, query url.Values) []apiMessage {
	t.Helper()
	var msgs []apiMessage
	s.get(t, "/api/messages?"+query.Encode(), http.StatusOK, &msgs)
	return msgs
}

const verifyLink = "https://app.example.test/company/email-verified?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhYmMxMjMiLCJleHAiOjE3MDAwMDAwMDB9.c2lnbmF0dXJlLXBhcnQ=&email=Jane.Doe%2Btest%40example.com&redirect=%2Fdashboard%3Ftab%3Dprofile"

const subjectA = "Bestätigen Sie Ihre E-Mail-Adresse ✅"

func multipartAlternative(t *testing.T) string {
	t.Helper()
	htmlBody := `<!doctype html><html><body><p>Hallo Jane,</p>` +
		`<p><a href="` + html.EscapeString(verifyLink) + `">E-Mail bestätigen</a></p></body></html>`
	var qp bytes.Buffer
	w := quotedprintable.NewWriter(&qp)
	w.Write([]byte(htmlBody))
	w.Close()
	if !strings.Contains(qp.String(), "=\r\n") || !strings.Contains(qp.String(), "=3D") {
		t.Fatalf("test message should exercise soft breaks and =3D:\n%s", qp.String())
	}

	return strings.Join([]string{
		"From: Voluntech <noreply@voluntech.test>",
		"To: Jane Doe <Jane.Doe@Example.com>",
		"Subject: " + mime.QEncoding.Encode("utf-8", subjectA),
		"Date: Tue, 02 Jan 2024 15:04:05 +0100",
		"MIME-Version: 1.0",
		`Content-Type: multipart/alternative; boundary="b1"`,
		"",
		"--b1",
		"Content-Type: text/plain; charset=utf-8",
		"Content-Transfer-Encoding: 8bit",
		"",
		"Hallo Jane, bitte bestätigen: " + verifyLink,
		"--b1",
		"Content-Type: text/html; charset=utf-8",
		"Content-Transfer-Encoding: quoted-printable",
		"",
		qp.String(),
		"--b1--",
		"",
	}, "\r\n")
}

const resetLink = "https://app.example.test/reset-password?token=xyz&lang=de"

func singlePartBase64HTML() string {
	htmlBody := `<p>Passwort zurücksetzen: <a href="` + html.EscapeString(resetLink) + `">hier</a></p>`
	enc := base64.StdEncoding.EncodeToString([]byte(htmlBody))
	var wrapped strings.Builder
	for len(enc) > 60 {
		wrapped.WriteString(enc[:60] + "\r\n")
		enc = enc[60:]
	}
	wrapped.WriteString(enc)
	return strings.Join([]string{
		"From: noreply@voluntech.test",
		"To: bob@example.com, carol@example.com",
		"Subject: " + mime.BEncoding.Encode("utf-8", "Passwort zurücksetzen"),
		"MIME-Version: 1.0",
		"Content-Type: text/html; charset=utf-8",
		"Content-Transfer-Encoding: base64",
		"",
		wrapped.String(),
		"",
	}, "\r\n")
}

func send(t *testing.T, s sink, auth smtp.Auth, to []string, msg string) {
	t.Helper()
	if err := smtp.SendMail(s.smtpAddr, auth, "noreply@voluntech.test", to, []byte(msg)); err != nil {
		t.Fatalf("SendMail: %v", err)
	}
}

func TestSinkAPI(t *testing.T) {
	s := startSink(t)
	send(t, s, nil, []string{"jane.doe@example.com"}, multipartAlternative(t))
	send(t, s, nil, []string{"bob@example.com", "carol@example.com"}, singlePartBase64HTML())

	all := s.messages(t, nil)
	if len(all) != 2 {
		t.Fatalf("got %d messages, want 2", len(all))
	}
	b, a := all[0], all[1] // newest first
	if a.ID != "1" || b.ID != "2" {
		t.Errorf("ids = %q, %q; want newest first 2, 1", b.ID, a.ID)
	}

	if a.Subject != subjectA {
		t.Errorf("subject = %q, want %q", a.Subject, subjectA)
	}
	if a.From != "Voluntech <noreply@voluntech.test>" {
		t.Errorf("from = %q", a.From)
	}
	if len(a.To) != 1 || a.To[0] != "jane.doe@example.com" {
		t.Errorf("to = %q", a.To)
	}
	if a.Date != "2024-01-02T15:04:05+01:00" {
		t.Errorf("date = %q", a.Date)
	}
	if want := `href="` + html.EscapeString(verifyLink) + `"`; !strings.Contains(a.HTML, want) {
		t.Errorf("html lacks %s:\n%s", want, a.HTML)
	}
	if !strings.Contains(a.Text, "bitte bestätigen: "+verifyLink) {
		t.Errorf("text = %q", a.Text)
	}

	if b.Subject != "Passwort zurücksetzen" {
		t.Errorf("subject = %q", b.Subject)
	}
	if strings.Join(b.To, ",") != "bob@example.com,carol@example.com" {
		t.Errorf("to = %q", b.To)
	}
	if want := `href="` + html.EscapeString(resetLink) + `"`; !strings.Contains(b.HTML, want) {
		t.Errorf("html lacks %s:\n%s", want, b.HTML)
	}
	if b.Text != "" {
		t.Errorf("single-part HTML should have no text, got %q", b.Text)
	}
	if _, err := time.Parse(time.RFC3339, b.Date); err != nil {
		t.Errorf("date without header should fall back to receipt time: %v", err)
	}

	for _, tc := range []struct {
		query url.Values
		want  []string
	}{
		{url.Values{"to": {"JANE.DOE@example.com"}}, []string{"1"}},
		{url.Values{"to": {"carol@example.com"}}, []string{"2"}},
		{url.Values{"to": {"doe@example.com"}}, nil}, // exact, not substring
		{url.Values{"subject": {"zurück"}}, []string{"2"}},
		{url.Values{"subject": {"BESTÄTIGEN"}}, []string{"1"}},
		{url.Values{"to": {"bob@example.com"}, "subject": {"bestätigen"}}, nil},
	} {
		var got []string
		for _, m := range s.messages(t, tc.query) {
			got = append(got, m.ID)
		}
		if strings.Join(got, ",") != strings.Join(tc.want, ",") {
			t.Errorf("filter %v: got ids %v, want %v", tc.query, got, tc.want)
		}
	}

	var one apiMessage
	s.get(t, "/api/messages/1", http.StatusOK, &one)
	if one.Subject != subjectA || one.HTML != a.HTML {
		t.Errorf("GET by id = %+v", one)
	}
	raw := s.get(t, "/api/messages/1/raw", http.StatusOK, nil)
	if !strings.Contains(raw, "Content-Transfer-Encoding: quoted-printable") {
		t.Errorf("raw message missing original encoding:\n%s", raw)
	}

	var notFound map[string]string
	s.get(t, "/api/messages/999", http.StatusNotFound, &notFound)
	if notFound["error"] != "not found" {
		t.Errorf("404 body = %v", notFound)
	}
	s.get(t, "/api/messages/999/raw", http.StatusNotFound, &notFound)

	if body := s.get(t, "/healthz", http.StatusOK, nil); body != "ok" {
		t.Errorf("healthz = %q", body)
	}

	req, _ := http.NewRequest(http.MethodDelete, s.baseURL+"/api/messages", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent {
		t.Errorf("DELETE status = %d", resp.StatusCode)
	}
	if body := s.get(t, "/api/messages", http.StatusOK, nil); strings.TrimSpace(body) != "[]" {
		t.Errorf("after DELETE: %s", body)
	}
	s.get(t, "/api/messages/1", http.StatusNotFound, nil)
}

func TestAuthPlainAccepted(t *testing.T) {
	s := startSink(t)
	host, _, _ := net.SplitHostPort(s.smtpAddr)
	auth := smtp.PlainAuth("", "any-user", "any-password", host)
	send(t, s, auth, []string{"auth@example.com"}, "From: a@example.com\r\nTo: auth@example.com\r\nSubject: with auth\r\n\r\nhello\r\n")

	msgs := s.messages(t, url.Values{"to": {"auth@example.com"}})
	if len(msgs) != 1 || msgs[0].Subject != "with auth" || strings.TrimSpace(msgs[0].Text) != "hello" {
		t.Fatalf("got %+v", msgs)
	}
}

func TestInboxPages(t *testing.T) {
	s := startSink(t)
	send(t, s, nil, []string{"jane.doe@example.com"}, multipartAlternative(t))

	inbox := s.get(t, "/", http.StatusOK, nil)
	if !strings.Contains(inbox, `href="/messages/1"`) || !strings.Contains(inbox, "jane.doe@example.com") {
		t.Errorf("inbox page:\n%s", inbox)
	}

	page := s.get(t, "/messages/1", http.StatusOK, nil)
	if !strings.Contains(page, `sandbox="allow-top-navigation-by-user-activation allow-popups"`) {
		t.Errorf("missing sandboxed iframe:\n%s", page)
	}
	// The link must survive a round trip through the attribute: escaped
	// once for the HTML body (&amp;) and once more for srcdoc (&amp;amp;).
	if want := html.EscapeString(html.EscapeString(verifyLink)); !strings.Contains(page, want) {
		t.Errorf("srcdoc lacks doubly escaped link %s", want)
	}
	if strings.Contains(page, `<a href="`+html.EscapeString(verifyLink)) {
		t.Error("mail HTML leaked unescaped into the page")
	}
	if !strings.Contains(page, "&lt;base target=&#34;_top&#34;&gt;") {
		t.Error("srcdoc should make links target the top window")
	}
	s.get(t, "/messages/42", http.StatusNotFound, nil)
}

func TestParseNestedMultipart(t *testing.T) {
	raw := strings.Join([]string{
		"From: =?iso-8859-1?q?J=F6rg?= <jorg@example.com>",
		"To: x@example.com",
		"Cc: Y@Example.com",
		"Subject: nested",
		`Content-Type: multipart/mixed; boundary="outer"`,
		"",
		"--outer",
		`Content-Type: multipart/alternative; boundary="inner"`,
		"",
		"--inner",
		"Content-Type: text/plain; charset=iso-8859-1",
		"Content-Transfer-Encoding: quoted-printable",
		"",
		"Gr=FC=DFe",
		"--inner",
		"Content-Type: text/html; charset=utf-8",
		"Content-Transfer-Encoding: 7bit",
		"",
		"<p>hi</p>",
		"--inner--",
		"--outer",
		"Content-Type: text/plain",
		"Content-Disposition: attachment; filename=notes.txt",
		"",
		"not the body",
		"--outer--",
		"",
	}, "\r\n")
	m := parseMessage([]byte(raw), "env@example.com", []string{"x@example.com", "Hidden@Example.com"}, time.Now())
	if m.From != "Jörg <jorg@example.com>" {
		t.Errorf("from = %q", m.From)
	}
	if got := fmt.Sprint(m.To); got != "[x@example.com y@example.com hidden@example.com]" {
		t.Errorf("to = %s", got)
	}
	if m.Text != "Grüße" || m.HTML != "<p>hi</p>" {
		t.Errorf("text = %q, html = %q", m.Text, m.HTML)
	}
}

func TestStoreCap(t *testing.T) {
	st := NewStore(3)
	for i := 0; i < 5; i++ {
		st.Add(&Message{})
	}
	var ids []string
	for _, m := range st.List(Filter{}) {
		ids = append(ids, m.ID)
	}
	if strings.Join(ids, ",") != "5,4,3" {
		t.Errorf("ids = %v", ids)
	}
}

// A rejected recipient is refused with 550 until it is accepted again.
func TestRejections(t *testing.T) {
	s := startSink(t)
	do := func(method, path, body string, want int) {
		t.Helper()
		req, _ := http.NewRequest(method, s.baseURL+path, strings.NewReader(body))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != want {
			t.Fatalf("%s %s: %d, want %d", method, path, resp.StatusCode, want)
		}
	}
	do(http.MethodPost, "/api/rejections", `{}`, http.StatusBadRequest)
	do(http.MethodPost, "/api/rejections", `{"address":"Gone@Example.com"}`, http.StatusNoContent)
	err := smtp.SendMail(s.smtpAddr, nil, "noreply@voluntech.test", []string{"gone@example.com"}, []byte(singlePartBase64HTML()))
	if err == nil || !strings.HasPrefix(err.Error(), "550") {
		t.Fatalf("SendMail to a rejected recipient: %v, want a 550", err)
	}
	send(t, s, nil, []string{"other@example.com"}, singlePartBase64HTML())
	do(http.MethodDelete, "/api/rejections/gone@example.com", "", http.StatusNoContent)
	send(t, s, nil, []string{"gone@example.com"}, singlePartBase64HTML())
	if msgs := s.messages(t, url.Values{"to": {"gone@example.com"}}); len(msgs) != 1 {
		t.Errorf("messages to the accepted address = %d, want 1", len(msgs))
	}
}
