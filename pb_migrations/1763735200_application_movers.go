package pb_migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// applications.history_movers holds which team member made each of the
// company's stage moves ({"at", "by", "by_name"} per move), which used to
// sit in the history entries themselves. The API removed them from the
// volunteer's answer, but a filter runs on the stored column, so
// `history~"Grace"` told a volunteer who moved their application. A hidden
// field is out of every client's answer and filter; hooks/opportunities
// merges it back into the history for the company's team and superadmins.
func init() {
	m.Register(func(app core.App) error {
		if err := changeCollection(app, "applications", func(c *core.Collection) {
			c.Fields.Add(&core.JSONField{Name: "history_movers", Hidden: true, MaxSize: 64 << 10})
		}); err != nil {
			return err
		}
		// Move the movers out of every history in one statement each, so
		// the stored history keeps only stage and time.
		if _, err := app.DB().NewQuery(`UPDATE applications SET history_movers = (
				SELECT json_group_array(json_object('stage', json_extract(h.value, '$.stage'), 'at', json_extract(h.value, '$.at'),
					'by', json_extract(h.value, '$.by'), 'by_name', COALESCE(json_extract(h.value, '$.by_name'), '')))
				FROM json_each(applications.history) h WHERE COALESCE(json_extract(h.value, '$.by'), '') != '')
			WHERE json_valid(history) AND history LIKE '%"by"%'`).Execute(); err != nil {
			return err
		}
		_, err := app.DB().NewQuery(`UPDATE applications SET history = (
				SELECT json_group_array(json_object('stage', json_extract(h.value, '$.stage'), 'at', json_extract(h.value, '$.at')))
				FROM json_each(applications.history) h)
			WHERE json_valid(history) AND history LIKE '%"by"%'`).Execute()
		return err
	}, func(app core.App) error {
		// Down drops the movers: putting names back where a volunteer's
		// filter reaches them is the leak this migration closes.
		return changeCollectionIfAny(app, "applications", func(c *core.Collection) {
			removeFields(c, "history_movers")
		})
	})
}
