package search

import (
	"bytes"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"os"
	"path/filepath"
	"runtime"
	"unsafe"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// Starting fast (docs/architecture.md). Reading a million entries and
// building their columns takes seconds; reading the columns back from a
// file takes a fraction of one. After every load the store writes its
// columns to a snapshot file with the change log position (gen) its rows
// were read at, all in one read transaction. The next start reads the
// file, then re-reads only the users the change log names after that
// position (the triggers log every write, whoever makes it), in one read
// transaction again, and checks the entry count against the table. Any
// doubt (no file, another format, a bad checksum, too many changes, a
// count that differs) falls back to the full load.

// snapshotVersion changes whenever the file layout changes.
const snapshotVersion = 1

// maxReplay is the most logged changes a start replays before it prefers
// reading every entry again.
const maxReplay = 200_000

var snapshotMagic = [4]byte{'V', 'D', 'S', 'N'}

// snapshotHeader opens the file; the sections follow in its order, then
// a CRC-32 of everything before it.
type snapshotHeader struct {
	Magic       [4]byte
	Version     uint32
	Fingerprint uint64 // the row query, the fact layout, the architecture
	Gen         int64  // the change log position the columns reflect
	Docs        uint64
	Arena       uint64
	Users       uint64
	Dicts       uint64
}

func (s *Index) fingerprint() uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s|%d|%s|%v", s.rowSQL(), unsafe.Sizeof(fact{}), runtime.GOARCH, s.k.Folded)
	return h.Sum64()
}

func (s *Index) snapshotPath(app core.App) string {
	return filepath.Join(app.DataDir(), "directory", s.k.Dir+".snapshot")
}

// rawBytes views a slice of pointer-free values as its bytes.
func rawBytes[T any](v []T) []byte {
	if len(v) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&v[0])), len(v)*int(unsafe.Sizeof(v[0])))
}

type userRid struct {
	key uint64
	rid int64
}

// encodeSnapshot writes the columns as of gen; the caller holds mu.
func (s *Index) encodeSnapshot(gen int64) []byte {
	users := make([]userRid, 0, len(s.byUser))
	for k, rid := range s.byUser {
		users = append(users, userRid{k, rid})
	}
	var buf bytes.Buffer
	buf.Grow(len(s.docs)*int(unsafe.Sizeof(fact{})) + len(s.arena)*4 + len(users)*16 + 1<<16)
	h := snapshotHeader{Magic: snapshotMagic, Version: snapshotVersion, Fingerprint: s.fingerprint(), Gen: gen,
		Docs: uint64(len(s.docs)), Arena: uint64(len(s.arena)), Users: uint64(len(users)), Dicts: uint64(len(s.dicts))}
	_ = binary.Write(&buf, binary.NativeEndian, h)
	buf.Write(rawBytes(s.docs))
	buf.Write(rawBytes(s.arena))
	buf.Write(rawBytes(users))
	var n [4]byte
	for _, d := range s.dicts {
		binary.NativeEndian.PutUint32(n[:], uint32(len(d.labels)))
		buf.Write(n[:])
		for _, l := range d.labels {
			binary.NativeEndian.PutUint32(n[:], uint32(len(l)))
			buf.Write(n[:])
			buf.WriteString(l)
		}
	}
	binary.NativeEndian.PutUint32(n[:], crc32.ChecksumIEEE(buf.Bytes()))
	buf.Write(n[:])
	return buf.Bytes()
}

var errSnapshot = errors.New("unusable directory snapshot")

// take copies n values of T from the front of *b.
func take[T any](b *[]byte, n uint64) ([]T, error) {
	var zero T
	size := n * uint64(unsafe.Sizeof(zero))
	if uint64(len(*b)) < size {
		return nil, errSnapshot
	}
	out := make([]T, n)
	copy(rawBytes(out), (*b)[:size])
	*b = (*b)[size:]
	return out, nil
}

