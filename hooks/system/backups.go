package system

import (
	"context"
	"net/http"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	validation "github.com/pocketbase/ozzo-validation/v4"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/routine"
	"github.com/pocketbase/pocketbase/tools/security"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/activity"
	"voluntech/hooks/formx"
)

// Texts of the backup routes.
const (
	MsgBackupBusy     = "Another backup or restore is running. Try again in a minute."
	MsgBackupName     = "Use lowercase letters, digits, - and _ only, ending in .zip."
	MsgBackupExists   = "A backup with this name already exists."
	MsgBackupNotFound = "This backup was not found."
	MsgBackupConfirm  = "Type the backup's name exactly to confirm."
	MsgBackupFailed   = "The backup could not be created. Check the server's free disk space and try again."
	MsgCron           = "Enter a cron expression of five fields, such as 0 3 * * * (every day at 03:00), or leave it empty."
	MsgMaxKeep        = "Keep between 1 and 1000 backups."
	MsgDownloadDenied = "This download link is not valid. Open the backups again and retry."
)

// backupName is PocketBase's own rule for backup file names.
var backupName = regexp.MustCompile(`^[a-z0-9_-]+\.zip$`)

// BackupItem is one backup file.
type BackupItem struct {
	Key      string         `json:"key"`
	Size     int64          `json:"size"`
	Modified types.DateTime `json:"modified"`
}

// BackupSchedule is PocketBase's automatic backup setting: a cron
// expression ("" for none) and how many automatic backups are kept.
type BackupSchedule struct {
	Cron    string `json:"cron"`
	MaxKeep int    `json:"max_keep"`
}

// BackupList answers GET /api/system/backups.
type BackupList struct {
	Items    []BackupItem   `json:"items"`
	Schedule BackupSchedule `json:"schedule"`
	// Busy: a backup or restore is running now.
	Busy bool `json:"busy"`
}

// listBackups: GET /api/system/backups: PocketBase's backups (its backups
// filesystem: pb_data/backups or the S3 store of its settings), newest
// first, and the schedule.
func listBackups(e *core.RequestEvent) error {
	items, err := backupItems(e.App)
	if err != nil {
		return routeFailed(e, "list backups", err)
	}
	b := e.App.Settings().Backups
	return e.JSON(http.StatusOK, BackupList{Items: items, Busy: e.App.Store().Has(core.StoreKeyActiveBackup),
		Schedule: BackupSchedule{Cron: b.Cron, MaxKeep: b.CronMaxKeep}})
}

func backupItems(app core.App) ([]BackupItem, error) {
	fsys, err := app.NewBackupsFilesystem()
	if err != nil {
		return nil, err
	}
	defer fsys.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	fsys.SetContext(ctx)
	objs, err := fsys.List("")
	if err != nil {
		return nil, err
	}
	items := make([]BackupItem, 0, len(objs))
	for _, o := range objs {
		mod, _ := types.ParseDateTime(o.ModTime)
		items = append(items, BackupItem{Key: o.Key, Size: o.Size, Modified: mod})
	}
	sort.Slice(items, func(i, j int) bool { return items[i].Modified.Time().After(items[j].Modified.Time()) })
	return items, nil
}

// findBackup is the backup of the path's {key}, nil when there is none.
func findBackup(app core.App, key string) (*BackupItem, error) {
	if !backupName.MatchString(key) {
		return nil, nil
	}
	items, err := backupItems(app)
	if err != nil {
		return nil, err
	}
	for _, it := range items {
		if it.Key == key {
			return &it, nil
		}
	}
	return nil, nil
}

// checkBackupName checks the optional name of a new backup: a file name
// PocketBase's backups accept.
func checkBackupName(errs formx.Errors, name string) {
	if name != "" && (len(name) > 150 || !backupName.MatchString(name)) {
		errs.Add("name", "validation_invalid_name", MsgBackupName)
	}
}

// createBackup: POST /api/system/backups {name?}: a snapshot of pb_data
// (app.CreateBackup, which blocks writes while it copies the databases);
// without a name, voluntech_YYYYMMDD_HHMMSS_xxxxx.zip. Answers the new
// backup.
func createBackup(e *core.RequestEvent) error {
	name, err := formx.ReadField(e, "name", checkBackupName)
	if err != nil {
		return err
	}
	if name != "" {
		if it, err := findBackup(e.App, name); err != nil {
			return routeFailed(e, "find backup", err)
		} else if it != nil {
			return e.BadRequestError(MsgFixFields, formx.FieldError("name", "validation_backup_name_exists", MsgBackupExists))
		}
	}
	if e.App.Store().Has(core.StoreKeyActiveBackup) {
		return e.BadRequestError(MsgBackupBusy, nil)
	}
	if name == "" {
		name = "voluntech_" + time.Now().UTC().Format("20060102_150405") + "_" +
			security.RandomStringWithAlphabet(5, "abcdefghijklmnopqrstuvwxyz0123456789") + ".zip"
	}
	if err := e.App.CreateBackup(context.Background(), name); err != nil {
		e.App.Logger().Error("creating a backup failed", "name", name, "error", err)
		return e.BadRequestError(MsgBackupFailed, nil)
	}
	it, err := findBackup(e.App, name)
	if err != nil || it == nil {
		return routeFailed(e, "read new backup", err)
	}
	// The backup is a file, not a row: its entry follows it, and a backup
	// taken later holds the entry of this one.
	if err := activity.Log(e.App, e.Auth, activity.Entry{Action: "backups.create", Target: "backups", TargetID: name,
		Label: "Backup " + name, After: map[string]any{"key": name, "size": it.Size}}); err != nil {
		return routeFailed(e, "log backup", err)
	}
	return e.JSON(http.StatusOK, it)
}

