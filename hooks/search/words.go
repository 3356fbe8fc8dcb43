package search

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/dirindex"
)

// The words file (docs/scaling.md, "A restart at a million"). Reading the
// postings from FTS5 takes most of a minute at a million entries, and
// until they are in memory a word search goes to FTS5 (hundreds of
// milliseconds for a broad start). A store that keeps a snapshot
// therefore also writes, after every read of its postings from FTS5, a
// words file: the postings exactly as read, with the entries' rids and the
// change log position of that read (one read transaction). A start reads
// it back in a fraction of a second and files again the words of the
// users the change log names after that position, as the snapshot does
// for the columns. The file is checked as the snapshot is (magic,
// version, fingerprint, checksum, bounds); any doubt, or too many changes
// since, and the words are read from FTS5 again (and the file written
// anew). The snapshot keeps the change log from the file's position on
// (wordsGen), so the replay finds every change.

// wordsVersion changes whenever the words file's layout changes.
const wordsVersion = 1

// maxWordsReplay is the most changed users a start files again from the
// words file before it prefers reading the words from FTS5.
const maxWordsReplay = 50_000

var wordsMagic = [4]byte{'V', 'D', 'S', 'W'}

// words are postings as read: positions in rids, at the change log
// position gen.
type words struct {
	gen   int64
	rids  []int64
	terms []string
	lists [][]uint32
}

func (s *Index) wordsPath(app core.App) string {
	return filepath.Join(app.DataDir(), "directory", s.k.Dir+".words")
}

func (s *Index) wordsFingerprint() uint64 {
	return s.fingerprint() ^ uint64(crc32.ChecksumIEEE([]byte(s.k.Search)))
}

// readWords reads the postings from FTS5 with the rids of the entries and
// (when the store keeps a snapshot) the change log position, in one read
// transaction.
func (s *Index) readWords(ctx context.Context, db *sql.DB) (*words, error) {
	w := &words{}
	var err error
	w.rids, w.terms, w.lists, err = dirindex.ReadPostings(ctx, db, s.k.Search, func(tx *sql.Tx) ([]int64, error) {
		if s.k.Snapshot {
			var gen sql.NullInt64
			err := tx.QueryRowContext(ctx, "SELECT seq FROM sqlite_sequence WHERE name = ?", dirindex.ChangeLog).Scan(&gen)
			if err != nil && !errors.Is(err, sql.ErrNoRows) {
				return nil, err
			}
			w.gen = gen.Int64
		}
		return dirindex.Column[int64](tx.QueryContext(ctx, "SELECT rid FROM ("+s.rowSQL()+") ORDER BY rid"))
	})
	return w, err
}

// encodeWords: magic, version (u32), fingerprint (u64), gen (i64), the
// counts of rids and terms (u64 each), the rids (i64 each), per term its
// length (u32), its bytes, its list's length (u32) and positions (u32
// each), then a CRC-32 (IEEE) of everything before it.
func (s *Index) encodeWords(w *words) []byte {
	size := 40 + 8*len(w.rids)
	for t, term := range w.terms {
		size += 8 + len(term) + 4*len(w.lists[t])
	}
	b := make([]byte, 0, size+4)
	b = append(b, wordsMagic[:]...)
	b = le.AppendUint32(b, wordsVersion)
	b = le.AppendUint64(b, s.wordsFingerprint())
	b = le.AppendUint64(b, uint64(w.gen))
	b = le.AppendUint64(b, uint64(len(w.rids)))
	b = le.AppendUint64(b, uint64(len(w.terms)))
	for _, rid := range w.rids {
		b = le.AppendUint64(b, uint64(rid))
	}
	for t, term := range w.terms {
		b = le.AppendUint32(b, uint32(len(term)))
		b = append(b, term...)
		b = le.AppendUint32(b, uint32(len(w.lists[t])))
		for _, pos := range w.lists[t] {
			b = le.AppendUint32(b, pos)
		}
	}
	return le.AppendUint32(b, crc32.ChecksumIEEE(b))
}

var errWords = errors.New("unusable words file")

// wordsHeader checks data's magic, version and fingerprint and returns the
// reader past them with the file's gen.
func (s *Index) wordsHeader(data []byte) (*reader, int64, error) {
	r := &reader{b: data}
	if [4]byte(r.next(4)) != wordsMagic || r.u32() != wordsVersion || r.u64() != s.wordsFingerprint() {
		return nil, 0, errWords
	}
	return r, int64(r.u64()), nil
}