// decodeSnapshot fills the (reset) store from data and returns its gen;
// the caller holds mu.
func (s *Index) decodeSnapshot(data []byte) (int64, error) {
	if len(data) < 4 {
		return 0, errSnapshot
	}
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != binary.NativeEndian.Uint32(data[len(data)-4:]) {
		return 0, errSnapshot
	}
	var h snapshotHeader
	r := bytes.NewReader(body)
	if err := binary.Read(r, binary.NativeEndian, &h); err != nil {
		return 0, errSnapshot
	}
	if h.Magic != snapshotMagic || h.Version != snapshotVersion || h.Fingerprint != s.fingerprint() ||
		h.Dicts != uint64(len(s.dicts)) {
		return 0, errSnapshot
	}
	rest := body[len(body)-r.Len():]
	docs, err := take[fact](&rest, h.Docs)
	if err != nil {
		return 0, err
	}
	arena, err := take[uint32](&rest, h.Arena)
	if err != nil {
		return 0, err
	}
	users, err := take[userRid](&rest, h.Users)
	if err != nil {
		return 0, err
	}
	u32 := func() (uint32, error) {
		if len(rest) < 4 {
			return 0, errSnapshot
		}
		v := binary.NativeEndian.Uint32(rest)
		rest = rest[4:]
		return v, nil
	}
	for _, d := range s.dicts {
		n, err := u32()
		if err != nil {
			return 0, err
		}
		for range n {
			l, err := u32()
			if err != nil || uint64(len(rest)) < uint64(l) {
				return 0, errSnapshot
			}
			label := string(rest[:l])
			rest = rest[l:]
			d.labels = append(d.labels, label)
			d.codes[d.key(label)] = uint32(len(d.labels))
		}
	}
	if len(rest) != 0 {
		return 0, errSnapshot
	}
	// Every code and arena range must point inside what was read.
	for i := range docs {
		f := &docs[i]
		if i > 0 && docs[i-1].rid >= f.rid {
			return 0, errSnapshot
		}
		for j := range s.nsing {
			if int(f.single[j]) > len(s.dicts[j].labels) {
				return 0, errSnapshot
			}
		}
		for m := range f.off {
			if uint64(f.off[m])+uint64(f.n[m]) > uint64(len(arena)) {
				return 0, errSnapshot
			}
		}
		s.ranks[f.rank]++
	}
	for m := range len(s.facets) - s.nsing {
		limit := uint32(len(s.dicts[s.nsing+m].labels))
		for i := range docs {
			for _, c := range arena[docs[i].off[m] : docs[i].off[m]+uint32(docs[i].n[m])] {
				if c > limit {
					return 0, errSnapshot
				}
			}
		}
	}
	s.docs, s.arena = docs, arena
	s.byUser = make(map[uint64]int64, len(users))
	for _, u := range users {
		s.byUser[u.key] = u.rid
	}
	return h.Gen, nil
}

// readTx runs fn in a read transaction of app's concurrent pool: every
// query sees the database as of its first read.
func readTx(app core.App, fn func(db dbx.Builder) error) error {
	pool, ok := app.ConcurrentDB().(*dbx.DB)
	if !ok {
		return fn(app.ConcurrentDB())
	}
	tx, err := pool.Begin()
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	return fn(tx)
}

// logPosition is the newest change log position ever given, trimmed rows
// included (the table's AUTOINCREMENT counter).
func (s *Index) logPosition(db dbx.Builder) (int64, error) {
	var gen sql.NullInt64
	err := db.NewQuery("SELECT seq FROM sqlite_sequence WHERE name = {:t}").
		Bind(dbx.Params{"t": dirindex.ChangeLog}).Row(&gen)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil // nothing logged yet
	}
	return gen.Int64, err
}

// loadAll reads every entry (the caller holds mu, the store is reset) and
// returns the change log position they reflect.
func (s *Index) loadAll(app core.App) (gen int64, err error) {
	err = readTx(app, func(db dbx.Builder) error {
		var n int64
		if err := db.NewQuery(s.k.countSQL()).Row(&n); err != nil {
			return err
		}
		s.docs = make([]fact, 0, n)
		if gen, err = s.logPosition(db); err != nil {
			return err
		}
		rows, err := db.NewQuery(s.rowSQL() + " ORDER BY rid").Rows()
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			r, err := s.scan(rows)
			if err != nil {
				return err
			}
			s.docs = append(s.docs, s.fact(r))
			for j := range s.nums {
				s.nums[j] = append(s.nums[j], r.nums[j])
			}
			s.byUser[userKey(r.user)] = r.rid
			s.ranks[r.rank]++
		}
		return rows.Err()
	})
	return gen, err
}

