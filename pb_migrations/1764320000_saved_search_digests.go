package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The alert job's bookkeeping (hooks/savedsearch) by digest and by item
// instead of one row per match (saved_search_matches: 5.3 million rows a
// day at 100,000 broad searches, each written, then claimed, one by one):
//   - saved_search_digests: the matches one collect found for one search
//     and not yet sent (items: their ids), deleted when the digest goes.
//   - saved_search_seen: the searches that found one item, one row per
//     item and collect transaction; an item is new to a search that none
//     of its rows names ("never the same opportunity or volunteer twice").
//
// Both are the server's alone (no API rules). The existing matches move
// over: the unsent ones as digests (one per search and time found), all
// of them into the item rows.
func init() {
	m.Register(func(app core.App) error {
		ss, err := app.FindCollectionByNameOrId("saved_searches")
		if err != nil {
			return err
		}
		digests := newCollection("saved_search_digests", "pbc_savedigest01",
			belongsTo("search", ss.Id),
			&core.JSONField{Name: "items", MaxSize: 1 << 24},
		)
		digests.AddIndex("idx_saved_search_digests_search", false, "search", "")
		if err := app.Save(digests); err != nil {
			return err
		}
		seen := newCollection("saved_search_seen", "pbc_savedseen001",
			&core.TextField{Name: "item", Required: true, Max: 15},
			&core.JSONField{Name: "searches", MaxSize: 1 << 24},
		)
		seen.AddIndex("idx_saved_search_seen_item", false, "item", "")
		if err := app.Save(seen); err != nil {
			return err
		}
		if _, err := app.FindCollectionByNameOrId("saved_search_matches"); err != nil {
			return nil
		}
		for _, q := range []string{
			`INSERT INTO saved_search_digests (id, search, items, created, updated)
				SELECT 'd' || lower(hex(randomblob(7))), search, json_group_array(item), created, created
				FROM (SELECT search, item, created FROM saved_search_matches WHERE notified_at = '' ORDER BY search, created, item)
				GROUP BY search, created`,
			`INSERT INTO saved_search_seen (id, item, searches, created, updated)
				SELECT 's' || lower(hex(randomblob(7))), item, json_group_array(search), MAX(created), MAX(created)
				FROM (SELECT search, item, created FROM saved_search_matches ORDER BY item, search)
				GROUP BY item`,
		} {
			if _, err := app.DB().NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		return dropCollections("saved_search_matches")(app)
	}, func(app core.App) error {
		ss, err := app.FindCollectionByNameOrId("saved_searches")
		if err != nil {
			return err
		}
		matches := newCollection("saved_search_matches", "pbc_savedmatch01",
			belongsTo("search", ss.Id),
			&core.TextField{Name: "item", Required: true, Max: 15},
			&core.DateField{Name: "notified_at"},
		)
		matches.AddIndex("idx_saved_search_matches_pair", true, "search, item", "")
		matches.AddIndex("idx_saved_search_matches_unsent", false, "search", "notified_at = ''")
		if err := app.Save(matches); err != nil {
			return err
		}
		// Every item a search found, sent (notified at its time found)
		// unless a digest still holds it.
		for _, q := range []string{
			`INSERT OR IGNORE INTO saved_search_matches (id, search, item, notified_at, created, updated)
				SELECT 'm' || lower(hex(randomblob(7))), j.value, s.item, s.created, s.created, s.created
				FROM saved_search_seen s, json_each(s.searches) j WHERE j.value IN (SELECT id FROM saved_searches)`,
			`UPDATE saved_search_matches SET notified_at = '' WHERE EXISTS (SELECT 1 FROM saved_search_digests d, json_each(d.items) j
				WHERE d.search = saved_search_matches.search AND j.value = saved_search_matches.item)`,
		} {
			if _, err := app.DB().NewQuery(q).Execute(); err != nil {
				return err
			}
		}
		return dropCollections("saved_search_digests", "saved_search_seen")(app)
	})
}
