package account

import (
	"archive/zip"
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"os"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/mail"
)

// page is how many records one query of the build reads: the archive is
// written as it is read, never held whole in memory.
const page = 200

// Process builds every pending export, oldest first, one at a time, and
// returns how many it finished (ready or failed). Passes are serialised.
func Process(app core.App) int {
	w := workerOf(app)
	w.mu.Lock()
	defer w.mu.Unlock()
	done := 0
	for {
		var rows []*core.Record
		err := app.RecordQuery(Collection).AndWhere(dbx.HashExp{"status": StatusPending}).
			OrderBy("created ASC", "id ASC").Limit(1).All(&rows)
		if err != nil {
			app.Logger().Error("data exports: reading pending failed", "error", err)
			return done
		}
		if len(rows) == 0 {
			return done
		}
		rec := rows[0]
		if err := build(app, w, rec); err != nil {
			app.Logger().Error("data exports: build failed", "export", rec.Id, "user", rec.GetString("user"), "error", err)
			rec.Set("status", StatusFailed)
			rec.Set("error", MsgBuildFailed)
			if err := app.Save(rec); err != nil {
				app.Logger().Error("data exports: marking failed failed", "export", rec.Id, "error", err)
				return done
			}
		}
		done++
	}
}

// build writes rec's archive to a temporary file, attaches it to rec as
// ready with its expiry, and queues the mail that says so.
func build(app core.App, w *worker, rec *core.Record) (err error) {
	u, err := app.FindRecordById("users", rec.GetString("user"))
	if err != nil {
		return err
	}
	s := subjectOf(u)
	tmp, err := os.CreateTemp("", "voluntech-export-*.zip")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	defer tmp.Close()

	buf := bufio.NewWriterSize(tmp, 64<<10)
	zw := zip.NewWriter(buf)
	kinds := s.kinds()
	steps := len(kinds) + 1
	for i, k := range kinds {
		if err := writeKind(app, zw, k); err != nil {
			return err
		}
		rec.Set("progress", (i+1)*100/steps)
		if err := app.Save(rec); err != nil {
			return err
		}
	}
	if err := writeUploads(app, zw, s.uploads()); err != nil {
		return err
	}
	if err := zw.Close(); err != nil {
		return err
	}
	if err := buf.Flush(); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	f, err := filesystem.NewFileFromPath(tmp.Name())
	if err != nil {
		return err
	}
	f.Name = "voluntech-data-" + rec.Id + ".zip"
	f.OriginalName = "voluntech-data.zip"
	expires := time.Now().Add(KeepFor)
	return app.RunInTransaction(func(tx core.App) error {
		rec.Set("file", f)
		rec.Set("status", StatusReady)
		rec.Set("progress", 100)
		rec.Set("expires_at", types.NowDateTime().Add(KeepFor))
		if err := tx.Save(rec); err != nil {
			return err
		}
		return mailReady(tx, w, u, expires)
	})
}

// mailReady tells the user their archive is ready: an account mail, sent
// whatever their email choices, linking to Account Settings (the download
// needs them signed in).
func mailReady(app core.App, w *worker, u *core.Record, expires time.Time) error {
	link := mail.AccountSettingsLink(w.cfg.AppURL, u.GetString("role")) + "#download-my-data"
	return mail.SendAbout(app, mail.Meta{Kind: MailKind, User: u.Id}, u.Email(),
		"Your Voluntech data is ready to download",
		"The copy of your data you asked for is ready. Sign in and download it from your Account Settings until "+
			expires.UTC().Format("2 January 2006 15:04")+" UTC; after that it is deleted.",
		"Download my data", link,
		"If you did not ask for a copy of your data, change your password and log out of all devices.")
}

// writeKind writes one JSON file: {"part": [records...], ...}.
func writeKind(app core.App, zw *zip.Writer, k kind) error {
	out, err := zw.Create(k.file)
	if err != nil {
		return err
	}
	if _, err := io.WriteString(out, "{"); err != nil {
		return err
	}
	for i, p := range k.parts {
		key, _ := json.Marshal(p.key)
		sep := ""
		if i > 0 {
			sep = ","
		}
		if _, err := io.WriteString(out, sep+"\n"+string(key)+": ["); err != nil {
			return err
		}
		n := 0
		err := eachRecord(app, p.collection, p.where, func(r *core.Record) error {
			r.IgnoreEmailVisibility(true)
			r.Hide(p.hide...)
			b, err := json.Marshal(r)
			if err != nil {
				return err
			}
			if n > 0 {
				b = append([]byte(","), b...)
			}
			n++
			_, err = out.Write(append([]byte("\n  "), b...))
			return err
		})
		if err != nil {
			return err
		}
		if _, err := io.WriteString(out, "\n]"); err != nil {
			return err
		}
	}
	_, err = io.WriteString(out, "\n}\n")
	return err
}

// eachRecord calls fn for every record of collection matching where, in
// id order, reading page records at a time.
func eachRecord(app core.App, collection string, where dbx.Expression, fn func(*core.Record) error) error {
	last := ""
	for {
		var rows []*core.Record
		err := app.RecordQuery(collection).AndWhere(where).
			AndWhere(dbx.NewExp("[[id]] > {:last}", dbx.Params{"last": last})).
			OrderBy("id ASC").Limit(page).All(&rows)
		if err != nil {
			return err
		}
		for _, r := range rows {
			if err := fn(r); err != nil {
				return err
			}
		}
		if len(rows) < page {
			return nil
		}
		last = rows[len(rows)-1].Id
	}
}

// writeUploads copies the user's uploaded files into files/<collection>/
// <record id>/<name>. A file missing from storage is skipped, not fatal.
func writeUploads(app core.App, zw *zip.Writer, ups []upload) error {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	for _, up := range ups {
		err := eachRecord(app, up.collection, dbx.And(up.where, dbx.NewExp("[["+up.field+"]] != ''")), func(r *core.Record) error {
			for _, name := range r.GetStringSlice(up.field) {
				if err := copyFile(fsys, zw, r.BaseFilesPath()+"/"+name, "files/"+up.collection+"/"+r.Id+"/"+name); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

func copyFile(fsys *filesystem.System, zw *zip.Writer, key, name string) error {
	in, err := fsys.GetReader(key)
	if errors.Is(err, filesystem.ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := zw.Create(name)
	if err != nil {
		return err
	}
	_, err = io.Copy(out, in)
	return err
}
