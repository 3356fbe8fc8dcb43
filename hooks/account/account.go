// Package account is "Download my data": a user asks for an archive of
// everything they own or took part in (POST /api/account/export), the
// server builds it in the background as a ZIP of one JSON file per kind of
// record plus the files they uploaded, mails them a link when it is ready
// and keeps it KeepFor; GET /api/account/export says how far it is, and
// GET /api/account/export/download hands the file to its owner only.
//
// The work lives in the data_exports collection (no API rules: only this
// package reads and writes it), so it survives a restart: a pending export
// is picked up again at start and by the minute job, and one still pending
// after StaleAfter (the process died on it more than once) is marked
// failed by the hourly job, which also deletes expired archives.
package account

import (
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// Collection and statuses (the select values of the data_exports migration).
const (
	Collection    = "data_exports"
	StatusPending = "pending"
	StatusReady   = "ready"
	StatusFailed  = "failed"
)

// Limits of the export.
const (
	// Every is how often a user may ask for an export (a failed one does
	// not count: the fault was ours).
	Every = 24 * time.Hour
	// KeepFor is how long a ready archive stays downloadable.
	KeepFor = 7 * 24 * time.Hour
	// StaleAfter is how long an export may stay pending before it is
	// marked failed.
	StaleAfter = time.Hour
)

// Texts of the routes and of the archive's state.
const (
	MsgSignIn        = "Please sign in to continue."
	MsgOncePerDay    = "You can download your data once a day. Please try again after %s UTC."
	MsgNoExport      = "You have not asked for a copy of your data yet, or it has expired."
	MsgNotReady      = "Your data is not ready to download yet."
	MsgStartFailed   = "Your data export could not be started. Please try again."
	MsgReadFailed    = "Your data export could not be read. Please try again."
	MsgBuildFailed   = "Your data could not be prepared. Please ask again."
	MsgDownloadError = "Your data could not be downloaded. Please try again."
)

// MailKind is the outbox kind of the "your data is ready" mail: an
// account mail sent whatever the user's email choices.
const MailKind = "data_export"

// CronJob and CleanupJob are the ids of the two jobs.
const (
	CronJob    = "voluntechDataExports"
	CleanupJob = "voluntechDataExportsCleanup"
)

const storeKey = "voluntech.dataExports"

// worker serialises the builds of one app: one archive at a time, so two
// passes never build the same export and the 2-core machine keeps its
// other core for requests.
type worker struct {
	mu   sync.Mutex
	held bool
	cfg  config.Config
}

func workerOf(app core.App) *worker {
	return app.Store().GetOrSet(storeKey, func() any { return &worker{} }).(*worker)
}

// Hold keeps requests from starting builds in the background: exports
// then stay pending until Process is called (tests build on demand).
func Hold(app core.App) { workerOf(app).held = true }

// Register binds the routes and the two jobs, and restarts the exports a
// previous process left pending.
func Register(app core.App, cfg config.Config) {
	workerOf(app).cfg = cfg
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		g := se.Router.Group("/api/account/export")
		g.POST("", request)
		g.GET("", status)
		g.GET("/download", download)
		if !workerOf(se.App).held && pendingCount(se.App) > 0 {
			go Process(se.App)
		}
		return se.Next()
	})
	app.Cron().MustAdd(CronJob, "* * * * *", func() {
		w := workerOf(app)
		if w.held || !w.mu.TryLock() {
			return
		}
		w.mu.Unlock()
		Process(app)
	})
	app.Cron().MustAdd(CleanupJob, "41 * * * *", func() {
		if _, err := Cleanup(app, time.Now()); err != nil {
			app.Logger().Error("data exports: cleanup failed", "error", err)
		}
	})
}

// kick builds the new export in the background (unless held).
func kick(app core.App) {
	if !workerOf(app).held {
		go Process(app)
	}
}

func pendingCount(app core.App) int64 {
	var n int64
	_ = app.RecordQuery(Collection).Select("count(*)").
		AndWhere(dbx.HashExp{"status": StatusPending}).Row(&n)
	return n
}

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
