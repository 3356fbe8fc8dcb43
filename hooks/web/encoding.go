package web

import (
	"bytes"
	"compress/gzip"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Precompressed variants the build writes beside each file of the app
// (file.js.br, file.js.gz), in the server's order of preference: brotli is
// about a fifth smaller than gzip on scripts and styles.
var encodings = []struct{ coding, ext string }{
	{"br", ".br"},
	{"gzip", ".gz"},
}

// acceptedQ returns the weight the Accept-Encoding header gives coding:
// 0 when the client refuses it or does not name it (nor "*").
func acceptedQ(header, coding string) float64 {
	star := -1.0
	for _, part := range strings.Split(header, ",") {
		name, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		for _, p := range strings.Split(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(p), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 {
					f = 0
				}
				q = f
			}
		}
		switch name = strings.TrimSpace(name); {
		case strings.EqualFold(name, coding):
			return q
		case name == "*":
			star = q
		}
	}
	if star > 0 {
		return star
	}
	return 0
}

// negotiate picks, among the codings the server has (in its order of
// preference), the one the client weighs highest; "" for none.
func negotiate(header string, have []string) string {
	best, bestQ := "", 0.0
	for _, c := range have {
		if q := acceptedQ(header, c); q > bestQ {
			best, bestQ = c, q
		}
	}
	return best
}

// servePrecompressed answers with the precompressed variant of the file
// name that the client accepts, and reports whether it did. The headers a
// caller set (cache, Vary) stay; the type is the original file's.
func servePrecompressed(e *core.RequestEvent, fsys fs.FS, name string) (bool, error) {
	ctype := mime.TypeByExtension(path.Ext(name))
	if ctype == "" {
		// http.ServeContent would sniff the compressed bytes.
		return false, nil
	}
	var have []string
	for _, enc := range encodings {
		if fi, err := fs.Stat(fsys, name+enc.ext); err == nil && !fi.IsDir() {
			have = append(have, enc.coding)
		}
	}
	coding := negotiate(e.Request.Header.Get("Accept-Encoding"), have)
	if coding == "" {
		return false, nil
	}
	ext := ".gz"
	if coding == "br" {
		ext = ".br"
	}
	f, err := fsys.Open(name + ext)
	if err != nil {
		return false, nil
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return false, nil
	}
	rs, ok := f.(io.ReadSeeker)
	if !ok {
		return false, nil
	}
	h := e.Response.Header()
	h.Set("Content-Type", ctype)
	h.Set("Content-Encoding", coding)
	// A range applies to the encoded bytes (RFC 9110 §14.1.1), which is
	// what http.ServeContent counts.
	http.ServeContent(e.Response, e.Request, path.Base(name), fi.ModTime(), rs)
	return true, nil
}

// minGzipLength is the size below which compressing an answer costs more
// than it saves (a gzip header and trailer are 18 bytes, and a packet
// carries about 1.4 KB anyway).
const minGzipLength = 1024

// blobCompressed writes body as a 200 of type ctype, gzipped when the
// client accepts gzip and body is long enough to gain from it. For answers
// made per request (index.html with a page's own tags), which have no
// precompressed variant.
func blobCompressed(e *core.RequestEvent, ctype string, body []byte) error {
	if len(body) < minGzipLength || acceptedQ(e.Request.Header.Get("Accept-Encoding"), "gzip") == 0 {
		return e.Blob(http.StatusOK, ctype, body)
	}
	var buf bytes.Buffer
	zw := gzip.NewWriter(&buf)
	if _, err := zw.Write(body); err != nil {
		return e.Blob(http.StatusOK, ctype, body)
	}
	if err := zw.Close(); err != nil {
		return e.Blob(http.StatusOK, ctype, body)
	}
	e.Response.Header().Set("Content-Encoding", "gzip")
	return e.Blob(http.StatusOK, ctype, buf.Bytes())
}
