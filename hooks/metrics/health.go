package metrics

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/replica"
)

// MsgDatabaseDown is /api/health's message when the database does not answer.
const MsgDatabaseDown = "The database is not answering."

// healthPattern is PocketBase's health route.
const healthPattern = "GET /api/health"

// health adds two checks to PocketBase's own /api/health answer, keeping
// its shape ({message, code, data}) and its data keys:
//
//	data.database: true when the main database answers a query;
//	data.replica:  {enabled, current, lag_seconds}.
//
// A database that does not answer turns the answer into a 503 (a load
// balancer then stops sending traffic); a lagging replica does not, since
// the server still serves correctly, but says current: false.
func health(e *core.RequestEvent) error {
	if e.Request.Pattern != healthPattern {
		return e.Next()
	}
	orig := e.Response
	buf := &bufferedWriter{header: http.Header{}}
	e.Response = buf
	err := e.Next()
	e.Response = orig
	if err != nil {
		return err
	}

	var resp struct {
		Message string         `json:"message"`
		Code    int            `json:"code"`
		Data    map[string]any `json:"data"`
	}
	if buf.status != http.StatusOK || json.Unmarshal(buf.body.Bytes(), &resp) != nil {
		// Not the answer this wraps: pass it on untouched.
		for k, v := range buf.header {
			orig.Header()[k] = v
		}
		orig.WriteHeader(max(buf.status, http.StatusOK))
		_, werr := orig.Write(buf.body.Bytes())
		return werr
	}
	if resp.Data == nil {
		resp.Data = map[string]any{}
	}
	up := databaseAnswers(e.App)
	st := replica.Of(e.App).Status()
	resp.Data["database"] = up
	resp.Data["replica"] = map[string]any{
		"enabled":     st.Enabled,
		"current":     !st.Enabled || st.Current,
		"lag_seconds": st.LagSeconds,
	}
	if !up {
		resp.Code = http.StatusServiceUnavailable
		resp.Message = MsgDatabaseDown
	}
	return e.JSON(resp.Code, resp)
}

// databaseAnswers runs the cheapest query on the main database.
func databaseAnswers(app core.App) bool {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var one int
	return app.DB().NewQuery("SELECT 1").WithContext(ctx).Row(&one) == nil && one == 1
}

// bufferedWriter keeps PocketBase's answer so health can extend it.
type bufferedWriter struct {
	header http.Header
	status int
	body   bytes.Buffer
}

func (w *bufferedWriter) Header() http.Header { return w.header }

func (w *bufferedWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
}

func (w *bufferedWriter) Write(p []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.body.Write(p)
}
