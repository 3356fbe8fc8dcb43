package security

import (
	"errors"
	"net/http"
	"syscall"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Messages of the answers this middleware rewrites.
const (
	MsgTooManyRequests = "Too many attempts. Please wait a minute and try again."
	MsgUnavailable     = "The server cannot save this right now. Please try again in a few minutes."
	MsgServerFault     = "Something went wrong on our side. Please try again later."
)

// faults runs inside PocketBase's activity logger and panic recovery, around
// every route, and corrects two habits of the router:
//   - an error that is not an ApiError becomes a 400 there, and PocketBase's
//     records API wraps a failed save in "Failed to create record." (400),
//     so a full disk looked like the client's mistake. A database or disk
//     fault answers 503 (retrying later can help) and a corrupt database 500;
//     every other 4xx stays as it was, so nothing a client sends turns 5xx.
//   - the rate limiter's 429 says "Too Many Requests."; ours says what to do.
func faults() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id:       "voluntechFaults",
		Priority: apis.DefaultPanicRecoverMiddlewarePriority + 5,
		Func: func(e *core.RequestEvent) error {
			err := e.Next()
			if err == nil {
				return nil
			}
			var apiErr *router.ApiError
			isAPI := errors.As(err, &apiErr)
			if isAPI && apiErr.Status == http.StatusTooManyRequests {
				return router.NewTooManyRequestsError(MsgTooManyRequests, apiErr.RawData())
			}
			cause := err
			if isAPI {
				if apiErr.Status >= 500 {
					return err
				}
				raw, _ := apiErr.RawData().(error)
				if raw == nil {
					return err
				}
				cause = raw
			}
			switch serverFault(cause) {
			case http.StatusServiceUnavailable:
				e.App.Logger().Error("server fault answered 503", "path", e.Request.URL.Path, "error", cause)
				return router.NewApiError(http.StatusServiceUnavailable, MsgUnavailable, nil)
			case http.StatusInternalServerError:
				e.App.Logger().Error("server fault answered 500", "path", e.Request.URL.Path, "error", cause)
				return router.NewInternalServerError(MsgServerFault, nil)
			}
			return err
		},
	}
}

// sqliteError is the error type of the SQLite driver (modernc.org/sqlite),
// matched by behaviour so this package needs no driver import.
type sqliteError interface {
	error
	Code() int
}

// SQLite primary result codes (https://sqlite.org/rescode.html).
const (
	sqliteBusy     = 5
	sqliteLocked   = 6
	sqliteNoMem    = 7
	sqliteReadOnly = 8
	sqliteIOErr    = 10
	sqliteCorrupt  = 11
	sqliteFull     = 13
	sqliteCantOpen = 14
	sqliteNotADB   = 26
)

// serverFault classifies err: 503 for a fault that may pass (full or
// read-only disk, busy database), 500 for one that will not (corruption),
// 0 when err is not the server's fault.
func serverFault(err error) int {
	var se sqliteError
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqliteBusy, sqliteLocked, sqliteNoMem, sqliteReadOnly, sqliteIOErr, sqliteFull, sqliteCantOpen:
			return http.StatusServiceUnavailable
		case sqliteCorrupt, sqliteNotADB:
			return http.StatusInternalServerError
		}
		return 0
	}
	for _, errno := range []syscall.Errno{syscall.ENOSPC, syscall.EROFS, syscall.EDQUOT, syscall.EIO} {
		if errors.Is(err, errno) {
			return http.StatusServiceUnavailable
		}
	}
	return 0
}