// FileTokenAuth lets a route read its caller from a ?token= file token
// (PocketBase's POST /api/files/token), so that a browser can open a
// download as a plain link; a header token still wins.
func FileTokenAuth() *hook.Handler[*core.RequestEvent] {
	return &hook.Handler[*core.RequestEvent]{
		Id: "voluntechFileTokenAuth",
		Func: func(e *core.RequestEvent) error {
			if e.Auth == nil {
				if tok := e.Request.URL.Query().Get("token"); tok != "" {
					if r, err := e.App.FindAuthRecordByToken(tok, core.TokenTypeFile); err == nil {
						e.Auth = r
					}
				}
			}
			return e.Next()
		},
	}
}

// requireBackup answers 404 when no backup is called key.
func requireBackup(e *core.RequestEvent, key string) error {
	it, err := findBackup(e.App, key)
	if err != nil {
		return routeFailed(e, "find backup", err)
	}
	if it == nil {
		return e.NotFoundError(MsgBackupNotFound, nil)
	}
	return nil
}

// downloadBackup: GET /api/system/backups/{key}/download?token=FILE_TOKEN
// streams the backup as an attachment.
func downloadBackup(e *core.RequestEvent) error {
	key := e.Request.PathValue("key")
	if err := requireBackup(e, key); err != nil {
		return err
	}
	fsys, err := e.App.NewBackupsFilesystem()
	if err != nil {
		return routeFailed(e, "backups filesystem", err)
	}
	defer fsys.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
	defer cancel()
	fsys.SetContext(ctx)
	return fsys.Serve(e.Response, e.Request, key, filepath.Base(key))
}

// restoreBackup: POST /api/system/backups/{key}/restore {confirm: key}:
// the typed name confirms. PocketBase replaces pb_data with the backup and
// restarts the server a second after the answer (app.RestoreBackup), so
// everything written since the backup, this entry of the activity log
// included, is gone afterwards; the server log keeps the restore.
func restoreBackup(e *core.RequestEvent) error {
	key := e.Request.PathValue("key")
	if err := requireBackup(e, key); err != nil {
		return err
	}
	_, err := formx.ReadField(e, "confirm", func(errs formx.Errors, confirm string) {
		if confirm != key {
			errs.Add("confirm", "validation_confirm", MsgBackupConfirm)
		}
	})
	if err != nil {
		return err
	}
	if e.App.Store().Has(core.StoreKeyActiveBackup) {
		return e.BadRequestError(MsgBackupBusy, nil)
	}
	if err := activity.Log(e.App, e.Auth, activity.Entry{Action: "backups.restore", Target: "backups", TargetID: key,
		Label: "Restore of " + key, Before: map[string]any{"key": key}}); err != nil {
		return routeFailed(e, "log restore", err)
	}
	e.App.Logger().Warn("restoring a backup", "key", key, "by", e.Auth.Id)
	app := e.App
	routine.FireAndForget(func() {
		// Let the answer reach the browser before the server restarts.
		time.Sleep(time.Second)
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Minute)
		defer cancel()
		if err := app.RestoreBackup(ctx, key); err != nil {
			app.Logger().Error("restoring a backup failed", "key", key, "error", err)
		}
	})
	return e.NoContent(http.StatusAccepted)
}

type scheduleRequest struct {
	Cron    formx.Value[string] `json:"cron"`
	MaxKeep formx.Value[int]    `json:"max_keep"`
}

// updateBackupSchedule: PATCH /api/system/backups/schedule {cron, max_keep}
// changes PocketBase's automatic backups (cron "" turns them off).
func updateBackupSchedule(e *core.RequestEvent) error {
	var req scheduleRequest
	if err := formx.BindJSON(e, &req); err != nil {
		return err
	}
	errs := formx.Errors{}
	cron := strings.TrimSpace(errs.Text("cron", req.Cron))
	keep := errs.Whole("max_keep", req.MaxKeep, MsgMaxKeep)
	errs.MaxLen("cron", cron, 100)
	if !errs.Has("max_keep") && (keep < 1 || keep > 1000) {
		errs.Add("max_keep", "validation_invalid_value", MsgMaxKeep)
	}
	s, err := e.App.Settings().Clone()
	if err != nil {
		return routeFailed(e, "read settings", err)
	}
	before := BackupSchedule{Cron: s.Backups.Cron, MaxKeep: s.Backups.CronMaxKeep}
	s.Backups.Cron = cron
	s.Backups.CronMaxKeep = keep
	if !errs.Has("cron") && cron != "" {
		if err := validation.Validate(s.Backups); err != nil {
			errs.Add("cron", "validation_invalid_cron", MsgCron)
		}
	}
	if err := errs.Refusal(e); err != nil {
		return err
	}
	after := BackupSchedule{Cron: cron, MaxKeep: keep}
	err = e.App.RunInTransaction(func(tx core.App) error {
		if err := tx.Save(s); err != nil {
			return err
		}
		return activity.Log(tx, e.Auth, activity.Entry{Action: "settings.backups", Target: "settings", TargetID: "backups",
			Label: "Backup schedule", Before: before, After: after})
	})
	if err != nil {
		return routeFailed(e, "save backup schedule", err)
	}
	return e.JSON(http.StatusOK, after)
}
