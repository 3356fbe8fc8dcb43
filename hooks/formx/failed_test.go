package formx_test

import (
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"syscall"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"

	"voluntech/hooks/formx"
	"voluntech/hooks/testutil"
)

type fakeSQLiteError int

func (e fakeSQLiteError) Error() string { return fmt.Sprintf("sqlite error %d", int(e)) }
func (e fakeSQLiteError) Code() int     { return int(e) }

// Failed classifies the cause by its type, however deeply it is wrapped,
// and never answers with the cause's text.
func TestFailedClassifiesTheCause(t *testing.T) {
	app := testutil.NewApp(t)
	defer app.Cleanup()
	e := &core.RequestEvent{App: app}
	e.Request = httptest.NewRequest(http.MethodPost, "/api/company/onboarding/background", nil)
	cases := []struct {
		name, msg string
		err       error
		status    int
		message   string
	}{
		{"full disk in a file write", "Your changes could not be saved.", fmt.Errorf("saving: %w", &os.PathError{Op: "write", Path: "x", Err: syscall.ENOSPC}),
			503, formx.MsgUnavailable},
		{"SQLITE_FULL wrapped", "x", fmt.Errorf("tx: %w", fakeSQLiteError(13)), 503, formx.MsgUnavailable},
		{"SQLITE_IOERR extended code", "x", fakeSQLiteError(10 | 3<<8), 503, formx.MsgUnavailable},
		{"a corrupt database keeps the route's message", "Your changes could not be saved.", fakeSQLiteError(11), 500, "Your changes could not be saved."},
		{"any other fault", "Your changes could not be saved.", errors.New("the secret table is missing"), 500, "Your changes could not be saved."},
		{"PocketBase's default text", "", errors.New("boom"), 500, "Something went wrong while processing your request."},
	}
	for _, c := range cases {
		err := formx.Failed(e, c.msg, "test failure", c.err)
		var apiErr *router.ApiError
		if !errors.As(err, &apiErr) {
			t.Fatalf("%s: %T is no ApiError", c.name, err)
		}
		if apiErr.Status != c.status || apiErr.Message != c.message {
			t.Errorf("%s: %d %q, want %d %q", c.name, apiErr.Status, apiErr.Message, c.status, c.message)
		}
	}
}

func TestIsBusy(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want bool
	}{
		{fakeSQLiteError(5), true},
		{fmt.Errorf("save: %w", fakeSQLiteError(517)), true}, // SQLITE_BUSY_SNAPSHOT
		{fakeSQLiteError(6), true},
		{fakeSQLiteError(13), false},
		{errors.New("database is locked"), false}, // text is never matched
		{nil, false},
	} {
		if got := formx.IsBusy(tc.err); got != tc.want {
			t.Errorf("IsBusy(%v) = %v, want %v", tc.err, got, tc.want)
		}
	}
}
