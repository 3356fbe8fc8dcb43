package formx

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Form is the text part of a multipart body.
type Form map[string][]string

// ReadMultipart parses a multipart/form-data body.
func ReadMultipart(e *core.RequestEvent) (Form, error) {
	if err := e.Request.ParseMultipartForm(router.DefaultMaxMemory); err != nil {
		return nil, err
	}
	return Form(e.Request.MultipartForm.Value), nil
}

// One is the first value of key, trimmed ("" when absent).
func (f Form) One(key string) string {
	if v := f[key]; len(v) > 0 {
		return strings.TrimSpace(v[0])
	}
	return ""
}

// Sent reports whether the form holds key at all.
func (f Form) Sent(key string) bool {
	_, ok := f[key]
	return ok
}

// UniqueValues trims, drops blanks and duplicates (without case when
// foldCase), keeping the first spelling and the order.
func UniqueValues(in []string, foldCase bool) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, v := range in {
		v = strings.TrimSpace(v)
		key := v
		if foldCase {
			key = strings.ToLower(v)
		}
		if v == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, v)
	}
	return out
}
