package account_test

import (
	"archive/zip"
	"bytes"
	"io"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"

	"voluntech/hooks/account"
	"voluntech/hooks/testutil"
)

// insert writes a fixture row directly (no record hooks), with its file
// saved in storage when file names one (field: name).
func insert(t testing.TB, app core.App, collection string, row dbx.Params, files ...[2]string) {
	t.Helper()
	if _, err := app.DB().Insert(collection, row).Execute(); err != nil {
		t.Fatalf("insert %s %v: %v", collection, row["id"], err)
	}
	if len(files) == 0 {
		return
	}
	r, err := app.FindRecordById(collection, row["id"].(string))
	if err != nil {
		t.Fatal(err)
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	for _, f := range files {
		if err := fsys.Upload([]byte("file "+f[1]), r.BaseFilesPath()+"/"+f[1]); err != nil {
			t.Fatal(err)
		}
	}
}

// exportFor saves a pending export of userID created ago, and builds it
// when build is true (as the background worker does).
func exportFor(t testing.TB, app core.App, id, userID string, ago time.Duration, build bool) *core.Record {
	t.Helper()
	r := testutil.SaveRecord(t, app, account.Collection, map[string]any{"id": id, "user": userID, "status": account.StatusPending})
	if ago > 0 {
		setCreated(t, app, id, time.Now().Add(-ago))
	}
	if build {
		account.Process(app)
	}
	return testutil.Record(t, app, account.Collection, r.Id)
}

func setCreated(t testing.TB, app core.App, id string, at time.Time) {
	t.Helper()
	if _, err := app.DB().Update(account.Collection, dbx.Params{"created": at.UTC().Format("2006-01-02 15:04:05.000Z")},
		dbx.HashExp{"id": id}).Execute(); err != nil {
		t.Fatal(err)
	}
}

// withExport is factory plus a built export of userID.
func withExport(factory func(testing.TB) *tests.TestApp, id, userID string) func(testing.TB) *tests.TestApp {
	return testutil.Then(factory, func(t testing.TB, app *tests.TestApp) { exportFor(t, app, id, userID, 0, true) })
}

// archive opens the ZIP of export id: its files by name.
func archive(t testing.TB, app core.App, id string) map[string]string {
	t.Helper()
	r := testutil.Record(t, app, account.Collection, id)
	if r.GetString("status") != account.StatusReady {
		t.Fatalf("export %s is %q (%s)", id, r.GetString("status"), r.GetString("error"))
	}
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	in, err := fsys.GetReader(r.BaseFilesPath() + "/" + r.GetString("file"))
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	b, err := io.ReadAll(in)
	if err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, _ := io.ReadAll(rc)
		rc.Close()
		out[f.Name] = string(data)
	}
	return out
}
