package formx

import (
	"errors"
	"net/http"
	"syscall"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Messages of the answers to a server fault.
const (
	// MsgUnavailable answers a fault that may pass (a full or read-only
	// disk, a busy database): every route and the records API say the
	// same, with 503, so a client knows retrying later can help.
	MsgUnavailable = "The server cannot save this right now. Please try again in a few minutes."
	// MsgServerFault answers a fault of the server that will not pass by
	// itself (a corrupt database) where no route's own message applies.
	MsgServerFault = "Something went wrong on our side. Please try again later."
)

// Failed is the one answer to a failure the client did not cause: it logs
// logMsg with err, the request (method, path, signed-in user) and the
// context in attrs, and answers a safe message, never the internal error:
// 503 MsgUnavailable when the cause is a disk or database fault that may
// pass (FaultStatus), else 500 with msg ("" for PocketBase's default text).
func Failed(e *core.RequestEvent, msg, logMsg string, err error, attrs ...any) error {
	ctx := []any{"method", e.Request.Method, "path", e.Request.URL.Path}
	if e.Auth != nil {
		ctx = append(ctx, "user", e.Auth.Id)
	}
	return Fault(e.App, msg, logMsg, err, append(ctx, attrs...)...)
}

// Fault is Failed for a hook that has no request (a cascade's delete, a
// job): it logs through app and returns the same answer, which the request
// behind the hook, if any, gives.
func Fault(app core.App, msg, logMsg string, err error, attrs ...any) error {
	status := FaultStatus(err)
	app.Logger().Error(logMsg, append(attrs, "error", err, "status", statusOrDefault(status))...)
	if status == http.StatusServiceUnavailable {
		return router.NewApiError(http.StatusServiceUnavailable, MsgUnavailable, nil)
	}
	return router.NewInternalServerError(msg, nil)
}

func statusOrDefault(status int) int {
	if status == 0 {
		return http.StatusInternalServerError
	}
	return status
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

// IsBusy says whether err is SQLite's busy or locked answer (extended codes
// included: 517, a stale snapshot, which busy_timeout cannot wait out): the
// same write tried again a moment later may succeed.
func IsBusy(err error) bool {
	var se sqliteError
	if !errors.As(err, &se) {
		return false
	}
	code := se.Code() & 0xff
	return code == sqliteBusy || code == sqliteLocked
}

// FaultStatus classifies err by its type and code, never its text: 503 for
// a fault that may pass (full or read-only disk, busy database), 500 for
// one that will not (corruption), 0 when err is not a server fault of the
// disk or database.
func FaultStatus(err error) int {
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
