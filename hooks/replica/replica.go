// Package replica streams the databases to a replica with Litestream (its
// Go library, inside the binary) and rebuilds a data folder from one.
//
// With REPLICA_URL set, `voluntech serve` replicates data.db and
// auxiliary.db: Litestream copies every committed WAL frame into LTX files
// about once a second and uploads them, so a lost disk costs at most the
// last second or two of writes. `voluntech restore` rebuilds a data folder
// from the replica, latest or as of a point in time. Without REPLICA_URL
// nothing here runs. Operators read the README, "Backups and restore".
package replica

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"path"
	"path/filepath"
	"sync"
	"time"

	"github.com/benbjohnson/litestream"
	// The two replica backends the binary supports; importing litestream's
	// other backends (GCS, Azure, SFTP, NATS...) would add megabytes.
	_ "github.com/benbjohnson/litestream/file"
	_ "github.com/benbjohnson/litestream/s3"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
	"voluntech/hooks/stmtcache"
)

// Databases are the files of a data folder that are replicated, each under
// its own name below the replica URL.
var Databases = []string{"data.db", "auxiliary.db"}

// storeKey files the app's Replicator in its store.
const storeKey = "voluntech.replica"

// Replicator runs Litestream for one app's data folder.
type Replicator struct {
	url   string // without credentials, for display
	store *litestream.Store
	dbs   []*litestream.DB

	stop context.CancelFunc // ends the lag watcher
	done chan struct{}

	mu          sync.Mutex
	behindSince map[string]time.Time // per database: first seen ahead of its replica
}

// Register starts replication when the server starts (only `serve` fires
// OnServe, so `restore`, `seed` and the other commands never replicate) and
// stops it, after a last upload, when the app terminates.
func Register(app core.App, cfg config.Config) {
	BindRoutes(app)
	if cfg.ReplicaURL == "" {
		return
	}
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		r, err := Start(se.App, cfg)
		if err != nil {
			// Serving without the replica the operator asked for would
			// lose writes silently on the next disk failure.
			return fmt.Errorf("replication to %s did not start: %w", Redact(cfg.ReplicaURL), err)
		}
		se.App.Store().Set(storeKey, r)
		return se.Next()
	})
	app.OnTerminate().BindFunc(func(te *core.TerminateEvent) error {
		// The app's connections close first: Litestream's own descriptor
		// on the file holds POSIX locks of the whole process, and closing
		// it before the app's would drop theirs.
		err := te.Next()
		if r := Of(te.App); r != nil {
			if cerr := r.Close(); cerr != nil {
				te.App.Logger().Error("replica: final sync failed", "error", cerr)
			}
			te.App.Store().Remove(storeKey)
		}
		return err
	})
}

// Of returns the app's running Replicator, nil when replication is off.
func Of(app core.App) *Replicator {
	r, _ := app.Store().Get(storeKey).(*Replicator)
	return r
}

// Start opens Litestream on the app's databases and begins replicating.
func Start(app core.App, cfg config.Config) (*Replicator, error) {
	r := &Replicator{url: Redact(cfg.ReplicaURL), behindSince: map[string]time.Time{}}
	for _, name := range Databases {
		client, err := NewClient(cfg.ReplicaURL, cfg.ReplicaEndpoint, name)
		if err != nil {
			return nil, err
		}
		db := litestream.NewDB(filepath.Join(app.DataDir(), name))
		db.Logger = slog.Default().With("db", name)
		rep := litestream.NewReplicaWithClient(db, client)
		db.Replica = rep
		r.dbs = append(r.dbs, db)
	}
	// L0 holds each second's changes; the coarser levels keep restores of
	// a long history fast. A daily snapshot bounds the work of a restore.
	levels := litestream.CompactionLevels{
		{Level: 0},
		{Level: 1, Interval: 30 * time.Second},
		{Level: 2, Interval: 5 * time.Minute},
		{Level: 3, Interval: time.Hour},
	}
	r.store = litestream.NewStore(r.dbs, levels)
	r.store.Logger = slog.Default().With("system", "replica")
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	if err := r.store.Open(ctx); err != nil {
		return nil, err
	}
	wctx, stop := context.WithCancel(context.Background())
	r.stop, r.done = stop, make(chan struct{})
	go r.watch(wctx)
	return r, nil
}

// Close uploads what is left and stops replicating.
func (r *Replicator) Close() error {
	r.stop()
	<-r.done
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	return r.store.Close(ctx)
}

// NewClient builds the replica client of one database: the database's file
// name is appended to the URL's path.
func NewClient(rawURL, endpoint, name string) (litestream.ReplicaClient, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "file" && u.Scheme != "s3") {
		return nil, errors.New("REPLICA_URL must be file:///path or s3://bucket/prefix")
	}
	if u.Scheme == "file" && u.Path == "" {
		return nil, errors.New("REPLICA_URL file:// needs an absolute path (file:///path)")
	}
	if u.Scheme == "s3" && u.Host == "" {
		return nil, errors.New("REPLICA_URL s3:// needs a bucket (s3://bucket/prefix)")
	}
	u.Path = path.Join("/", u.Path, name)
	if u.Scheme == "s3" && endpoint != "" {
		q := u.Query()
		q.Set("endpoint", endpoint)
		u.RawQuery = q.Encode()
	}
	// The s3 backend reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
	// AWS_REGION itself.
	return litestream.NewReplicaClientFromURL(u.String())
}

// Redact is the URL without credentials or query, safe to show and log.
func Redact(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil {
		return ""
	}
	u.User = nil
	u.RawQuery = ""
	u.Fragment = ""
	return u.String()
}

// DBConnect opens PocketBase's databases with the pragmas it always uses,
// through hooks/stmtcache (each connection keeps its statements prepared),
// plus wal_autocheckpoint(0) when replicating: Litestream then decides when
// the WAL is checkpointed (after it has copied the frames, passively, every
// minute or 1,000 pages) instead of SQLite's own checkpoint racing it after
// every 1,000 pages.
//
// Replicating also makes the app one of two writers: Litestream commits its
// own bookkeeping rows and holds the write lock while it checkpoints. A
// deferred transaction that read before writing then fails at once with
// SQLITE_BUSY_SNAPSHOT (busy_timeout cannot help: its snapshot is stale),
// which a burst of 1,000 writes met 15 to 18 times. So the pool PocketBase
// writes through begins its transactions IMMEDIATE: the write lock is taken
// (waiting up to busy_timeout) before the first read. PocketBase opens each
// database twice, the concurrent read pool first and then the one-connection
// write pool (TestWritePoolBeginsImmediate pins that order).
func DBConnect(cfg config.Config) core.DBConnectFunc {
	var mu sync.Mutex
	opened := map[string]int{}
	return func(dbPath string) (*dbx.DB, error) {
		// busy_timeout first: the later pragmas may already wait on a lock.
		dsn := dbPath + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)" +
			"&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)"
		if cfg.ReplicaURL == "" {
			return stmtcache.Open(dsn)
		}
		mu.Lock()
		n := opened[dbPath]
		opened[dbPath] = n + 1
		mu.Unlock()
		dsn += "&_pragma=wal_autocheckpoint(0)"
		if n%2 == 1 {
			dsn += "&_txlock=immediate"
		}
		return stmtcache.Open(dsn)
	}
}
