package replica

import (
	"context"
	"path/filepath"
	"time"
)

// Status is the replica's state as the health route, the metrics and the
// system area show it.
type Status struct {
	Enabled bool   `json:"enabled"`
	URL     string `json:"url"` // without credentials
	// Current: every database's replica holds its last local transaction
	// or is at most CurrentWithin behind.
	Current    bool       `json:"current"`
	LagSeconds float64    `json:"lag_seconds"` // the worst database's
	Databases  []DBStatus `json:"databases"`
}

// DBStatus is one database's replication position.
type DBStatus struct {
	Name string `json:"name"`
	// LocalTXID is the last transaction Litestream copied from the WAL,
	// ReplicaTXID the last one the replica holds (hex, as litestream
	// prints them; "" before the first).
	LocalTXID   string `json:"local_txid"`
	ReplicaTXID string `json:"replica_txid"`
	// LastReplicatedAt is the last successful upload (RFC 3339, "" before
	// the first since the server started).
	LastReplicatedAt string  `json:"last_replicated_at"`
	LagSeconds       float64 `json:"lag_seconds"`
}

// CurrentWithin is how far behind a replica may be and still count as
// current: Litestream reads the WAL and uploads once a second each.
const CurrentWithin = 5 * time.Second

// watchEvery is how often the lag watcher compares the positions.
const watchEvery = 200 * time.Millisecond

// watch notes when each database first got ahead of its replica, so the
// lag is the age of the oldest change the replica lacks.
func (r *Replicator) watch(ctx context.Context) {
	defer close(r.done)
	t := time.NewTicker(watchEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case now := <-t.C:
			for _, db := range r.dbs {
				local, err := db.Pos()
				if err != nil {
					continue
				}
				name := dbName(db.Path())
				r.mu.Lock()
				// Before the first upload (the initial snapshot of a large
				// database takes a while) the replica holds nothing yet.
				if rp := db.Replica.Pos().TXID; rp == 0 || local.TXID > rp {
					if _, ok := r.behindSince[name]; !ok {
						r.behindSince[name] = now
					}
				} else {
					delete(r.behindSince, name)
				}
				r.mu.Unlock()
			}
		}
	}
}

// Status reports the replica's state; a nil Replicator is replication off.
func (r *Replicator) Status() Status {
	if r == nil {
		return Status{Databases: []DBStatus{}}
	}
	now := time.Now()
	s := Status{Enabled: true, URL: r.url, Current: true, Databases: []DBStatus{}}
	for _, db := range r.dbs {
		name := dbName(db.Path())
		d := DBStatus{Name: name}
		if local, err := db.Pos(); err == nil && local.TXID > 0 {
			d.LocalTXID = local.TXID.String()
		}
		if rp := db.Replica.Pos(); rp.TXID > 0 {
			d.ReplicaTXID = rp.TXID.String()
		}
		if at := db.LastSuccessfulSyncAt(); !at.IsZero() {
			d.LastReplicatedAt = at.UTC().Format(time.RFC3339Nano)
		}
		r.mu.Lock()
		if since, ok := r.behindSince[name]; ok {
			d.LagSeconds = now.Sub(since).Seconds()
		}
		r.mu.Unlock()
		if d.LagSeconds > s.LagSeconds {
			s.LagSeconds = d.LagSeconds
		}
		s.Databases = append(s.Databases, d)
	}
	s.Current = s.LagSeconds <= CurrentWithin.Seconds()
	return s
}

func dbName(p string) string { return filepath.Base(p) }
