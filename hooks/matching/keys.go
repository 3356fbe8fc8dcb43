package matching

import (
	"database/sql"
	"encoding/json"
	"errors"
	"sync"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/formx"
)

// KeysVersion is the version of what this package writes into the key
// tables (migration 1763740100); raise it when the stored keys would
// differ from what the code writes now, and the next KeepKeys rebuilds them.
const KeysVersion = 1

// keysVersionName is this package's row in derived_data_versions.
const keysVersionName = "matching_keys"

// The key tables store Key without synonyms (compact spellings): a
// superadmin's edit of the synonyms changes no stored row, the queries
// expand a key into its Spellings instead.

// keptKey marks in an app's store that its key tables are kept.
const keptKey = "matching.keysKept"

// KeepKeys makes app keep the key tables that SQLSource reads: it binds
// their upkeep to every later write and brings them up to date now
// (EnsureKeys). An app whose candidates come from the search engine's
// indexes (IndexSource, every served app) does not keep them: Register
// calls this only for an app without those indexes, and the tests and
// benchmarks that compare with SQLSource call it themselves. Calling it
// twice binds the upkeep once.
func KeepKeys(app core.App) error {
	if !keysKept(app) {
		app.Store().Set(keptKey, true)
		bindKeys(app)
	}
	return EnsureKeys(app)
}

// keysKept reports whether KeepKeys was called on app.
func keysKept(app core.App) bool {
	kept, _ := app.Store().Get(keptKey).(bool)
	return kept
}

// forgetKeys empties the key tables and removes their version, once,
// on an app that does not keep them: rows left by an older binary (which
// kept them on every write) would be out of date after the first write,
// and a version that says otherwise must not make a later KeepKeys trust
// them. Emptying a table whole is SQLite's truncation: quick at any size.
func forgetKeys(app core.App) error {
	var n int
	err := app.DB().NewQuery(`SELECT count(*) FROM derived_data_versions WHERE name = {:n}`).
		Bind(dbx.Params{"n": keysVersionName}).Row(&n)
	if err != nil || n == 0 {
		return err
	}
	app.Logger().Info("dropping the matching keys: the search engine's indexes serve the candidates")
	return app.RunInTransaction(func(tx core.App) error {
		for _, q := range []string{"DELETE FROM match_opportunity_keys", "DELETE FROM match_volunteer_keys"} {
			if _, err := tx.DB().NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		_, err := tx.DB().NewQuery(`DELETE FROM derived_data_versions WHERE name = {:n}`).
			Bind(dbx.Params{"n": keysVersionName}).Execute()
		return err
	})
}

// bindKeys keeps the key tables in step with opportunities, skills and
// volunteer profiles, inside the transaction of each write.
func bindKeys(app core.App) {
	opp := func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		// Only open opportunities have keys: nothing else is recommended.
		gone := e.Type == core.ModelEventTypeDelete || e.Record.GetString("status") != "open"
		return writeOpportunityKeys(e.App.NonconcurrentDB(), e.Record.Id, e.Record.GetStringSlice("skills"), gone)
	}
	formx.OnEveryWrite(app, opp, "opportunities")

	profile := func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		return writeVolunteerKeys(e.App.NonconcurrentDB(), e.Record.GetString("user"))
	}
	formx.OnEveryWrite(app, profile, "volunteer_profiles")

	skill := func(e *core.RecordEvent) error {
		if err := e.Next(); err != nil {
			return err
		}
		var user string
		err := e.App.NonconcurrentDB().Select("user").From("volunteer_profiles").
			Where(dbx.HashExp{"id": e.Record.GetString("profile")}).Row(&user)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // the profile goes too; its own hook clears the keys
		}
		if err != nil {
			return err
		}
		return writeVolunteerKeys(e.App.NonconcurrentDB(), user)
	}
	formx.OnEveryWrite(app, skill, "skills")
}

// writeOpportunityKeys replaces the opportunity's keys (none when gone).
func writeOpportunityKeys(db dbx.Builder, id string, skills []string, gone bool) error {
	if _, err := db.Delete("match_opportunity_keys", dbx.HashExp{"opportunity": id}).Execute(); err != nil {
		return err
	}
	if gone {
		return nil
	}
	seen := map[string]bool{}
	for _, s := range skills {
		k := compact(s)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		if _, err := db.NewQuery(`INSERT OR IGNORE INTO match_opportunity_keys (key, opportunity) VALUES ({:k}, {:o})`).
			Bind(dbx.Params{"k": k, "o": id}).Execute(); err != nil {
			return err
		}
	}
	return nil
}

