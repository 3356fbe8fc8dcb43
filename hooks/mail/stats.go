package mail

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// QueueStats counts the outbox for the metrics: mails waiting to be sent
// (Retrying of them after a failed attempt) and mails that failed for good.
type QueueStats struct {
	Pending  int64 `db:"pending"`
	Retrying int64 `db:"retrying"`
	Failed   int64 `db:"failed"`
}

// Queue counts the app's outbox.
func Queue(app core.App) (QueueStats, error) {
	var s QueueStats
	err := app.DB().NewQuery(
		"SELECT COALESCE(SUM(status = {:pending}), 0) AS pending," +
			" COALESCE(SUM(status = {:pending} AND attempts > 0), 0) AS retrying," +
			" COALESCE(SUM(status = {:failed}), 0) AS failed" +
			" FROM " + collection + " WHERE status IN ({:pending}, {:failed})").
		Bind(dbx.Params{"pending": StatusPending, "failed": StatusFailed}).One(&s)
	return s, err
}
