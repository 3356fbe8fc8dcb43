package dirindex

import (
	"database/sql"
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// IndexVersion is the version of what this binary writes into the derived
// tables: the directory entries and their FTS5 documents, and the
// opportunity search. Raise it with any change that makes the stored rows
// differ from what the code would write now (a new column value, another
// listing rule, another text in a document): the next start then rebuilds
// them once (EnsureCurrent). Migrations only create the tables; filling
// them would run this package's code, which changes after the migration
// has shipped.
const IndexVersion = 1

// VersionTable holds, per name, the version of the derived data stored in
// the database (migration 1763734000).
const VersionTable = "derived_data_versions"

// versionName is this package's row in VersionTable.
const versionName = "search_indexes"

// progressEvery is how many users a rebuild indexes between two progress
// lines in the log.
const progressEvery = 50000

// StoredVersion is the index version the database's derived tables were
// built with, 0 when they never were.
func StoredVersion(db dbx.Builder) (int, error) {
	var v int
	err := db.NewQuery(`SELECT version FROM ` + VersionTable + ` WHERE name = {:name}`).
		Bind(dbx.Params{"name": versionName}).Row(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil
	}
	return v, err
}

// EnsureCurrent rebuilds every derived table and stores IndexVersion, in
// one transaction, when the stored version is not IndexVersion; it reports
// whether it rebuilt. An older stored version means rows written by an
// older binary (or none: a new database, or one from before versions were
// stored); a newer one means a binary was rolled back, whose rows it
// cannot trust either. A rebuild interrupted by a crash leaves the old
// rows and version, so the next start does it again.
//
// The server calls it before anything reads the tables (hooks in Bind);
// the seed command calls it before adding rows of its own.
func EnsureCurrent(app core.App) (rebuilt bool, err error) {
	stored, err := StoredVersion(app.DB())
	if err != nil || stored == IndexVersion {
		return false, err
	}
	start := time.Now()
	log := app.Logger()
	log.Info("rebuilding the search indexes", "storedVersion", stored, "version", IndexVersion)
	err = app.RunInTransaction(func(tx core.App) error {
		err := rebuildDirectories(tx, func(done, total int) {
			log.Info("rebuilding the directory", "users", done, "of", total, "elapsed", time.Since(start).Round(time.Millisecond).String())
		})
		if err != nil {
			return err
		}
		if err := RebuildOpportunities(tx); err != nil {
			return err
		}
		log.Info("rebuilt the opportunity search", "elapsed", time.Since(start).Round(time.Millisecond).String())
		_, err = tx.NonconcurrentDB().NewQuery(`INSERT INTO ` + VersionTable + ` (name, version) VALUES ({:name}, {:version})
			ON CONFLICT (name) DO UPDATE SET version = excluded.version`).
			Bind(dbx.Params{"name": versionName, "version": IndexVersion}).Execute()
		return err
	})
	if err != nil {
		return false, err
	}
	if ix := IndexOf(app); ix != nil {
		ix.Bump() // any answer cached before the rebuild is stale
	}
	log.Info("search indexes rebuilt", "version", IndexVersion, "elapsed", time.Since(start).Round(time.Millisecond).String())
	return true, nil
}
