package matching_test

import (
	"fmt"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"voluntech/hooks/directory"
	"voluntech/hooks/matching"
	"voluntech/hooks/opportunities"
	"voluntech/hooks/search"
	"voluntech/hooks/testutil"
)

// BenchmarkRealMatching times the two routes of issue 35 on a COPY of a
// seeded data directory (VOLUNTECH_BENCH_DATA; opening it writes to it),
// from 8 concurrent clients, each request another volunteer or
// opportunity (never the same twice in a run), with each source in turn
// (SQLSource, IndexSource), alternating, VOLUNTECH_BENCH_ROUNDS (2) times:
//
//	cp -a /path/data1m /tmp/copy
//	VOLUNTECH_BENCH_DATA=/tmp/copy go test ./hooks/matching -run '^$' -bench RealMatching -benchtime 200x -timeout 60m
//
// It reports the 95th percentile (p95-ms) beside ns/op. Setup: the key
// tables SQLSource reads are filled in bulk when empty (the seed writes
// none); both indexes are loaded and their search words read before the
// first timed request.
func BenchmarkRealMatching(b *testing.B) {
	r := realMatching(b)
	rounds := testutil.EnvInt("VOLUNTECH_BENCH_ROUNDS", 2)
	sources := []struct {
		name string
		src  matching.Source
	}{{"sql", matching.SQLSource{}}, {"index", matching.IndexSource{}}}
	for round := 1; round <= rounds; round++ {
		for _, s := range sources {
			b.Run(fmt.Sprintf("recommendations/%s/round%d", s.name, round), func(b *testing.B) {
				defer matching.SwapSource(s.src)()
				parallel8(b, func(int) {
					i := int(r.next.Add(1))
					testutil.GetOK(b, r.h, "/api/volunteer/recommendations?perPage=12", r.volunteers[i%len(r.volunteers)])
				})
			})
		}
		for _, s := range sources {
			b.Run(fmt.Sprintf("suggestions/%s/round%d", s.name, round), func(b *testing.B) {
				defer matching.SwapSource(s.src)()
				parallel8(b, func(int) {
					i := int(r.next.Add(1))
					o := r.opps[i%len(r.opps)]
					testutil.GetOK(b, r.h, "/api/company/opportunities/"+o.id+"/suggestions?perPage=12", o.token)
				})
			})
		}
	}
}

