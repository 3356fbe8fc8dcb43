package commands

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/dirindex"
)

// SeedPassword is the password of every seeded account. Seeded data is for
// benchmarks and trials; never seed a database real people use.
const SeedPassword = "Voluntech-seed-1"

// SeedOptions says how much synthetic data Seed makes.
type SeedOptions struct {
	Volunteers, Companies int
	// Opportunities are posted by the seeded companies and those already
	// there.
	Opportunities int
	// RandSeed fixes the data (0: different data each run).
	RandSeed uint64
	// Log receives progress lines (nil: none).
	Log io.Writer
	// RebuildIndexes drops the non-unique indexes of the seeded tables
	// while loading and builds them again after (automatic from
	// seedRebuildIndexesFrom profiles).
	RebuildIndexes bool
}

// seedBatch is the number of profiles written per transaction.
const seedBatch = 20000

// Seed adds synthetic volunteers (wizard finished) and companies
// (onboarding finished) straight into the tables with prepared statements
// in large transactions, and their directory entries with them. Every row
// is a real record: the app lists, searches, recommends and serves it.
func Seed(app core.App, o SeedOptions) (err error) {
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.RandSeed == 0 {
		o.RandSeed = uint64(time.Now().UnixNano())
	}
	// The rows seeded here are written by this binary's code: rows an
	// older one left are brought to it first, so the stored index version
	// stays true (an unstamped seeded database would rebuild at start).
	if _, err := dirindex.EnsureCurrent(app); err != nil {
		return err
	}
	s, err := newSeeder(app, o)
	if err != nil {
		return err
	}
	conn, err := s.db.DB().Conn(context.Background())
	if err != nil {
		return err
	}
	defer conn.Close()
	// Bulk-load settings for this connection only, put back afterwards.
	// Without fsync a crash of the program loses at most the batch being
	// written; a power cut mid-seed can damage the file, so seed a
	// database you can lose (a benchmark or trial copy).
	for _, p := range []string{"synchronous = OFF", "cache_size = -1000000"} {
		if _, err := conn.ExecContext(context.Background(), "PRAGMA "+p); err != nil {
			return err
		}
	}
	defer func() {
		_, _ = conn.ExecContext(context.Background(), "PRAGMA synchronous = NORMAL")
		_, _ = conn.ExecContext(context.Background(), "PRAGMA cache_size = -32000")
	}()

	start := time.Now()
	restore := func() error { return nil }
	if o.RebuildIndexes || o.Volunteers+o.Companies >= seedRebuildIndexesFrom {
		if restore, err = dropIndexes(conn); err != nil {
			return err
		}
		defer func() { // a failed seed leaves the indexes too
			if err != nil {
				err = errors.Join(err, restore())
			}
		}()
	}
	volunteerSQL := []string{seedUserSQL, seedVolunteerSQL, seedSkillSQL, seedExperienceSQL}
	if err := s.run(conn, o.Volunteers, "volunteers", volunteerSQL, s.volunteer); err != nil {
		return err
	}
	if err := s.run(conn, o.Companies, "companies", []string{seedUserSQL, seedCompanySQL}, s.company); err != nil {
		return err
	}
	if o.Opportunities > 0 {
		companies, err := seedCompanyIDs(conn)
		if err != nil {
			return err
		}
		if err := s.run(conn, o.Opportunities, "opportunities", []string{seedOpportunitySQL}, s.opportunity(companies)); err != nil {
			return err
		}
		if err := recountOpenOpportunities(conn); err != nil {
			return err
		}
	}
	fmt.Fprintf(o.Log, "indexing (%s)\n", time.Since(start).Round(time.Second))
	if err := restore(); err != nil {
		return err
	}
	// Fresh statistics: the planner picks the directory indexes by them.
	if _, err := conn.ExecContext(context.Background(), "PRAGMA analysis_limit = 2000; ANALYZE"); err != nil {
		return err
	}
	fmt.Fprintf(o.Log, "seeded %d volunteers, %d companies and %d opportunities in %s (password: %s)\n",
		o.Volunteers, o.Companies, o.Opportunities, time.Since(start).Round(time.Millisecond), SeedPassword)
	return nil
}

// seedRow is one generated profile or opportunity: the statements that
// store its records (an index into the batch's statements and the
// arguments) and its directory entry, or its search entry (put).
type seedRow struct {
	execs []seedExec
	kind  *dirindex.Kind
	doc   *dirindex.Doc
	put   func(*dirindex.Writer) error
}

type seedExec struct {
	stmt int
	args []any
}

func (r *seedRow) add(stmt int, args ...any) { r.execs = append(r.execs, seedExec{stmt, args}) }