// loadSnapshot fills the (reset) store from its snapshot file and the
// changes logged since; the caller holds mu. On an error the store is in
// no defined state: reset it.
func (s *Index) loadSnapshot(app core.App) (gen int64, replayed int, err error) {
	data, err := os.ReadFile(s.snapshotPath(app))
	if err != nil {
		return 0, 0, err
	}
	from, err := s.decodeSnapshot(data)
	if err != nil {
		return 0, 0, err
	}
	err = readTx(app, func(db dbx.Builder) error {
		if gen, err = s.logPosition(db); err != nil {
			return err
		}
		if gen < from {
			return errSnapshot // the log was reset: another database
		}
		// A snapshot older than the last trim (an old file beside a newer
		// database, as a restored backup may give) misses deleted rows.
		var trimmed sql.NullInt64
		err := db.NewQuery("SELECT gen FROM " + dirindex.ChangeLogTrimmed + " WHERE kind = {:kind}").
			Bind(dbx.Params{"kind": s.k.Dir}).Row(&trimmed)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if from < trimmed.Int64 {
			return errSnapshot
		}
		var users []string
		err = db.NewQuery("SELECT DISTINCT user_id FROM " + dirindex.ChangeLog +
			" WHERE kind = {:kind} AND gen > {:from} AND gen <= {:to} LIMIT " + fmt.Sprint(maxReplay+1)).
			Bind(dbx.Params{"kind": s.k.Dir, "from": from, "to": gen}).Column(&users)
		if err != nil {
			return err
		}
		if len(users) > maxReplay {
			return errSnapshot
		}
		for _, u := range users {
			q := db.NewQuery(s.k.keySQL()).Bind(dbx.Params{"user": u})
			r, err := s.scan(scanFunc(q.Row))
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return err
			}
			s.apply(u, r, err == nil)
		}
		replayed = len(users)
		s.compact()
		var n int
		if err := db.NewQuery(s.k.countSQL()).Row(&n); err != nil {
			return err
		}
		if n != len(s.docs) || n != len(s.byUser) {
			return errSnapshot
		}
		return nil
	})
	return gen, replayed, err
}

// saveSnapshot writes data as the store's snapshot (through a temporary
// file: a crash leaves the old one or the new one), then drops the change
// log entries it covers. It runs after the load, off the request path.
func (s *Index) saveSnapshot(app core.App, data []byte, gen int64) {
	path := s.snapshotPath(app)
	err := func() error {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return err
		}
		tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
		if err != nil {
			return err
		}
		defer os.Remove(tmp.Name())
		if _, err := tmp.Write(data); err != nil {
			tmp.Close()
			return err
		}
		if err := tmp.Sync(); err != nil {
			tmp.Close()
			return err
		}
		if err := tmp.Close(); err != nil {
			return err
		}
		if err := os.Rename(tmp.Name(), path); err != nil {
			return err
		}
		// First the mark, then the deletes: a crash between them leaves
		// rows a later snapshot may skip, never a gap an older one misses.
		if _, err := app.DB().NewQuery("INSERT INTO " + dirindex.ChangeLogTrimmed + " (kind, gen) VALUES ({:kind}, {:gen})" +
			" ON CONFLICT (kind) DO UPDATE SET gen = max(gen, excluded.gen)").
			Bind(dbx.Params{"kind": s.k.Dir, "gen": gen}).Execute(); err != nil {
			return err
		}
		// In batches: a seeded database logs a million rows, and each
		// batch holds the write lock only briefly.
		for {
			res, err := app.DB().NewQuery("DELETE FROM " + dirindex.ChangeLog + " WHERE gen IN (SELECT gen FROM " +
				dirindex.ChangeLog + " WHERE kind = {:kind} AND gen <= {:gen} LIMIT 5000)").
				Bind(dbx.Params{"kind": s.k.Dir, "gen": gen}).Execute()
			if err != nil {
				return err
			}
			if n, _ := res.RowsAffected(); n < 5000 {
				return nil
			}
		}
	}()
	if err != nil {
		app.Logger().Warn("saving the directory snapshot failed; the next start reads every entry", "error", err)
	}
}

// apply puts the user's row (found) in the store or takes their entry out;
// the caller holds mu.
func (s *Index) apply(userID string, r storeRow, found bool) {
	key := userKey(userID)
	if old, ok := s.byUser[key]; ok && (!found || old != r.rid) {
		s.remove(old)
		delete(s.byUser, key)
	}
	if found {
		s.put(r)
		s.byUser[key] = r.rid
	}
}
