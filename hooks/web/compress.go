package web

import (
	"net/http"
	"strings"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// CompressAPIMiddlewareId is the id of the middleware CompressAPI binds.
const CompressAPIMiddlewareId = "voluntechCompressAPI"

// CompressAPI gzips the API's answers of minGzipLength bytes and more for
// clients that accept gzip: JSON lists and profiles shrink to a fifth.
//
// PocketBase's gzip middleware does the compressing, on the API paths whose
// answers are made per request, except:
//   - /api/realtime: server-sent events must reach the client as each is
//     sent; a compressor holds bytes back until it has a block.
//   - /api/files/ and /api/backups/: images, PDFs and zip archives are
//     compressed already, and a range request there counts the file's own
//     bytes.
//   - /api/metrics: Prometheus's handler gzips its own answer when asked;
//     compressing it again sent gzip inside gzip under one
//     Content-Encoding, which no scraper can read. A handler that sets
//     Content-Encoding itself belongs on this list.
//
// The app's own files (everything outside /api/) come precompressed from
// ServeUI. The middleware's own check of Accept-Encoding is a substring
// match, so "gzip;q=0" (gzip refused) is checked here first.
func CompressAPI(app core.App) {
	gz := apis.GzipWithConfig(apis.GzipConfig{MinLength: minGzipLength})
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Router.Bind(&hook.Handler[*core.RequestEvent]{
			Id: CompressAPIMiddlewareId,
			Func: func(e *core.RequestEvent) error {
				if !compressibleAPI(e.Request) {
					return e.Next()
				}
				if acceptedQ(e.Request.Header.Get("Accept-Encoding"), "gzip") == 0 {
					// The answer depends on the header even when plain.
					e.Response.Header().Add("Vary", "Accept-Encoding")
					return e.Next()
				}
				return gz.Func(e)
			},
		})
		return se.Next()
	})
}

func compressibleAPI(r *http.Request) bool {
	p := r.URL.Path
	if !strings.HasPrefix(p, "/api/") || r.Header.Get("Range") != "" {
		return false
	}
	for _, skip := range []string{"/api/realtime", "/api/files/", "/api/backups", "/api/metrics"} {
		if p == skip || strings.HasPrefix(p, skip) {
			return false
		}
	}
	return true
}
