package formx

import "github.com/pocketbase/pocketbase/core"

// Failed logs a failure the client did not cause as logMsg, with err and
// the context in attrs, and answers 500 with msg ("" for PocketBase's
// default text): never the internal error.
func Failed(e *core.RequestEvent, msg, logMsg string, err error, attrs ...any) error {
	e.App.Logger().Error(logMsg, append(attrs, "error", err)...)
	return e.InternalServerError(msg, nil)
}
