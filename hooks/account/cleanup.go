package account

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

func dbTime(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05.000Z") }

// Cleanup is the hourly job: it deletes every archive whose expiry is
// before now (the record and its file), failed exports older than KeepFor,
// and marks failed an export pending for more than StaleAfter (a build
// that kept dying with its process). It returns how many it deleted.
func Cleanup(app core.App, now time.Time) (int, error) {
	var stale []*core.Record
	err := app.RecordQuery(Collection).AndWhere(dbx.HashExp{"status": StatusPending}).
		AndWhere(dbx.NewExp("created < {:t}", dbx.Params{"t": dbTime(now.Add(-StaleAfter))})).All(&stale)
	if err != nil {
		return 0, err
	}
	for _, r := range stale {
		r.Set("status", StatusFailed)
		r.Set("error", MsgBuildFailed)
		if err := app.Save(r); err != nil {
			return 0, err
		}
	}
	var old []*core.Record
	err = app.RecordQuery(Collection).AndWhere(dbx.Or(
		dbx.And(dbx.HashExp{"status": StatusReady}, dbx.NewExp("expires_at < {:now}", dbx.Params{"now": dbTime(now)})),
		dbx.And(dbx.HashExp{"status": StatusFailed}, dbx.NewExp("created < {:t}", dbx.Params{"t": dbTime(now.Add(-KeepFor))})),
	)).All(&old)
	if err != nil {
		return 0, err
	}
	for i, r := range old {
		// Delete removes the record's files too.
		if err := app.Delete(r); err != nil {
			return i, err
		}
	}
	return len(old), nil
}
