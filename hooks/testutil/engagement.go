package testutil

import (
	"testing"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/engagements"
)

// Engage makes the accepted application's engagement as accepting does,
// then gives it the fixed id and fields (dates, status) the test needs.
func Engage(t testing.TB, app core.App, id, applicationID string, fields dbx.Params) *core.Record {
	t.Helper()
	a, err := app.FindRecordById("applications", applicationID)
	if err != nil {
		t.Fatal(err)
	}
	if err := engagements.NewEngagement(app, a); err != nil {
		t.Fatal(err)
	}
	set := dbx.Params{"id": id}
	for k, v := range fields {
		set[k] = v
	}
	if _, err := app.DB().Update("engagements", set, dbx.HashExp{"application": applicationID}).Execute(); err != nil {
		t.Fatal(err)
	}
	r, err := app.FindRecordById("engagements", id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
