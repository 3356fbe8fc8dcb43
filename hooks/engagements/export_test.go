package engagements

import (
	"github.com/pocketbase/pocketbase/core"

	"voluntech/hooks/config"
)

// Complete completes the engagement id as the finish route does, for
// fixtures that cannot send a request before the scenario's own.
func Complete(app core.App, appURL, id string) error {
	s := &service{cfg: config.Config{AppURL: appURL}, keys: newKeyStore(app)}
	return app.RunInTransaction(func(tx core.App) error {
		eng, err := tx.FindRecordById("engagements", id)
		if err != nil {
			return err
		}
		return s.complete(tx, eng)
	})
}
