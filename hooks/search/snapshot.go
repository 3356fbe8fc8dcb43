package search

import (
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"hash/fnv"
	"os"
	"path/filepath"

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

// snapshotVersion changes whenever the file layout changes. Version 1
// was a copy of the Go memory of the columns (unsafe); version 2 writes
// every field explicitly, little-endian, so no change of a struct's
// layout, of the compiler or of the machine can make a file misread: the
// file is read field by field and checked, and anything unexpected
// (another magic, version or fingerprint, a bad checksum, a length or a
// code out of bounds, bytes left over) makes the start read every entry
// instead. Version 3 adds each entry's key.
const snapshotVersion = 3

// maxReplay is the most logged changes a start replays before it prefers
// reading every entry again.
const maxReplay = 200_000

var snapshotMagic = [4]byte{'V', 'D', 'S', 'N'}

// The file: magic, version (u32), fingerprint (u64), gen (i64), then the
// counts of entries, arena values, users and dictionaries (u64 each); the
// entries (rid i64, rank i32, the one-value codes u32 x2, the arena
// offsets u32 x3, the value counts u8 x3); the arena (u32 each); the
// users (key u64, rid i64); per dictionary its label count (u32) and
// each label (length u32, bytes); per number its column (i64 per entry);
// per entry its key (length u32, bytes); then a CRC-32 (IEEE) of
// everything before it (u32).
const factBytes = 8 + 4 + 2*4 + 3*4 + 3

func (s *Index) fingerprint() uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%s|%v|%v|%v", s.rowSQL(), s.facets, s.k.Folded, s.k.Numbers)
	return h.Sum64()
}

func (s *Index) snapshotPath(app core.App) string {
	return filepath.Join(app.DataDir(), "directory", s.k.Dir+".snapshot")
}

var le = binary.LittleEndian

// encodeSnapshot writes the columns as of gen; the caller holds mu.
func (s *Index) encodeSnapshot(gen int64) []byte {
	b := make([]byte, 0, 48+len(s.docs)*(factBytes+20)+len(s.arena)*4+len(s.byUser)*16+
		len(s.nums)*len(s.docs)*8+1<<16)
	b = append(b, snapshotMagic[:]...)
	b = le.AppendUint32(b, snapshotVersion)
	b = le.AppendUint64(b, s.fingerprint())
	b = le.AppendUint64(b, uint64(gen))
	for _, n := range []int{len(s.docs), len(s.arena), len(s.byUser), len(s.dicts)} {
		b = le.AppendUint64(b, uint64(n))
	}
	for i := range s.docs {
		f := &s.docs[i]
		b = le.AppendUint64(b, uint64(f.rid))
		b = le.AppendUint32(b, uint32(f.rank))
		for _, c := range f.single {
			b = le.AppendUint32(b, c)
		}
		for _, o := range f.off {
			b = le.AppendUint32(b, o)
		}
		b = append(b, f.n[:]...)
	}
	for _, c := range s.arena {
		b = le.AppendUint32(b, c)
	}
	for k, rid := range s.byUser {
		b = le.AppendUint64(b, k)
		b = le.AppendUint64(b, uint64(rid))
	}
	for _, d := range s.dicts {
		b = le.AppendUint32(b, uint32(len(d.labels)))
		for _, l := range d.labels {
			b = le.AppendUint32(b, uint32(len(l)))
			b = append(b, l...)
		}
	}
	for _, col := range s.nums {
		for _, v := range col {
			b = le.AppendUint64(b, uint64(v))
		}
	}
	for _, k := range s.keys {
		b = le.AppendUint32(b, uint32(len(k)))
		b = append(b, k...)
	}
	return le.AppendUint32(b, crc32.ChecksumIEEE(b))
}

var errSnapshot = errors.New("unusable directory snapshot")

// reader reads a snapshot's fields in order; the first read past the end
// sets bad, and every later one reads zeros.
type reader struct {
	b   []byte
	bad bool
}

func (r *reader) next(n int) []byte {
	if r.bad || len(r.b) < n {
		r.bad = true
		return make([]byte, n)
	}
	out := r.b[:n]
	r.b = r.b[n:]
	return out
}

