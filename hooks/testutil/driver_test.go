package testutil_test

import (
	"testing"

	"github.com/pocketbase/dbx"

	"voluntech/hooks/stmtcache"
	"voluntech/hooks/testutil"
)

// Test apps open their databases as the served binary does.
func TestAppsOpenThroughTheStatementCache(t *testing.T) {
	app := testutil.NewApp(t)
	for _, db := range []dbx.Builder{app.ConcurrentDB(), app.NonconcurrentDB(), app.AuxConcurrentDB()} {
		if d, ok := db.(*dbx.DB); !ok || d.DriverName() != stmtcache.DriverName {
			t.Errorf("a test app's database is not opened through %s: %T", stmtcache.DriverName, db)
		}
	}
}