// writeVolunteerKeys replaces the keys of the volunteer's skills and tags,
// read from the stored rows.
func writeVolunteerKeys(db dbx.Builder, userID string) error {
	if userID == "" {
		return nil
	}
	if _, err := db.Delete("match_volunteer_keys", dbx.HashExp{"user_id": userID}).Execute(); err != nil {
		return err
	}
	var skills []string
	err := db.NewQuery(`SELECT s.name FROM skills s JOIN volunteer_profiles p ON p.id = s.profile WHERE p.user = {:u}`).
		Bind(dbx.Params{"u": userID}).Column(&skills)
	if err != nil {
		return err
	}
	var tagsJSON string
	err = db.NewQuery(`SELECT COALESCE(tags, '[]') FROM volunteer_profiles WHERE user = {:u}`).
		Bind(dbx.Params{"u": userID}).Row(&tagsJSON)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	var tags []string
	_ = json.Unmarshal([]byte(tagsJSON), &tags) // a malformed list is no tags
	insert := func(names []string, tag int) error {
		for _, n := range names {
			k := compact(n)
			if k == "" {
				continue
			}
			if _, err := db.NewQuery(`INSERT OR IGNORE INTO match_volunteer_keys (key, user_id, tag) VALUES ({:k}, {:u}, {:t})`).
				Bind(dbx.Params{"k": k, "u": userID, "t": tag}).Execute(); err != nil {
				return err
			}
		}
		return nil
	}
	if err := insert(skills, 0); err != nil {
		return err
	}
	return insert(tags, 1)
}

// EnsureKeys rebuilds both key tables and stores KeysVersion, in one
// transaction, when the stored version differs (a new database, or rows
// an older or newer binary wrote). The server runs it at start.
func EnsureKeys(app core.App) error {
	var v int
	err := app.DB().NewQuery(`SELECT version FROM derived_data_versions WHERE name = {:n}`).
		Bind(dbx.Params{"n": keysVersionName}).Row(&v)
	if err == nil && v == KeysVersion {
		return nil
	}
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	return rebuildAll(app)
}

// rebuildAll rebuilds both key tables from the records and stores
// KeysVersion, in one transaction: EnsureKeys' rebuild. It logs its
// progress every 50,000 volunteers (minutes at a million).
func rebuildAll(app core.App) error {
	started := time.Now()
	app.Logger().Info("rebuilding the matching keys", "version", KeysVersion)
	defer func() {
		app.Logger().Info("matching keys rebuilt", "version", KeysVersion, "elapsed", time.Since(started).Round(time.Millisecond).String())
	}()
	return app.RunInTransaction(func(tx core.App) error {
		db := tx.NonconcurrentDB()
		if err := rebuildKeys(db, func(done, total int) {
			app.Logger().Info("rebuilding the matching keys", "volunteers", done, "of", total,
				"elapsed", time.Since(started).Round(time.Second).String())
		}); err != nil {
			return err
		}
		_, err := db.NewQuery(`INSERT INTO derived_data_versions (name, version) VALUES ({:n}, {:v})
			ON CONFLICT (name) DO UPDATE SET version = excluded.version`).
			Bind(dbx.Params{"n": keysVersionName, "v": KeysVersion}).Execute()
		return err
	})
}

// RebuildKeys writes every key row anew from the records.
func RebuildKeys(db dbx.Builder) error { return rebuildKeys(db, nil) }

// rebuildKeys is RebuildKeys, telling progress of every 50,000 volunteers.
func rebuildKeys(db dbx.Builder, progress func(done, total int)) error {
	for _, q := range []string{"DELETE FROM match_opportunity_keys", "DELETE FROM match_volunteer_keys"} {
		if _, err := db.NewQuery(q).Execute(); err != nil {
			return err
		}
	}
	var opps []struct {
		ID     string `db:"id"`
		Skills string `db:"skills"`
	}
	if err := db.NewQuery(`SELECT id, COALESCE(skills, '[]') AS skills FROM opportunities WHERE status = 'open'`).All(&opps); err != nil {
		return err
	}
	for _, o := range opps {
		var skills []string
		_ = json.Unmarshal([]byte(o.Skills), &skills)
		if err := writeOpportunityKeys(db, o.ID, skills, false); err != nil {
			return err
		}
	}
	var users []string
	if err := db.NewQuery(`SELECT user FROM volunteer_profiles`).Column(&users); err != nil {
		return err
	}
	for i, u := range users {
		if err := writeVolunteerKeys(db, u); err != nil {
			return err
		}
		if progress != nil && (i+1)%50_000 == 0 {
			progress(i+1, len(users))
		}
	}
	return nil
}

// synonymCache holds the synonyms between two edits of the pick list.
type synonymCache struct {
	mu  sync.Mutex
	syn Synonyms
}

func (c *synonymCache) get(app core.App) (Synonyms, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.syn != nil {
		return c.syn, nil
	}
	var rows []struct {
		Term      string `db:"term"`
		Canonical string `db:"canonical"`
	}
	if err := app.DB().Select("term", "canonical").From("skill_synonyms").All(&rows); err != nil {
		return nil, err
	}
	pairs := make([][2]string, 0, len(rows))
	for _, r := range rows {
		pairs = append(pairs, [2]string{r.Term, r.Canonical})
	}
	c.syn = NewSynonyms(pairs)
	return c.syn, nil
}

func (c *synonymCache) forget() {
	c.mu.Lock()
	c.syn = nil
	c.mu.Unlock()
}