func (r *reader) u8() uint8   { return r.next(1)[0] }
func (r *reader) u32() uint32 { return le.Uint32(r.next(4)) }
func (r *reader) u64() uint64 { return le.Uint64(r.next(8)) }

// count reads a count of items of size bytes each, bad when the rest of
// the file cannot hold them.
func (r *reader) count(size uint64) int {
	n := r.u64()
	if r.bad || n > uint64(len(r.b))/size {
		r.bad = true
		return 0
	}
	return int(n)
}

// decodeSnapshot fills the (reset) index from data and returns its gen;
// the caller holds mu.
func (s *Index) decodeSnapshot(data []byte) (int64, error) {
	if len(data) < 4 {
		return 0, errSnapshot
	}
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != le.Uint32(data[len(data)-4:]) {
		return 0, errSnapshot
	}
	r := &reader{b: body}
	if [4]byte(r.next(4)) != snapshotMagic || r.u32() != snapshotVersion || r.u64() != s.fingerprint() {
		return 0, errSnapshot
	}
	gen := int64(r.u64())
	ndocs, narena, nusers := r.count(factBytes), r.count(4), r.count(16)
	if ndict := r.u64(); r.bad || ndict != uint64(len(s.dicts)) {
		return 0, errSnapshot
	}
	docs := make([]fact, ndocs)
	for i := range docs {
		f := &docs[i]
		f.rid, f.rank = int64(r.u64()), int32(r.u32())
		for j := range f.single {
			f.single[j] = r.u32()
		}
		for m := range f.off {
			f.off[m] = r.u32()
		}
		for m := range f.n {
			f.n[m] = r.u8()
		}
	}
	arena := make([]uint32, narena)
	for i := range arena {
		arena[i] = r.u32()
	}
	byUser := make(map[uint64]int64, nusers)
	for range nusers {
		k := r.u64()
		byUser[k] = int64(r.u64())
	}
	for _, d := range s.dicts {
		n := r.u32()
		for range n {
			l := r.u32()
			if r.bad || uint64(l) > uint64(len(r.b)) {
				return 0, errSnapshot
			}
			label := string(r.next(int(l)))
			d.labels = append(d.labels, label)
			d.codes[d.key(label)] = uint32(len(d.labels))
		}
	}
	nums := make([][]int64, len(s.k.Numbers))
	for j := range nums {
		nums[j] = make([]int64, ndocs)
		for i := range nums[j] {
			nums[j][i] = int64(r.u64())
		}
	}
	keys := make([]string, ndocs)
	for i := range keys {
		l := r.u32()
		if r.bad || uint64(l) > uint64(len(r.b)) {
			return 0, errSnapshot
		}
		keys[i] = string(r.next(int(l)))
	}
	if r.bad || len(r.b) != 0 || len(byUser) != nusers {
		return 0, errSnapshot
	}
	// Every code and arena range must point inside what was read.
	for i := range docs {
		f := &docs[i]
		if i > 0 && docs[i-1].rid >= f.rid || byUser[userKey(keys[i])] != f.rid {
			return 0, errSnapshot
		}
		for j := range f.single {
			if j >= s.nsing && f.single[j] != 0 || j < s.nsing && int(f.single[j]) > len(s.dicts[j].labels) {
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
	s.docs, s.arena, s.byUser, s.nums, s.keys = docs, arena, byUser, nums, keys
	return gen, nil
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
		s.docs, s.keys = make([]fact, 0, n), make([]string, 0, n)
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
			s.keys = append(s.keys, r.user)
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
	err := func() error {
		if err := writeAtomic(s.snapshotPath(app), data); err != nil {
			return err
		}
		// The log stays from the words file's position on (words.go).
		s.mu.RLock()
		if s.wordsGen > 0 && s.wordsGen < gen {
			gen = s.wordsGen
		}
		s.mu.RUnlock()
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

// writeAtomic writes data to path through a temporary file: a crash
// leaves the old file or the new one.
func writeAtomic(path string, data []byte) error {
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
	return os.Rename(tmp.Name(), path)
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