// BenchmarkRealSources times the sources alone, one call at a time (no
// route, no concurrency): what a candidate list costs in CPU.
func BenchmarkRealSources(b *testing.B) {
	r := realMatching(b)
	syn := matching.Synonyms{}
	for _, s := range []struct {
		name string
		src  matching.Source
	}{{"sql", matching.SQLSource{}}, {"index", matching.IndexSource{}}} {
		b.Run("recommend/"+s.name, func(b *testing.B) {
			i := 0
			for b.Loop() {
				v, err := matching.LoadVolunteer(r.app, r.volIDs[i%len(r.volIDs)])
				if err != nil {
					b.Fatal(err)
				}
				if _, _, err := matching.Recommend(r.app, s.src, v, syn); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
		b.Run("suggest/"+s.name, func(b *testing.B) {
			i := 0
			for b.Loop() {
				rec, err := r.app.FindRecordById("opportunities", r.opps[i%len(r.opps)].id)
				if err != nil {
					b.Fatal(err)
				}
				if _, _, err := matching.Suggest(r.app, s.src, matching.OpportunityOf(r.app, rec), syn); err != nil {
					b.Fatal(err)
				}
				i++
			}
		})
	}
}

type realOpp struct{ id, token string }

type realRun struct {
	app        core.App
	h          http.Handler
	volIDs     []string
	volunteers []string // tokens
	opps       []realOpp
	next       atomic.Int64
}

var realOnce struct {
	sync.Once
	r   *realRun
	err error
}

func realMatching(b *testing.B) *realRun {
	dir := testutil.BenchData(b)
	realOnce.Do(func() { realOnce.r, realOnce.err = loadReal(b, dir) })
	if realOnce.err != nil {
		b.Fatal(realOnce.err)
	}
	return realOnce.r
}

// compactSQL is matching's compact in SQL for ASCII names (the seed's):
// lower-cased, without spaces, dots, dashes, underscores and tabs.
func compactSQL(col string) string {
	return `lower(replace(replace(replace(replace(replace(trim(` + col + `), ' ', ''), '.', ''), '-', ''), '_', ''), char(9), ''))`
}

// fillKeys writes the key tables in bulk when they are empty.
func fillKeys(b *testing.B, app core.App) error {
	var n int
	if err := app.DB().NewQuery(`SELECT COUNT(*) FROM (SELECT 1 FROM match_volunteer_keys LIMIT 1)`).Row(&n); err != nil || n > 0 {
		return err
	}
	start := time.Now()
	return app.RunInTransaction(func(tx core.App) error {
		for _, q := range []string{
			`INSERT OR IGNORE INTO match_opportunity_keys (key, opportunity) SELECT ` + compactSQL("j.value") + `, o.id
				FROM opportunities o, json_each(COALESCE(o.skills, '[]')) j WHERE o.status = 'open' AND ` + compactSQL("j.value") + ` != ''`,
			`INSERT OR IGNORE INTO match_volunteer_keys (key, user_id, tag) SELECT ` + compactSQL("s.name") + `, p.user, 0
				FROM skills s JOIN volunteer_profiles p ON p.id = s.profile WHERE ` + compactSQL("s.name") + ` != ''`,
			`INSERT OR IGNORE INTO match_volunteer_keys (key, user_id, tag) SELECT ` + compactSQL("j.value") + `, p.user, 1
				FROM volunteer_profiles p, json_each(COALESCE(p.tags, '[]')) j WHERE ` + compactSQL("j.value") + ` != ''`,
			`INSERT INTO derived_data_versions (name, version) VALUES ('matching_keys', ` + strconv.Itoa(matching.KeysVersion) + `)
				ON CONFLICT (name) DO UPDATE SET version = excluded.version`,
		} {
			if _, err := tx.NonconcurrentDB().NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		b.Logf("key tables filled in %s", time.Since(start).Round(time.Second))
		return nil
	})
}

func loadReal(b *testing.B, dir string) (*realRun, error) {
	app := testutil.NewServerApp(b, dir, testutil.Config())
	if err := fillKeys(b, app); err != nil {
		return nil, err
	}
	// Kept from here on (filled and stamped: no rebuild), for SQLSource.
	if err := matching.KeepKeys(app); err != nil {
		return nil, err
	}
	r := &realRun{app: app, h: testutil.Handler(b, app)}
	start := time.Now()
	for _, name := range []string{directory.VolunteerIndex, opportunities.IndexName} {
		idx := search.Of(app, name)
		if err := idx.Ensure(app); err != nil {
			return nil, err
		}
		idx.Wait() // the search words, read in the background after a load
	}
	b.Logf("indexes loaded in %s", time.Since(start).Round(time.Second))
	var vols []string
	if err := app.DB().NewQuery(`SELECT user_id FROM volunteer_directory ORDER BY random() LIMIT 4000`).Column(&vols); err != nil {
		return nil, err
	}
	r.volIDs = vols
	for _, id := range vols {
		u, err := app.FindRecordById("users", id)
		if err != nil {
			return nil, err
		}
		r.volunteers = append(r.volunteers, testutil.Token(b, u))
	}
	var opps []struct {
		ID      string `db:"id"`
		Company string `db:"company"`
	}
	if err := app.DB().NewQuery(`SELECT o.id, o.company FROM opportunity_index x JOIN opportunities o ON o.id = x.id
		WHERE o.expires_at > {:now} ORDER BY random() LIMIT 4000`).Bind(dbx.Params{"now": types.NowDateTime().String()}).All(&opps); err != nil {
		return nil, err
	}
	tokens := map[string]string{}
	for _, o := range opps {
		if tokens[o.Company] == "" {
			u, err := app.FindRecordById("users", o.Company)
			if err != nil {
				return nil, err
			}
			tokens[o.Company] = testutil.Token(b, u)
		}
		r.opps = append(r.opps, realOpp{o.ID, tokens[o.Company]})
	}
	var open, listed int
	_ = app.DB().NewQuery(`SELECT COUNT(*) FROM opportunity_index x JOIN opportunities o ON o.id = x.id WHERE o.expires_at > {:now}`).
		Bind(dbx.Params{"now": types.NowDateTime().String()}).Row(&open)
	_ = app.DB().NewQuery(`SELECT COUNT(*) FROM volunteer_directory`).Row(&listed)
	b.Logf("%d open unexpired opportunities, %d listed volunteers; %d volunteers and %d opportunities asked", open, listed, len(r.volunteers), len(r.opps))
	// One request of each route before any is timed.
	testutil.GetOK(b, r.h, "/api/volunteer/recommendations?perPage=12", r.volunteers[0])
	testutil.GetOK(b, r.h, "/api/company/opportunities/"+r.opps[0].id+"/suggestions?perPage=12", r.opps[0].token)
	return r, nil
}
