package security

import (
	"errors"
	"net/http"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"voluntech/hooks/formx"
)

// Messages of the answers this middleware rewrites; the fault answers are
// formx's, so a custom route and the records API say the same.
const (
	MsgTooManyRequests = "Too many attempts. Please wait a minute and try again."
	MsgUnavailable     = formx.MsgUnavailable
	MsgServerFault     = formx.MsgServerFault
)

// faults runs inside PocketBase's activity logger and panic recovery, around
// every route, and corrects two habits of the router:
//   - an error that is not an ApiError becomes a 400 there, and PocketBase's
//     records API wraps a failed save in "Failed to create record." (400),
//     so a full disk looked like the client's mistake. A database or disk
//     fault (formx.FaultStatus) is answered by formx.Failed, as a custom
//     route answers it: 503 when retrying later can help, 500 for a corrupt
//     database; every other 4xx stays as it was, so nothing a client sends
//     turns 5xx.
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
					return err // a route's own answer to a fault (formx.Failed)
				}
				raw, _ := apiErr.RawData().(error)
				if raw == nil {
					return err
				}
				cause = raw
			}
			if formx.FaultStatus(cause) != 0 {
				return formx.Failed(e, MsgServerFault, "server fault", cause)
			}
			return err
		},
	}
}