// decodeWords reads a words file, checking everything: rids ascending,
// terms ascending, positions ascending and within rids, nothing left over.
func (s *Index) decodeWords(data []byte) (*words, error) {
	if len(data) < 4 || crc32.ChecksumIEEE(data[:len(data)-4]) != le.Uint32(data[len(data)-4:]) {
		return nil, errWords
	}
	r, gen, err := s.wordsHeader(data[:len(data)-4])
	if err != nil {
		return nil, err
	}
	w := &words{gen: gen}
	nr, nt := r.count(8), r.count(8)
	w.rids = make([]int64, nr)
	for i := range w.rids {
		w.rids[i] = int64(r.u64())
		if i > 0 && w.rids[i] <= w.rids[i-1] {
			return nil, errWords
		}
	}
	w.terms, w.lists = make([]string, nt), make([][]uint32, nt)
	arena := make([]uint32, 0, len(r.b)/4)
	starts := make([]int, nt)
	for t := range w.terms {
		w.terms[t] = string(r.next(int(r.count32(1))))
		if t > 0 && w.terms[t] <= w.terms[t-1] {
			return nil, errWords
		}
		starts[t] = len(arena)
		n := int(r.count32(4))
		for k := 0; k < n; k++ {
			pos := r.u32()
			if int(pos) >= nr || (k > 0 && pos <= arena[len(arena)-1]) {
				return nil, errWords
			}
			arena = append(arena, pos)
		}
	}
	if r.bad || len(r.b) != 0 {
		return nil, errWords
	}
	for t, start := range starts {
		end := len(arena)
		if t+1 < len(starts) {
			end = starts[t+1]
		}
		w.lists[t] = arena[start:end:end] // a later append copies the list out
	}
	return w, nil
}

// count32 reads a u32 count of items of size bytes each, bad when the
// rest cannot hold them.
func (r *reader) count32(size uint64) uint32 {
	n := r.u32()
	if r.bad || uint64(n) > uint64(len(r.b))/size {
		r.bad = true
		return 0
	}
	return n
}

// saveWords writes w as the store's words file and records its position.
func (s *Index) saveWords(app core.App, w *words) {
	if err := writeAtomic(s.wordsPath(app), s.encodeWords(w)); err != nil {
		app.Logger().Warn("saving the directory's words file failed; the next start reads the words from FTS5", "error", err)
		return
	}
	s.mu.Lock()
	s.wordsGen = w.gen
	s.mu.Unlock()
}

// peekWords notes the words file's position (the caller holds mu), so the
// snapshot about to be saved keeps the change log its replay needs.
func (s *Index) peekWords(app core.App) {
	s.wordsGen = 0
	f, err := os.Open(s.wordsPath(app))
	if err != nil {
		return
	}
	defer f.Close()
	head := make([]byte, 24)
	if _, err := f.Read(head); err != nil {
		return
	}
	if _, gen, err := s.wordsHeader(head); err == nil {
		s.wordsGen = gen
	}
}

// wordsRead is the words file read and decoded, or why not.
type wordsRead struct {
	w   *words
	err error
}

// readWordsFile reads and decodes the words file.
func (s *Index) readWordsFile(app core.App) wordsRead {
	data, err := os.ReadFile(s.wordsPath(app))
	if err != nil {
		return wordsRead{err: err}
	}
	w, err := s.decodeWords(data)
	return wordsRead{w, err}
}

// prefetchWords reads and decodes the words file in the background, beside
// the load of the snapshot (the caller holds mu). At a million volunteers
// each takes about two seconds; one after the other, word searches went to
// FTS5 (one to two and a half seconds for a broad word start) for the
// seconds between the first answer and the words (docs/scaling.md, "A
// restart at a million"). What the file holds is checked when it is used
// (loadWords), as before.
func (s *Index) prefetchWords(app core.App) {
	if s.background.Closed() {
		return
	}
	ch := make(chan wordsRead, 1)
	s.prefetched = ch
	s.background.Go(func() { ch <- s.readWordsFile(app) })
}

// loadWords reads the words file (or takes it prefetched) and the users
// the change log names after its position (in one read transaction,
// checked as the snapshot is).
func (s *Index) loadWords(app core.App) (*words, []string, error) {
	s.mu.Lock()
	ch := s.prefetched
	s.prefetched = nil
	s.mu.Unlock()
	var read wordsRead
	if ch != nil {
		read = <-ch
	} else {
		read = s.readWordsFile(app)
	}
	w, err := read.w, read.err
	if err != nil {
		return nil, nil, err
	}
	var users []string
	err = readTx(app, func(db dbx.Builder) error {
		gen, err := s.logPosition(db)
		if err != nil {
			return err
		}
		if gen < w.gen {
			return errWords // the log was reset: another database
		}
		var trimmed sql.NullInt64
		err = db.NewQuery("SELECT gen FROM " + dirindex.ChangeLogTrimmed + " WHERE kind = {:kind}").
			Bind(dbx.Params{"kind": s.k.Dir}).Row(&trimmed)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if w.gen < trimmed.Int64 {
			return fmt.Errorf("%w: the change log is trimmed past it", errWords)
		}
		err = db.NewQuery("SELECT DISTINCT user_id FROM " + dirindex.ChangeLog +
			" WHERE kind = {:kind} AND gen > {:from} LIMIT " + fmt.Sprint(maxWordsReplay+1)).
			Bind(dbx.Params{"kind": s.k.Dir, "from": w.gen}).Column(&users)
		if err != nil {
			return err
		}
		if len(users) > maxWordsReplay {
			return fmt.Errorf("%w: too many changes since", errWords)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	return w, users, nil
}
