package messages

import (
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// RunFallback runs the unread email job at now with the default delay.
func RunFallback(t testing.TB, app core.App, now time.Time) int {
	t.Helper()
	f := &fallback{appURL: "http://voluntech.test", delay: 15 * time.Minute}
	n, err := f.Run(app, now)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// SideOf and Participants: the rule in Go and its by-id form for the realtime fan-out.
var (
	SideOf       = sideOf
	Participants = participants
)
