package web

import (
	"bytes"
	"html"
	"io/fs"
	"regexp"
	"strings"

	"github.com/pocketbase/pocketbase/core"
)

// Meta is what a search engine or a link preview reads from a page: the
// title, a description, the page's address and an image.
type Meta struct {
	Title       string
	Description string
	// Type is the Open Graph type ("profile").
	Type string
	// Path is the page's path (from "/"); Image the image's path or URL,
	// "" for none.
	Path, Image string
}

// MetaFunc returns the metadata of the client route path (without the
// leading slash), nil when it has none of its own.
type MetaFunc func(app core.App, path string) *Meta

// Option configures ServeUI.
type Option func(*options)

type options struct {
	appURL string
	meta   MetaFunc
}

// WithMeta puts the metadata fn gives into the index.html served for a
// client route; appURL (no trailing slash) makes the addresses absolute.
func WithMeta(appURL string, fn MetaFunc) Option {
	return func(o *options) {
		o.appURL = strings.TrimRight(appURL, "/")
		o.meta = fn
	}
}

var (
	titleTag       = regexp.MustCompile(`(?is)<title>.*?</title>`)
	descriptionTag = regexp.MustCompile(`(?is)<meta\s+name="description"[^>]*>`)
	headEnd        = regexp.MustCompile(`(?i)</head>`)
)

// serveWithMeta answers a client route with index.html carrying m's tags.
func serveWithMeta(e *core.RequestEvent, fsys fs.FS, o *options, m *Meta) error {
	page, err := fs.ReadFile(fsys, "index.html")
	if err != nil {
		return e.NotFoundError("The requested resource wasn't found.", nil)
	}
	abs := func(p string) string {
		if strings.HasPrefix(p, "http://") || strings.HasPrefix(p, "https://") {
			return p
		}
		return o.appURL + p
	}
	attr := html.EscapeString
	var tags strings.Builder
	tags.WriteString(`<meta name="description" content="` + attr(m.Description) + `" />`)
	for _, p := range [][2]string{
		{"og:title", m.Title}, {"og:description", m.Description}, {"og:type", m.Type}, {"og:url", abs(m.Path)},
	} {
		tags.WriteString(`<meta property="` + p[0] + `" content="` + attr(p[1]) + `" />`)
	}
	if m.Image != "" {
		tags.WriteString(`<meta property="og:image" content="` + attr(abs(m.Image)) + `" />`)
	}
	tags.WriteString(`<link rel="canonical" href="` + attr(abs(m.Path)) + `" />`)

	title := []byte("<title>" + html.EscapeString(m.Title) + "</title>")
	page = descriptionTag.ReplaceAllLiteral(page, nil)
	if titleTag.Match(page) {
		page = titleTag.ReplaceAllLiteral(page, title)
	} else {
		tags.Write(title)
	}
	if loc := headEnd.FindIndex(page); loc != nil {
		page = bytes.Join([][]byte{page[:loc[0]], []byte(tags.String()), page[loc[0]:]}, nil)
	} else {
		page = append([]byte(tags.String()), page...)
	}
	e.Response.Header().Set("Content-Type", "text/html; charset=utf-8")
	return blobCompressed(e, "text/html; charset=utf-8", page)
}
