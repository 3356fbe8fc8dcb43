package main

import (
	"encoding/json"
	"log"
	"net/http"
	"regexp"
	"time"
)

// apiMessage is the JSON shape shared with e2e/fixtures/mailsink.ts.
type apiMessage struct {
	ID      string   `json:"id"`
	From    string   `json:"from"`
	To      []string `json:"to"`
	Subject string   `json:"subject"`
	Date    string   `json:"date"`
	Text    string   `json:"text"`
	HTML    string   `json:"html"`
}

func toAPI(m *Message) apiMessage {
	to := m.To
	if to == nil {
		to = []string{}
	}
	return apiMessage{
		ID:      m.ID,
		From:    m.From,
		To:      to,
		Subject: m.Subject,
		Date:    m.Date.Format(time.RFC3339),
		Text:    m.Text,
		HTML:    m.HTML,
	}
}

func newHandler(store *Store) http.Handler {
	mux := http.NewServeMux()

	mux.HandleFunc("GET /api/messages", func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		msgs := store.List(Filter{To: q.Get("to"), Subject: q.Get("subject")})
		out := make([]apiMessage, len(msgs))
		for i, m := range msgs {
			out[i] = toAPI(m)
		}
		writeJSON(w, http.StatusOK, out)
	})
	mux.HandleFunc("GET /api/messages/{id}", func(w http.ResponseWriter, r *http.Request) {
		m, ok := store.Get(r.PathValue("id"))
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
			return
		}
		writeJSON(w, http.StatusOK, toAPI(m))
	})
	mux.HandleFunc("GET /api/messages/{id}/raw", func(w http.ResponseWriter, r *http.Request) {
		m, ok := store.Get(r.PathValue("id"))
		if !ok {
			writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
			return
		}
		// text/plain rather than message/rfc822 so browsers display it.
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Write(m.Raw)
	})
	mux.HandleFunc("DELETE /api/messages", func(w http.ResponseWriter, r *http.Request) {
		store.Clear()
		w.WriteHeader(http.StatusNoContent)
	})
	// POST {"address"} makes the SMTP side refuse that recipient with 550;
	// DELETE accepts it again.
	mux.HandleFunc("POST /api/rejections", func(w http.ResponseWriter, r *http.Request) {
		var body struct {
			Address string `json:"address"`
		}
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 4096)).Decode(&body); err != nil || body.Address == "" {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "address required"})
			return
		}
		store.Rejected.Add(body.Address)
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("DELETE /api/rejections/{address}", func(w http.ResponseWriter, r *http.Request) {
		store.Rejected.Remove(r.PathValue("address"))
		w.WriteHeader(http.StatusNoContent)
	})
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Write([]byte("ok"))
	})

	mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
		renderPage(w, http.StatusOK, "inbox", store.List(Filter{}))
	})
	mux.HandleFunc("GET /messages/{id}", func(w http.ResponseWriter, r *http.Request) {
		m, ok := store.Get(r.PathValue("id"))
		if !ok {
			renderPage(w, http.StatusNotFound, "notfound", nil)
			return
		}
		renderPage(w, http.StatusOK, "message", messageView{Message: m, SrcDoc: linksTargetTop(m.HTML)})
	})
	return mux
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	if err := json.NewEncoder(w).Encode(v); err != nil {
		log.Printf("writing response: %v", err)
	}
}

type messageView struct {
	*Message
	// SrcDoc is a plain string on purpose: html/template then escapes it
	// as an attribute value, which is exactly what srcdoc needs.
	SrcDoc string
}

func renderPage(w http.ResponseWriter, status int, name string, data any) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if err := pages.ExecuteTemplate(w, name, data); err != nil {
		log.Printf("rendering %s: %v", name, err)
	}
}

var (
	headOpen = regexp.MustCompile(`(?i)<head(\s[^>]*)?>`)
	htmlOpen = regexp.MustCompile(`(?i)<html(\s[^>]*)?>`)
)

// linksTargetTop makes links in the previewed mail open in the top window.
// Inside the sandboxed iframe they would otherwise load the app without
// scripts; a top-level navigation is allowed on click and is not sandboxed.
// The <base> goes after <head>/<html> when present so a leading doctype
// still applies.
func linksTargetTop(html string) string {
	if html == "" {
		return ""
	}
	const base = `<base target="_top">`
	for _, re := range []*regexp.Regexp{headOpen, htmlOpen} {
		if loc := re.FindStringIndex(html); loc != nil {
			return html[:loc[1]] + base + html[loc[1]:]
		}
	}
	return base + html
}
