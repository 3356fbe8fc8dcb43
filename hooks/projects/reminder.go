package projects

import (
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"
)

// RemindDue reminds both sides of every open milestone (nothing submitted)
// of an engagement not completed whose due date is ReminderAfter or more
// before now, once: reminded_at is set in the transaction of the notices
// (a new due date agreed later clears it, applyPlan). It returns how many
// milestones it reminded of.
func RemindDue(app core.App, now time.Time) (int, error) {
	cutoff := now.UTC().Add(-ReminderAfter).Format(time.DateOnly)
	var ids []string
	err := app.DB().NewQuery(`SELECT m.id FROM milestones m JOIN engagements e ON e.id = m.engagement
		WHERE m.status = 'open' AND m.due <= {:cutoff} AND (m.reminded_at = '' OR m.reminded_at IS NULL)
		AND e.status != 'completed' ORDER BY m.due`).Bind(dbx.Params{"cutoff": cutoff}).Column(&ids)
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, id := range ids {
		reminded := false
		err := app.RunInTransaction(func(tx core.App) error {
			m, err := tx.FindRecordById("milestones", id)
			if err != nil || m.GetString("status") != MilestoneOpen || !m.GetDateTime("reminded_at").IsZero() {
				return nil
			}
			eng, err := tx.FindRecordById("engagements", m.GetString("engagement"))
			if err != nil {
				return nil
			}
			m.Set("reminded_at", types.NowDateTime())
			if err := tx.Save(m); err != nil {
				return err
			}
			reminded = true
			return tellOverdue(tx, eng, m)
		})
		if err != nil {
			return sent, err
		}
		if reminded {
			sent++
		}
	}
	return sent, nil
}