// run generates n profiles with gen and writes them with the statements
// stmts, seedBatch per transaction; the next batch is generated while one
// is written.
func (s *seeder) run(conn *sql.Conn, n int, what string, stmts []string, gen func(i int) seedRow) error {
	batches := make(chan []seedRow, 1)
	done := make(chan struct{})
	defer close(done)
	go func() {
		defer close(batches)
		for from := 0; from < n; from += seedBatch {
			rows := make([]seedRow, 0, seedBatch)
			for i := from; i < min(from+seedBatch, n); i++ {
				rows = append(rows, gen(i))
			}
			select {
			case batches <- rows:
			case <-done:
				return
			}
		}
	}()
	started, written := time.Now(), 0
	for rows := range batches {
		if err := writeBatch(s.db, conn, stmts, rows); err != nil {
			return fmt.Errorf("seeding %s %d-%d: %w", what, written, written+len(rows), err)
		}
		written += len(rows)
		fmt.Fprintf(s.o.Log, "%s: %d/%d (%s)\n", what, written, n, time.Since(started).Round(time.Second))
	}
	return nil
}

// writeBatch stores rows and their directory entries in one transaction
// (db wraps it for the directory's writer).
func writeBatch(db *dbx.DB, conn *sql.Conn, stmts []string, rows []seedRow) error {
	tx, err := conn.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	defer func() { _ = tx.Rollback() }()
	prepared := make([]*sql.Stmt, 0, len(stmts))
	defer func() {
		for _, st := range prepared {
			_ = st.Close()
		}
	}()
	for _, q := range stmts {
		st, err := tx.Prepare(q)
		if err != nil {
			return err
		}
		prepared = append(prepared, st)
	}
	w := dirindex.NewBulkWriter(db.Wrap(tx))
	defer w.Close()
	for _, r := range rows {
		for _, e := range r.execs {
			if _, err := prepared[e.stmt].Exec(e.args...); err != nil {
				return err
			}
		}
		var err error
		if r.kind != nil {
			err = w.Insert(r.kind, r.doc)
		} else if r.put != nil {
			err = r.put(w)
		}
		if err != nil {
			return err
		}
	}
	return tx.Commit()
}

// seeder holds what every generated profile draws from.
type seeder struct {
	o        SeedOptions
	db       *dbx.DB // the app's writes
	rnd      *rand.Rand
	prefix   string // id prefix of this run
	offset   int    // numbers usernames past the existing users
	hash     string // SeedPassword, hashed once
	now      time.Time
	lookups  seedLookups
	placeSum int
	entries  int // list entries (skills, experiences) made so far
}

func newSeeder(app core.App, o SeedOptions) (*seeder, error) {
	db, ok := app.NonconcurrentDB().(*dbx.DB)
	if !ok {
		return nil, errors.New("seed outside any transaction")
	}
	s := &seeder{o: o, db: db, rnd: rand.New(rand.NewPCG(o.RandSeed, o.RandSeed^0x9e3779b97f4a7c15)), now: time.Now().UTC()}
	s.prefix = s.token("abcdefghijklmnopqrstuvwxyz0123456789", 3)
	var err error
	if s.lookups, err = loadSeedLookups(app); err != nil {
		return nil, err
	}
	var n int
	if err := app.DB().NewQuery("SELECT COUNT(*) FROM users").Row(&n); err != nil {
		return nil, err
	}
	s.offset = n + 1
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		return nil, err
	}
	r := core.NewRecord(users)
	r.SetPassword(SeedPassword)
	if s.hash = r.GetString(core.FieldNamePassword + ":hash"); s.hash == "" {
		return nil, errors.New("hashing the seed password failed")
	}
	for _, p := range seedPlaces {
		s.placeSum += p.Weight
	}
	return s, nil
}

// id is a record id of this run: 15 characters, kind then a number, so
// the rows of a batch go to the end of each table's primary key.
func (s *seeder) id(kind byte, n int) string {
	num := strconv.FormatInt(int64(n), 36)
	return s.prefix + string(kind) + strings.Repeat("0", 11-len(num)) + num
}

func (s *seeder) token(alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[s.rnd.IntN(len(alphabet))]
	}
	return string(b)
}

func (s *seeder) tokenKey() string {
	return s.token("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789", 50)
}

// created spreads n sign-ups over the last three years, in order.
func (s *seeder) created(i, n int) (string, int64) {
	span := 3 * 365 * 24 * time.Hour
	step := span / time.Duration(max(n, 1))
	t := s.now.Add(-span).Add(step*time.Duration(i) + time.Duration(s.rnd.Int64N(int64(max(step/2, 1)))))
	t = t.Truncate(time.Millisecond)
	dt, _ := types.ParseDateTime(t)
	return dt.String(), t.UnixMilli()
}

func pick[T any](s *seeder, list []T) T { return list[s.rnd.IntN(len(list))] }

// some picks between lo and hi distinct items of list.
func some[T any](s *seeder, list []T, lo, hi int) []T {
	n := min(lo+s.rnd.IntN(hi-lo+1), len(list))
	out := make([]T, 0, n)
	for _, i := range s.rnd.Perm(len(list))[:n] {
		out = append(out, list[i])
	}
	return out
}

func (s *seeder) place() seedPlace {
	r := s.rnd.IntN(s.placeSum)
	for _, p := range seedPlaces {
		if r < p.Weight {
			return p
		}
		r -= p.Weight
	}
	return seedPlaces[0]
}

func (s *seeder) digits(n int) string { return s.token("0123456789", n) }
