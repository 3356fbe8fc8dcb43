package security

import (
	"io"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// MaxGuestBody caps what a request without a signed-in user may send. A
// guest sends small JSON (sign-up, login, password reset); PocketBase's own
// cap on the records API is 32 MB, and ten such bodies at once took the
// server from 91 to 930 MB.
const MaxGuestBody int64 = 1 << 20

// guestBodyLimit runs after the auth token is loaded and before PocketBase's
// own body limit, which then wraps this reader with its larger one.
func guestBodyLimit() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "voluntechGuestBodyLimit",
		Priority: apis.DefaultBodyLimitMiddlewarePriority - 5,
		Func: func(e *core.RequestEvent) error {
			if e.Auth != nil || e.Request.Body == nil || e.Request.Body == http.NoBody {
				return e.Next()
			}
			if e.Request.ContentLength > MaxGuestBody {
				return apis.ErrRequestEntityTooLarge
			}
			e.Request.Body = &cappedReader{ReadCloser: e.Request.Body, limit: MaxGuestBody, left: MaxGuestBody}
			return e.Next()
		},
	}
}

// cappedReader fails with 413 once more than its limit was read (a chunked
// body has no Content-Length to check up front).
type cappedReader struct {
	io.ReadCloser
	limit, left int64
}

func (r *cappedReader) Read(b []byte) (int, error) {
	n, err := r.ReadCloser.Read(b)
	r.left -= int64(n)
	if r.left < 0 {
		return n, apis.ErrRequestEntityTooLarge
	}
	return n, err
}

// Reread lets PocketBase read the body twice (it binds it once for the
// request info and once for the handler).
func (r *cappedReader) Reread() {
	r.left = r.limit
	if rr, ok := r.ReadCloser.(router.Rereader); ok {
		rr.Reread()
	}
}
